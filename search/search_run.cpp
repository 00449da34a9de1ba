#include "search/search_run.h"

#include <algorithm>
#include <thread>
#include <vector>

#include "search/result_builder.h"
#include "search/time_use.h"

namespace kosumi::search {
namespace {

// How often the progress callback runs.
constexpr auto kProgressInterval = std::chrono::milliseconds(100);
// Simulations between two checks whether the best move can still change.
constexpr int64_t kEarlyStopInterval = 64;
// No early stop before this many simulations: the first ones say little.
constexpr int64_t kEarlyStopMinPlayouts = 256;

// SplitMix64's finaliser: distinct, well-spread seeds for the workers.
uint64_t mix_seed(uint64_t seed, uint64_t salt) {
  uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (salt + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace

SearchRun::SearchRun(const Setup& setup) : setup_(setup) {}

double SearchRun::seconds() const {
  return std::chrono::duration<double>(Clock::now() - setup_.start).count();
}

int64_t SearchRun::run() {
  running_ = setup_.threads;
  // Set before any worker starts, so that none runs past the first round.
  if (setup_.sharing != nullptr && setup_.sharing->round_playouts() > 0) {
    round_limit_.store(setup_.sharing->round_playouts(), std::memory_order_relaxed);
  }
  std::vector<std::thread> workers;
  workers.reserve(static_cast<size_t>(setup_.threads));
  for (int t = 0; t < setup_.threads; ++t)
    workers.emplace_back([this, t] { work(t); });
  const auto join = [&] {
    for (std::thread& w : workers)
      w.join();
  };
  try {
    supervise();
  } catch (...) {
    // A progress callback or an exchange round that throws must not leave
    // the workers running on a tree about to change.
    halt_.store(true, std::memory_order_relaxed);
    join();
    throw;
  }
  join();
  return completed_.load(std::memory_order_relaxed);
}

void SearchRun::work(int thread) {
  const SearchLimits& limits = setup_.limits;
  // A search on the clock, or pondering, ends once the tree is full: the
  // playouts after it refine the tree it has and hardly change the move,
  // and a clock of hours would otherwise keep genmove from answering.
  const bool stop_when_full = setup_.pondering || limits.seconds > 0;
  Simulator simulator(setup_.context, mix_seed(setup_.seed, static_cast<uint64_t>(thread)));
  while (!halt_.load(std::memory_order_relaxed) &&
         !setup_.stop_requested.load(std::memory_order_relaxed)) {
    if (stop_when_full && setup_.context.arena.is_full()) {
      halt_.store(true, std::memory_order_relaxed);
      break;
    }
    const int64_t n = started_.fetch_add(1, std::memory_order_relaxed);
    if (limits.playouts > 0 && n >= limits.playouts) break;
    if (n >= round_limit_.load(std::memory_order_relaxed) && !wait_for_round(n)) break;
    simulator.run_one();
    const int64_t done = completed_.fetch_add(1, std::memory_order_relaxed) + 1;
    if (done >= round_limit_.load(std::memory_order_relaxed)) {
      // The last playout before the round: the supervisor waits for it.
      const std::lock_guard lock(mutex_);
      finished_.notify_all();
    }
    if (!setup_.pondering && done % kEarlyStopInterval == 0 && best_move_settled(n + 1, done)) {
      halt_.store(true, std::memory_order_relaxed);
    }
  }
  const std::lock_guard lock(mutex_);
  if (--running_ == 0) finished_.notify_all();
}

bool SearchRun::wait_for_round(int64_t ticket) {
  // Stops come as flags without a notification (a stop request, the
  // clock's halt), so the wait looks at them every millisecond.
  constexpr auto kStopCheck = std::chrono::milliseconds(1);
  std::unique_lock lock(mutex_);
  for (;;) {
    if (halt_.load(std::memory_order_relaxed) ||
        setup_.stop_requested.load(std::memory_order_relaxed)) {
      return false;
    }
    if (ticket < round_limit_.load(std::memory_order_relaxed)) return true;
    round_passed_.wait_for(lock, kStopCheck);
  }
}

void SearchRun::supervise() {
  if (setup_.sharing != nullptr) {
    supervise_cluster(*setup_.sharing);
    return;
  }
  const bool timed = setup_.limits.seconds > 0;
  Clock::time_point next_progress = setup_.start + kProgressInterval;
  Clock::time_point next_check = setup_.start + time_check_interval(setup_.limits);
  std::unique_lock lock(mutex_);
  const auto all_done = [this] { return running_ == 0; };
  if (!timed && !setup_.progress) {
    finished_.wait(lock, all_done);
    return;
  }
  while (running_ > 0) {
    Clock::time_point wake = setup_.progress ? next_progress : next_check;
    if (timed) wake = std::min(wake, next_check);
    if (finished_.wait_until(lock, wake, all_done)) return;
    const Clock::time_point now = Clock::now();
    if (timed && now >= next_check) check_clock(now, next_check);
    if (setup_.progress && now >= next_progress) report_progress(lock, next_progress);
  }
}

// Rounds of the exchange at its interval (or, in lockstep, once the
// workers reach the round's playouts and wait), and at once while this
// rank's workers are done (the collective then waits for the others),
// until the round in which every rank had stopped. Only rank 0 keeps the
// clock; its halt, from the clock, the early stop or a stop request, stops
// everyone.
void SearchRun::supervise_cluster(cluster::ClusterSearch& sharing) {
  const bool timed = setup_.limits.seconds > 0 && sharing.keeps_clock();
  const int64_t lockstep = sharing.round_playouts();
  Clock::time_point next_progress = setup_.start + kProgressInterval;
  Clock::time_point next_check = setup_.start + time_check_interval(setup_.limits);
  Clock::time_point next_round =
      lockstep > 0 ? Clock::time_point::max() : setup_.start + sharing.interval();
  std::unique_lock lock(mutex_);
  const auto all_done = [this] { return running_ == 0; };
  const auto lockstep_due = [&] {
    return lockstep > 0 && completed_.load(std::memory_order_relaxed) >=
                               round_limit_.load(std::memory_order_relaxed);
  };
  const auto round_due = [&] { return all_done() || lockstep_due(); };
  for (;;) {
    Clock::time_point wake = next_round;
    if (timed) wake = std::min(wake, next_check);
    if (setup_.progress) wake = std::min(wake, next_progress);
    if (wake == Clock::time_point::max()) {
      finished_.wait(lock, round_due);
    } else {
      finished_.wait_until(lock, wake, round_due);
    }
    const bool stopped = all_done();
    const Clock::time_point now = Clock::now();
    if (timed && now >= next_check) check_clock(now, next_check);
    if (setup_.progress && now >= next_progress) report_progress(lock, next_progress);
    if (!stopped && !lockstep_due() && now < next_round) continue;
    lock.unlock();
    const cluster::ClusterSearch::Round round = sharing.round(report(sharing, stopped));
    lock.lock();
    others_playouts_left_.store(round.others_playouts_left, std::memory_order_relaxed);
    if (round.stop) halt_.store(true, std::memory_order_relaxed);
    if (round.finished) return;
    if (lockstep > 0) {
      round_limit_.fetch_add(lockstep, std::memory_order_relaxed);
      round_passed_.notify_all();
    } else {
      next_round = Clock::now() + sharing.interval();
    }
  }
}

cluster::ClusterSearch::Report SearchRun::report(const cluster::ClusterSearch& sharing,
                                                 bool stopped) const {
  cluster::ClusterSearch::Report r;
  r.stopped = stopped;
  r.stop_everyone =
      sharing.keeps_clock() && (halt_.load(std::memory_order_relaxed) ||
                                setup_.stop_requested.load(std::memory_order_relaxed));
  if (stopped) {
    r.playouts_left = 0;
  } else if (setup_.limits.playouts > 0) {
    r.playouts_left = setup_.limits.playouts - started_.load(std::memory_order_relaxed);
  } else {
    r.playouts_left = cluster::ClusterSearch::kMaxPlayoutsLeft;
  }
  return r;
}

void SearchRun::check_clock(Clock::time_point now, Clock::time_point& next_check) {
  const RootSummary root = summarize_root(setup_.context.arena, setup_.context.root_allowed);
  if (time_to_stop(root, seconds(), setup_.limits)) halt_.store(true, std::memory_order_relaxed);
  next_check = now + time_check_interval(setup_.limits);
}

void SearchRun::report_progress(std::unique_lock<std::mutex>& lock,
                                Clock::time_point& next_progress) {
  lock.unlock();
  SearchResult partial = read_result(setup_.context.arena, setup_.context.root_allowed);
  setup_.context.statistics.fill(partial, setup_.context.arena, setup_.context.root_player);
  partial.playouts = completed_.load(std::memory_order_relaxed);
  partial.seconds = seconds();
  setup_.progress(partial);
  next_progress = Clock::now() + kProgressInterval;
  lock.lock();
}

// True when the simulations still to come could not make another root
// child the most visited: the lead of the best over the second is larger
// than what remains of the playout budget, or of the time (up to the
// longest the search may take) at the rate so far. In a cluster the root's
// visits are every rank's, and so is what is to come: the other ranks'
// budgets as the last round said, and their time at this rank's rate.
bool SearchRun::best_move_settled(int64_t started, int64_t completed) const {
  if (completed < kEarlyStopMinPlayouts) return false;
  const SearchLimits& limits = setup_.limits;
  const cluster::ClusterSearch* sharing = setup_.sharing;
  double remaining = static_cast<double>(INT64_MAX);
  if (limits.playouts > 0) {
    remaining = static_cast<double>(limits.playouts - started);
    if (sharing != nullptr)
      remaining += static_cast<double>(others_playouts_left_.load(std::memory_order_relaxed));
  }
  if (limits.seconds > 0) {
    const double elapsed = seconds();
    const double rate = static_cast<double>(completed) / std::max(elapsed, 1e-6);
    const double horizon = std::max(limits.seconds, limits.max_seconds);
    const int ranks = sharing != nullptr ? sharing->ranks() : 1;
    remaining = std::min(remaining, (horizon - elapsed) * rate * ranks);
  }
  const NodeArena& arena = setup_.context.arena;
  const Node& root = arena[0];
  uint32_t best = 0;
  uint32_t second = 0;
  for (uint32_t c = 0; c < root.num_children; ++c) {
    if (!setup_.context.root_allowed[c]) continue;
    const uint32_t v = arena[root.first_child + c].visits.load(std::memory_order_relaxed);
    if (v > best) {
      second = best;
      best = v;
    } else if (v > second) {
      second = v;
    }
  }
  return static_cast<double>(best - second) > remaining;
}

}  // namespace kosumi::search
