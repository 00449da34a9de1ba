#pragma once

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::engine {

// Fights over a string with two liberties (semeai and approach moves).
//
// Attacking an enemy string: an atari on one liberty is worth playing when
// the string cannot answer by extending on the other to three liberties or
// more, and the atari is not a bad self-atari.
//
// Defending an own string: a liberty that gives it three liberties or
// more; when there is none, a capture of an enemy string in atari that
// touches it, or an atari (as above) on an enemy string of two liberties
// that touches it.

// The most moves two_liberty_moves writes.
inline constexpr int kMaxTwoLibertyMoves = 16;

// Moves for `to_move` in the fight over the string of `stone`, which has
// exactly two liberties; writes them to `out` (room for
// kMaxTwoLibertyMoves, no duplicates) and returns how many.
int two_liberty_moves(const Board& board, Point stone, Player to_move, Point* out);
// The same when the string's two liberties are known already (`libs`
// points to them).
int two_liberty_moves(const Board& board, Point stone, const Point* libs, Player to_move,
                      Point* out);

// The ataris on the enemy string of `stone` (two liberties) that it
// cannot escape by extending, for `attacker`; returns how many (at most 2).
int two_liberty_attacks(const Board& board, Point stone, Player attacker, Point* out);
int two_liberty_attacks(const Board& board, Point stone, const Point* libs, Player attacker,
                        Point* out);

}  // namespace kosumi::engine
