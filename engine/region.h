#pragma once

#include <vector>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::engine {

// The connected region around `start` of the points for which `inside(p)`
// holds, found breadth first into `region` (cleared first), each marked in
// `seen`. `on_border(p)` is called for every on-board neighbour of the
// region that is not inside it, once per adjacency (so a border point may
// be seen several times). Precondition: inside(start) and start not seen.
template <class Inside, class OnBorder>
void flood_region(const Board& board, Point start, PointSet& seen, std::vector<Point>& region,
                  Inside&& inside, OnBorder&& on_border) {
  region.assign(1, start);
  seen.set(static_cast<size_t>(index(start)));
  for (size_t k = 0; k < region.size(); ++k) {
    for (Point n : board.neighbours(region[k])) {
      if (board.color(n) == Color::Wall) continue;
      if (!inside(n)) {
        on_border(n);
      } else if (!seen[static_cast<size_t>(index(n))]) {
        seen.set(static_cast<size_t>(index(n)));
        region.push_back(n);
      }
    }
  }
}

}  // namespace kosumi::engine
