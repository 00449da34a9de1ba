#include "gtp/facade/points.h"

#include "engine/coord.h"

namespace kosumi::facade {

using engine::Point;

std::vector<Point> board_points(const engine::Board& board) {
  std::vector<Point> points;
  points.reserve(static_cast<size_t>(board.size() * board.size()));
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x)
      points.push_back(board.point(x, y));
  }
  return points;
}

std::vector<Point> points_with(const engine::Board& board, engine::Color color) {
  std::vector<Point> points;
  for (Point p : board_points(board)) {
    if (board.color(p) == color) points.push_back(p);
  }
  return points;
}

std::vector<Point> points_in(const engine::Board& board, const engine::PointSet& set) {
  std::vector<Point> points;
  for (Point p : board_points(board)) {
    if (set.test(static_cast<size_t>(engine::index(p)))) points.push_back(p);
  }
  return points;
}

std::vector<std::vector<Point>> strings_of(const engine::Board& board,
                                           const std::vector<Point>& stones) {
  std::vector<std::vector<Point>> strings;
  std::vector<Point> heads;
  for (Point stone : stones) {
    const Point head = board.string_head(stone);
    size_t i = 0;
    while (i < heads.size() && heads[i] != head)
      ++i;
    if (i == heads.size()) {
      heads.push_back(head);
      strings.emplace_back();
    }
    strings[i].push_back(stone);
  }
  return strings;
}

std::string vertex_list(const std::vector<Point>& points, int size) {
  std::string out;
  for (Point p : points) {
    if (!out.empty()) out += ' ';
    out += engine::point_to_string(p, size);
  }
  return out;
}

}  // namespace kosumi::facade
