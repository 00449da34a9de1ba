#pragma once

#include <Eigen/Core>
#include <cstdint>
#include <optional>

#include "engine/board.h"

namespace kosumi::eval {

// The playout policies of engine/: uniform light playouts, or the heavy
// policy (engine/heavy_playout.h), whose refusal of bad self-ataris keeps
// seki alive and whose atari answers keep living groups alive.
enum class PlayoutPolicy : uint8_t { Light, Heavy };

struct OwnershipOptions {
  int playouts = 1000;
  int threads = 1;  // 0: one per core
  uint64_t seed = 1;
  PlayoutPolicy policy = PlayoutPolicy::Light;
  // The side that moves first in every playout: the side to move of a game
  // still being played, whose next move is real. Its first move is an
  // urgent one when there is one (below). None: the playouts alternate
  // which side moves first.
  std::optional<engine::Player> first_to_move;
  // The index of the first playout: a run of playouts continued by a second
  // call with first_playout set to the playouts already run gives the same
  // counts as one call for all of them.
  int first_playout = 0;
};

// Who owned each point at the end of playouts from one position.
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
  // Adds the counts of more playouts from the same position.
  void add(const Ownership& more);
};

// Runs `options.playouts` playouts from `board`. Unless
// `options.first_to_move` names a side, playouts alternate which colour
// moves first, so that neither side gains the tempo of the first move.
// When it names one, each playout starts with one of that side's urgent
// moves, drawn among them, where the board has any: the capture of an enemy
// string in atari, or the escape of its own string in atari to two
// liberties or more. A player makes such a move before anything else, and
// a playout's policy, which answers the last move, would find it only by
// chance. Playout i
// draws from its own generator seeded by (seed, i), and the counts are sums
// of integers, so the result depends on the seed alone, not on the thread
// count or on which thread ran which playout. The threads are std::threads,
// so that the thread sanitizer sees their synchronisation.
Ownership playout_ownership(const engine::Board& board, const OwnershipOptions& options);

}  // namespace kosumi::eval
