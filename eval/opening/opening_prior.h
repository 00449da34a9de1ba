#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::eval {

// The moves strong players chose in the positions of their openings, keyed
// by the position up to the board's 8 symmetries (symmetry.h): a table
// learned from a corpus of games (opening_table.h) and read from a data
// file (opening_file.h). It knows one board size.
class OpeningPrior {
 public:
  // A move of the canonical image of a position and the games that played
  // it there.
  struct Move {
    engine::Point canonical;
    uint32_t count;
  };
  // A position: how many games reached it, and the moves played, the most
  // played first.
  struct Position {
    uint32_t games = 0;
    std::vector<Move> moves;
  };
  // A move of the position asked about and its share of the games that
  // reached the position.
  struct Choice {
    engine::Point move;
    float share;
  };
  struct Known {
    uint32_t games = 0;
    std::vector<Choice> choices;  // the most played first
  };

  OpeningPrior(int size, int max_moves) : size_(size), max_moves_(max_moves) {}

  int size() const { return size_; }
  // The table holds positions of the first max_moves() moves of games.
  int max_moves() const { return max_moves_; }
  size_t position_count() const { return positions_.size(); }
  const std::unordered_map<uint64_t, Position>& positions() const { return positions_; }

  // The position of this canonical key (symmetry.h), or null.
  const Position* find(uint64_t key) const;

  // Precondition: `key` not added yet, `position.games` at least the sum of
  // its moves' counts.
  void add(uint64_t key, Position position);

  // The moves played in this position with their shares, or nullopt when
  // the table does not know it: another board size, more stones than the
  // table's moves could have placed, or a position no game reached. Moves
  // that the position's own symmetry makes equal are listed each with the
  // share of them all.
  std::optional<Known> lookup(const engine::Board& board, engine::Player to_move) const;

 private:
  int size_;
  int max_moves_;
  std::unordered_map<uint64_t, Position> positions_;
};

}  // namespace kosumi::eval
