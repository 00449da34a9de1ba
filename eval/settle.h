#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <vector>

#include "engine/counting.h"
#include "engine/game.h"
#include "engine/types.h"
#include "eval/ownership.h"

namespace kosumi::eval {

struct SettleOptions {
  // The most playouts a settlement may run; 0: max_settle_playouts(size).
  // Fewer are run when every group is clear early (see settle()).
  int max_playouts = 0;
  int threads = 1;  // 0: one per core
  PlayoutPolicy policy = PlayoutPolicy::Heavy;
};

enum class StoneStatus : uint8_t { Alive, Dead, Seki };

// A group whose fate the playouts left unclear: it lived in between
// kUncertainLow and kUncertainHigh of the playouts, even after the most
// playouts. Named by its first stone in board order.
struct UncertainGroup {
  engine::Point stone = engine::kNoPoint;
  engine::Color color = engine::Color::Black;
  int stones = 0;
  double survival = 0;  // share of the playouts in which it kept its stones
  bool judged_dead = false;
};

// Life and death of the game's final position and the score counted with
// that judgement under the game's rules.
struct Settlement {
  engine::PointSet dead;  // stones judged dead
  engine::PointSet seki;  // stones alive in seki
  // Per point index: +1 when Black owned it in every playout, -1 for White.
  Eigen::ArrayXf ownership;
  engine::Score score;
  int playouts = 0;  // playouts run
  std::vector<UncertainGroup> uncertain;
  // Who each point counts for in `score`, by point index (walls Empty).
  std::vector<engine::Color> owners;
  // The game is unfinished (open borders or uncertain groups) and `score`
  // an estimate: open points owned by one side in most playouts count for
  // it, and the others, `uncertain_points`, for no one.
  bool estimate = false;
  engine::PointSet uncertain_points;
  // In an estimate: stones counted dead that were neither proven dead nor
  // dead in nearly every playout. Not listed as dead to others.
  engine::PointSet doubtful;

  bool certain() const { return uncertain.empty() && !estimate; }
  StoneStatus status(engine::Point stone) const {
    if (dead.test(static_cast<size_t>(engine::index(stone)))) return StoneStatus::Dead;
    if (seki.test(static_cast<size_t>(engine::index(stone)))) return StoneStatus::Seki;
    return StoneStatus::Alive;
  }
};

// A group that lived in fewer playouts than the first bound and more than
// the second is reported as uncertain.
inline constexpr double kUncertainLow = 0.3;
inline constexpr double kUncertainHigh = 0.7;

// The playouts of the first round and the most a settlement runs.
int first_settle_playouts(int size);
int max_settle_playouts(int size);

// Settles life and death in the game's position and counts it:
//  1. Reading before playouts: Benson's unconditional life (engine/tactics/
//     benson.h) makes those strings alive and the opponent's stones in
//     their vital regions dead; a search of the small region a group
//     encloses (eval/life_reading.h) proves it alive, dead or in seki, or
//     finds that its life hangs on a ko (the group is then reported
//     uncertain); where the region cannot be read, the eye space of a
//     surrounded group (eval/eye_space.h) makes it alive or dead. Those
//     verdicts stand whatever the playouts say.
//  2. Playouts (the heavy policy by default) from the position give each
//     group (eval/groups.h: strings sharing an eye) the share of playouts
//     it survived. The first round is first_settle_playouts; while a group
//     not settled by step 1 is too close to even for its verdict to be
//     sure (within 2.5 standard errors), another round as large runs, up to
//     max_playouts. A group that survived fewer than half is dead, all its
//     strings at once. In a settlement without a side to move first (a
//     finished game), a group left about even (between kUncertainLow and
//     kUncertainHigh) is dead too when it has no eye once the stones dead
//     so far are off, and every opponent group beside it is safe (proven
//     alive or alive in at least kUncertainHigh of the playouts): it is in
//     no capturing race, and lives only where random play fails to kill it.
//  3. Seki is found on the position without the clearly dead groups
//     (eval/seki.h), except for stones that reading proved alive or dead,
//     and with those it proved in seki; stones in seki are never dead. Seki is reported
//     under every rule set, though only territory counting scores it.
//  4. engine::count_score under the game's rules: dead stones go to the
//     prisoners under territory counting; komi, handicap points, pass
//     stones and the button apply. Under rules that keep every stone
//     (Tromp-Taylor) nothing is dead.
//  5. An unfinished game (an uncertain group, or an open point that one
//     side owned in at least 75 % of the playouts) is counted as an
//     estimate: the open points go to the side that owned them so. When
//     its record does not end with two passes, whether it is unfinished is
//     told by the first round of playouts alone; if it is, steps 2 to 4 run
//     with its side to move first in every playout, each playout opening
//     with that side's urgent move (eval/ownership.h), and the estimate
//     is of that settlement.
// The playouts are seeded from the position (its stones and size), so the
// same position gets the same answer in every process and on any number
// of threads.
Settlement settle(const engine::Game& game, const SettleOptions& options);

}  // namespace kosumi::eval
