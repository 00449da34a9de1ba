#include "engine/tactics/benson.h"

#include <algorithm>
#include <vector>

#include "engine/region.h"

namespace kosumi::engine {
namespace {

size_t at(Point p) {
  return static_cast<size_t>(index(p));
}

// A region of the owner's: its points, and per bordering string (by head)
// whether the region is vital to it.
struct Region {
  std::vector<Point> points;
  std::vector<Point> border_heads;
  std::vector<bool> vital_to;  // parallel to border_heads
  bool removed = false;
};

// Every region of `owner`, found by flood fill over the points that are
// not the owner's stones.
std::vector<Region> regions_of(const Board& board, Color owner) {
  std::vector<Region> regions;
  PointSet seen;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point start = board.point(x, y);
      if (board.color(start) == owner || seen[at(start)]) continue;
      Region region;
      flood_region(
          board, start, seen, region.points, [&](Point p) { return board.color(p) != owner; },
          [&](Point n) {
            const Point head = board.string_head(n);
            if (std::find(region.border_heads.begin(), region.border_heads.end(), head) ==
                region.border_heads.end()) {
              region.border_heads.push_back(head);
            }
          });
      // Vital to a bordering string: every empty point of the region is
      // next to one of that string's stones.
      for (Point head : region.border_heads) {
        bool vital = true;
        for (Point p : region.points) {
          if (board.color(p) != Color::Empty) continue;
          bool liberty = false;
          for (Point n : board.neighbours(p))
            liberty = liberty || (board.color(n) == owner && board.string_head(n) == head);
          if (!liberty) {
            vital = false;
            break;
          }
        }
        region.vital_to.push_back(vital);
      }
      regions.push_back(std::move(region));
    }
  }
  return regions;
}

}  // namespace

UnconditionalLife unconditional_life(const Board& board, Player owner) {
  const Color me = stone_of(owner);
  std::vector<Region> regions = regions_of(board, me);

  // The owner's strings still in the running, by head.
  PointSet candidate;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      if (board.color(p) == me) candidate.set(at(board.string_head(p)));
    }
  }

  for (bool changed = true; changed;) {
    changed = false;
    // Strings with fewer than two vital regions among those left.
    std::vector<int> vital_count(static_cast<size_t>(board.num_points()), 0);
    for (const Region& r : regions) {
      if (r.removed) continue;
      for (size_t i = 0; i < r.border_heads.size(); ++i) {
        if (r.vital_to[i]) ++vital_count[at(r.border_heads[i])];
      }
    }
    for (size_t i = 0; i < vital_count.size(); ++i) {
      if (candidate[i] && vital_count[i] < 2) {
        candidate.reset(i);
        changed = true;
      }
    }
    // Regions bordered by a string that is out.
    for (Region& r : regions) {
      if (r.removed) continue;
      for (Point head : r.border_heads) {
        if (!candidate[at(head)]) {
          r.removed = true;
          changed = true;
          break;
        }
      }
    }
  }

  UnconditionalLife life;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      if (board.color(p) == me && candidate[at(board.string_head(p))]) life.alive.set(at(p));
    }
  }
  for (const Region& r : regions) {
    if (r.removed || std::none_of(r.vital_to.begin(), r.vital_to.end(), [](bool v) { return v; }))
      continue;
    for (Point p : r.points)
      life.vital.set(at(p));
  }
  return life;
}

}  // namespace kosumi::engine
