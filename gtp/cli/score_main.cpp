#include <iostream>

#include "engine/coord.h"
#include "eval/settle.h"
#include "eval/uncertainty.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/points.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::gtp {
namespace {

int score_file(const Options& options) {
  const std::string& path = options.positional.front();
  const std::optional<std::string> text = read_sgf_file(path);
  if (!text) {
    std::cerr << "kosumi score: error: cannot read '" << path << "'\n";
    return 1;
  }
  try {
    const SgfRecord record = parse_sgf(*text);
    engine::Rules rules = record.rules.value_or(options.rules);
    engine::Game game = replay(record, rules);
    if (options.komi) game.set_komi(*options.komi);
    eval::SettleOptions settle;
    settle.threads = options.threads;
    settle.max_playouts = static_cast<int>(std::min<int64_t>(options.playouts, 1 << 24));
    const eval::Settlement s = eval::settle(game, settle);
    const engine::Score& score = s.score;
    const std::string dead = vertex_list(points_in(game.board(), s.dead), game.size());
    std::cout << "Rules: " << game.rules().name() << ", komi " << game.rules().komi
              << (record.rules ? "" : " (rules not in the record: --rules)") << '\n'
              << "Dead stones: " << (dead.empty() ? "none" : dead) << '\n'
              << "Black: " << score.black << " (stones " << score.black_stones << ", territory "
              << score.black_territory << ", prisoners " << score.black_prisoners << ")\n"
              << "White: " << score.white << " (stones " << score.white_stones << ", territory "
              << score.white_territory << ", prisoners " << score.white_prisoners << ")\n"
              << "Result: " << score.result()
              << (s.certain() ? ""
                              : " (uncertain: " + eval::describe_uncertainty(s, game.size()) + ")")
              << '\n';
    if (!record.result.empty()) std::cout << "Recorded result: " << record.result << '\n';
  } catch (const SgfError& e) {
    std::cerr << "kosumi score: error: " << path << ": " << e.what() << '\n';
    return 1;
  }
  return 0;
}

}  // namespace

int score_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "score",
      "Settles life and death in a game record with playouts and counts the score.\n"
      "The record's rules and komi apply; --rules when it names none, --komi to override.\n"
      "--playouts sets the settlement's playouts (default: chosen from the board size).",
      {"rules", "komi", "threads", "playouts", "seed"},
      "FILE.sgf",
      1};
  return run_front_end(args, spec, score_file);
}

}  // namespace kosumi::gtp
