#include <iostream>

#include "eval/patterns/prediction.h"
#include "eval/patterns/weights_file.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/cli/patterns.h"
#include "gtp/cli/recorded_games.h"

namespace kosumi::cli {
namespace {

int predict(const Options& options) {
  const std::optional<std::string> weights = weights_file_for(options);
  if (!weights) {
    std::cerr << "kosumi predict: error: no weights file (" << kWeightsFileName
              << " is not beside the kosumi binary; --patterns FILE names one)\n";
    return 1;
  }
  std::optional<eval::PatternModel> model;
  try {
    model = eval::load_weights(*weights);
  } catch (const eval::WeightsFileError& e) {
    std::cerr << "kosumi predict: error: " << e.what() << '\n';
    return 1;
  }
  const std::string& path = options.positional.front();
  const auto games = read_recorded_games(path, 0, std::cerr);
  if (!games) return 1;
  const eval::PredictionReport report = eval::measure_prediction(
      *model, *games, options.threads,
      [](const std::string& line) { std::cerr << '\r' << line << std::flush; });
  std::cerr << '\n';
  std::cout << "Move prediction of " << *weights << " on " << path << " (" << report.games
            << " games):\n"
            << eval::format_prediction(report);
  return 0;
}

}  // namespace

int predict_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "predict",
      "Measures how well the move patterns predict the moves of recorded games: the\n"
      "share of moves ranked first, in the top 5 and in the top 10 of all legal moves,\n"
      "and the mean log-evidence (natural log of the played move's probability), for\n"
      "moves 1-30, 31-150, 151 on and all moves.",
      {"patterns", "threads"},
      "FILE.sgf",
      1};
  return run_front_end(args, spec, predict);
}

}  // namespace kosumi::cli
