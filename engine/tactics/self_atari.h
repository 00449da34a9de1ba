#pragma once

#include "engine/board.h"
#include "engine/tactics/liberties.h"
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

// The rest of is_bad_self_atari, for a move with at most one empty
// neighbour that captures nothing: out of line, since most moves never
// get this far.
bool throws_stones_away(const Board& board, Player pl, Point p);

// A self-atari that throws stones away: none of the good cases above.
// Precondition: p is empty and legal for pl. Inline for the few loads it
// costs when p has two empty neighbours or captures (the common cases).
inline bool is_bad_self_atari(const Board& board, Player pl, Point p) {
  if (board.neighbour_count(p, Color::Empty) >= 2 || move_captures(board, pl, p)) return false;
  return throws_stones_away(board, pl, p);
}

}  // namespace kosumi::engine
