#include "gtp/cli/board_view.h"

#include <sstream>

#include "engine/coord.h"
#include "engine/handicap.h"

namespace kosumi::cli {
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

// The ANSI attributes of a drawn letter: bold for living stones, faint for
// dead ones, plain for counted points; empty for letters left uncoloured.
std::string_view colour_of(char symbol) {
  switch (symbol) {
    case 'X':
      return "1;34";
    case 'x':
      return "2;34";
    case 'b':
      return "34";
    case 'O':
      return "1;33";
    case 'o':
      return "2;33";
    case 'w':
      return "33";
    default:
      return "";
  }
}
constexpr std::string_view kLastMoveColour = "1;31";

std::string painted(char symbol, std::string_view colour, BoardPaint paint) {
  if (paint == BoardPaint::Plain || colour.empty() || symbol == ' ') return std::string(1, symbol);
  return "\033[" + std::string(colour) + "m" + symbol + "\033[0m";
}

}  // namespace

std::string draw_board(const engine::Board& board, const BoardMarks& marks, BoardPaint paint) {
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
      const char gap = last ? '(' : after_last ? ')' : ' ';
      const char letter = symbol(board, marks, stars, p);
      out << painted(gap, kLastMoveColour, paint) << painted(letter, colour_of(letter), paint);
      after_last = last;
    }
    out << painted(after_last ? ')' : ' ', kLastMoveColour, paint) << y + 1 << '\n';
  }
  header();
  return out.str();
}

}  // namespace kosumi::cli
