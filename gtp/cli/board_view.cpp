#include "gtp/cli/board_view.h"

#include <sstream>

#include "engine/coord.h"
#include "engine/handicap.h"

namespace kosumi::gtp {
namespace {

using engine::Color;
using engine::Point;

size_t at(Point p) {
  return static_cast<size_t>(engine::index(p));
}

char symbol(const engine::Board& board, const BoardMarks& marks, const engine::PointSet& stars,
            Point p) {
  const Color c = board.color(p);
  const bool dead = marks.dead[at(p)];
  if (c == Color::Black) return dead ? 'x' : 'X';
  if (c == Color::White) return dead ? 'o' : 'O';
  if (!marks.owners.empty()) {
    const Color owner = marks.owners[at(p)];
    if (owner == Color::Black) return 'b';
    if (owner == Color::White) return 'w';
    return '.';
  }
  return stars[at(p)] ? '+' : '.';
}

}  // namespace

std::string draw_board(const engine::Board& board, const BoardMarks& marks) {
  const int size = board.size();
  engine::PointSet stars;
  for (Point p : engine::star_points(size))
    stars.set(at(p));
  std::ostringstream out;
  const auto header = [&] {
    out << "   ";
    for (int x = 0; x < size; ++x)
      out << ' ' << engine::column_letter(x);
    out << '\n';
  };
  header();
  for (int y = size - 1; y >= 0; --y) {
    out << (y + 1 < 10 ? " " : "") << y + 1 << ' ';
    // The gap before a point opens the last move's parentheses, the gap
    // after it closes them.
    bool after_last = false;
    for (int x = 0; x < size; ++x) {
      const Point p = board.point(x, y);
      const bool last = p == marks.last_move;
      out << (last ? '(' : after_last ? ')' : ' ') << symbol(board, marks, stars, p);
      after_last = last;
    }
    out << (after_last ? ')' : ' ') << y + 1 << '\n';
  }
  header();
  return out.str();
}

}  // namespace kosumi::gtp
