#include "eval/seki.h"

#include <vector>

namespace kosumi::eval {
namespace {

using engine::Color;
using engine::Player;
using engine::Point;

// Larger neutral regions are open borders or unfinished areas, not the
// shared liberties of a seki (two or three points in the common shapes).
constexpr size_t kMaxSekiRegion = 4;

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

bool is_blocked(const engine::Board& board, Player pl, Point p) {
  if (board.is_suicide(pl, p)) return true;
  if (board.is_ko_banned(pl, p)) return false;
  engine::Board after = board;
  if (after.play(pl, p) > 0) return false;
  return after.liberties_up_to(p, 2) <= 1;
}

void mark_string(const engine::Board& board, Point stone, engine::PointSet& out) {
  Point s = stone;
  do {
    out.set(at(s));
    s = board.next_in_string(s);
  } while (s != stone);
}

}  // namespace

engine::PointSet find_seki(const engine::Board& board) {
  engine::PointSet seki;
  engine::PointSet visited;
  std::vector<Point> region;
  std::vector<Point> border;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point start = board.point(x, y);
      if (board.color(start) != Color::Empty || visited[at(start)]) continue;
      region.assign(1, start);
      border.clear();
      visited.set(at(start));
      bool black = false;
      bool white = false;
      for (size_t k = 0; k < region.size(); ++k) {
        for (Point n : board.neighbours(region[k])) {
          const Color c = board.color(n);
          if (c == Color::Empty && !visited[at(n)]) {
            visited.set(at(n));
            region.push_back(n);
          }
          black |= c == Color::Black;
          white |= c == Color::White;
          if (c == Color::Black || c == Color::White) border.push_back(n);
        }
      }
      if (!black || !white || region.size() > kMaxSekiRegion) continue;
      bool blocked = true;
      for (Point p : region) {
        blocked =
            blocked && is_blocked(board, Player::Black, p) && is_blocked(board, Player::White, p);
      }
      if (!blocked) continue;
      for (Point stone : border)
        mark_string(board, stone, seki);
    }
  }
  return seki;
}

}  // namespace kosumi::eval
