#include "search/opening_book_file.h"

#include <cmath>
#include <cstdio>
#include <istream>
#include <ostream>
#include <string_view>
#include <vector>

#include "engine/coord.h"
#include "engine/parse.h"
#include "eval/text_lines.h"

namespace kosumi::search {
namespace {

constexpr std::string_view kMagic = "kosumi-book";

constexpr std::string_view kDescription =
    "# Kosumi opening book: positions searched long by Kosumi itself, each with its\n"
    "# most visited moves. 'position KEY MOVE WINRATE VISITS ... | LINE': KEY is the\n"
    "# smallest of the position's eight images under the board's symmetries, the\n"
    "# player to move (B or W) then one of . X O per point, row by row from A1; each\n"
    "# move is on that image, with the win rate for the player to move and its\n"
    "# visits; LINE is the moves that led there. A move within 2 points of win rate\n"
    "# of the best and with at least half the visits of the most visited is a book\n"
    "# move (search/opening_book.h). Built by scripts/build-book-9.sh.\n";

// Reads the file line by line; every error names the file and the line.
class Reader {
 public:
  Reader(std::istream& in, const std::string& name) : lines_(in, name) {}

  OpeningBook read() {
    if (auto error = lines_.header_error(kMagic, kBookFormatVersion, "book file"))
      throw BookFileError(*error);
    const int size = read_size();
    const auto [min_komi, max_komi] = read_komi();
    OpeningBook book(size, min_komi, max_komi);
    lines_.read_entries_to_end<BookFileError>([&](const std::vector<std::string_view>& w) {
      if (w[0] != "position" || w.size() < 2) return false;
      read_position(book, w);
      return true;
    });
    return book;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw BookFileError(lines_.where() + ": " + what);
  }
  [[noreturn]] void fail_at_end(const std::string& what) const {
    throw BookFileError(lines_.name() + ": " + what);
  }

  std::vector<std::string_view> next_words(const std::string& what) {
    std::vector<std::string_view> w;
    if (!lines_.next_entry(w)) fail_at_end("no '" + what + "' line");
    return w;
  }

  int read_size() {
    const std::vector<std::string_view> w = next_words("size");
    const auto size = w.size() == 2 && w[0] == "size" ? engine::try_parse<int>(w[1]) : std::nullopt;
    if (!size || *size < engine::kMinSize || *size > engine::kMaxSize)
      fail("expected 'size N' with N from 2 to 25");
    return *size;
  }

  std::pair<double, double> read_komi() {
    const std::vector<std::string_view> w = next_words("komi");
    if (w.size() != 3 || w[0] != "komi") fail("expected 'komi MIN MAX'");
    const auto min = engine::try_parse<double>(w[1]);
    const auto max = engine::try_parse<double>(w[2]);
    if (!min || !max || !std::isfinite(*min) || !std::isfinite(*max) || *min > *max)
      fail("bad komi range '" + std::string(w[1]) + " " + std::string(w[2]) +
           "' (two numbers, the least first)");
    return {*min, *max};
  }

  void read_position(OpeningBook& book, const std::vector<std::string_view>& w) {
    const int size = book.size();
    const std::string key(w[1]);
    if (!valid_key(key, size)) {
      fail("bad position '" + key + "' (B or W, then " + std::to_string(size * size) +
           " of . X O)");
    }
    if (canonical_text(key, size).key != key) fail("position '" + key + "' is not canonical");
    if (book.entries().contains(key)) fail("position '" + key + "' repeated");
    OpeningBook::Entry entry;
    size_t i = 2;
    for (; i < w.size() && w[i] != "|"; i += 3) {
      if (i + 2 >= w.size()) fail("a move needs its win rate and visits");
      entry.moves.push_back(read_move(key, size, w[i], w[i + 1], w[i + 2]));
    }
    if (entry.moves.empty()) fail("position '" + key + "' has no move");
    for (++i; i < w.size(); ++i)
      entry.line.append(entry.line.empty() ? "" : " ").append(w[i]);
    book.add_canonical(key, std::move(entry));
  }

  static bool valid_key(const std::string& key, int size) {
    if (key.size() != 1 + static_cast<size_t>(size * size)) return false;
    if (key[0] != 'B' && key[0] != 'W') return false;
    return key.find_first_not_of(".XO", 1) == std::string::npos;
  }

  BookMove read_move(const std::string& key, int size, std::string_view move,
                     std::string_view winrate, std::string_view visits) const {
    BookMove m;
    const auto point = engine::parse_point(move, size);
    if (!point || *point == engine::kPass)
      fail("bad move '" + std::string(move) + "' (a point of the board)");
    const int stride = engine::stride_for(size);
    const int x = engine::index(*point) % stride - 1;
    const int y = engine::index(*point) / stride - 1;
    if (key[1 + static_cast<size_t>(y * size + x)] != '.')
      fail("move " + std::string(move) + " is not empty");
    m.move = *point;
    const auto rate = engine::try_parse<double>(winrate);
    if (!rate || !(*rate >= 0 && *rate <= 1))
      fail("bad win rate '" + std::string(winrate) + "' (0 to 1)");
    m.winrate = *rate;
    const auto count = engine::try_parse<int64_t>(visits);
    if (!count || *count < 1) fail("bad visits '" + std::string(visits) + "' (a positive integer)");
    m.visits = *count;
    return m;
  }

  eval::TextLines lines_;
};

}  // namespace

OpeningBook read_book(std::istream& in, const std::string& name) {
  return Reader(in, name).read();
}

OpeningBook load_book(const std::string& path) {
  return eval::read_text_file<BookFileError>(path, read_book);
}

void write_book(std::ostream& out, const OpeningBook& book, std::span<const std::string> notes) {
  eval::write_text_header(out, kDescription, notes, kMagic, kBookFormatVersion);
  out << "size " << book.size() << '\n';
  out << "komi " << book.min_komi() << ' ' << book.max_komi() << '\n';
  char winrate[16];
  for (const auto& [key, entry] : book.entries()) {
    out << "position " << key;
    for (const BookMove& m : entry.moves) {
      std::snprintf(winrate, sizeof winrate, "%.4f", m.winrate);
      out << ' ' << engine::point_to_string(m.move, book.size()) << ' ' << winrate << ' '
          << m.visits;
    }
    if (!entry.line.empty()) out << " | " << entry.line;
    out << '\n';
  }
  out << "end\n";
}

void save_book(const std::string& path, const OpeningBook& book,
               std::span<const std::string> notes) {
  eval::replace_text_file<BookFileError>(path,
                                         [&](std::ostream& out) { write_book(out, book, notes); });
}

}  // namespace kosumi::search
