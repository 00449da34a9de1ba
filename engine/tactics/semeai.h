#pragma once

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::engine {

// Capturing races at three liberties. An own string of exactly three
// liberties that touches an enemy string of exactly three is in a race the
// side that fills the other's liberties first wins; the outside liberties
// (those the own string does not share) are the ones to fill, since filling
// a shared one takes one's own liberty too. Random moves in a playout fill
// them by chance, and lose races a player would win.

// The most moves three_liberty_race_moves writes.
inline constexpr int kMaxRaceMoves = 12;

// For `to_move`, whose string of `stone` has exactly the three liberties
// `libs`: the outside liberties of the enemy strings of exactly three
// liberties that touch it, legal and no bad self-atari; writes them to
// `out` (room for kMaxRaceMoves, no duplicates) and returns how many.
int three_liberty_race_moves(const Board& board, Point stone, const Point* libs, Player to_move,
                             Point* out);

}  // namespace kosumi::engine
