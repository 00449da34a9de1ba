#include "engine/tactics/nakade.h"

#include <algorithm>
#include <array>
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
  // The region, grown breadth first; one point more than the largest shape
  // is enough to know it is too big.
  std::array<Point, kMaxNakadeSpace + 1> region{};
  int size = 0;
  region[static_cast<size_t>(size++)] = inside;
  Color border = Color::Empty;
  for (int i = 0; i < size; ++i) {
    for (Point q : board.neighbours(region[static_cast<size_t>(i)])) {
      const Color c = board.color(q);
      if (c == Color::Wall) continue;
      if (c != Color::Empty) {
        if (border == Color::Empty) border = c;
        if (c != border) return kNoPoint;
        continue;
      }
      if (std::find(region.begin(), region.begin() + size, q) != region.begin() + size) continue;
      if (size > kMaxNakadeSpace) return kNoPoint;
      region[static_cast<size_t>(size++)] = q;
    }
  }
  if (size < kMinNakadeSpace || size > kMaxNakadeSpace || border == Color::Empty) {
    return kNoPoint;
  }
  std::array<int, kMaxNakadeSpace> degrees{};
  int vital = 0;
  for (int i = 0; i < size; ++i) {
    const Point p = region[static_cast<size_t>(i)];
    degrees[static_cast<size_t>(i)] = board.neighbour_count(p, Color::Empty);
    if (degrees[static_cast<size_t>(i)] > degrees[static_cast<size_t>(vital)]) vital = i;
  }
  return is_killing_shape(degrees.data(), size) ? region[static_cast<size_t>(vital)] : kNoPoint;
}

}  // namespace kosumi::engine
