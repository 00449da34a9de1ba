#pragma once

#include <Eigen/Core>
#include <cstdint>

#include "engine/board.h"

namespace kosumi::eval {

struct OwnershipOptions {
  int playouts = 1000;
  int threads = 1;  // 0: one per core
  uint64_t seed = 1;
};

// Who owned each point at the end of light playouts from one position.
// Arrays are indexed by point index (engine::index) over the board's
// num_points(); walls stay zero.
struct Ownership {
  int playouts = 0;
  Eigen::ArrayXi black;  // playouts that ended with the point Black's
  Eigen::ArrayXi white;  // ... White's

  // Per point: +1 when Black owned it in every playout, -1 for White.
  Eigen::ArrayXf mean() const {
    return (black - white).cast<float>() / static_cast<float>(playouts > 0 ? playouts : 1);
  }
};

// Runs `options.playouts` light playouts (engine/playout.h) from `board`.
// Playouts alternate which colour moves first, so that neither side gains
// the tempo of the first move. Playout i draws from its own generator seeded
// by (seed, i), so the result depends on the seed alone, not on the thread
// count or on which thread ran which playout.
Ownership playout_ownership(const engine::Board& board, const OwnershipOptions& options);

}  // namespace kosumi::eval
