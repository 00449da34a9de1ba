#include <chrono>
#include <iomanip>
#include <iostream>

#include "engine/coord.h"
#include "engine/heavy_playout.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "search/searcher.h"

namespace kosumi::gtp {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int64_t kDefaultBenchPlayouts = 20000;
// The progress line is redrawn this often, in playouts.
constexpr int64_t kProgressEvery = 1000;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// `total` 0: the phase is limited by time, not by a count.
void progress_line(std::string_view phase, int64_t done, int64_t total) {
  std::cerr << '\r' << phase << ": " << done;
  if (total > 0) std::cerr << '/' << total;
  std::cerr << " playouts" << std::flush;
}

// Playouts of one policy from the empty board: the raw speed of the board
// and the policy.
void bench_playouts(const Options& options, int64_t playouts, search::PlayoutPolicy policy) {
  const engine::Board empty(options.size);
  engine::Rng rng(options.seed.value_or(1));
  const search::SearchOptions settings = search_options(options, options.seed.value_or(1));
  engine::HeavyPolicy heavy(settings.heavy, engine::mogo_pattern3_table());
  const bool light = policy == search::PlayoutPolicy::Light;
  const std::string name = light ? "Light" : "Heavy";
  int64_t moves = 0;
  const auto start = Clock::now();
  for (int64_t i = 0; i < playouts; ++i) {
    engine::Board board = empty;
    heavy.start({engine::kPass, engine::kPass});
    moves += light ? engine::light_playout(board, engine::Player::Black, rng).moves
                   : engine::heavy_playout(board, engine::Player::Black, heavy, rng).moves;
    if ((i + 1) % kProgressEvery == 0) progress_line(name + " playouts", i + 1, playouts);
  }
  const double seconds = seconds_since(start);
  std::cerr << '\r' << std::string(60, ' ') << '\r';
  std::cout << std::fixed << std::setprecision(0) << name << " playouts (" << options.size << "x"
            << options.size << "): " << playouts << " in " << std::setprecision(2) << seconds
            << " s, " << std::setprecision(0) << static_cast<double>(playouts) / seconds
            << " playouts/s, " << static_cast<double>(moves) / seconds << " moves/s; signature "
            << moves << " moves\n";
}

// One search from the empty board with the engine's settings.
void bench_search(const Options& options, int64_t playouts) {
  search::Searcher searcher(search_options(options, options.seed.value_or(1)));
  const engine::Game game(options.size, options.rules);
  const search::SearchLimits limits{options.seconds > 0 ? 0 : playouts, options.seconds};
  const search::SearchResult r =
      searcher.search(game, engine::Player::Black, limits, [&](const search::SearchResult& now) {
        progress_line("search", now.playouts, limits.playouts);
      });
  std::cerr << '\r' << std::string(60, ' ') << '\r';
  const int threads = search::thread_count(options.threads);
  std::cout << std::fixed << std::setprecision(0) << "Search (" << threads
            << (threads == 1 ? " thread" : " threads") << "): " << r.playouts << " in "
            << std::setprecision(2) << r.seconds << " s, " << std::setprecision(0)
            << (r.seconds > 0 ? static_cast<double>(r.playouts) / r.seconds : 0)
            << " playouts/s; best move " << engine::point_to_string(r.best_move, options.size)
            << " (win rate " << std::setprecision(1) << 100 * r.winrate << "%)\n";
}

int bench(const Options& options) {
  const int64_t playouts = options.playouts > 0 ? options.playouts : kDefaultBenchPlayouts;
  bench_playouts(options, playouts, search::PlayoutPolicy::Light);
  bench_playouts(options, playouts, search::PlayoutPolicy::Heavy);
  bench_search(options, playouts);
  return 0;
}

}  // namespace

int bench_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "bench",
      "Measures light and heavy playouts per second and the search's speed (with the\n"
      "playout policy of --playout) from the empty board. --playouts sets the count of\n"
      "each (default 20000); --time limits the search instead.",
      {"rules", "size", "threads", "playouts", "time", "memory", "seed", "playout", "param"},
      "",
      0};
  return run_front_end(args, spec, bench);
}

}  // namespace kosumi::gtp
