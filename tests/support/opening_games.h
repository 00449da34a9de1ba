#pragma once

#include <initializer_list>
#include <vector>

#include "engine/board.h"
#include "eval/patterns/game_positions.h"
#include "support/test_points.h"

namespace kosumi::test {

// A 19×19 game of these moves (GTP names, "pass" allowed), Black first.
inline eval::RecordedGame game_of(std::initializer_list<const char*> moves) {
  const engine::Board board(19);
  eval::RecordedGame game;
  engine::Player next = engine::Player::Black;
  for (const char* name : moves) {
    const engine::Point p = std::string_view(name) == "pass" ? engine::kPass : at(board, name);
    game.moves.push_back({next, p});
    next = engine::opponent(next);
  }
  return game;
}

// The board after the first `count` moves of `game`.
inline engine::Board board_after(const eval::RecordedGame& game, size_t count) {
  engine::Board board(game.size);
  for (size_t i = 0; i < count; ++i)
    board.play(game.moves[i].player, game.moves[i].point);
  return board;
}

}  // namespace kosumi::test
