#pragma once

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::eval {

// Light playouts cannot see seki: the random policy fills a shared liberty
// sooner or later, and whichever side does so first is captured, so a seki's
// stones come out owned by either side about as often. Seki is therefore
// recognised on the position itself.
//
// A seki region is a small empty region next to stones of both colours in
// which every point is blocked for both sides: a stone there would leave its
// own string with at most one liberty (or be suicide) and capture nothing.
// Dame between two living groups are not blocked; the shared liberties of a
// seki are. The result is every stone of every string next to a seki region.
// `board` must already have its dead stones taken off.
engine::PointSet find_seki(const engine::Board& board);

}  // namespace kosumi::eval
