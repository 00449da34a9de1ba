// Writing an SgfRecord as FF[4] text.
#include <charconv>
#include <sstream>

#include "gtp/sgf/sgf.h"

namespace kosumi::gtp {
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
  // Ten moves to a line keeps the file readable without a parser.
  constexpr size_t kMovesPerLine = 10;
  for (size_t i = 0; i < record.moves.size(); ++i) {
    const SgfMove& move = record.moves[i];
    out << (i % kMovesPerLine == 0 ? "\n;" : ";")
        << (move.player == engine::Player::Black ? 'B' : 'W') << '['
        << coordinate(move.point, record.size) << ']';
    write_text(out, "C", move.comment);
    const bool black = move.player == engine::Player::Black;
    if (move.time_left) out << (black ? "BL[" : "WL[") << shortest(*move.time_left) << ']';
    if (move.stones_left) out << (black ? "OB[" : "OW[") << *move.stones_left << ']';
  }
  out << ")\n";
  return out.str();
}

}  // namespace kosumi::gtp
