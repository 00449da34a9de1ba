#include "search/searcher.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <thread>
#include <vector>

#include "search/node_arena.h"
#include "search/outcome.h"
#include "search/result_builder.h"
#include "search/simulation.h"
#include "search/tree_policy.h"

// Threads are std::thread workers rather than OpenMP (as the design card has
// it): libgomp is not built for ThreadSanitizer and makes it report races that
// are not there, and a search needs little of OpenMP anyway: a fixed set of
// workers on one shared tree, joined at the end.

namespace kosumi::search {
namespace {

using Clock = std::chrono::steady_clock;

constexpr size_t kBytesPerMb = size_t{1} << 20;
// How often the progress callback runs.
constexpr auto kProgressInterval = std::chrono::milliseconds(100);
// Simulations between two checks whether the best move can still change.
constexpr int64_t kEarlyStopInterval = 64;
// No early stop before this many simulations: the first ones say little.
constexpr int64_t kEarlyStopMinPlayouts = 256;

uint64_t mix_seed(uint64_t seed, uint64_t salt) {
  uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (salt + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

int thread_count(int requested) {
  if (requested > 0) return requested;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

}  // namespace

struct Searcher::Impl {
  explicit Impl(const SearchOptions& o)
      : options(o), arena_(std::make_unique<NodeArena>(o.memory_mb * kBytesPerMb)) {}

  NodeArena& arena() { return *arena_; }
  const NodeArena& arena() const { return *arena_; }

  SearchResult run(const engine::Game& game, engine::Player to_move, const SearchLimits& limits,
                   const ProgressCallback& progress, bool pondering);
  void prepare_root(const engine::Game& game, engine::Player to_move);
  std::optional<uint32_t> reusable_root(const engine::Game& game, engine::Player to_move) const;
  bool should_stop_early(const std::vector<bool>& allowed, const SearchLimits& limits,
                         int64_t started, int64_t completed, Clock::time_point start) const;

  SearchOptions options;
  std::unique_ptr<NodeArena> arena_;
  std::atomic<bool> stop_requested{false};

  // The position at the root of the kept tree, to recognise a game that
  // continues from it.
  struct RootRecord {
    engine::Board board;
    engine::Player to_move = engine::Player::Black;
    std::vector<engine::MoveRecord> moves;
    engine::Rules rules;
    int handicap = 0;
  };
  std::optional<RootRecord> root_record;
};

std::optional<uint32_t> Searcher::Impl::reusable_root(const engine::Game& game,
                                                      engine::Player to_move) const {
  if (!root_record) return std::nullopt;
  const RootRecord& r = *root_record;
  const auto& moves = game.moves();
  if (r.rules != game.rules() || r.handicap != game.handicap() || r.board.size() != game.size() ||
      moves.size() < r.moves.size()) {
    return std::nullopt;
  }
  for (size_t i = 0; i < r.moves.size(); ++i) {
    const engine::MoveRecord& a = r.moves[i];
    const engine::MoveRecord& b = moves[i];
    if (a.player != b.player || a.point != b.point || a.button != b.button) return std::nullopt;
  }
  engine::Board board = r.board;
  engine::Player pl = r.to_move;
  uint32_t index = 0;
  for (size_t i = r.moves.size(); i < moves.size(); ++i) {
    const engine::MoveRecord& m = moves[i];
    const Node& node = arena()[index];
    if (m.button || m.player != pl || !node.is_expanded()) return std::nullopt;
    uint32_t found = 0;
    for (uint32_t c = 0; c < node.num_children; ++c) {
      if (arena()[node.first_child + c].move == m.point) found = node.first_child + c;
    }
    if (found == 0) return std::nullopt;
    if (m.point == engine::kPass) {
      board.pass();
    } else {
      board.play(pl, m.point);
    }
    pl = engine::opponent(pl);
    index = found;
  }
  const engine::Board& now = game.board();
  if (pl != to_move || board.hash() != now.hash() || board.ko_point() != now.ko_point() ||
      board.ko_banned_player() != now.ko_banned_player()) {
    return std::nullopt;
  }
  return index;
}

void Searcher::Impl::prepare_root(const engine::Game& game, engine::Player to_move) {
  const std::optional<uint32_t> reuse = reusable_root(game, to_move);
  if (reuse) {
    arena().keep_subtree(*reuse);
  } else {
    arena().reset();
  }
  root_record = RootRecord{game.board(), to_move, game.moves(), game.rules(), game.handicap()};
  Node& root = arena().root();
  if (!root.is_expanded()) {
    root.state.store(Node::kExpanding, std::memory_order_relaxed);
    expand(arena(), root, game.board(), to_move);  // the arena always has room for this
  }
}

bool Searcher::Impl::should_stop_early(const std::vector<bool>& allowed, const SearchLimits& limits,
                                       int64_t started, int64_t completed,
                                       Clock::time_point start) const {
  if (completed < kEarlyStopMinPlayouts) return false;
  double remaining = 1e18;
  if (limits.playouts > 0) remaining = static_cast<double>(limits.playouts - started);
  if (limits.seconds > 0) {
    const double elapsed = seconds_since(start);
    const double rate = static_cast<double>(completed) / std::max(elapsed, 1e-6);
    remaining = std::min(remaining, (limits.seconds - elapsed) * rate);
  }
  const Node& root = arena()[0];
  uint32_t best = 0;
  uint32_t second = 0;
  for (uint32_t c = 0; c < root.num_children; ++c) {
    if (!allowed[c]) continue;
    const uint32_t v = arena()[root.first_child + c].visits.load(std::memory_order_relaxed);
    if (v > best) {
      second = best;
      best = v;
    } else if (v > second) {
      second = v;
    }
  }
  return static_cast<double>(best - second) > remaining;
}

SearchResult Searcher::Impl::run(const engine::Game& game, engine::Player to_move,
                                 const SearchLimits& limits, const ProgressCallback& progress,
                                 bool pondering) {
  const Clock::time_point start = Clock::now();
  prepare_root(game, to_move);
  Node& root = arena().root();
  std::vector<bool> allowed(root.num_children);
  for (uint32_t c = 0; c < root.num_children; ++c) {
    Node& child = arena()[root.first_child + c];
    allowed[c] = game.check(to_move, child.move) == engine::MoveError::None;
    if (child.move == engine::kPass) {
      const bool opponent_passed = game.consecutive_passes() > 0;
      child.prior = prior_from_winrate(opponent_passed ? kPassAfterPassPrior : kPassPrior);
    }
  }

  const Outcome outcome(game);
  const SearchContext context{arena(), game.board(),
                              to_move, game.consecutive_passes(),
                              outcome, !game.rules().dead_stones_removed,
                              allowed};
  const bool anything_allowed = std::find(allowed.begin(), allowed.end(), true) != allowed.end();
  const int threads = anything_allowed ? thread_count(options.threads) : 0;

  std::atomic<int64_t> started{0};
  std::atomic<int64_t> completed{0};
  std::atomic<bool> halt{false};
  std::mutex mutex;
  std::condition_variable finished;
  int running = threads;

  const auto work = [&](int thread) {
    Simulator simulator(
        context, mix_seed(options.seed ^ game.board().hash(), static_cast<uint64_t>(thread)));
    while (!halt.load(std::memory_order_relaxed) &&
           !stop_requested.load(std::memory_order_relaxed)) {
      const int64_t n = started.fetch_add(1, std::memory_order_relaxed);
      if (!pondering && limits.playouts > 0 && n >= limits.playouts) break;
      simulator.run_one();
      const int64_t done = completed.fetch_add(1, std::memory_order_relaxed) + 1;
      if (!pondering && done % kEarlyStopInterval == 0 &&
          should_stop_early(allowed, limits, n + 1, done, start)) {
        halt.store(true, std::memory_order_relaxed);
      }
    }
    const std::lock_guard lock(mutex);
    if (--running == 0) finished.notify_all();
  };

  std::vector<std::thread> workers;
  workers.reserve(static_cast<size_t>(threads));
  for (int t = 0; t < threads; ++t)
    workers.emplace_back(work, t);

  // The caller's thread keeps the clock and reports progress.
  const bool timed = !pondering && limits.seconds > 0;
  const Clock::time_point deadline = start + std::chrono::duration_cast<Clock::duration>(
                                                 std::chrono::duration<double>(limits.seconds));
  Clock::time_point next_progress = start + kProgressInterval;
  {
    std::unique_lock lock(mutex);
    while (running > 0) {
      Clock::time_point wake = progress ? next_progress : Clock::time_point::max();
      if (timed) wake = std::min(wake, deadline);
      if (wake == Clock::time_point::max()) {
        finished.wait(lock, [&] { return running == 0; });
        break;
      }
      finished.wait_until(lock, wake, [&] { return running == 0; });
      if (running == 0) break;
      const Clock::time_point now = Clock::now();
      if (timed && now >= deadline) halt.store(true, std::memory_order_relaxed);
      if (progress && now >= next_progress) {
        lock.unlock();
        SearchResult partial = read_result(arena(), allowed);
        partial.playouts = completed.load(std::memory_order_relaxed);
        partial.seconds = seconds_since(start);
        progress(partial);
        next_progress = Clock::now() + kProgressInterval;
        lock.lock();
      }
    }
  }
  for (std::thread& w : workers)
    w.join();

  SearchResult result = read_result(arena(), allowed);
  result.playouts = completed.load(std::memory_order_relaxed);
  result.seconds = seconds_since(start);
  choose_move(result, game, options, root.visits.load(std::memory_order_relaxed));
  stop_requested.store(false, std::memory_order_relaxed);
  return result;
}

Searcher::Searcher(const SearchOptions& options) : impl_(std::make_unique<Impl>(options)) {}

Searcher::~Searcher() = default;

SearchResult Searcher::search(const engine::Game& game, engine::Player to_move,
                              const SearchLimits& limits, const ProgressCallback& progress) {
  if (limits.playouts <= 0 && limits.seconds <= 0) {
    throw std::invalid_argument("search limits: set a playout count, a time in seconds, or both");
  }
  // A stop() that arrived before this search was meant for an earlier one.
  impl_->stop_requested.store(false, std::memory_order_relaxed);
  return impl_->run(game, to_move, limits, progress, false);
}

// Unlike search(), a stop() that arrives just before pondering starts ends
// it at once: the front end stops pondering when the opponent moves, and may
// do so before this thread got going.
void Searcher::ponder(const engine::Game& game, engine::Player to_move) {
  impl_->run(game, to_move, SearchLimits{}, {}, true);
}

void Searcher::stop() {
  impl_->stop_requested.store(true, std::memory_order_relaxed);
}

void Searcher::clear() {
  impl_->arena().reset();
  impl_->root_record.reset();
}

const SearchOptions& Searcher::options() const {
  return impl_->options;
}

void Searcher::set_options(const SearchOptions& options) {
  const bool new_arena = options.memory_mb != impl_->options.memory_mb;
  impl_->options = options;
  if (new_arena) {
    impl_->arena_ = std::make_unique<NodeArena>(options.memory_mb * kBytesPerMb);
    impl_->root_record.reset();
  }
}

}  // namespace kosumi::search
