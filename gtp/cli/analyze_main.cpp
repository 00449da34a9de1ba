// `kosumi analyze FILE.sgf [--game N] [--svg DIR] [--sgf OUT.sgf]`: every
// position of each recorded game (or of the one chosen) searched, the moves
// that lost their player most named, pictures, and the reviewed records.
#include <algorithm>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <variant>

#include "engine/coord.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/game_review.h"
#include "gtp/cli/options.h"
#include "gtp/cli/review_pictures.h"
#include "gtp/facade/go_player.h"
#include "gtp/score_text.h"
#include "gtp/sgf/sgf.h"
#include "search/search.h"

namespace kosumi::cli {
namespace {

using engine::Player;

// The summary names at most this many mistakes.
constexpr size_t kMistakesListed = 5;

// One game of the file to review: its number (from 1), its record and the
// game it replays to.
struct GameToReview {
  int number;
  sgf::SgfRecord record;
  engine::Game game;
};

// The search of a position, through the facade (GoPlayer::review); one
// that ended the game by two passes is searched as if play went on (no move
// is legal in a game that is over). The lead is the best move's median final
// score: its sign agrees with the win rate, where the mean's need not
// (search.h). Both come from this search's playouts alone: set_game starts
// a new tree, the previous position's not kept.
ReviewedPosition analyze_position(facade::GoPlayer& go_player, const engine::Game& game,
                                  Player to_move) {
  go_player.set_game(game);
  const search::SearchResult r = go_player.review(to_move);
  const double sign = to_move == Player::Black ? 1 : -1;
  ReviewedPosition reviewed{
      to_move, to_move == Player::Black ? r.winrate : 1 - r.winrate, 0, r.best_move, {}, {}};
  for (const search::ChildStats& child : r.children) {
    reviewed.searched.push_back({child.move, child.visits, child.winrate});
    if (child.move != r.best_move) continue;
    reviewed.black_lead = sign * child.score_median;
    reviewed.variation = child.variation;
  }
  return reviewed;
}

// The games of a file to review: every game, or the one --game chose, and
// how many the file holds.
struct GamesToReview {
  std::vector<GameToReview> games;
  int in_file = 0;
};

// Throws SgfError naming the game that cannot be read or replayed, or
// saying that --game is out of range; then nothing is reviewed.
GamesToReview games_to_review(const std::string& text, const Options& options) {
  std::vector<std::variant<sgf::SgfRecord, sgf::SgfError>> trees;
  sgf::read_sgf_collection(
      text, [&](sgf::SgfRecord&& record) { trees.emplace_back(std::move(record)); },
      [&](const sgf::SgfError& error) { trees.emplace_back(error); });
  const int count = static_cast<int>(trees.size());
  if (options.game && *options.game > count) {
    throw sgf::SgfError("--game " + std::to_string(*options.game) + ": the file holds " +
                        std::to_string(count) + (count == 1 ? " game" : " games"));
  }
  GamesToReview chosen{{}, count};
  for (int number = 1; number <= count; ++number) {
    if (options.game && number != *options.game) continue;
    const auto& tree = trees[static_cast<size_t>(number - 1)];
    const std::string which = count > 1 ? "game " + std::to_string(number) + ": " : "";
    if (const auto* error = std::get_if<sgf::SgfError>(&tree))
      throw sgf::SgfError(which + error->what());
    const sgf::SgfRecord& record = std::get<sgf::SgfRecord>(tree);
    try {
      engine::Game game = sgf::replay(record, record.rules.value_or(options.rules));
      if (options.komi) game.set_komi(*options.komi);
      chosen.games.push_back({number, record, std::move(game)});
    } catch (const sgf::SgfError& e) {
      throw sgf::SgfError(which + e.what());
    }
  }
  return chosen;
}

// Searches every position of `game`, printing a line per move; the
// positions, and what each move lost its player (move k's at k - 1).
std::pair<std::vector<ReviewedPosition>, std::vector<double>> review_game(
    facade::GoPlayer& go_player, const engine::Game& game) {
  const int size = game.size();
  const auto vertex = [&](engine::Point p) { return engine::point_to_string(p, size); };
  std::cout << "move  played  Black win  Black lead  Kosumi's choice  loss\n" << std::fixed;
  const std::vector<engine::MoveRecord>& moves = game.moves();
  std::vector<ReviewedPosition> positions;
  std::vector<double> losses;
  engine::Game position = game.at_start();
  for (size_t k = 0; k <= moves.size(); ++k) {
    const Player to_move = k < moves.size() ? moves[k].player : game.to_move();
    positions.push_back(analyze_position(go_player, position, to_move));
    if (k > 0) {
      const ReviewedPosition& before = positions[k - 1];
      const ReviewedPosition& now = positions[k];
      losses.push_back(move_loss(before, now, moves[k - 1].point));
      std::cout << std::setw(4) << k << "  " << gtp::player_title(moves[k - 1].player)[0] << ' '
                << std::setw(5) << vertex(moves[k - 1].point) << "  " << std::setprecision(1)
                << std::setw(7) << 100 * now.black_winrate << " %  " << std::setw(8)
                << now.black_lead << "    " << std::setw(6) << vertex(before.best) << "  "
                << std::setw(12) << 100 * losses.back() << " %"
                << (is_mistake(losses.back()) ? "  mistake" : "") << '\n'
                << std::flush;
    }
    if (k < moves.size()) position.play(moves[k].player, moves[k].point);
  }
  // The worst moves first.
  std::vector<std::pair<double, size_t>> mistakes;
  for (size_t k = 1; k <= losses.size(); ++k) {
    if (is_mistake(losses[k - 1])) mistakes.push_back({losses[k - 1], k});
  }
  std::sort(mistakes.begin(), mistakes.end(), std::greater<>());
  std::cout << "Mistakes (" << 100 * kMistake << " % of win rate or more):";
  size_t listed = 0;
  for (const auto& [loss, k] : mistakes) {
    if (listed == kMistakesListed) break;
    std::cout << (listed++ == 0 ? " " : ", ") << "move " << k << " ("
              << gtp::player_title(moves[k - 1].player) << ' ' << vertex(moves[k - 1].point) << ", "
              << std::setprecision(1) << 100 * loss << " %; Kosumi prefers "
              << vertex(positions[k - 1].best) << ")";
  }
  std::cout << (listed == 0 ? " none" : "") << '\n';
  return {std::move(positions), std::move(losses)};
}

int analyze_file(const Options& options) {
  const std::string& path = options.positional.front();
  GamesToReview to_review;
  try {
    to_review = games_to_review(sgf::read_sgf_file(path), options);
  } catch (const sgf::SgfError& e) {
    std::cerr << "kosumi analyze: error: " << path << ": " << e.what() << '\n';
    return 1;
  }
  const bool collection = to_review.in_file > 1;
  if (collection) std::cout << path << " holds " << to_review.in_file << " games\n";
  // Each position's search within --playouts or --time (the facade's
  // default playouts otherwise), on the position's own game (set_game).
  facade::GoPlayerConfig config;
  config.playouts = options.playouts;
  config.seconds = options.seconds;
  config.search = search_options(options, options.seed.value_or(1));
  config.search.allow_resign = false;
  facade::GoPlayer go_player(config);

  std::string reviewed_sgf;
  for (const GameToReview& g : to_review.games) {
    if (collection) {
      std::cout << "\nGame " << g.number << ": "
                << (g.record.black_name.empty() ? "Black" : g.record.black_name) << " - "
                << (g.record.white_name.empty() ? "White" : g.record.white_name) << '\n';
    }
    std::cout << "Rules: " << g.game.rules().name() << ", komi " << g.game.rules().komi << "; "
              << g.game.moves().size() << " moves\n";
    const auto [positions, losses] = review_game(go_player, g.game);
    reviewed_sgf += sgf::write_sgf(reviewed_record(g.record, positions));
    if (options.svg_path.empty()) continue;
    const ReviewPictureFiles files = review_picture_files(options.svg_path, g.number, collection);
    if (!write_review_pictures(files, g.record, g.game, positions, losses, options)) return 1;
    std::cout << "Pictures: " << files.winrate.string() << ", " << files.ownership.string() << '\n';
  }
  if (!options.sgf_path.empty()) {
    if (!write_review_file(options.sgf_path, reviewed_sgf)) return 1;
    std::cout << "Reviewed record" << (to_review.games.size() > 1 ? "s" : "") << ": "
              << options.sgf_path << '\n';
  }
  return 0;
}

}  // namespace

int analyze_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "analyze",
      "Searches every position of each game of an SGF file (or of the one --game N\n"
      "chooses, from 1) and prints Black's win rate after each move, the lead the\n"
      "playouts expect, Kosumi's choice and what each move lost its player: the best\n"
      "move's win rate less the played move's in the same search (nothing within the\n"
      "search's noise, nothing for Kosumi's choice); a move that lost 10 % or more is\n"
      "a mistake. --svg DIR writes the win rate and lead as a graph (DIR/winrate.svg)\n"
      "and the final position's ownership with its dead stones (DIR/ownership.svg),\n"
      "numbered by game in a collection (DIR/winrate-2.svg). --sgf OUT.sgf writes the\n"
      "reviewed games for GUIs. --playouts or --time set each search (default 10000\n"
      "playouts).",
      {"rules", "komi", "threads", "playouts", "time", "memory", "seed", "playout", "param", "svg",
       "sgf", "game"},
      "FILE.sgf",
      1,
      {{"sgf",
        "write the games to FILE with the review: each move's win rate and lead in\n"
        "its comment and in SBKV (Sabaki's graph), Kosumi's line as a\n"
        "variation where it prefers another move, mistakes marked BM"}}};
  return run_front_end(args, spec, analyze_file);
}

}  // namespace kosumi::cli
