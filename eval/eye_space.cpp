#include "eval/eye_space.h"

#include <algorithm>
#include <array>
#include <vector>

#include "engine/region.h"
#include "engine/tactics/nakade.h"

namespace kosumi::eval {
namespace {

using engine::Color;
using engine::Point;

// Liberties a group gathers in a capturing race from a single eye space of
// one to six points with the vital point taken (index: the space's size).
constexpr std::array<int, 7> kEyeLiberties = {0, 1, 2, 3, 5, 8, 12};

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

struct Region {
  std::vector<Point> points;
  bool own_only = true;
};

// The empty region around `start`, and whether only `own` stones border it.
Region region_at(const engine::Board& board, Point start, Color own, engine::PointSet& seen) {
  Region r;
  engine::flood_region(
      board, start, seen, r.points, [&](Point p) { return board.color(p) == Color::Empty; },
      [&](Point n) { r.own_only = r.own_only && board.color(n) == own; });
  return r;
}

// True for a single eye space that the opponent's first move leaves as
// one eye.
bool is_dead_shape(const engine::Board& board, const Region& r) {
  const int n = static_cast<int>(r.points.size());
  if (n <= 2) return true;
  if (n > engine::kMaxNakadeSpace) return false;
  std::array<int, engine::kMaxNakadeSpace> degrees{};
  for (int i = 0; i < n; ++i) {
    degrees[static_cast<size_t>(i)] =
        board.neighbour_count(r.points[static_cast<size_t>(i)], Color::Empty);
  }
  const bool square_four =
      n == 4 && std::all_of(degrees.begin(), degrees.begin() + 4, [](int d) { return d == 2; });
  return square_four || engine::is_killing_shape(degrees.data(), n);
}

// Every opponent string next to the group has more than `liberties`.
bool opponents_outlast(const engine::Board& board, const Group& group, int liberties) {
  engine::PointSet checked;
  for (Point stone : group.stones) {
    for (Point n : board.neighbours(stone)) {
      const Color c = board.color(n);
      if (c == Color::Empty || c == Color::Wall || c == group.color) continue;
      const Point head = board.string_head(n);
      if (checked[at(head)]) continue;
      checked.set(at(head));
      if (board.liberties_up_to(head, liberties + 1) <= liberties) return false;
    }
  }
  return true;
}

}  // namespace

EyeSpaceVerdict judge_eye_space(const engine::Board& board, const Group& group) {
  engine::PointSet seen;
  std::vector<Region> regions;
  std::vector<int> region_of(static_cast<size_t>(board.num_points()), -1);
  for (Point stone : group.stones) {
    for (Point n : board.neighbours(stone)) {
      if (board.color(n) != Color::Empty || seen[at(n)]) continue;
      Region r = region_at(board, n, group.color, seen);
      if (!r.own_only) return EyeSpaceVerdict::Unknown;
      for (Point p : r.points)
        region_of[at(p)] = static_cast<int>(regions.size());
      regions.push_back(std::move(r));
    }
  }
  if (regions.empty()) return EyeSpaceVerdict::Unknown;  // only inside a move
  // Per string: the regions it touches. A string touching one region only
  // may be captured there on its own (a false eye), so the shape speaks for
  // the group only when every string touches every region it needs.
  const auto regions_of_string = [&](Point head) {
    std::vector<int> touched;
    Point s = head;
    do {
      for (Point n : board.neighbours(s)) {
        const int r = board.color(n) == Color::Empty ? region_of[at(n)] : -1;
        if (r >= 0 && std::find(touched.begin(), touched.end(), r) == touched.end()) {
          touched.push_back(r);
        }
      }
      s = board.next_in_string(s);
    } while (s != head);
    return touched;
  };
  engine::PointSet heads;
  for (Point stone : group.stones)
    heads.set(at(board.string_head(stone)));
  const size_t strings = heads.count();
  if (regions.size() >= 2) {
    for (Point stone : group.stones) {
      const Point head = board.string_head(stone);
      if (head == stone && regions_of_string(head).size() < 2) return EyeSpaceVerdict::Unknown;
    }
    return EyeSpaceVerdict::Alive;
  }
  const Region& space = regions.front();
  if (!is_dead_shape(board, space)) {
    return strings == 1 ? EyeSpaceVerdict::Alive : EyeSpaceVerdict::Unknown;
  }
  const int liberties = kEyeLiberties[space.points.size()];
  return opponents_outlast(board, group, liberties) ? EyeSpaceVerdict::Dead
                                                    : EyeSpaceVerdict::Unknown;
}

}  // namespace kosumi::eval
