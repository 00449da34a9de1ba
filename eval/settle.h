#pragma once

#include <Eigen/Core>
#include <cstdint>

#include "engine/counting.h"
#include "engine/game.h"
#include "engine/types.h"

namespace kosumi::eval {

struct SettleOptions {
  int playouts = 0;  // 0: chosen from the board size (a few thousand on 19x19)
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

Settlement settle(const engine::Game& game, const SettleOptions& options);

}  // namespace kosumi::eval
