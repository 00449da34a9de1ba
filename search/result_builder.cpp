#include "search/result_builder.h"

#include <algorithm>

namespace kosumi::search {
namespace {

// Simulations through the root before a resignation is trusted: below this
// the win rate of a lost-looking position is mostly noise.
constexpr int64_t kResignMinVisits = 1000;
// A pass after the opponent's pass is chosen when its win rate is at least
// this close to the best move's (a settled board makes them nearly equal) and
// above even.
constexpr double kPassTolerance = 0.02;
constexpr double kPassMinWinrate = 0.5;
// The principal variation stops at nodes with fewer visits than this.
constexpr int64_t kPvMinVisits = 1;

ChildStats stats_of(const Node& n) {
  ChildStats s;
  s.move = n.move;
  const uint32_t visits = n.visits.load(std::memory_order_relaxed);
  const uint32_t amaf = n.amaf_visits.load(std::memory_order_relaxed);
  s.visits = visits;
  s.winrate = winrate_of(visits, n.value.load(std::memory_order_relaxed));
  s.amaf_visits = amaf / kAmafUnit;
  s.amaf_winrate = winrate_of(amaf, n.amaf_value.load(std::memory_order_relaxed));
  s.prior = n.prior_winrate();
  return s;
}

std::vector<engine::Point> principal_variation(const NodeArena& arena, uint32_t first) {
  std::vector<engine::Point> pv;
  uint32_t index = first;
  for (;;) {
    const Node& n = arena[index];
    pv.push_back(n.move);
    if (!n.is_expanded()) break;
    uint32_t best = 0;
    uint32_t best_visits = 0;
    for (uint32_t c = 0; c < n.num_children; ++c) {
      const uint32_t v = arena[n.first_child + c].visits.load(std::memory_order_relaxed);
      if (v > best_visits) {
        best_visits = v;
        best = n.first_child + c;
      }
    }
    if (best == 0 || best_visits < kPvMinVisits) break;
    index = best;
  }
  return pv;
}

}  // namespace

SearchResult read_result(const NodeArena& arena, const std::vector<bool>& root_allowed) {
  SearchResult result;
  const Node& root = arena[0];
  if (!root.is_expanded()) return result;
  std::vector<std::pair<ChildStats, uint32_t>> children;
  for (uint32_t c = 0; c < root.num_children; ++c) {
    if (!root_allowed[c]) continue;
    children.emplace_back(stats_of(arena[root.first_child + c]), root.first_child + c);
  }
  if (children.empty()) return result;
  // Equal visits go by the prior: a search cut to a handful of playouts (a
  // clock's last seconds) plays the move its knowledge likes best, not the
  // first of the board. Stable: the rest keep the order of the tree.
  std::stable_sort(children.begin(), children.end(), [](const auto& a, const auto& b) {
    if (a.first.visits != b.first.visits) return a.first.visits > b.first.visits;
    return a.first.prior > b.first.prior;
  });
  for (auto& [stats, index] : children) {
    stats.variation = principal_variation(arena, index);
    result.children.push_back(std::move(stats));
  }
  result.best_move = result.children.front().move;
  result.winrate = result.children.front().winrate;
  result.principal_variation = result.children.front().variation;
  return result;
}

void choose_move(SearchResult& result, const engine::Game& game, const SearchOptions& options,
                 int64_t root_visits) {
  if (result.children.empty()) {
    result.best_move = engine::kPass;
    return;
  }
  const bool opponent_passed = game.consecutive_passes() > 0;
  if (opponent_passed && result.best_move != engine::kPass) {
    const auto pass = std::find_if(result.children.begin(), result.children.end(),
                                   [](const ChildStats& c) { return c.move == engine::kPass; });
    if (pass != result.children.end() && pass->visits > 0 && pass->winrate > kPassMinWinrate &&
        pass->winrate >= result.winrate - kPassTolerance) {
      result.best_move = engine::kPass;
      result.winrate = pass->winrate;
      result.principal_variation.assign(1, engine::kPass);
    }
  }
  // Where the search counted a komi of its own (dynamic komi), the game's
  // komi must give the move up too: a cushion the engine asked of itself
  // is no reason to resign.
  const auto best = std::find_if(result.children.begin(), result.children.end(),
                                 [&](const ChildStats& c) { return c.move == result.best_move; });
  const bool lost_by_game_komi = result.extra_komi == 0 || best == result.children.end() ||
                                 best->game_winrate < options.resign_threshold;
  result.resign = options.allow_resign && root_visits >= kResignMinVisits &&
                  result.winrate < options.resign_threshold && lost_by_game_komi;
}

}  // namespace kosumi::search
