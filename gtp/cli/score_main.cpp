#include <fstream>
#include <iostream>
#include <sstream>

#include "engine/coord.h"
#include "engine/counting.h"
#include "eval/settle.h"
#include "eval/uncertainty.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/facade/points.h"
#include "gtp/sgf/sgf.h"
#include "gtp/svg/svg.h"

namespace kosumi::cli {
namespace {

// The settled position: dead stones crossed out, each counted point marked
// with its owner's colour.
bool write_picture(const std::string& path, const engine::Game& game, const eval::Settlement& s) {
  svg::BoardPicture picture(game.board());
  std::ostringstream title;
  title << s.score.result() << " (" << game.rules().name() << ", komi " << game.rules().komi << ")";
  picture.title = title.str();
  if (!game.moves().empty()) picture.last_move = game.moves().back().point;
  picture.dead = s.dead;
  picture.owners = s.owners;
  std::ofstream file(path, std::ios::binary);
  file << svg::board_svg(picture);
  if (!file) {
    std::cerr << "kosumi score: error: cannot write '" << path << "'\n";
    return false;
  }
  std::cout << "Picture: " << path << '\n';
  return true;
}

int score_file(const Options& options) {
  const std::string& path = options.positional.front();
  try {
    const sgf::SgfRecord record = sgf::parse_sgf(sgf::read_sgf_file(path));
    engine::Rules rules = record.rules.value_or(options.rules);
    engine::Game game = sgf::replay(record, rules);
    if (options.komi) game.set_komi(*options.komi);
    eval::SettleOptions settle;
    settle.threads = options.threads;
    settle.max_playouts = static_cast<int>(std::min<int64_t>(options.playouts, 1 << 24));
    const eval::Settlement s = eval::settle(game, settle);
    const engine::Score& score = s.score;
    const std::string dead =
        facade::vertex_list(facade::points_in(game.board(), s.dead), game.size());
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
    if (!options.svg_path.empty() && !write_picture(options.svg_path, game, s)) return 1;
  } catch (const sgf::SgfError& e) {
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
      "--playouts caps the settlement's playouts (default: its own cap for the board size).\n"
      "--svg FILE draws the settled position: dead stones crossed out, counted points marked.",
      {"rules", "komi", "threads", "playouts", "seed", "svg"},
      "FILE.sgf",
      1,
      {{"playouts", "the most playouts the settlement runs (default: its cap for the board size)"},
       {"seed",
        "no effect: the settlement seeds its playouts from the position, so a\n"
        "record counts the same every run"}}};
  return run_front_end(args, spec, score_file);
}

}  // namespace kosumi::cli
