// `kosumi analyze GAME.sgf [--svg DIR] [--sgf OUT.sgf]`: every position of a
// recorded game searched, the moves that lost their player most named,
// pictures, and the reviewed record.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "engine/coord.h"
#include "engine/counting.h"
#include "eval/settle.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/game_review.h"
#include "gtp/cli/options.h"
#include "gtp/score_text.h"
#include "gtp/session.h"
#include "gtp/sgf/sgf.h"
#include "gtp/svg/svg.h"
#include "search/searcher.h"

namespace kosumi::gtp {
namespace {

using engine::Player;

// The summary names at most this many mistakes.
constexpr size_t kMistakesListed = 5;

// The search of a position; one that ended the game by two passes is
// searched as if play went on (no move is legal in a game that is over).
ReviewedPosition analyze_position(search::Searcher& searcher, const engine::Game& game,
                                  Player to_move, const search::SearchLimits& limits) {
  engine::Game position = game;
  if (position.is_over()) position.resume();
  const search::SearchResult r = searcher.search(position, to_move, limits);
  const double sign = to_move == Player::Black ? 1 : -1;
  double lead = 0;
  std::vector<engine::Point> variation;
  for (const search::ChildStats& child : r.children) {
    if (child.move != r.best_move) continue;
    lead = sign * child.score_mean;
    variation = child.variation;
  }
  return {to_move, to_move == Player::Black ? r.winrate : 1 - r.winrate, lead, r.best_move,
          variation};
}

bool write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  if (!file) std::cerr << "kosumi analyze: error: cannot write " << path.string() << '\n';
  return static_cast<bool>(file);
}

// The winrate graph and the final position's ownership, with its dead
// stones and counted points, in `dir`.
bool write_pictures(const std::filesystem::path& dir, const SgfRecord& record,
                    const engine::Game& game, const std::vector<ReviewedPosition>& positions,
                    const Options& options) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error) {
    std::cerr << "kosumi analyze: error: cannot create " << dir.string() << ": " << error.message()
              << '\n';
    return false;
  }
  const std::string players = (record.black_name.empty() ? "Black" : record.black_name) + " - " +
                              (record.white_name.empty() ? "White" : record.white_name);
  svg::WinrateGraph graph;
  graph.title = "Black's win rate and lead: " + players;
  for (const ReviewedPosition& p : positions) {
    graph.black_winrates.push_back(p.black_winrate);
    graph.black_leads.push_back(p.black_lead);
  }
  const std::vector<engine::MoveRecord>& moves = game.moves();
  for (size_t k = 1; k < positions.size() && k <= moves.size(); ++k) {
    const double loss = winrate_loss(positions[k - 1], positions[k], moves[k - 1].player);
    if (is_mistake(loss, moves[k - 1].point, positions[k - 1].best))
      graph.mistakes.push_back(static_cast<int>(k));
  }

  eval::SettleOptions settle;
  settle.threads = options.threads;
  const eval::Settlement settlement = eval::settle(game, settle);
  svg::BoardPicture final_position(game.board());
  std::ostringstream title;
  title << "Ownership at the end: " << settlement.score.result() << " (" << game.rules().name()
        << ", komi " << game.rules().komi << ")";
  final_position.title = title.str();
  if (!game.moves().empty()) final_position.last_move = game.moves().back().point;
  final_position.dead = settlement.dead;
  final_position.ownership.assign(settlement.ownership.begin(), settlement.ownership.end());
  return write_file(dir / "winrate.svg", svg::winrate_graph_svg(graph)) &&
         write_file(dir / "ownership.svg", svg::board_svg(final_position));
}

int analyze_game(const Options& options) {
  const std::string& path = options.positional.front();
  SgfRecord record;
  engine::Game game(options.size, options.rules);
  int games_in_file = 0;
  try {
    const std::string text = read_sgf_file(path);
    record = parse_sgf(text);
    game = replay(record, record.rules.value_or(options.rules));
    // A collection is reviewed by its first game: said, not cut silently.
    try {
      read_sgf_collection(
          text, [&](SgfRecord&&) { ++games_in_file; }, [&](const SgfError&) { ++games_in_file; });
    } catch (const SgfError&) {
      // The trees before the broken syntax are counted; the first is read.
    }
  } catch (const SgfError& e) {
    std::cerr << "kosumi analyze: error: " << path << ": " << e.what() << '\n';
    return 1;
  }
  if (options.komi) game.set_komi(*options.komi);
  search::SearchOptions search_settings = search_options(options, options.seed.value_or(1));
  search_settings.allow_resign = false;
  search::Searcher searcher(search_settings);
  search::SearchLimits limits{options.playouts, options.seconds};
  if (limits.playouts <= 0 && limits.seconds <= 0) limits.playouts = Session::kDefaultPlayouts;

  const int size = game.size();
  const auto vertex = [&](engine::Point p) { return engine::point_to_string(p, size); };
  std::cout << "Rules: " << game.rules().name() << ", komi " << game.rules().komi << "; "
            << game.moves().size() << " moves"
            << (games_in_file > 1
                    ? " (the first of the " + std::to_string(games_in_file) + " games in the file)"
                    : "")
            << '\n'
            << "move  played  Black win  Black lead  Kosumi's choice  loss\n"
            << std::fixed;
  const std::vector<engine::MoveRecord>& moves = game.moves();
  std::vector<ReviewedPosition> positions;
  engine::Game position = game.at_start();
  for (size_t k = 0; k <= moves.size(); ++k) {
    const Player to_move = k < moves.size() ? moves[k].player : game.to_move();
    positions.push_back(analyze_position(searcher, position, to_move, limits));
    if (k > 0) {
      const ReviewedPosition& before = positions[k - 1];
      const ReviewedPosition& now = positions[k];
      const double loss = winrate_loss(before, now, moves[k - 1].player);
      std::cout << std::setw(4) << k << "  " << player_title(moves[k - 1].player)[0] << ' '
                << std::setw(5) << vertex(moves[k - 1].point) << "  " << std::setprecision(1)
                << std::setw(7) << 100 * now.black_winrate << " %  " << std::setw(8)
                << now.black_lead << "    " << std::setw(6) << vertex(before.best) << "  "
                << std::setw(12) << std::max(0.0, 100 * loss) << " %"
                << (is_mistake(loss, moves[k - 1].point, before.best) ? "  mistake" : "") << '\n'
                << std::flush;
    }
    if (k < moves.size()) position.play(moves[k].player, moves[k].point);
  }
  // The worst moves first.
  std::vector<std::pair<double, size_t>> losses;
  for (size_t k = 1; k < positions.size(); ++k) {
    const double loss = winrate_loss(positions[k - 1], positions[k], moves[k - 1].player);
    if (is_mistake(loss, moves[k - 1].point, positions[k - 1].best)) losses.push_back({loss, k});
  }
  std::sort(losses.begin(), losses.end(), std::greater<>());
  std::cout << "Mistakes (" << 100 * kMistake << " % of win rate or more):";
  size_t listed = 0;
  for (const auto& [loss, k] : losses) {
    if (listed == kMistakesListed) break;
    std::cout << (listed++ == 0 ? " " : ", ") << "move " << k << " ("
              << player_title(moves[k - 1].player) << ' ' << vertex(moves[k - 1].point) << ", "
              << std::setprecision(1) << 100 * loss << " %; Kosumi prefers "
              << vertex(positions[k - 1].best) << ")";
  }
  std::cout << (listed == 0 ? " none" : "") << '\n';
  if (!options.sgf_path.empty()) {
    if (!write_file(options.sgf_path, write_sgf(reviewed_record(record, positions)))) return 1;
    std::cout << "Reviewed record: " << options.sgf_path << '\n';
  }
  if (options.svg_path.empty()) return 0;
  if (!write_pictures(options.svg_path, record, game, positions, options)) return 1;
  std::cout << "Pictures: " << (std::filesystem::path(options.svg_path) / "winrate.svg").string()
            << ", " << (std::filesystem::path(options.svg_path) / "ownership.svg").string() << '\n';
  return 0;
}

}  // namespace

int analyze_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "analyze",
      "Searches every position of a game record (the first game of a collection) and\n"
      "prints Black's win rate after each move, the lead the playouts expect, Kosumi's\n"
      "choice and what each move lost its player; a move other than Kosumi's that lost\n"
      "10 % or more is a mistake. --svg DIR writes the win rates as a graph\n"
      "(DIR/winrate.svg) and the final position's ownership with its dead stones\n"
      "(DIR/ownership.svg). --sgf OUT.sgf writes the review for GUIs. --playouts or\n"
      "--time set each search (default 10000 playouts).",
      {"rules", "komi", "threads", "playouts", "time", "memory", "seed", "playout", "param", "svg",
       "sgf"},
      "GAME.sgf",
      1,
      {{"sgf",
        "write the game to FILE with the review: each move's win rate and lead in\n"
        "                    its comment and in SBKV (Sabaki's graph), Kosumi's line as a\n"
        "                    variation where it prefers another move, mistakes marked BM"}}};
  return run_front_end(args, spec, analyze_game);
}

}  // namespace kosumi::gtp
