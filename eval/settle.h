#pragma once

#include <Eigen/Core>
#include <cstdint>

#include "engine/counting.h"
#include "engine/game.h"
#include "engine/types.h"

namespace kosumi::eval {

struct SettleOptions {
  int playouts = 0;  // 0: default_settle_playouts(size)
  int threads = 1;   // 0: one per core
  uint64_t seed = 1;
};

enum class StoneStatus : uint8_t { Alive, Dead, Seki };

// Life and death of the game's final position, judged from playouts, and the
// score counted with that judgement under the game's rules.
struct Settlement {
  engine::PointSet dead;  // stones judged dead
  engine::PointSet seki;  // stones alive in seki
  // Per point index: +1 when Black owned it in every playout, -1 for White.
  Eigen::ArrayXf ownership;
  engine::Score score;

  StoneStatus status(engine::Point stone) const {
    if (dead.test(static_cast<size_t>(engine::index(stone)))) return StoneStatus::Dead;
    if (seki.test(static_cast<size_t>(engine::index(stone)))) return StoneStatus::Seki;
    return StoneStatus::Alive;
  }
};

// Eight playouts per point, at least 256: 2,888 on 19x19, 648 on 9x9, the
// few thousand on 19x19 the design asks for. On 9x9 that agrees with GNU Go
// on 32 of 32 winners (tests/gnugo_agreement_test.cpp); bench/settle_bench
// measures the cost (well under the one-second target on 19x19).
int default_settle_playouts(int size);

// Light playouts from the final position give each point's owner; a string
// whose stones the opponent owns on average (more often than their own
// colour does) is dead, the whole string at once. Seki is found on the
// position without the clearly dead stones (eval/seki.h). The score is
// engine::count_score under the game's rules, which adds dead stones to the
// prisoners under territory counting and applies komi, handicap points, pass
// stones and the button. Under rules that keep every stone (Tromp-Taylor)
// nothing is dead. Deterministic for a given seed, whatever the threads.
Settlement settle(const engine::Game& game, const SettleOptions& options);

}  // namespace kosumi::eval
