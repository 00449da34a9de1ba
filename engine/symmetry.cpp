#include "engine/symmetry.h"

#include <utility>

namespace kosumi::engine {

Point transform(int symmetry, Point p, int size) {
  if (p == kPass || p == kNoPoint) return p;
  const int stride = stride_for(size);
  int x = index(p) % stride - 1;
  int y = index(p) / stride - 1;
  if (symmetry & 1) x = size - 1 - x;
  if (symmetry & 2) y = size - 1 - y;
  if (symmetry & 4) std::swap(x, y);
  return point_at(x, y, size);
}

}  // namespace kosumi::engine
