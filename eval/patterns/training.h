#pragma once

#include <span>
#include <vector>

#include "eval/patterns/bradley_terry.h"
#include "eval/patterns/extraction.h"
#include "eval/patterns/game_positions.h"
#include "eval/patterns/harvest.h"
#include "eval/patterns/model.h"

namespace kosumi::eval {

struct TrainingOptions {
  HarvestOptions harvest;
  ExtractionOptions extraction;
  FitOptions fit;  // its groups: every group but those left out
  // Groups left out of the model (gamma 1 everywhere): no patterns
  // harvested for them, value 0 in the training set, not fitted.
  std::vector<FeatureGroup> without;
  int threads = 0;  // for every stage; 0: OpenMP's default
};

// The whole training: harvests the patterns of `games`, extracts the
// features of the sampled positions, and fits every gamma.
PatternModel train_patterns(std::span<const RecordedGame> games, const TrainingOptions& options,
                            const ProgressLine& progress);

}  // namespace kosumi::eval
