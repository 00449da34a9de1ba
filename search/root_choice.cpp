#include "search/root_choice.h"

#include <cmath>
#include <vector>

namespace kosumi::search {

void draw_root_move(SearchResult& result, double temperature, engine::Rng& rng) {
  if (!(temperature > 0) || result.resign || result.best_move == engine::kPass) return;
  std::vector<double> weights;
  weights.reserve(result.children.size());
  double total = 0;
  for (const ChildStats& child : result.children) {
    const bool eligible = child.visits > 0 && child.move != engine::kPass;
    weights.push_back(eligible ? std::pow(static_cast<double>(child.visits), 1 / temperature) : 0);
    total += weights.back();
  }
  if (!(total > 0)) return;
  double draw = rng.uniform() * total;
  size_t chosen = 0;
  for (size_t i = 0; i < weights.size(); ++i) {
    if (weights[i] == 0) continue;
    // Rounding may leave a little over: the last eligible move takes it.
    chosen = i;
    draw -= weights[i];
    if (draw < 0) break;
  }
  const ChildStats& move = result.children[chosen];
  result.best_move = move.move;
  result.winrate = move.winrate;
  result.principal_variation = move.variation;
}

}  // namespace kosumi::search
