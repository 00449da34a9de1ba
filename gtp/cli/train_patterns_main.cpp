#include <chrono>
#include <cstdio>
#include <iostream>

#include "eval/patterns/prediction.h"
#include "eval/patterns/training.h"
#include "eval/patterns/weights_file.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/cli/recorded_games.h"

namespace kosumi::cli {
namespace {

using Clock = std::chrono::steady_clock;

// What the weights file says of its own making, as comment lines.
std::vector<std::string> training_notes(const Options& options, size_t games) {
  const eval::TrainingOptions& t = options.training;
  std::string without;
  for (eval::FeatureGroup g : t.without)
    without += (without.empty() ? "" : ",") + std::string(eval::group_name(g));
  char sample[32];
  std::snprintf(sample, sizeof sample, "%g", t.extraction.sample);
  return {"Trained by `kosumi train-patterns` from " + std::to_string(games) + " games of " +
              options.positional.front() + ",",
          "with --sample " + std::string(sample) + " --seed " + std::to_string(t.extraction.seed) +
              " --min-count " + std::to_string(t.harvest.min_shape_count) + " --iterations " +
              std::to_string(t.fit.iterations) + (without.empty() ? "" : " --without " + without) +
              "."};
}

int train(const Options& options) {
  const auto start = Clock::now();
  const auto log = [start](const std::string& line) {
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    char stamp[32];
    std::snprintf(stamp, sizeof stamp, "[%7.1f s] ", seconds);
    std::cerr << stamp << line << std::endl;
  };
  const std::string& path = options.positional.front();
  log("reading " + path);
  const auto games = read_learning_games(path, options.validation_file, std::cerr);
  if (!games) return 1;
  eval::TrainingOptions training = options.training;
  training.threads = options.threads;
  if (options.seed) training.extraction.seed = *options.seed;
  const eval::PatternModel model = eval::train_patterns(games->training, training, log);
  try {
    eval::save_weights(options.weights_out, model, training_notes(options, games->training.size()));
  } catch (const eval::WeightsFileError& e) {
    std::cerr << "kosumi train-patterns: error: " << e.what() << '\n';
    return 1;
  }
  log("weights written to " + options.weights_out);
  if (games->validation) {
    const eval::PredictionReport report =
        eval::measure_prediction(model, *games->validation, options.threads, log);
    std::cout << "Move prediction on " << *options.validation_file << " (" << report.games
              << " games):\n"
              << eval::format_prediction(report);
  }
  return 0;
}

}  // namespace

int train_patterns_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "train-patterns",
      "Learns move patterns from strong players' games (19x19 SGF, one or more games a\n"
      "file): harvests the 3x3 codes and shapes seen around the moves played, extracts\n"
      "the features of every legal move of the positions, and fits their Bradley-Terry\n"
      "gammas by minorization-maximization (Coulom 2007). Progress goes to stderr;\n"
      "--validate prints the prediction rates on other games at the end.",
      {"out", "sample", "iterations", "min-count", "without", "validate", "threads", "seed"},
      "TRAIN.sgf",
      1};
  return run_front_end(args, spec, train);
}

}  // namespace kosumi::cli
