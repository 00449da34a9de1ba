#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "eval/opening/opening_prior.h"
#include "eval/patterns/game_positions.h"

namespace kosumi::eval {

// How well the opening table predicts the moves of games it did not learn
// from, at one move number (or a range of them).
struct OpeningPredictionRow {
  int first_move = 0;  // the move numbers counted, from 1
  int last_move = 0;
  int64_t positions = 0;  // positions before those moves
  int64_t found = 0;      // of them, in the table with a move
  int64_t top = 0;        // of them, where the table's most played move was played
};

// One row per move number from 1 to the table's max_moves(), then one for
// them all. A game stops counting at its first pass; games of another size
// than the table's are left out.
std::vector<OpeningPredictionRow> measure_opening_prediction(const OpeningPrior& table,
                                                             std::span<const RecordedGame> games);

// The rows as a table: positions, coverage (found / positions), top-1 among
// all positions and among those found.
std::string format_opening_prediction(std::span<const OpeningPredictionRow> rows);

}  // namespace kosumi::eval
