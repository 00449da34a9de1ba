#pragma once

#include <functional>
#include <span>
#include <string>

#include "eval/patterns/dictionary.h"
#include "eval/patterns/game_positions.h"

namespace kosumi::eval {

// A line of progress for the terminal.
using ProgressLine = std::function<void(const std::string&)>;

struct HarvestOptions {
  // A 3×3 code or a shape is learned when it surrounds at least this many
  // of the moves played: rarer ones have too few games for their gamma to
  // mean much, even with the prior of the fit. On the corpus, 20 keeps
  // 78,000 shapes and 3,650 3×3 codes (a 2.6 MB weights file); 10 keeps
  // 158,000 shapes (5.3 MB) for about 0.25 % more moves predicted first.
  int min_pattern3_count = 20;
  int min_shape_count = 20;
  bool pattern3 = true;  // false: no 3×3 codes (to measure what they bring)
  bool shapes = true;
  int threads = 0;  // 0: OpenMP's default
};

// The dictionary of the 3×3 codes and shapes around the moves of `games`,
// each kept when seen often enough. Patterns are ordered by size, then by
// how often they were seen, so the result does not depend on the threads.
PatternDictionary harvest_patterns(std::span<const RecordedGame> games,
                                   const HarvestOptions& options, const ProgressLine& progress);

}  // namespace kosumi::eval
