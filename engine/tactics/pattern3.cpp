#include "engine/tactics/pattern3.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

namespace kosumi::engine {
namespace {

// Neighbour k of the code sits at offset (dx, dy): index + dx + dy·stride.
constexpr std::array<std::array<int, 2>, 8> kOffsets = {
    {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}};
// The adjacent points (dy = -1, dx = -1, dx = 1, dy = 1), as neighbour
// numbers, in the order of their atari bits.
constexpr std::array<int, 4> kOrthogonal = {1, 3, 4, 6};

constexpr uint32_t colour_bits(Pattern3 code, int k) {
  return (code >> (2 * k)) & 3u;
}

int neighbour_at(int dx, int dy) {
  for (int k = 0; k < 8; ++k) {
    if (kOffsets[static_cast<size_t>(k)][0] == dx && kOffsets[static_cast<size_t>(k)][1] == dy) {
      return k;
    }
  }
  return -1;
}

// Where symmetry s sends neighbour k: s bit 0 mirrors x, bit 1 mirrors y,
// bit 2 exchanges the axes.
int transformed_neighbour(int k, int s) {
  int dx = kOffsets[static_cast<size_t>(k)][0];
  int dy = kOffsets[static_cast<size_t>(k)][1];
  if ((s & 1) != 0) dx = -dx;
  if ((s & 2) != 0) dy = -dy;
  if ((s & 4) != 0) std::swap(dx, dy);
  return neighbour_at(dx, dy);
}

const std::array<std::array<int, 8>, 8> kSymmetryMap = [] {
  std::array<std::array<int, 8>, 8> map{};
  for (int s = 0; s < 8; ++s) {
    for (int k = 0; k < 8; ++k) {
      map[static_cast<size_t>(s)][static_cast<size_t>(k)] = transformed_neighbour(k, s);
    }
  }
  return map;
}();

// Whether the colour of neighbour k (a two-bit colour) fits a shape
// character.
bool matches(char spec, uint32_t colour) {
  const auto c = static_cast<Color>(colour);
  switch (spec) {
    case 'X':
      return c == Color::Black;
    case 'O':
      return c == Color::White;
    case '.':
      return c == Color::Empty;
    case '|':
      return c == Color::Wall;
    case '*':
      return true;
    case 'x':
      return c != Color::Black;
    case 'o':
      return c != Color::White;
    default:
      return false;
  }
}

// The eight neighbour characters of a shape, in code order.
std::array<char, 8> parse_shape(std::string_view shape) {
  std::string cells;
  int rows = 1;
  for (char ch : shape) {
    if (ch == '/') {
      ++rows;
      continue;
    }
    if (std::string_view("XO.|*xo").find(ch) == std::string_view::npos) {
      throw std::invalid_argument("pattern shape: unknown character '" + std::string(1, ch) +
                                  "' in " + std::string(shape));
    }
    cells += ch;
  }
  if (rows != 3 || cells.size() != 9) {
    throw std::invalid_argument("pattern shape: need three rows of three, not " +
                                std::string(shape));
  }
  if (cells[4] != '.') {
    throw std::invalid_argument("pattern shape: the centre must be empty in " + std::string(shape));
  }
  std::array<char, 8> spec{};
  for (int k = 0; k < 8; ++k) {
    const int dx = kOffsets[static_cast<size_t>(k)][0];
    const int dy = kOffsets[static_cast<size_t>(k)][1];
    spec[static_cast<size_t>(k)] = cells[static_cast<size_t>((dy + 1) * 3 + dx + 1)];
  }
  return spec;
}

// Every possible colour part of a code (atari bits zero), once.
std::vector<Pattern3> possible_colour_codes() {
  std::vector<Pattern3> codes;
  for (Pattern3 code = 0; code < (Pattern3{1} << 16); ++code) {
    if (pattern3_is_possible(code)) codes.push_back(code);
  }
  return codes;
}

// The atari bit of adjacent point i (0..3, in kOrthogonal's order).
constexpr Pattern3 atari_bit(int i) {
  return Pattern3{1} << (16 + i);
}

}  // namespace

Pattern3 pattern3_atari_bits(const Board& board, Point p) {
  const std::array<Point, 4> adjacent = board.neighbours(p);  // in kOrthogonal's order
  Pattern3 bits = 0;
  for (int i = 0; i < 4; ++i) {
    const Point q = adjacent[static_cast<size_t>(i)];
    const Color c = board.color(q);
    if ((c == Color::Black || c == Color::White) && board.in_atari(q)) bits |= atari_bit(i);
  }
  return bits;
}

Pattern3 pattern3_at(const Board& board, Point p) {
  return pattern3_colours_at(board, p) | pattern3_atari_bits(board, p);
}

Pattern3 pattern3_transform(Pattern3 code, int symmetry) {
  const auto& map = kSymmetryMap[static_cast<size_t>(symmetry)];
  Pattern3 out = 0;
  for (int k = 0; k < 8; ++k) {
    out |= colour_bits(code, k) << (2 * map[static_cast<size_t>(k)]);
  }
  for (int i = 0; i < 4; ++i) {
    if ((code & atari_bit(i)) == 0) continue;
    const int to = map[static_cast<size_t>(kOrthogonal[static_cast<size_t>(i)])];
    const auto it = std::find(kOrthogonal.begin(), kOrthogonal.end(), to);
    out |= atari_bit(static_cast<int>(it - kOrthogonal.begin()));
  }
  return out;
}

bool pattern3_is_possible(Pattern3 code) {
  if (code >= kPattern3Count) return false;
  const auto wall = [&](int k) { return static_cast<Color>(colour_bits(code, k)) == Color::Wall; };
  // An edge is a whole side of three; the point itself is on the board, so
  // opposite sides cannot both be edges.
  const bool below = wall(0) && wall(1) && wall(2);
  const bool above = wall(5) && wall(6) && wall(7);
  const bool left = wall(0) && wall(3) && wall(5);
  const bool right = wall(2) && wall(4) && wall(7);
  if ((below && above) || (left && right)) return false;
  for (int k = 0; k < 8; ++k) {
    if (!wall(k)) continue;
    const int dx = kOffsets[static_cast<size_t>(k)][0];
    const int dy = kOffsets[static_cast<size_t>(k)][1];
    const bool explained =
        (dy == -1 && below) || (dy == 1 && above) || (dx == -1 && left) || (dx == 1 && right);
    if (!explained) return false;
  }
  for (int i = 0; i < 4; ++i) {
    if ((code & atari_bit(i)) == 0) continue;
    const auto c = static_cast<Color>(colour_bits(code, kOrthogonal[static_cast<size_t>(i)]));
    if (c != Color::Black && c != Color::White) return false;
  }
  return true;
}

void Pattern3Table::set_weight(Pattern3 code, uint8_t weight) {
  weights_[code] = weight;
  if (weight != 0) {
    const Pattern3 colours = code & (kColourCodes - 1);
    colours_used_[colours / 64] |= uint64_t{1} << (colours % 64);
  }
}

void Pattern3Table::add_shape(std::string_view shape, uint8_t weight) {
  const std::array<char, 8> spec = parse_shape(shape);
  static const std::vector<Pattern3> colour_codes = possible_colour_codes();
  for (Pattern3 code : colour_codes) {
    bool any_symmetry = false;
    for (int s = 0; s < 8 && !any_symmetry; ++s) {
      const Pattern3 seen = pattern3_transform(code, s);
      bool all = true;
      for (int k = 0; k < 8 && all; ++k) {
        all = matches(spec[static_cast<size_t>(k)], colour_bits(seen, k));
      }
      any_symmetry = all;
    }
    if (!any_symmetry) continue;
    for (Pattern3 atari = 0; atari < 16; ++atari) {
      const Pattern3 full = code | (atari << 16);
      if (pattern3_is_possible(full)) set_weight(full, weight);
    }
  }
}

int Pattern3Table::shape_count() const {
  return static_cast<int>(
      std::count_if(weights_.begin(), weights_.end(), [](uint8_t w) { return w != 0; }));
}

const Pattern3Table& mogo_pattern3_table() {
  static const Pattern3Table table = [] {
    Pattern3Table t;
    // Hane: answering a contact with a hane that encloses, that does not
    // leave a cut, or that bends round (magari); the thin hane; and the
    // diagonal attachment.
    for (std::string_view shape :
         {"XOX/.../***", "XO./.../*.*", "XO*/X../x.*", "XOO/.../*.*", ".O./X../..."}) {
      t.add_shape(shape, 1);
    }
    // Cuts: an unprotected cut, a cut after a peep, the cut between two
    // stones across (de), and the knight's-move cut.
    for (std::string_view shape : {"XO*/O.o/*o*", "XO*/O.X/***", "*X*/O.O/ooo", "OX*/o.O/***"}) {
      t.add_shape(shape, 1);
    }
    // On the edge: chasing along the first line, blocking, and the edge cut.
    for (std::string_view shape : {"X.*/O.*/||*", "*X*/X.O/|||", "*XO/x.x/|||", "*OX/X.O/|||"}) {
      t.add_shape(shape, 1);
    }
    return t;
  }();
  return table;
}

}  // namespace kosumi::engine
