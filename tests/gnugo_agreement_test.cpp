// Kosumi's settlement against GNU Go's own scoring: GNU Go plays 9x9 games
// against itself to two passes, from a few seeded random opening moves, and
// its final_score is the referee. The settlement must name the same winner
// in 95 % of the games and the same score in 90 %. Every disagreement is
// printed with the game record and both scores.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "engine/coord.h"
#include "engine/game.h"
#include "engine/random.h"
#include "eval/settle.h"
#include "gnugo_path.h"
#include "gtp/client/client.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::eval {
namespace {

using engine::Game;
using engine::Player;
using engine::Point;

constexpr int kSize = 9;
constexpr double kKomi = 7.5;
constexpr int kGames = 32;
// Games lost to a resignation or a move Kosumi's rules refuse are replaced
// by further seeds, up to this many in all.
constexpr int kMaxSeeds = 48;
constexpr int kMaxMoves = 200;
constexpr int kWorkers = 2;  // two GNU Go processes, one per core
// Area counting: GNU Go fills the neutral points before it passes, so its
// final positions are closed, and a dead stone costs the same under both
// programs' counts. Under Japanese rules GNU Go at level 1 may pass with
// borders still open and count the open area by its own estimate, which a
// count of closed regions cannot follow (one such game in 32 in a trial).
constexpr std::string_view kGnugoCommand =
    "gnugo --mode gtp --level 1 --chinese-rules --never-resign";

struct Outcome {
  uint64_t seed = 0;
  std::string record;  // SGF of the game
  std::string gnugo_result;
  std::string gnugo_dead;
  double gnugo_margin = 0;
  engine::Score kosumi;
  std::string kosumi_dead;
};

// "B+1.5" -> 1.5, "W+4.5" -> -4.5, "0" -> 0.
std::optional<double> parse_margin(const std::string& result) {
  if (result == "0") return 0.0;
  if (result.size() < 3 || result[1] != '+') return std::nullopt;
  const double points = std::strtod(result.c_str() + 2, nullptr);
  if (result[0] == 'B') return points;
  if (result[0] == 'W') return -points;
  return std::nullopt;
}

std::string dead_list(const Game& game, const Settlement& s) {
  std::string out;
  for (int y = 0; y < game.size(); ++y) {
    for (int x = 0; x < game.size(); ++x) {
      const Point p = game.board().point(x, y);
      if (s.status(p) == StoneStatus::Dead) out += engine::point_to_string(p, game.size()) + " ";
    }
  }
  return out;
}

// One self-play game of GNU Go, settled by both programs; nullopt when the
// game cannot be used (a resignation, a move Kosumi's rules refuse).
std::optional<Outcome> play_and_score(gtp::GtpClient& gnugo, uint64_t seed) {
  Game game(kSize, *engine::Rules::preset("chinese"));
  game.set_komi(kKomi);
  if (!gnugo.boardsize(kSize).ok() || !gnugo.clear_board().ok() || !gnugo.komi(kKomi).ok()) {
    return std::nullopt;
  }
  engine::Rng rng(seed);
  const int opening_moves = 2 + static_cast<int>(rng.below(3));
  for (int i = 0; i < opening_moves; ++i) {
    const Player pl = game.to_move();
    Point p = engine::kPass;
    while (p == engine::kPass || game.check(pl, p) != engine::MoveError::None) {
      p = game.board().point(static_cast<int>(rng.below(kSize)),
                             static_cast<int>(rng.below(kSize)));
    }
    game.play(pl, p);
    if (!gnugo.play(pl, engine::point_to_string(p, kSize)).ok()) return std::nullopt;
  }
  while (!game.is_over() && static_cast<int>(game.moves().size()) < kMaxMoves) {
    const Player pl = game.to_move();
    const gtp::GtpResponse answer = gnugo.genmove(pl);
    if (!answer.ok()) return std::nullopt;
    const std::optional<Point> p = engine::parse_point(answer.text, kSize);
    if (!p || game.play(pl, *p) != engine::MoveError::None) return std::nullopt;
  }
  const gtp::GtpResponse score = gnugo.final_score();
  const std::optional<double> margin = score.ok() ? parse_margin(score.text) : std::nullopt;
  if (!game.is_over() || !margin) return std::nullopt;

  SettleOptions options;
  options.seed = seed;
  const Settlement settlement = settle(game, options);
  Outcome outcome;
  outcome.seed = seed;
  outcome.record = gtp::write_sgf(gtp::record_of(game));
  outcome.gnugo_result = score.text;
  outcome.gnugo_dead = gnugo.send("final_status_list dead").text;
  outcome.gnugo_margin = *margin;
  outcome.kosumi = settlement.score;
  outcome.kosumi_dead = dead_list(game, settlement);
  return outcome;
}

int sign(double x) {
  return (x > 0) - (x < 0);
}

TEST(GnugoAgreement, SettlementAgreesWithGnugoOnFinishedSelfPlayGames) {
  const std::string command =
      test::gnugo_path() + std::string(kGnugoCommand.substr(kGnugoCommand.find(' ')));

  // Worker w plays seeds w+1, w+1+kWorkers, ... until the shared count of
  // finished games is reached; results are kept per seed so that the set of
  // games depends on the seeds alone.
  std::vector<std::optional<Outcome>> by_seed(kMaxSeeds + 1);
  std::vector<std::thread> workers;
  for (int w = 0; w < kWorkers; ++w) {
    workers.emplace_back([&, w] {
      gtp::GtpClient gnugo = gtp::GtpClient::start(command);
      for (int seed = w + 1; seed <= kMaxSeeds; seed += kWorkers) {
        by_seed[static_cast<size_t>(seed)] = play_and_score(gnugo, static_cast<uint64_t>(seed));
        // Stop early once this worker's share of the games is done.
        int done = 0;
        for (int s = w + 1; s <= seed; s += kWorkers)
          done += by_seed[static_cast<size_t>(s)] ? 1 : 0;
        if (done >= kGames / kWorkers) break;
      }
      gnugo.quit();
    });
  }
  for (std::thread& t : workers)
    t.join();

  int games = 0;
  int same_winner = 0;
  int same_score = 0;
  for (const std::optional<Outcome>& o : by_seed) {
    if (!o) continue;
    ++games;
    const double margin = o->kosumi.margin();
    same_winner += sign(margin) == sign(o->gnugo_margin);
    same_score += margin == o->gnugo_margin;
    if (margin != o->gnugo_margin) {
      std::cout << "Disagreement, seed " << o->seed << ": GNU Go " << o->gnugo_result
                << " (dead: " << o->gnugo_dead << "), Kosumi " << o->kosumi.result()
                << " (dead: " << o->kosumi_dead << ")\n"
                << o->record;
    }
  }
  std::cout << "Agreement over " << games << " games: winner " << same_winner << ", exact score "
            << same_score << "\n";
  ASSERT_GE(games, 30);
  EXPECT_GE(same_winner * 100, 95 * games);
  EXPECT_GE(same_score * 100, 90 * games);
}

}  // namespace
}  // namespace kosumi::eval
