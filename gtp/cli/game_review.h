#pragma once

// What `kosumi analyze` learns of a recorded game, position by position,
// and the reviewed SGF record GUIs show (Sabaki draws its win-rate graph
// from the SBKV property).
#include <cstdint>
#include <vector>

#include "engine/types.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::cli {

// Moves that cost their player this much win rate or more are mistakes;
// twice as much, bad mistakes.
inline constexpr double kMistake = 0.10;
// Kosumi's preferred line is written up to this many moves.
inline constexpr size_t kReviewVariationMoves = 10;

// A played move is judged by the search of the position before it when
// that search went through the move at least this often: its win rate is
// then known to within about 9 % (one standard error at 50 %).
inline constexpr int64_t kComparedVisits = 30;
// A loss smaller than this many standard errors of the two win rates
// compared is the search's noise: no loss.
inline constexpr double kNoiseDeviations = 2;

// A move the search of a position went through.
struct SearchedMove {
  engine::Point point;
  int64_t visits;
  double winrate;  // for the player to move
};

// One position of the game as the search saw it.
struct ReviewedPosition {
  engine::Player to_move;
  double black_winrate;
  double black_lead;  // the best move's median final score, for Black
  engine::Point best;
  std::vector<engine::Point> variation;  // the search's line, `best` first
  std::vector<SearchedMove> searched;    // the moves searched, `best` among them
};

// The win rate the move `played` from `before` (to `after`) lost its
// player, 0 or more. Kosumi's own choice loses nothing. A move the search
// of `before` went through kComparedVisits times or more is compared with
// the best move within that one search, and a difference inside the
// search's noise (kNoiseDeviations) is no loss: two successive searches
// would each bring their own noise, and a move's win rate averages the
// opponent's poor replies the search tried, so that the next search, which
// finds the best reply, reads a few percent lower even after the best move.
// A move searched less is judged by the two successive searches all the
// same (Black's win rate before it and after it): the search thought it
// too poor to try it.
double move_loss(const ReviewedPosition& before, const ReviewedPosition& after,
                 engine::Point played);

// A move that lost its player kMistake or more.
bool is_mistake(double loss);

// A copy of `record` (whose moves are `positions`' transitions: position k
// is the one after k moves) in which each move's node says, in its comment
// and in SBKV, Black's win rate and lead after it; a move other than
// Kosumi's choice gets Kosumi's line as a variation, and a mistake its
// cost in the comment and BM[1] (BM[2] from twice kMistake). The moves'
// own comments are kept, the review after them.
sgf::SgfRecord reviewed_record(const sgf::SgfRecord& record,
                               const std::vector<ReviewedPosition>& positions);

}  // namespace kosumi::cli
