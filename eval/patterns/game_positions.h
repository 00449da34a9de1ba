#pragma once

#include <vector>

#include "engine/board.h"
#include "engine/game.h"
#include "engine/types.h"
#include "eval/patterns/extractor.h"

namespace kosumi::eval {

// A game to learn from or to predict: its set-up stones and its moves
// (passes included), as a record gives them.
struct RecordedGame {
  int size = 19;
  std::vector<engine::Point> black_setup;
  std::vector<engine::Point> white_setup;
  std::vector<engine::MoveRecord> moves;
};

// One position of a recorded game, before a move is played.
struct GamePosition {
  const engine::Board& board;
  engine::Player to_move;
  MoveContext context;
  engine::Point played;  // kPass for a pass
  int move_number;       // 1 for the first move
};

// Replays `game` on a board (simple ko, no suicide) and calls visit() with
// each position before its move is played. Returns false, having stopped,
// at a set-up stone or a move the board refuses; true after the last move.
template <class Visit>
bool for_each_position(const RecordedGame& game, Visit&& visit) {
  engine::Board board(game.size);
  for (const auto& [stones, player] : {std::pair{&game.black_setup, engine::Player::Black},
                                       std::pair{&game.white_setup, engine::Player::White}}) {
    for (engine::Point p : *stones) {
      if (!board.is_legal(player, p)) return false;
      board.play(player, p);
    }
  }
  MoveContext context;
  int number = 0;
  for (const engine::MoveRecord& move : game.moves) {
    const bool pass = move.point == engine::kPass;
    if (!pass && !board.is_legal(move.player, move.point)) return false;
    visit(GamePosition{board, move.player, context, move.point, ++number});
    if (pass) {
      board.pass();
    } else {
      board.play(move.player, move.point);
    }
    context = {move.point, context.last};
  }
  return true;
}

}  // namespace kosumi::eval
