#include <unistd.h>

#include <chrono>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "engine/coord.h"
#include "engine/heavy_playout.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/opening.h"
#include "gtp/cli/options.h"
#include "gtp/cli/patterns.h"
#include "gtp/facade/go_player.h"
#include "search/playout_shapes.h"
#include "search/search.h"

namespace kosumi::cli {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int64_t kDefaultBenchPlayouts = 20000;
// The progress line is redrawn this often, in playouts.
constexpr int64_t kProgressEvery = 1000;

// The process's CPU time in seconds, all threads together.
double cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// Wall-clock and CPU time of one phase.
class Stopwatch {
 public:
  Stopwatch() : wall_(Clock::now()), cpu_(cpu_seconds()) {}
  double wall() const { return std::chrono::duration<double>(Clock::now() - wall_).count(); }
  double cpu() const { return cpu_seconds() - cpu_; }

 private:
  Clock::time_point wall_;
  double cpu_;
};

// A progress line on standard error, redrawn in place on a terminal; where
// standard error is a file or a pipe (a log) nothing is drawn, so that no
// carriage return lands in it.
class ProgressLine {
 public:
  ProgressLine() : terminal_(isatty(STDERR_FILENO) != 0) {}
  ~ProgressLine() {
    if (terminal_) std::cerr << '\r' << std::string(60, ' ') << '\r' << std::flush;
  }
  // `total` 0: the phase is limited by time, not by a count.
  void show(std::string_view phase, int64_t done, int64_t total) const {
    if (!terminal_) return;
    std::cerr << '\r' << phase << ": " << done;
    if (total > 0) std::cerr << '/' << total;
    std::cerr << " playouts" << std::flush;
  }

 private:
  bool terminal_;
};

// "in 1.20 s (CPU 2.38 s), 16667 playouts/s (8403 per CPU second)".
std::string rates(int64_t count, const Stopwatch& watch) {
  const double wall = watch.wall();
  const double cpu = watch.cpu();
  std::ostringstream out;
  out << std::fixed << std::setprecision(2) << "in " << wall << " s (CPU " << cpu << " s), "
      << std::setprecision(0) << (wall > 0 ? static_cast<double>(count) / wall : 0)
      << " playouts/s (" << (cpu > 0 ? static_cast<double>(count) / cpu : 0) << " per CPU second)";
  return out.str();
}

// Playouts of one policy from the empty board: the raw speed of the board
// and the policy, the heavy one with the 3×3 table the search's would read.
void bench_playouts(const Options& options, const search::SearchOptions& settings, int64_t playouts,
                    search::PlayoutPolicy policy) {
  const engine::Board empty(options.size);
  engine::Rng rng(options.seed.value_or(1));
  const search::PlayoutShapes shapes(settings);
  engine::HeavyPolicy heavy(settings.heavy, shapes.table());
  const bool light = policy == search::PlayoutPolicy::Light;
  const std::string name = light ? "Light" : "Heavy";
  const std::string table = light              ? ""
                            : shapes.learned() ? ", learned 3x3 shapes"
                                               : ", MoGo's 3x3 shapes";
  int64_t moves = 0;
  const Stopwatch watch;
  {
    const ProgressLine progress;
    for (int64_t i = 0; i < playouts; ++i) {
      engine::Board board = empty;
      heavy.start({engine::kPass, engine::kPass});
      moves += light ? engine::light_playout(board, engine::Player::Black, rng).moves
                     : engine::heavy_playout(board, engine::Player::Black, heavy, rng).moves;
      if ((i + 1) % kProgressEvery == 0) progress.show(name + " playouts", i + 1, playouts);
    }
  }
  const double seconds = watch.wall();
  std::cout << std::fixed << std::setprecision(0) << name << " playouts (" << options.size << "x"
            << options.size << table << "): " << playouts << ' ' << rates(playouts, watch) << ", "
            << static_cast<double>(moves) / seconds << " moves/s; signature " << moves
            << " moves\n";
}

// One search from the empty board with the engine's settings, through the
// facade as gtp and play search (reg_genmove: the move is not played).
void bench_search(const Options& options, const search::SearchOptions& settings, int64_t playouts) {
  facade::GoPlayerConfig config;
  config.rules = options.rules;
  config.size = options.size;
  config.playouts = options.seconds > 0 ? 0 : playouts;
  config.seconds = options.seconds;
  config.search = settings;
  facade::GoPlayer go_player(config);
  const Stopwatch watch;
  {
    const ProgressLine progress;
    go_player.reg_genmove(engine::Player::Black, [&](const search::SearchResult& now) {
      progress.show("search", now.playouts, config.playouts);
      return true;
    });
  }
  const search::SearchResult& r = go_player.last_search()->result;
  const int threads = search::thread_count(options.threads);
  std::cout << std::fixed << "Search (" << threads << (threads == 1 ? " thread" : " threads")
            << "): " << r.playouts << ' ' << rates(r.playouts, watch) << "; best move "
            << engine::point_to_string(r.best_move, options.size) << " (win rate "
            << std::setprecision(1) << 100 * r.winrate << "%)\n";
}

int bench(const Options& options) {
  const int64_t playouts = options.playouts > 0 ? options.playouts : kDefaultBenchPlayouts;
  // The engine as it plays: with the move patterns and the opening table
  // gtp and play would load.
  search::SearchOptions settings = search_options(options, options.seed.value_or(1));
  load_move_patterns_into(options, settings, std::cerr);
  settings.opening = load_opening_prior(options, std::cerr);
  bench_playouts(options, settings, playouts, search::PlayoutPolicy::Light);
  bench_playouts(options, settings, playouts, search::PlayoutPolicy::Heavy);
  bench_search(options, settings, playouts);
  return 0;
}

}  // namespace

int bench_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "bench",
      "Measures light and heavy playouts per second and the search's speed (with the\n"
      "playout policy of --playout, the move patterns and the opening table, as kosumi\n"
      "gtp loads them)\n"
      "from the empty board. --playouts sets the count of each (default 20000); --time\n"
      "limits the search instead. Each line gives the wall-clock and the CPU time; the\n"
      "progress is drawn only on a terminal.",
      {"rules", "size", "threads", "playouts", "time", "memory", "seed", "playout", "param",
       "patterns", "no-patterns", "opening", "no-opening-prior", "quiet"},
      "",
      0,
      {{"playouts", "light and heavy playouts, and the search's, each (default 20000)"},
       {"time", "seconds of search instead of its playouts"}}};
  return run_front_end(args, spec, bench);
}

}  // namespace kosumi::cli
