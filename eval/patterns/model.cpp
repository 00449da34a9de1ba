#include "eval/patterns/model.h"

#include <algorithm>
#include <cassert>
#include <cmath>

#include "eval/patterns/pattern3_liberties.h"

namespace kosumi::eval {

PatternModel::PatternModel(PatternDictionary dictionary) : dictionary_(std::move(dictionary)) {
  for (int g = 0; g < kFeatureGroupCount; ++g) {
    const FeatureGroup group = group_at(g);
    size_t count = fixed_value_count(group);
    if (group == FeatureGroup::Pattern3) count = dictionary_.pattern3_count() + 1;
    if (group == FeatureGroup::Shape) count = dictionary_.shape_count() + 1;
    gammas_[static_cast<size_t>(g)].assign(count, 1.0f);
  }
}

void PatternModel::set_gamma(FeatureGroup g, uint32_t value, float gamma) {
  assert(value >= 1 && value < value_count(g));
  assert(std::isfinite(gamma) && gamma > 0);
  gammas_[group_index(g)][value] = gamma;
}

engine::Pattern3Table PatternModel::playout_pattern3_table(float min_gamma) const {
  engine::Pattern3Table table;
  LibertyPattern3 variants[16];
  for (engine::Pattern3 code = 0; code < engine::kPattern3Count; ++code) {
    if (!engine::pattern3_is_possible(code)) continue;
    const int n = liberty_pattern3_variants(code, variants);
    double log_sum = 0;
    for (int i = 0; i < n; ++i) {
      log_sum += std::log(gamma(FeatureGroup::Pattern3, dictionary_.pattern3_id(variants[i])));
    }
    const double ratio = std::exp(log_sum / n) / min_gamma;
    if (ratio >= 1)
      table.set_weight(code, static_cast<uint8_t>(std::min(std::lround(ratio), 255L)));
  }
  return table;
}

void PatternScorer::move_probabilities(const engine::Board& board, engine::Player to_move,
                                       engine::Point last, engine::Point second_last,
                                       std::span<const engine::Point> moves, std::span<float> out) {
  assert(moves.size() == out.size());
  const MoveContext context{last, second_last};
  strengths_.resize(moves.size());
  double total = 0;
  for (size_t i = 0; i < moves.size(); ++i) {
    strengths_[i] = strength(board, to_move, context, moves[i]);
    total += strengths_[i];
  }
  if (!(total > 0) || !std::isfinite(total)) {
    std::fill(out.begin(), out.end(), 1.0f / static_cast<float>(std::max<size_t>(moves.size(), 1)));
    return;
  }
  for (size_t i = 0; i < moves.size(); ++i)
    out[i] = static_cast<float>(strengths_[i] / total);
}

}  // namespace kosumi::eval
