// Writing an SgfRecord as FF[4] text.
#include <charconv>
#include <sstream>

#include "gtp/sgf/sgf.h"

namespace kosumi::sgf {
namespace {

using engine::Point;

// Inside a value only ']' and '\' need a backslash.
std::string escaped(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// Columns and rows from 'a'; SGF counts rows from the top.
std::string coordinate(Point p, int size) {
  if (p == engine::kPass) return "";
  const engine::Board geometry(size);
  return {static_cast<char>('a' + geometry.x_of(p)),
          static_cast<char>('a' + size - 1 - geometry.y_of(p))};
}

// The shortest text that reads back as the same number.
std::string shortest(double value) {
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

void write_text(std::ostream& out, std::string_view id, std::string_view value) {
  if (!value.empty()) out << id << '[' << escaped(value) << ']';
}

void write_node(std::ostream& out, const SgfMove& move, int size) {
  const bool black = move.player == engine::Player::Black;
  out << ';' << (black ? 'B' : 'W') << '[' << coordinate(move.point, size) << ']';
  write_text(out, "C", move.comment);
  if (move.time_left) out << (black ? "BL[" : "WL[") << shortest(*move.time_left) << ']';
  if (move.stones_left) out << (black ? "OB[" : "OW[") << *move.stones_left << ']';
  for (const auto& [id, value] : move.properties)
    out << id << '[' << escaped(value) << ']';
}

// A line of moves after the node written last, the first on a line of its
// own when `first_on_new_line`. A move with variations
// opens a branch: the line goes on inside it, and once the line ends each
// variation follows as a branch of its own (so a reader that takes the
// first branch at each fork reads the line). The branches are kept on a
// stack rather than by recursion, so a long game reviewed at every move
// costs no stack; only variations inside variations recurse.
void write_line(std::ostream& out, const std::vector<SgfMove>& moves, int size,
                bool first_on_new_line) {
  // Ten moves to a line keeps the file readable without a parser.
  constexpr size_t kMovesPerLine = 10;
  std::vector<const SgfMove*> forks;
  for (size_t i = 0; i < moves.size(); ++i) {
    if (!moves[i].variations.empty()) {
      out << "\n(";
      forks.push_back(&moves[i]);
    } else if (i % kMovesPerLine == 0 && (i > 0 || first_on_new_line)) {
      out << '\n';
    }
    write_node(out, moves[i], size);
  }
  for (auto fork = forks.rbegin(); fork != forks.rend(); ++fork) {
    out << ')';
    for (const std::vector<SgfMove>& variation : (*fork)->variations) {
      out << "\n(";
      write_line(out, variation, size, false);
      out << ')';
    }
  }
}

}  // namespace

std::string write_sgf(const SgfRecord& record) {
  std::ostringstream out;
  out << "(;GM[1]FF[4]CA[UTF-8]SZ[" << record.size << "]KM[" << shortest(record.komi) << ']';
  const std::string rules =
      record.rules_text.empty() && record.rules ? sgf_rules_name(*record.rules) : record.rules_text;
  write_text(out, "AP", record.application);
  write_text(out, "RU", rules);
  if (record.handicap != 0) out << "HA[" << record.handicap << ']';
  write_text(out, "PB", record.black_name);
  write_text(out, "PW", record.white_name);
  write_text(out, "DT", record.date);
  write_text(out, "TM", record.time_limit);
  write_text(out, "OT", record.overtime);
  write_text(out, "RE", record.result);
  write_text(out, "GC", record.comment);
  const auto write_points = [&](std::string_view id, const std::vector<Point>& points) {
    if (points.empty()) return;
    out << '\n' << id;
    for (Point p : points)
      out << '[' << coordinate(p, record.size) << ']';
  };
  write_points("AB", record.black_setup);
  write_points("AW", record.white_setup);
  if (record.to_move) out << "PL[" << (*record.to_move == engine::Player::Black ? 'B' : 'W') << ']';
  write_line(out, record.moves, record.size, true);
  out << ")\n";
  return out.str();
}

}  // namespace kosumi::sgf
