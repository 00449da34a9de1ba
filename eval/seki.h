#pragma once

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::eval {

// Playouts see seki poorly: a random policy fills a shared liberty sooner
// or later, and whichever side does so first is captured, so a seki's
// stones come out owned by either side about as often. Seki is therefore
// recognised on the position itself.
//
// A shared region is a small empty region next to stones of both colours.
// It is blocked when every point in it is blocked for both sides: a stone
// there would be suicide, or capture nothing and leave its own string with
// one liberty for no gain (not a nakade sacrifice, engine/tactics/
// self_atari.h, or one whose captor keeps an eye besides the space the
// capture opens). Dame between two living groups are not blocked; the
// shared liberties of a seki are.
//
// Strings in seki are found by elimination. Candidates are the strings next
// to a blocked region. A candidate drops out when it is in atari, or when
// one of its liberties lies in a region that is neither blocked nor
// bordered by its own colour alone (an own eye): the opponent can take that
// liberty safely, so the string is not protected by the seki. A blocked
// region holds only while every string around it is a candidate, and a
// candidate needs a blocked region that holds; removal repeats until
// nothing changes. This keeps no eyes each (two shared liberties), one eye
// each (one shared liberty) and their larger cousins, and drops a dead
// stone whose last liberties happen to be blocked for its captor too.
//
// `board` must already have its dead stones taken off.
engine::PointSet find_seki(const engine::Board& board);

}  // namespace kosumi::eval
