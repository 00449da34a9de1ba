#include "eval/patterns/dictionary.h"

#include "eval/patterns/shape.h"

namespace kosumi::eval {

uint32_t PatternDictionary::add_pattern3(LibertyPattern3 canonical) {
  pattern3_.push_back(canonical);
  const auto id = static_cast<uint32_t>(pattern3_.size());
  for (int s = 0; s < 8; ++s)
    pattern3_index_.insert(liberty_pattern3_transform(canonical, s), id);
  return id;
}

uint32_t PatternDictionary::add_shape(const ShapeKey& shape) {
  shapes_.push_back(shape);
  const auto id = static_cast<uint32_t>(shapes_.size());
  shape_index_.insert(shape.hash, id);
  return id;
}

uint32_t PatternDictionary::largest_shape(const engine::Board& board, engine::Point p,
                                          engine::Player to_move) const {
  if (shapes_.empty()) return 0;
  ShapeHasher hasher(board, p, to_move);
  uint32_t found = 0;
  while (hasher.size() < kMaxShapeSize) {
    const uint32_t id = shape_index_.find(hasher.grow());
    if (id == 0) break;
    found = id;
  }
  return found;
}

}  // namespace kosumi::eval
