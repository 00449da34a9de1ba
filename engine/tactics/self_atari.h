#pragma once

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::engine {

// Self-atari: a move that leaves its own string with one liberty, so the
// opponent can take it at once. Most are blunders; some are the best move:
//   - a capture (ko, or a string traded for a bigger one) is never counted
//     as bad here;
//   - a lone stone the opponent cannot take without being taken back at
//     once (snapback);
//   - a lone stone thrown into a two-point space of the opponent's, or a
//     string that fills the opponent's space so that, once captured, it
//     leaves a dead eye shape (nakade: up to three points, or a killing
//     shape of nakade.h).

// True when pl's stone at p would leave its string with exactly one
// liberty. Precondition: p is empty and legal for pl.
bool is_self_atari(const Board& board, Player pl, Point p);

// A self-atari that throws stones away: none of the good cases above.
// Precondition: p is empty and legal for pl. Costs a few loads when p has
// two empty neighbours (the common case); a board copy in the rare case
// of a lone stone in atari, to read the snapback.
bool is_bad_self_atari(const Board& board, Player pl, Point p);

}  // namespace kosumi::engine
