#pragma once

#include <algorithm>
#include <vector>

#include "engine/board.h"
#include "engine/rules.h"
#include "engine/types.h"

namespace kosumi {

// A naive reference for superko: every position of a game as a plain list of
// colours with the player to move, compared whole. Slow (linear in the game's
// length), for tests only; it shares nothing with Game's hashes.
class PositionHistory {
 public:
  void record(const engine::Board& board, engine::Player to_move) {
    positions_.push_back({colours(board), to_move});
  }
  // Whether pl playing p on `board` recreates a recorded position: any with
  // the same board (positional), or one with the same player to move too.
  // Precondition: the move is legal on the board apart from superko.
  bool repeats(const engine::Board& board, engine::Player pl, engine::Point p,
               engine::KoRule ko) const {
    engine::Board after = board;
    after.play(pl, p);
    const std::vector<engine::Color> target = colours(after);
    return std::ranges::any_of(positions_, [&](const Position& earlier) {
      return earlier.colours == target &&
             (ko == engine::KoRule::PositionalSuperko || earlier.to_move == engine::opponent(pl));
    });
  }

 private:
  struct Position {
    std::vector<engine::Color> colours;
    engine::Player to_move;
  };
  static std::vector<engine::Color> colours(const engine::Board& board) {
    std::vector<engine::Color> result;
    for (int y = 0; y < board.size(); ++y) {
      for (int x = 0; x < board.size(); ++x)
        result.push_back(board.color(board.point(x, y)));
    }
    return result;
  }
  std::vector<Position> positions_;
};

}  // namespace kosumi
