#include "eval/opening/symmetry.h"

#include <algorithm>
#include <array>

#include "engine/zobrist.h"

namespace kosumi::eval {

using engine::Color;
using engine::kSymmetryCount;
using engine::Point;
using engine::transform;

Point CanonicalPosition::canonical_move(Point p, int size) const {
  Point best = p;
  bool first = true;
  for (int s = 0; s < kSymmetryCount; ++s) {
    if ((symmetries & (1u << s)) == 0) continue;
    const Point image = transform(s, p, size);
    if (first || engine::index(image) < engine::index(best)) best = image;
    first = false;
  }
  return best;
}

int CanonicalPosition::moves_of(Point canonical, int size, Point (&out)[kSymmetryCount]) const {
  int count = 0;
  for (int s = 0; s < kSymmetryCount; ++s) {
    if ((symmetries & (1u << s)) == 0) continue;
    const Point p = transform(engine::inverse_symmetry(s), canonical, size);
    if (!engine::contains(out, count, p)) out[count++] = p;
  }
  return count;
}

CanonicalPosition canonical_position(const engine::Board& board, engine::Player to_move) {
  std::array<uint64_t, kSymmetryCount> hashes;
  hashes.fill(engine::to_move_key(to_move));
  const int size = board.size();
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) {
      const Point p = board.point(x, y);
      const Color c = board.color(p);
      if (c != Color::Black && c != Color::White) continue;
      for (int s = 0; s < kSymmetryCount; ++s)
        hashes[static_cast<size_t>(s)] ^= engine::stone_key(c, transform(s, p, size));
    }
  }
  CanonicalPosition position;
  position.key = *std::min_element(hashes.begin(), hashes.end());
  for (int s = 0; s < kSymmetryCount; ++s) {
    if (hashes[static_cast<size_t>(s)] == position.key)
      position.symmetries = static_cast<uint8_t>(position.symmetries | (1u << s));
  }
  return position;
}

}  // namespace kosumi::eval
