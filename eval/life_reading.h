#pragma once

#include <cstdint>

#include "engine/board.h"
#include "engine/types.h"
#include "eval/groups.h"

namespace kosumi::eval {

// Life and death read by search, where playouts guess: a bounded exact
// search of the small region a group encloses, in the manner of the
// tsumego solvers of GNU Go and Fuego.
//
// The region is every point reachable from the group's liberties through
// empty points and the opponent's (the attacker's) stones, plus the
// defender's strings whose liberties all lie there. The defender's other
// strings around it (the wall) keep liberties outside and are taken as
// safe; a wall string with fewer than two outside liberties, or a region
// larger than `max_region` points (an open border), is not read.
//
// Both sides play only inside the region (and on the points of the
// group's strings once captured) and may pass; the attacker moves
// first, as after the game's last passes. A position may not repeat along
// a line of play. Terminal positions:
//   - every stone of the group captured: dead (a string of a group may be
//     given up while the rest lives, as a sacrifice that is taken back);
//   - every string standing on a point of the group alive by Benson's
//     test restricted to the region (two vital regions each, the wall
//     counting as alive): alive;
//   - two passes in a row: seki when attacker stones remain in the region
//     (neither side could take them or fill the shared liberties), alive
//     when none do. A seki found for a region that holds no attacker stone
//     to begin with is left Unknown.
// Alpha-beta over these three values with a transposition table. Kos are
// told apart by searching twice: once where only the attacker may capture
// in a ko and once where only the defender may. The same answer from both
// is proven; different answers mean the result hangs on a ko.
//
// The search stops after `max_nodes` positions per pass; it is then
// Unknown, and the caller keeps whatever it knew before.
enum class LifeStatus : uint8_t { Unknown, Dead, Seki, Alive, Ko };

struct ReadingLimits {
  int max_region = 16;
  int max_nodes = 6000;
};

struct LifeReading {
  LifeStatus status = LifeStatus::Unknown;
  engine::PointSet attackers;  // the attacker's stones inside the region
  bool walled = false;         // the defender's wall shares the region's border
  int nodes = 0;               // positions searched, both passes together
};

LifeReading read_life(const engine::Board& board, const Group& group,
                      const ReadingLimits& limits = {});

}  // namespace kosumi::eval
