#include "search/searcher.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <thread>
#include <vector>

#include "search/node_arena.h"
#include "search/outcome.h"
#include "search/playout_shapes.h"
#include "search/result_builder.h"
#include "search/search_run.h"
#include "search/simulation.h"
#include "search/tree_policy.h"
#include "search/tree_reuse.h"

namespace kosumi::search {
namespace {

constexpr size_t kBytesPerMb = size_t{1} << 20;
// An odd constant (2^64 over the golden ratio) that spreads search numbers
// over the seed's bits.
constexpr uint64_t kSearchSalt = 0x9e3779b97f4a7c15ULL;

// Names the position a search starts from, for the ranks of a cluster to
// check that they search the same one: the stones, the player to move,
// the moves so far, the rules with komi, and the root's children in order.
uint64_t position_signature(const engine::Game& game, engine::Player to_move,
                            const NodeArena& arena) {
  uint64_t h = game.board().hash() ^ game.rules().hash();
  const auto mix = [&h](uint64_t v) { h = (h ^ v) * 0x100000001b3ULL + kSearchSalt; };
  mix(static_cast<uint64_t>(to_move));
  mix(game.moves().size());
  const Node& root = arena[0];
  for (uint32_t c = 0; c < root.num_children; ++c)
    mix(static_cast<uint64_t>(engine::index(arena[root.first_child + c].move)));
  return h;
}

// The last two moves of the game (passes before the first move).
engine::MoveHistory game_history(const engine::Game& game) {
  const std::vector<engine::MoveRecord>& moves = game.moves();
  const size_t n = moves.size();
  return {n >= 1 ? moves[n - 1].point : engine::kPass, n >= 2 ? moves[n - 2].point : engine::kPass};
}

}  // namespace

int thread_count(int requested) {
  if (requested > 0) return requested;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

struct Searcher::Impl {
  Impl(const SearchOptions& o, cluster::StatisticsExchange* e)
      : options(o),
        playout_shapes(o),
        exchange(e),
        arena_(std::make_unique<NodeArena>(o.memory_mb * kBytesPerMb)) {}

  NodeArena& arena() { return *arena_; }
  const NodeArena& arena() const { return *arena_; }

  SearchResult run(const engine::Game& game, engine::Player to_move, const SearchLimits& limits,
                   const ProgressCallback& progress, const RootExclusions& excluded,
                   bool pondering);
  // Returns the arena's size before the root was expanded: the nodes from
  // there on are this search's.
  uint32_t prepare_root(const engine::Game& game, engine::Player to_move,
                        const engine::MoveHistory& history, const eval::PriorParams& priors);

  SearchOptions options;
  PlayoutShapes playout_shapes;
  cluster::StatisticsExchange* exchange;
  std::unique_ptr<NodeArena> arena_;
  std::atomic<bool> stop_requested{false};
  // Searches run so far. Each search's seed mixes it in, so a process that
  // meets the same position again (a new game in a match) does not play
  // the same moves; a fresh searcher with a fixed seed still repeats itself.
  uint64_t searches = 0;

  TreeReuse reuse;
};

uint32_t Searcher::Impl::prepare_root(const engine::Game& game, engine::Player to_move,
                                      const engine::MoveHistory& history,
                                      const eval::PriorParams& priors) {
  const std::optional<uint32_t> kept = reuse.find(arena(), game, to_move);
  if (kept) {
    arena().keep_subtree(*kept);
  } else {
    arena().reset();
  }
  reuse.remember(game, to_move);
  const uint32_t first_new = arena().used();
  Node& root = arena().root();
  if (!root.is_expanded()) {
    root.state.store(Node::kExpanding, std::memory_order_relaxed);
    eval::PriorComputer computer(priors, engine::mogo_pattern3_table(), options.patterns.get(),
                                 options.opening.get());
    // The arena always has room for this.
    expand(arena(), root, LeafPosition{game.board(), to_move, history}, computer, options.tree);
  }
  return first_new;
}

SearchResult Searcher::Impl::run(const engine::Game& game, engine::Player to_move,
                                 const SearchLimits& limits, const ProgressCallback& progress,
                                 const RootExclusions& excluded, bool pondering) {
  const SearchRun::Clock::time_point start = SearchRun::Clock::now();
  const engine::MoveHistory history = game_history(game);
  const eval::PriorParams priors = options.priors.for_board(game.size());
  const uint32_t first_new = prepare_root(game, to_move, history, priors);
  Node& root = arena().root();
  const int64_t reused_visits = root.visits.load(std::memory_order_relaxed);
  std::vector<bool> allowed(root.num_children);
  for (uint32_t c = 0; c < root.num_children; ++c) {
    Node& child = arena()[root.first_child + c];
    const bool wanted = child.move == engine::kPass ||
                        !excluded.test(static_cast<size_t>(engine::index(child.move)));
    allowed[c] = wanted && game.check(to_move, child.move) == engine::MoveError::None;
    if (child.move == engine::kPass) {
      const bool opponent_passed = game.consecutive_passes() > 0;
      child.prior = prior_from_winrate(opponent_passed ? kPassAfterPassPrior : kPassPrior);
    }
  }

  const double extra_komi = options.dynamic_komi.extra_komi(
      game.handicap(), game.size(), static_cast<int>(game.moves().size()), to_move);
  const Outcome outcome(game, extra_komi, options.score);
  // More than one pass before the root means nothing to a game that is not
  // over (under "White passes last" two passes need not end it).
  const int root_passes = std::min(game.consecutive_passes(), 1);
  const bool anything_allowed = std::find(allowed.begin(), allowed.end(), true) != allowed.end();
  const int threads = anything_allowed ? thread_count(options.threads) : 0;
  const double margin = outcome.black_margin(0);
  RootStatistics statistics(threads, game.board().num_points(), root.num_children,
                            margin - std::floor(margin), extra_komi);
  const SearchContext context{arena(),
                              game.board(),
                              to_move,
                              root_passes,
                              outcome,
                              !game.rules().dead_stones_removed,
                              allowed,
                              history,
                              options,
                              priors,
                              playout_shapes.table(),
                              statistics};
  std::optional<cluster::ClusterSearch> sharing;
  if (exchange != nullptr && exchange->take_announcement()) {
    sharing.emplace(exchange->link(), arena(), position_signature(game, to_move, arena()),
                    first_new, options.sharing);
  }
  SearchRun run({context, pondering ? SearchLimits{} : limits, pondering, threads,
                 options.seed ^ game.board().hash() ^ (kSearchSalt * ++searches), stop_requested,
                 progress, start, sharing ? &*sharing : nullptr});
  const int64_t playouts = run.run();
  if (sharing) exchange->add_search(sharing->rounds(), sharing->bytes_sent(), run.seconds());

  SearchResult result = read_result(arena(), allowed);
  statistics.fill(result, arena(), to_move);
  result.playouts = playouts;
  result.seconds = run.seconds();
  result.reused_visits = reused_visits;
  result.extra_komi = extra_komi;
  choose_move(result, game, options, root.visits.load(std::memory_order_relaxed));
  stop_requested.store(false, std::memory_order_relaxed);
  return result;
}

Searcher::Searcher(const SearchOptions& options, cluster::StatisticsExchange* exchange)
    : impl_(std::make_unique<Impl>(options, exchange)) {}

Searcher::~Searcher() = default;

SearchResult Searcher::search(const engine::Game& game, engine::Player to_move,
                              const SearchLimits& limits, const ProgressCallback& progress,
                              const RootExclusions& excluded) {
  if (limits.playouts <= 0 && limits.seconds <= 0) {
    throw std::invalid_argument("search limits: set a playout count, a time in seconds, or both");
  }
  // A stop() that arrived before this search was meant for an earlier one.
  impl_->stop_requested.store(false, std::memory_order_relaxed);
  return impl_->run(game, to_move, limits, progress, excluded, false);
}

// Unlike search(), a stop() that arrives just before pondering starts ends
// it at once: the front end stops pondering when the opponent moves, and may
// do so before this thread got going.
SearchResult Searcher::ponder(const engine::Game& game, engine::Player to_move,
                              const ProgressCallback& progress, const RootExclusions& excluded) {
  return impl_->run(game, to_move, SearchLimits{}, progress, excluded, true);
}

void Searcher::stop() {
  impl_->stop_requested.store(true, std::memory_order_relaxed);
}

void Searcher::clear() {
  impl_->arena().reset();
  impl_->reuse.forget();
}

const SearchOptions& Searcher::options() const {
  return impl_->options;
}

void Searcher::set_options(const SearchOptions& options) {
  const bool new_arena = options.memory_mb != impl_->options.memory_mb;
  // Progressive widening reads the children in the order of their priors,
  // which nodes expanded without it do not have: a tree kept from before
  // is searched no further.
  const bool widening_on =
      options.tree.widening_start > 0 && impl_->options.tree.widening_start == 0;
  if (widening_on) impl_->reuse.forget();
  impl_->options = options;
  if (impl_->playout_shapes.differs_for(options)) impl_->playout_shapes = PlayoutShapes(options);
  if (new_arena) {
    impl_->arena_ = std::make_unique<NodeArena>(options.memory_mb * kBytesPerMb);
    impl_->reuse.forget();
  }
}

}  // namespace kosumi::search
