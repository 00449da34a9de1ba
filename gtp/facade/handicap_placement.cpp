#include "gtp/facade/handicap_placement.h"

#include <algorithm>

#include "engine/handicap.h"

namespace kosumi::facade {

std::vector<engine::Point> free_handicap_points(int size, int stones) {
  if (stones < 2 || stones > size * size - 1) return {};
  const int fixed = std::min(stones, engine::max_fixed_handicap(size));
  std::vector<engine::Point> points = engine::fixed_handicap_points(size, fixed);
  engine::PointSet taken;
  for (engine::Point p : points)
    taken.set(static_cast<size_t>(engine::index(p)));
  // Beyond the fixed points: every other point of every other line, then
  // the rest, so stones stay apart as long as there is room.
  for (int pass = 0; pass < 2; ++pass) {
    for (int y = 0; y < size && static_cast<int>(points.size()) < stones; ++y) {
      for (int x = 0; x < size && static_cast<int>(points.size()) < stones; ++x) {
        const engine::Point p = engine::point_at(x, y, size);
        const bool spread = x % 2 == 1 && y % 2 == 1;
        if (taken.test(static_cast<size_t>(engine::index(p))) || (pass == 0 && !spread)) continue;
        taken.set(static_cast<size_t>(engine::index(p)));
        points.push_back(p);
      }
    }
  }
  return points;
}

}  // namespace kosumi::facade
