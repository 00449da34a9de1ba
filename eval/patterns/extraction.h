#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "eval/patterns/dictionary.h"
#include "eval/patterns/game_positions.h"
#include "eval/patterns/harvest.h"
#include "eval/patterns/training_set.h"

namespace kosumi::eval {

struct ExtractionOptions {
  // The fraction of positions kept: each position is drawn on its own from
  // (seed, game, move), so the choice does not depend on the threads. Every
  // legal move of a kept position is stored (12 bytes, less where equal
  // ones merge): a quarter of the corpus's 4.1 million positions takes
  // 2.4 GB.
  double sample = 0.25;
  uint64_t seed = 1;
  // Groups left out (their value 0 everywhere), to measure what they bring.
  std::vector<FeatureGroup> without;
  int threads = 0;  // 0: OpenMP's default
};

// The features of every legal move and the pass in the sampled positions
// of `games`, the played move marked: one TrainingSet per thread, together
// the training set of fit_gammas. A game the board refuses to replay is
// left out from the move it refuses.
std::vector<TrainingSet> extract_training_set(std::span<const RecordedGame> games,
                                              const PatternDictionary& dictionary,
                                              const ExtractionOptions& options,
                                              const ProgressLine& progress);

// Every legal move of `to_move` on the board (no suicide; simple ko) and
// then the pass.
std::vector<engine::Point> candidate_moves(const engine::Board& board, engine::Player to_move);

}  // namespace kosumi::eval
