#pragma once

// What `kosumi analyze` learns of a recorded game, position by position,
// and the reviewed SGF record GUIs show (Sabaki draws its win-rate graph
// from the SBKV property).
#include <vector>

#include "engine/types.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::gtp {

// Moves that cost their player this much win rate or more are mistakes;
// twice as much, bad mistakes.
inline constexpr double kMistake = 0.10;
// Kosumi's preferred line is written up to this many moves.
inline constexpr size_t kReviewVariationMoves = 10;

// One position of the game as the search saw it.
struct ReviewedPosition {
  engine::Player to_move;
  double black_winrate;
  double black_lead;  // the best move's mean final score, for Black
  engine::Point best;
  std::vector<engine::Point> variation;  // the search's line, `best` first
};

// The win rate the move from `before` to `after` lost its player `mover`
// (negative: it gained).
double winrate_loss(const ReviewedPosition& before, const ReviewedPosition& after,
                    engine::Player mover);

// A move that lost its player kMistake or more, other than the one Kosumi
// chose itself (then the loss is the search changing its mind).
bool is_mistake(double loss, engine::Point played, engine::Point chosen);

// A copy of `record` (whose moves are `positions`' transitions: position k
// is the one after k moves) in which each move's node says, in its comment
// and in SBKV, Black's win rate and lead after it; a move other than
// Kosumi's choice gets Kosumi's line as a variation, and a mistake its
// cost in the comment and BM[1] (BM[2] from twice kMistake). The moves'
// own comments are kept, the review after them.
SgfRecord reviewed_record(const SgfRecord& record, const std::vector<ReviewedPosition>& positions);

}  // namespace kosumi::gtp
