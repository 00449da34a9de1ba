#pragma once

#include <cstdint>

#include "engine/board.h"
#include "engine/symmetry.h"
#include "engine/types.h"

namespace kosumi::eval {

// A position up to symmetry: the smallest of the Zobrist hashes of the 8
// images of its stones, with the player to move mixed in, and which
// symmetries give that image. A position symmetric in itself (the empty
// board, a stone on the centre point) has several; every one of them maps
// the position onto the same canonical image.
struct CanonicalPosition {
  uint64_t key = 0;
  uint8_t symmetries = 0;  // bit s: symmetry s gives the canonical image

  // A move of the position in the canonical image: the smallest of its
  // images under the position's symmetries, so moves that the position's
  // own symmetry makes equal (the four 4-4 points of the empty board) are
  // one move.
  engine::Point canonical_move(engine::Point p, int size) const;
  // The points of the position that a move of the canonical image stands
  // for: one per symmetry of the position, without repeats. Returns how
  // many it wrote to `out`.
  int moves_of(engine::Point canonical, int size,
               engine::Point (&out)[engine::kSymmetryCount]) const;
};

// Depends on the stones and the player to move only: the same position
// reached in any order of moves has the same key; the ko point and the
// prisoners are not part of it. Costs a scan of the board and 8 hashes of
// its stones.
CanonicalPosition canonical_position(const engine::Board& board, engine::Player to_move);

}  // namespace kosumi::eval
