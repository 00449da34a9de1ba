// `kosumi build-book --book FILE`: grows an opening book by Kosumi's own
// long searches (book_builder.h); scripts/build-book-9.sh runs it.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "engine/coord.h"
#include "gtp/build_info.h"
#include "gtp/cli/book_builder.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "search/opening_book_file.h"

namespace kosumi::cli {
namespace {

using Clock = std::chrono::steady_clock;

// A book searched at komi K answers for komi K - 0.5 to K + 0.5: half a
// point changes the result of few games, and the 7 of area counting then
// covers the 6.5 of Japanese rules (in the opening the counting matters
// less than the komi).
constexpr double kKomiHalfWidth = 0.5;
// Without --seed a book build is still reproducible (with one thread).
constexpr uint64_t kDefaultBookSeed = 1;

// What the book file says of its making, as comment lines.
std::vector<std::string> build_notes(const Options& options, uint64_t seed, int threads) {
  char komi[32];
  std::snprintf(komi, sizeof komi, "%g", options.effective_komi());
  std::string params;
  for (const auto& [name, value] : options.parameters) {
    char text[64];
    std::snprintf(text, sizeof text, " --param %s=%g", name.c_str(), value);
    params += text;
  }
  return {"Last grown by kosumi " + std::string(gtp::version_text()) + ": kosumi build-book --size " +
              std::to_string(options.size) + " --rules " + std::string(options.rules.name()) +
              " --komi " + komi + " --playouts " + std::to_string(options.playouts) +
              " --threads " + std::to_string(threads) + " --seed " + std::to_string(seed) +
              " --depth " + std::to_string(options.book_depth) + " --replies " +
              std::to_string(options.book_replies) + params + "."};
}

// The book to grow: the file when it exists (same size and komi), else an
// empty one.
search::OpeningBook starting_book(const Options& options, const std::string& path) {
  const double komi = options.effective_komi();
  if (!std::filesystem::exists(path))
    return search::OpeningBook(options.size, komi - kKomiHalfWidth, komi + kKomiHalfWidth);
  search::OpeningBook book = search::load_book(path);
  if (book.size() != options.size || komi < book.min_komi() || komi > book.max_komi()) {
    throw search::BookFileError(path + ": a book of size " + std::to_string(book.size()) +
                                " for komi " + std::to_string(book.min_komi()) + " to " +
                                std::to_string(book.max_komi()) +
                                ": grow it with that --size and a --komi in that range");
  }
  return book;
}

int build(const Options& options) {
  if (!options.book_file) throw OptionError("--book FILE names the book to grow");
  const std::string& path = *options.book_file;
  const uint64_t seed = options.seed.value_or(kDefaultBookSeed);
  Options with_seed = options;
  with_seed.seed = seed;
  const facade::GoPlayerConfig config = go_player_config(with_seed);
  const std::vector<std::string> notes =
      build_notes(options, seed, search::thread_count(options.threads));
  const auto start = Clock::now();
  try {
    search::OpeningBook book = starting_book(options, path);
    std::cerr << "kosumi build-book: " << path << " holds " << book.entries().size()
              << " positions\n";
    // A fresh GoPlayer for each position: its search is seeded by the seed
    // and the position alone, so a build that goes on after a stop
    // searches each position as a build without the stop would.
    const PositionSearch search = [&config](const engine::Game& game) {
      facade::GoPlayer go_player(config);
      go_player.set_game(game);
      return go_player.review(game.to_move());
    };
    const auto reached = [&](const GrownPosition& position) {
      if (!position.searched) return;
      search::save_book(path, book, notes);
      if (options.quiet) return;
      const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
      std::string after;
      for (const engine::Point p : position.line)
        after += (after.empty() ? "" : " ") + engine::point_to_string(p, options.size);
      char line[200];
      std::snprintf(line, sizeof line, "[%7.1f s] %4zu positions, %s after '%s': %s %.1f %%",
                    seconds, book.entries().size(),
                    position.game.to_move() == engine::Player::Black ? "Black" : "White",
                    after.c_str(),
                    engine::point_to_string(position.moves.front().move, options.size).c_str(),
                    100 * position.moves.front().winrate);
      std::cerr << line << std::endl;
    };
    const BookGrowth growth{options.book_depth, options.book_replies};
    const int searched = grow_book(book, engine::Game(options.size, config.rules), growth,
                                   search, reached);
    search::save_book(path, book, notes);
    std::cerr << "kosumi build-book: " << searched << " positions searched, " << path
              << " holds " << book.entries().size() << '\n';
  } catch (const search::BookFileError& e) {
    std::cerr << "kosumi build-book: error: " << e.what() << '\n';
    return 1;
  }
  return 0;
}

}  // namespace

int build_book_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "build-book",
      "Grows an opening book by Kosumi's own long searches: from the empty board, each\n"
      "position the book does not hold is searched and its most visited moves kept;\n"
      "the walk follows the book moves of one colour and the most visited replies of\n"
      "the other, for each colour in turn, to --depth plies. The book is written after\n"
      "each position, and a book that exists is grown further.",
      {"rules", "size", "komi", "threads", "playouts", "memory", "seed", "playout", "param",
       "patterns", "no-patterns", "book", "depth", "replies", "quiet"},
      "",
      0,
      {{"book",
        "the book file to grow: read first when it exists,\n"
        "written again after each position searched"},
       {"playouts", "playouts of each position's search (default 10000)"},
       {"seed", "random seed (default 1)"},
       {"quiet", "no line for each position searched"}}};
  return run_front_end(args, spec, build);
}

}  // namespace kosumi::cli
