#include "search/time_use.h"

#include <algorithm>

namespace kosumi::search {

RootSummary summarize_root(const NodeArena& arena, const std::vector<bool>& root_allowed) {
  RootSummary s;
  const Node& root = arena[0];
  if (!root.is_expanded()) return s;
  uint32_t best_index = 0;
  for (uint32_t c = 0; c < root.num_children; ++c) {
    if (!root_allowed[c]) continue;
    const Node& child = arena[root.first_child + c];
    const int64_t v = child.visits.load(std::memory_order_relaxed);
    s.total_visits += v;
    if (v > s.best_visits) {
      s.second_visits = s.best_visits;
      s.best_visits = v;
      best_index = root.first_child + c;
    } else if (v > s.second_visits) {
      s.second_visits = v;
    }
  }
  if (best_index != 0) {
    const Node& best = arena[best_index];
    s.best_winrate = winrate_of(best.visits.load(std::memory_order_relaxed),
                                best.value.load(std::memory_order_relaxed));
  }
  return s;
}

bool time_to_stop(const RootSummary& root, double elapsed, const SearchLimits& limits) {
  const double share = limits.seconds;
  const double maximum = std::max(limits.max_seconds, share);
  if (elapsed >= maximum) return true;
  const auto best = static_cast<double>(root.best_visits);
  const auto second = static_cast<double>(root.second_visits);
  if (elapsed >= share) return best >= kDominance * second;
  if (elapsed < kObviousShare * share || root.total_visits < kMinVisitsForEarlyStop) return false;
  const bool obvious = best >= kObvious * second;
  const bool decided = root.best_winrate < kDecidedLow || root.best_winrate > kDecidedHigh;
  return obvious || decided;
}

std::chrono::microseconds time_check_interval(const SearchLimits& limits) {
  const auto quarter = std::chrono::duration_cast<std::chrono::microseconds>(
      std::chrono::duration<double>(limits.seconds / 4));
  return std::clamp(quarter, kShortestTimeCheck, kLongestTimeCheck);
}

}  // namespace kosumi::search
