#pragma once

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::engine {

// Benson's unconditional life (Benson 1976): strings of one colour that no
// sequence of opponent moves can capture, even if their owner always
// passes, and the regions that keep them alive.
//
// A region of colour c is a maximal connected set of points that are not
// c's stones (empty points and opponent stones), bounded by c's stones and
// the edge. A region is vital to one of c's strings when every empty point
// of the region is a liberty of that string. Starting from all of c's
// strings and regions, the algorithm removes every string with fewer than
// two vital regions, then every region bordered by a removed string, and
// repeats until nothing changes. What remains is alive whatever happens:
// the opponent cannot fill two vital regions of a string at once, since
// the last point of each would be suicide.
//
// The vital regions are then the owner's for good: every empty point in
// them is a liberty of a string that cannot be captured, and opponent
// stones inside have no liberty outside the region, so the owner can fill
// the region's points one by one and capture them.
struct UnconditionalLife {
  PointSet alive;  // stones of c's unconditionally alive strings
  PointSet vital;  // every point (empty or opponent stone) of their vital regions
};

// Unconditional life of `owner`'s strings. Cost: a few passes over the
// board (linear in its points, times the rounds of removal, which are few).
UnconditionalLife unconditional_life(const Board& board, Player owner);

}  // namespace kosumi::engine
