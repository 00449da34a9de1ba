#pragma once

#include <cstdint>
#include <vector>

#include "engine/board.h"
#include "engine/types.h"
#include "eval/patterns/code_index.h"
#include "eval/patterns/pattern3_liberties.h"

namespace kosumi::eval {

// A learned shape: its size and canonical hash (shape.h).
struct ShapeKey {
  int size = 0;
  uint64_t hash = 0;

  bool operator==(const ShapeKey&) const = default;
};

// The patterns a model knows, harvested from the moves of a training set:
// 3×3 codes with liberties and shapes, each with an id (1, 2, ... in the
// order added; 0 means "none known"), which is its value in the Pattern3
// or Shape feature group.
//
// Shapes must be closed under shrinking: when a shape is in, so is every
// smaller shape it contains. Counting moves gives that for free (a shape
// is at least as frequent as any larger one around it), and it lets
// largest_shape() stop at the first size it does not know.
class PatternDictionary {
 public:
  // Adds a canonical code (liberty_pattern3_canonical) and returns its id;
  // all eight symmetries find it.
  uint32_t add_pattern3(LibertyPattern3 canonical);
  uint32_t add_shape(const ShapeKey& shape);

  size_t pattern3_count() const { return pattern3_.size(); }
  size_t shape_count() const { return shapes_.size(); }
  // Precondition: 1 <= id <= count.
  LibertyPattern3 pattern3(uint32_t id) const { return pattern3_[id - 1]; }
  const ShapeKey& shape(uint32_t id) const { return shapes_[id - 1]; }

  // The id of a code in any of its symmetries; 0 when unknown.
  uint32_t pattern3_id(LibertyPattern3 code) const { return pattern3_index_.find(code); }
  uint32_t shape_id(uint64_t hash) const { return shape_index_.find(hash); }
  // The id of the largest known shape around the empty point p for
  // `to_move`; 0 when not even the smallest is known.
  uint32_t largest_shape(const engine::Board& board, engine::Point p, engine::Player to_move) const;

 private:
  std::vector<LibertyPattern3> pattern3_;
  std::vector<ShapeKey> shapes_;
  CodeIndex pattern3_index_;
  CodeIndex shape_index_;
};

}  // namespace kosumi::eval
