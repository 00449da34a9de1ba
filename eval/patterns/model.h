#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/board.h"
#include "engine/tactics/pattern3.h"
#include "engine/types.h"
#include "eval/patterns/dictionary.h"
#include "eval/patterns/extractor.h"
#include "eval/patterns/features.h"

namespace kosumi::eval {

// Learned move patterns: the dictionary of 3×3 codes and shapes, and a
// gamma for every value of every feature group (Bradley–Terry strengths,
// Coulom 2007). Immutable once built, so threads share one model; each
// thread scores moves with a PatternScorer of its own.
class PatternModel {
 public:
  // Every gamma 1 until set.
  explicit PatternModel(PatternDictionary dictionary);

  const PatternDictionary& dictionary() const { return dictionary_; }
  // The values of a group, 0 included: a fixed group's names + 1, a
  // dictionary group's patterns + 1.
  uint32_t value_count(FeatureGroup g) const {
    return static_cast<uint32_t>(gammas_[group_index(g)].size());
  }
  // Value 0 has gamma 1. Precondition: value < value_count(g).
  float gamma(FeatureGroup g, uint32_t value) const { return gammas_[group_index(g)][value]; }
  // Precondition: 1 <= value < value_count(g), gamma finite and positive.
  void set_gamma(FeatureGroup g, uint32_t value, float gamma);

  // The product of the gammas of a move's values.
  double strength(const MoveFeatures& f) const {
    double s = 1;
    for (int g = 0; g < kFeatureGroupCount; ++g)
      s *= gammas_[static_cast<size_t>(g)][f.values[static_cast<size_t>(g)]];
    return s;
  }

  // The learned 3×3 gammas as the playout policy's table (engine::Pattern3
  // codes, Black to move, with atari bits). A code's gamma is the geometric
  // mean over the liberty counts its atari bits leave open (two, or three
  // or more, at each adjacent stone not in atari), an unknown code counting
  // as 1. Codes with a gamma of at least `min_gamma` get the weight
  // gamma / min_gamma rounded and clamped to 1..255; the others 0 (no
  // shape). Slow (every 20-bit code): build once, at start.
  engine::Pattern3Table playout_pattern3_table(float min_gamma) const;

 private:
  PatternDictionary dictionary_;
  std::array<std::vector<float>, kFeatureGroupCount> gammas_;
};

// Scores candidate moves with a model: one per thread (it owns a feature
// extractor with its ladder reader); the model must outlive it.
class PatternScorer {
 public:
  explicit PatternScorer(const PatternModel& model)
      : model_(model), extractor_(model.dictionary()) {}
  explicit PatternScorer(PatternModel&&) = delete;  // would dangle

  // The strength of `move` (a legal point or kPass) for `to_move`.
  double strength(const engine::Board& board, engine::Player to_move, const MoveContext& context,
                  engine::Point move) {
    return model_.strength(extractor_.extract(board, to_move, context, move));
  }

  // The probability of each of `moves` (legal points, kPass allowed) among
  // them: its strength over the sum of theirs, written to `out` (the same
  // length). `last` and `second_last` are the moves before the position:
  // kPass for a pass, kNoPoint when there was none. To be a probability
  // over the position, `moves` should be every legal move. All equal when
  // the strengths underflow or overflow.
  void move_probabilities(const engine::Board& board, engine::Player to_move, engine::Point last,
                          engine::Point second_last, std::span<const engine::Point> moves,
                          std::span<float> out);

 private:
  const PatternModel& model_;
  FeatureExtractor extractor_;
  std::vector<double> strengths_;  // move_probabilities' buffer
};

}  // namespace kosumi::eval
