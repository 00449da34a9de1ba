#include "gtp/cli/front_ends.h"

#include <filesystem>
#include <fstream>
#include <iostream>

#include "gtp/match/openings.h"
#include "gtp/match/options.h"
#include "gtp/match/report.h"
#include "gtp/match/runner.h"
#include "gtp/usage/command_line.h"

namespace kosumi::cli {
namespace {

void print_game(const match::MatchTally& tally, int game_number, int black_engine,
                const match::GameResult& outcome, int total_games) {
  const std::string& black = tally.engines[static_cast<size_t>(black_engine)].name;
  const std::string& white = tally.engines[static_cast<size_t>(1 - black_engine)].name;
  std::cerr << "game " << game_number << ": " << black << " (B) vs " << white
            << " (W): " << outcome.result << ", " << to_string(outcome.end);
  if (outcome.at_fault || outcome.end == match::GameEnd::NoResult)
    std::cerr << " - " << outcome.reason;
  if (!outcome.uncertain_count.empty())
    std::cerr << " (count uncertain: " << outcome.uncertain_count << ")";
  std::cerr << "\n  " << match::format_progress(tally, total_games) << std::endl;
}

// Checked before the match so a typo does not throw away its results.
void check_json_path(const std::string& path) {
  if (path.empty()) return;
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  if (!parent.empty() && !std::filesystem::is_directory(parent)) {
    throw match::MatchUsageError("--json: no directory '" + parent.string() + "'");
  }
}

}  // namespace

int match_main(const std::vector<std::string>& args) {
  match::MatchOptions options;
  std::vector<match::Opening> openings;
  try {
    options = match::parse_match_options(args);
    if (options.help) {
      std::cout << match::match_usage();
      return 0;
    }
    check_json_path(options.json_path);
    openings = match::load_openings(options.openings, options.size, options.rules);
  } catch (const match::MatchUsageError& e) {
    std::cerr << usage::usage_message("match", e.what());
    return usage::kUsageStatus;
  }

  std::vector<std::string> errors;
  match::MatchTally tally;
  try {
    tally = match::run_match(
        options, openings, match::process_match_factories(options.move_timeout),
        [&](const match::MatchTally& so_far, int game, int black_engine,
            const match::GameResult& outcome) {
          print_game(so_far, game, black_engine, outcome, options.games);
        },
        errors);
  } catch (const std::runtime_error& e) {  // an engine that cannot start, a bad record, a file
    std::cerr << "kosumi match: error: " << e.what() << "\n";
    return 1;
  }

  std::cout << match::format_report(tally, options);
  for (const std::string& error : errors)
    std::cerr << "kosumi match: error: " << error << "\n";
  if (!options.json_path.empty()) {
    std::ofstream out(options.json_path);
    out << match::format_json(tally, options);
    if (!out) {
      std::cerr << "kosumi match: error: cannot write " << options.json_path << "\n";
      return 1;
    }
  }
  return errors.empty() ? 0 : 1;
}

}  // namespace kosumi::cli
