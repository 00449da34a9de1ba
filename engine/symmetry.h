#pragma once

#include "engine/types.h"

namespace kosumi::engine {

// The eight symmetries of a square board: the four rotations and the four
// reflections. Symmetry s maps the point (x, y) in three steps: bit 0 of s
// mirrors x, bit 1 mirrors y, then bit 2 swaps x and y. Symmetry 0 is the
// identity.
inline constexpr int kSymmetryCount = 8;

// The image of `p` under `symmetry` on a board of `size`; the pass and
// kNoPoint are their own images. Precondition: 0 <= symmetry < 8, p on the
// board or one of those two.
Point transform(int symmetry, Point p, int size);

// The symmetry that undoes `symmetry`: transform(inverse(s), transform(s, p))
// is p.
constexpr int inverse_symmetry(int symmetry) {
  // Without the swap each mirror undoes itself; with it, the mirror of x
  // applied before the swap is undone by a mirror of y, and the other way.
  if ((symmetry & 4) == 0) return symmetry;
  return 4 | ((symmetry & 1) << 1) | ((symmetry >> 1) & 1);
}

}  // namespace kosumi::engine
