#pragma once

#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kosumi::engine {

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 25;

// Points live on a padded one-dimensional grid. Rows are `stride = size + 1`
// cells wide: one wall cell shared between the right edge of a row and the
// left edge of the next, plus a wall row above and below. So the on-board
// point (x, y) has index (y + 1) * stride + x + 1, its neighbours are
// ±1 and ±stride, and no neighbour or diagonal step ever leaves the array.
inline constexpr int kMaxStride = kMaxSize + 1;
inline constexpr int kMaxPoints = (kMaxSize + 2) * kMaxStride + 1;

// A point index. Index 0 and 1 are wall cells on every board size, which
// lets them double as the two reserved values: "no point" and pass.
enum class Point : uint16_t {};
inline constexpr Point kNoPoint{0};
inline constexpr Point kPass{1};

constexpr int index(Point p) {
  return static_cast<int>(p);
}
constexpr Point point_from_index(int i) {
  return static_cast<Point>(i);
}
constexpr Point operator+(Point p, int d) {
  return point_from_index(index(p) + d);
}
constexpr Point operator-(Point p, int d) {
  return point_from_index(index(p) - d);
}

constexpr int stride_for(int size) {
  return size + 1;
}
constexpr int num_points_for(int size) {
  return (size + 2) * stride_for(size) + 1;
}
constexpr Point point_at(int x, int y, int size) {
  return point_from_index((y + 1) * stride_for(size) + x + 1);
}

// True when p is one of the n points from `points`. A plain loop: the
// tactics keep a handful of points at most, which it searches for less
// than std::find's unrolled search spends on its set-up.
constexpr bool contains(const Point* points, int n, Point p) {
  for (int i = 0; i < n; ++i) {
    if (points[i] == p) return true;
  }
  return false;
}

// Contents of a point. The numeric values are used as array indices and in
// the packed neighbour masks of the board.
enum class Color : uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

// A side in the game.
enum class Player : uint8_t { Black = 1, White = 2 };

constexpr Player opponent(Player p) {
  return static_cast<Player>(3 - static_cast<int>(p));
}
constexpr Color stone_of(Player p) {
  return static_cast<Color>(p);
}
constexpr int player_index(Player p) {
  return static_cast<int>(p) - 1;
}

std::string_view to_string(Player p);
std::optional<Player> parse_player(std::string_view text);

// A set of points, for dead and seki stones and other marks.
using PointSet = std::bitset<kMaxPoints>;

}  // namespace kosumi::engine
