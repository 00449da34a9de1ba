#include "engine/handicap.h"

#include <algorithm>

namespace kosumi::engine {

int max_fixed_handicap(int size) {
  if (size < 7 || size > kMaxSize) return 0;
  if (size == 7 || size % 2 == 0) return 4;
  return 9;
}

std::vector<Point> fixed_handicap_points(int size, int stones) {
  if (stones < 2 || stones > max_fixed_handicap(size)) return {};
  const int low = size >= 13 ? 3 : 2;
  const int high = size - 1 - low;
  const int mid = size / 2;
  const auto at = [size](int x, int y) { return point_at(x, y, size); };
  std::vector<Point> points = {at(low, low), at(high, high)};
  if (stones >= 3) points.push_back(at(low, high));
  if (stones >= 4) points.push_back(at(high, low));
  if (stones >= 6) {
    points.push_back(at(low, mid));
    points.push_back(at(high, mid));
  }
  if (stones >= 8) {
    points.push_back(at(mid, low));
    points.push_back(at(mid, high));
  }
  // Three stones are corners only; the centre joins odd counts from five.
  if (stones % 2 == 1 && stones >= 5) points.push_back(at(mid, mid));
  return points;
}

std::vector<Point> star_points(int size) {
  // Boards below 13x13 mark at most five: nine points crowd a 9x9 board.
  constexpr int kSmallBoardStars = 5;
  constexpr int kLargeBoard = 13;
  const int most = max_fixed_handicap(size);
  return fixed_handicap_points(size, size < kLargeBoard ? std::min(most, kSmallBoardStars) : most);
}

}  // namespace kosumi::engine
