#include "engine/board_text.h"

#include <sstream>
#include <stdexcept>
#include <vector>

#include "engine/coord.h"
#include "engine/handicap.h"

namespace kosumi::engine {

Board parse_board(std::string_view diagram) {
  std::vector<std::string> rows;
  std::string row;
  for (char c : diagram) {
    if (c == '\n') {
      if (!row.empty()) rows.push_back(row);
      row.clear();
    } else if (c != ' ' && c != '\t' && c != '\r') {
      row += c;
    }
  }
  if (!row.empty()) rows.push_back(row);
  const int size = static_cast<int>(rows.size());
  if (size < kMinSize || size > kMaxSize) throw std::invalid_argument("diagram size out of range");
  Board board(size);
  int stones = 0;
  for (int r = 0; r < size; ++r) {
    if (static_cast<int>(rows[static_cast<size_t>(r)].size()) != size) {
      throw std::invalid_argument("diagram row " + std::to_string(r + 1) + " has the wrong length");
    }
    for (int x = 0; x < size; ++x) {
      const char c = rows[static_cast<size_t>(r)][static_cast<size_t>(x)];
      const Point p = board.point(x, size - 1 - r);
      if (c == 'X' || c == '#') {
        board.play(Player::Black, p);
        ++stones;
      } else if (c == 'O') {
        board.play(Player::White, p);
        ++stones;
      } else if (c != '.' && c != '+') {
        throw std::invalid_argument(std::string("unexpected character '") + c + "' in diagram");
      }
    }
  }
  if (board.stone_count(Player::Black) + board.stone_count(Player::White) != stones) {
    throw std::invalid_argument("diagram has a string without liberties");
  }
  board.pass();  // the order of placement must not leave a ko ban behind
  return board;
}

std::string board_to_string(const Board& board) {
  const int size = board.size();
  PointSet stars;
  for (Point p : star_points(size))
    stars.set(static_cast<size_t>(index(p)));
  std::ostringstream out;
  const auto header = [&] {
    out << "   ";
    for (int x = 0; x < size; ++x)
      out << ' ' << column_letter(x);
    out << '\n';
  };
  header();
  for (int y = size - 1; y >= 0; --y) {
    out << (y + 1 < 10 ? " " : "") << y + 1 << ' ';
    for (int x = 0; x < size; ++x) {
      const Point p = board.point(x, y);
      const Color c = board.color(p);
      const char ch = c == Color::Black                      ? 'X'
                      : c == Color::White                    ? 'O'
                      : stars[static_cast<size_t>(index(p))] ? '+'
                                                             : '.';
      out << ' ' << ch;
    }
    out << ' ' << y + 1 << '\n';
  }
  header();
  return out.str();
}

}  // namespace kosumi::engine
