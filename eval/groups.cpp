#include "eval/groups.h"

#include <numeric>

#include "engine/region.h"

namespace kosumi::eval {
namespace {

using engine::Color;
using engine::Point;

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

// Union-find over string heads, by point index.
class Unions {
 public:
  Unions() { std::iota(parent_.begin(), parent_.end(), 0); }
  int find(int i) {
    while (parent_[static_cast<size_t>(i)] != i) {
      const int up = parent_[static_cast<size_t>(i)];
      parent_[static_cast<size_t>(i)] = parent_[static_cast<size_t>(up)];
      i = up;
    }
    return i;
  }
  void join(int a, int b) { parent_[static_cast<size_t>(find(a))] = find(b); }

 private:
  std::array<int, engine::kMaxPoints> parent_{};
};

}  // namespace

Groups find_groups(const engine::Board& board) {
  Unions unions;
  // Each empty region: flood fill, noting the heads of the strings around
  // it; when they are all of one colour, join them.
  engine::PointSet seen;
  std::vector<Point> region;
  std::vector<Point> heads;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point start = board.point(x, y);
      if (board.color(start) != Color::Empty || seen[at(start)]) continue;
      heads.clear();
      bool black = false;
      bool white = false;
      engine::flood_region(
          board, start, seen, region, [&](Point p) { return board.color(p) == Color::Empty; },
          [&](Point n) {
            black |= board.color(n) == Color::Black;
            white |= board.color(n) == Color::White;
            heads.push_back(board.string_head(n));
          });
      if (black == white) continue;
      for (Point h : heads)
        unions.join(engine::index(h), engine::index(heads.front()));
    }
  }

  Groups result;
  result.group_of.fill(Groups::kNone);
  std::array<int16_t, engine::kMaxPoints> group_of_root;
  group_of_root.fill(Groups::kNone);
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      const Color c = board.color(p);
      if (c == Color::Empty) continue;
      const auto root = static_cast<size_t>(unions.find(engine::index(board.string_head(p))));
      if (group_of_root[root] == Groups::kNone) {
        group_of_root[root] = static_cast<int16_t>(result.groups.size());
        result.groups.push_back(Group{c, {}});
      }
      const int16_t g = group_of_root[root];
      result.groups[static_cast<size_t>(g)].stones.push_back(p);
      result.group_of[at(p)] = g;
    }
  }
  return result;
}

bool has_eye(const engine::Board& board, const Group& group) {
  engine::PointSet seen;
  std::vector<Point> region;
  for (Point stone : group.stones) {
    for (Point start : board.neighbours(stone)) {
      if (board.color(start) != Color::Empty || seen[at(start)]) continue;
      bool other = false;
      engine::flood_region(
          board, start, seen, region, [&](Point p) { return board.color(p) == Color::Empty; },
          [&](Point n) { other |= board.color(n) != group.color; });
      const bool false_eye =
          region.size() == 1 && !board.is_true_eye(static_cast<engine::Player>(group.color), start);
      if (!other && !false_eye) return true;
    }
  }
  return false;
}

}  // namespace kosumi::eval
