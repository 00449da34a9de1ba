#include <iostream>

#include "eval/opening/opening_file.h"
#include "eval/opening/opening_prediction.h"
#include "eval/opening/opening_table.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/cli/recorded_games.h"

namespace kosumi::cli {
namespace {

// What the table says of its own making, as comment lines.
std::vector<std::string> table_notes(const Options& options, size_t games) {
  const eval::OpeningTableOptions& t = options.opening_table;
  return {"Built by `kosumi build-opening` from " + std::to_string(games) + " games of " +
              options.positional.front() + ",",
          "with --moves " + std::to_string(t.moves) + " --min-games " +
              std::to_string(t.min_games) + " --min-move-count " +
              std::to_string(t.min_move_count) + "."};
}

int build(const Options& options) {
  const std::string& path = options.positional.front();
  const std::string& out = options.positional.back();
  const auto games = read_learning_games(path, options.validation_file, std::cerr);
  if (!games) return 1;
  const eval::OpeningPrior table = eval::count_openings(games->training, options.opening_table);
  try {
    eval::save_opening(out, table, table_notes(options, games->training.size()));
  } catch (const eval::OpeningFileError& e) {
    std::cerr << "kosumi build-opening: error: " << e.what() << '\n';
    return 1;
  }
  std::cerr << "kosumi build-opening: " << table.position_count() << " positions written to " << out
            << '\n';
  if (games->validation) {
    const auto rows = eval::measure_opening_prediction(table, *games->validation);
    std::cout << "Opening prediction on " << *options.validation_file << " ("
              << games->validation->size() << " games):\n"
              << eval::format_opening_prediction(rows);
  }
  return 0;
}

}  // namespace

int build_opening_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "build-opening",
      "Learns the 19x19 opening table from strong players' games (SGF, one or more\n"
      "games a file): the moves played in every position before the first --moves\n"
      "moves, a position up to the board's 8 symmetries, kept when at least\n"
      "--min-games games reached it; writes it to OUT. --validate prints how often\n"
      "the table's most played move was the move of other games, by move number.",
      {"moves", "min-games", "min-move-count", "validate"},
      "TRAIN.sgf OUT",
      2};
  return run_front_end(args, spec, build);
}

}  // namespace kosumi::cli
