#include "engine/tactics/nakade.h"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>

namespace kosumi::engine {
namespace {

// Degree sequences of the killing shapes, largest first, zero-padded.
constexpr std::array<std::array<int, kMaxNakadeSpace>, 5> kKillingShapes = {{
    {2, 1, 1, 0, 0, 0},  // straight or bent three
    {3, 1, 1, 1, 0, 0},  // pyramid four
    {3, 2, 2, 2, 1, 0},  // bulky five
    {4, 1, 1, 1, 1, 0},  // cross five
    {4, 2, 2, 2, 1, 1},  // rabbity six
}};

}  // namespace

bool is_killing_shape(const int* degrees, int size) {
  if (size < kMinNakadeSpace || size > kMaxNakadeSpace) return false;
  std::array<int, kMaxNakadeSpace> sorted{};
  std::copy_n(degrees, size, sorted.begin());
  std::sort(sorted.begin(), sorted.begin() + size, std::greater<>());
  return std::find(kKillingShapes.begin(), kKillingShapes.end(), sorted) != kKillingShapes.end();
}

Point nakade_vital_point(const Board& board, Point inside) {
  // The region, grown breadth first through the empty-neighbour masks; one
  // point more than the largest shape is enough to know it is too big.
  std::array<Point, kMaxNakadeSpace + 1> region{};
  int size = 0;
  region[static_cast<size_t>(size++)] = inside;
  bool black = false;
  bool white = false;
  for (int i = 0; i < size; ++i) {
    const Point p = region[static_cast<size_t>(i)];
    black |= board.neighbour_mask(p, Color::Black) != 0;
    white |= board.neighbour_mask(p, Color::White) != 0;
    if (black && white) return kNoPoint;
    for (unsigned empty = board.neighbour_mask(p, Color::Empty); empty != 0; empty &= empty - 1) {
      const Point q = board.neighbour(p, std::countr_zero(empty));
      if (contains(region.data(), size, q)) continue;
      if (size > kMaxNakadeSpace) return kNoPoint;
      region[static_cast<size_t>(size++)] = q;
    }
  }
  if ((!black && !white) || size < kMinNakadeSpace) return kNoPoint;
  // The degrees only now: most regions prove too big or touch both colours.
  // Every empty neighbour of a point of the region is in it.
  std::array<int, kMaxNakadeSpace + 1> degrees{};
  int vital = 0;
  for (int i = 0; i < size; ++i) {
    degrees[static_cast<size_t>(i)] =
        board.neighbour_count(region[static_cast<size_t>(i)], Color::Empty);
    if (degrees[static_cast<size_t>(i)] > degrees[static_cast<size_t>(vital)]) vital = i;
  }
  return is_killing_shape(degrees.data(), size) ? region[static_cast<size_t>(vital)] : kNoPoint;
}

}  // namespace kosumi::engine
