#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>

#include "search/cluster/statistics_exchange.h"
#include "search/search.h"
#include "search/simulation.h"

namespace kosumi::search {

// One search's worker threads on the one tree, and their supervision:
// the playout and time limits, the early stop once the best move cannot
// change any more, stop requests, and progress reports. In a cluster the
// supervisor also runs the rounds of the statistics exchange: the workers
// never see it, and the search ends with the round in which every rank had
// stopped.
//
// Workers are std::thread rather than OpenMP (as the design card has it):
// libgomp is not built for ThreadSanitizer and makes it report races that
// are not there, and a search needs little of OpenMP anyway: a fixed set of
// workers on one tree, joined at the end.
class SearchRun {
 public:
  using Clock = std::chrono::steady_clock;

  struct Setup {
    const SearchContext& context;
    SearchLimits limits;  // no limits while pondering
    bool pondering = false;
    int threads = 1;
    uint64_t seed = 0;
    const std::atomic<bool>& stop_requested;
    const ProgressCallback& progress;
    Clock::time_point start;  // when the search began, root preparation included
    // The search shared with the other ranks of a cluster; null alone.
    cluster::ClusterSearch* sharing = nullptr;
  };

  explicit SearchRun(const Setup& setup);

  // Runs the workers until a limit, an early stop or a stop request, on the
  // caller's thread keeping the clock and reporting progress. Returns the
  // number of simulations completed.
  int64_t run();
  double seconds() const;

 private:
  void work(int thread);
  void supervise();
  void supervise_cluster(cluster::ClusterSearch& sharing);
  // What this rank says in the next round of the exchange.
  cluster::ClusterSearch::Report report(const cluster::ClusterSearch& sharing, bool stopped) const;
  // Checks the clock and reports progress when they are due.
  void check_clock(Clock::time_point now, Clock::time_point& next_check);
  void report_progress(std::unique_lock<std::mutex>& lock, Clock::time_point& next_progress);
  bool best_move_settled(int64_t started, int64_t completed) const;
  // In lockstep rounds: waits until the round before `ticket` (a playout
  // number at or past round_limit_) has run. False when the search stopped
  // meanwhile.
  bool wait_for_round(int64_t ticket);

  Setup setup_;
  std::atomic<int64_t> started_{0};
  std::atomic<int64_t> completed_{0};
  std::atomic<bool> halt_{false};
  // In a cluster, the other ranks' playout budgets as of the last round;
  // until the first round, too many for an early stop.
  std::atomic<int64_t> others_playouts_left_{INT64_MAX / 2};
  std::mutex mutex_;
  std::condition_variable finished_;
  // In lockstep rounds (SharingParams::round_playouts), the playouts that
  // may start before the next round; the workers wait at it. Unbounded
  // otherwise. Raised by the supervisor under mutex_.
  std::atomic<int64_t> round_limit_{INT64_MAX};
  std::condition_variable round_passed_;
  int running_ = 0;  // guarded by mutex_
};

}  // namespace kosumi::search
