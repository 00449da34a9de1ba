#include "eval/opening/opening_file.h"

#include <algorithm>
#include <istream>
#include <ostream>
#include <string_view>
#include <vector>

#include "engine/coord.h"
#include "engine/parse.h"
#include "eval/text_lines.h"

namespace kosumi::eval {
namespace {

constexpr std::string_view kMagic = "kosumi-opening";

constexpr std::string_view kDescription =
    "# Kosumi opening table: the moves strong players chose in the positions of\n"
    "# their first moves, a position up to the board's 8 symmetries.\n"
    "# Entries: 'size N', 'moves M' (positions before the first M moves), then\n"
    "# 'position KEY GAMES MOVE COUNT ...': the position's canonical Zobrist key,\n"
    "# the games that reached it, and the moves played there (in the canonical\n"
    "# image) with their counts (eval/opening/opening_file.h, symmetry.h).\n"
    "# Derived from game records, it carries their license: Kosumi's table, from\n"
    "# GPL-3.0 records, is under the GPL version 3 (docs/how-it-plays.md).\n";

// Reads the file line by line; every error names the file and the line.
class Reader {
 public:
  Reader(std::istream& in, const std::string& name) : lines_(in, name) {}

  OpeningPrior read() {
    read_header();
    const int size = read_number("size", engine::kMinSize, engine::kMaxSize);
    const int moves = read_number("moves", 1, size * size);
    OpeningPrior table(size, moves);
    lines_.read_entries_to_end<OpeningFileError>([&](const std::vector<std::string_view>& w) {
      if (w[0] != "position" || w.size() < 3 || w.size() % 2 == 0) return false;
      read_position(w, table);
      return true;
    });
    return table;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw OpeningFileError(lines_.where() + ": " + what);
  }

  void read_header() {
    if (auto error = lines_.header_error(kMagic, kOpeningFormatVersion, "opening table"))
      throw OpeningFileError(*error);
  }

  // The entry 'NAME N' with N from `low` to `high`.
  int read_number(std::string_view name, int low, int high) {
    std::vector<std::string_view> w;
    const std::string expected = "'" + std::string(name) + " N' with N from " +
                                 std::to_string(low) + " to " + std::to_string(high);
    if (!lines_.next_entry(w)) {
      throw OpeningFileError(lines_.name() + ": no " + expected + ": the file is truncated");
    }
    const auto n = w.size() == 2 && w[0] == name ? engine::try_parse<int>(w[1]) : std::nullopt;
    if (!n || *n < low || *n > high) fail("expected " + expected);
    return *n;
  }

  uint32_t count(std::string_view text) const {
    const auto n = engine::try_parse<uint32_t>(text);
    if (!n || *n == 0) fail("bad count '" + std::string(text) + "' (a positive integer)");
    return *n;
  }

  void read_position(const std::vector<std::string_view>& w, OpeningPrior& table) {
    const auto key = engine::try_parse<uint64_t>(w[1], 16);
    if (!key || w[1].size() != 16) fail("bad key '" + std::string(w[1]) + "' (16 hex digits)");
    if (table.find(*key) != nullptr) fail("position " + std::string(w[1]) + " repeated");
    OpeningPrior::Position position;
    position.games = count(w[2]);
    uint64_t played = 0;
    for (size_t i = 3; i < w.size(); i += 2) {
      const auto move = engine::parse_point(w[i], table.size());
      if (!move || *move == engine::kPass) {
        fail("bad move '" + std::string(w[i]) + "' (a point of the board)");
      }
      const bool repeated = std::any_of(position.moves.begin(), position.moves.end(),
                                        [&](const auto& m) { return m.canonical == *move; });
      if (repeated) fail("move " + std::string(w[i]) + " repeated");
      position.moves.push_back({*move, count(w[i + 1])});
      played += position.moves.back().count;
    }
    if (played > position.games) {
      fail("the moves' counts add up to " + std::to_string(played) + ", more than the " +
           std::to_string(position.games) + " games");
    }
    table.add(*key, std::move(position));
  }

  TextLines lines_;
};

}  // namespace

OpeningPrior read_opening(std::istream& in, const std::string& name) {
  return Reader(in, name).read();
}

OpeningPrior load_opening(const std::string& path) {
  return read_text_file<OpeningFileError>(path, read_opening);
}

void write_opening(std::ostream& out, const OpeningPrior& table,
                   std::span<const std::string> notes) {
  write_text_header(out, kDescription, notes, kMagic, kOpeningFormatVersion);
  out << "size " << table.size() << '\n' << "moves " << table.max_moves() << '\n';
  std::vector<uint64_t> keys;
  keys.reserve(table.position_count());
  for (const auto& entry : table.positions())
    keys.push_back(entry.first);
  std::sort(keys.begin(), keys.end());
  for (uint64_t key : keys) {
    const OpeningPrior::Position& position = *table.find(key);
    out << "position " << hex_digits(key, 16) << ' ' << position.games;
    for (const OpeningPrior::Move& m : position.moves)
      out << ' ' << engine::point_to_string(m.canonical, table.size()) << ' ' << m.count;
    out << '\n';
  }
  out << "end\n";
}

void save_opening(const std::string& path, const OpeningPrior& table,
                  std::span<const std::string> notes) {
  write_text_file<OpeningFileError>(path,
                                    [&](std::ostream& out) { write_opening(out, table, notes); });
}

}  // namespace kosumi::eval
