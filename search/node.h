#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>

#include "engine/types.h"

namespace kosumi::search {

// One node of the search tree: the move that leads to it, its prior and its
// statistics. 28 bytes, so a gigabyte holds about 38 million nodes.
//
// Values are counted in half wins (a win adds 2, a draw 1, a loss 0) from the
// point of view of the player who made `move`, so a parent compares its
// children's values directly.
//
// Virtual loss: a thread adds its visit on the way down and its value only at
// backup, so a simulation in flight counts as a loss and steers other threads
// elsewhere. No separate virtual-loss counter is needed.
//
// Expansion protocol, lock-free: `state` goes Leaf -> Expanding (one thread
// wins the compare-exchange and owns the node's child fields) -> Expanded
// (release store after the children are written). A reader may use
// `first_child` and `num_children`, and the children's `move` and priors,
// only after seeing Expanded with an acquire load. A thread that finds a node
// Expanding simply runs its playout from there. Statistics are relaxed
// atomics: each counter is exact, but a reader may see the visits of a
// simulation whose value is not added yet (that is the virtual loss).
struct Node {
  enum State : uint8_t { kLeaf = 0, kExpanding = 1, kExpanded = 2 };

  engine::Point move = engine::kNoPoint;
  uint8_t prior = 0;  // prior win rate of the move, in 255ths
  std::atomic<uint8_t> state{kLeaf};
  uint16_t num_children = 0;
  uint16_t prior_visits = 0;  // how many visits the prior is worth (eval/priors.h)
  uint32_t first_child = 0;   // arena index of the first child (children are contiguous)
  std::atomic<uint32_t> visits{0};
  std::atomic<uint32_t> value{0};  // half wins
  std::atomic<uint32_t> amaf_visits{0};  // in kAmafUnit parts of a sample
  std::atomic<uint32_t> amaf_value{0};   // half wins, in kAmafUnit parts

  bool is_expanded() const { return state.load(std::memory_order_acquire) == kExpanded; }
  double prior_winrate() const { return prior / 255.0; }
};

static_assert(sizeof(Node) <= 28,
              "keep nodes small: the arena holds memory_mb / sizeof(Node) of them");

// An AMAF sample of weight 1 adds kAmafUnit to `amaf_visits` and its value
// times kAmafUnit to `amaf_value`; a weighted one (TreeParams::amaf_decay)
// adds its weight in those parts, up to twice as many. With values of two
// half wins, a child's AMAF counters hold 2^32 / (4 kAmafUnit) = 268 million
// playouts through its parent.
inline constexpr uint32_t kAmafUnit = 4;

inline constexpr uint32_t kWinValue = 2;
inline constexpr uint32_t kDrawValue = 1;

// Win rate from the values of a counter pair; 0.5 when nothing is known.
inline double winrate_of(uint32_t visits, uint32_t value) {
  return visits == 0 ? 0.5 : value / (2.0 * visits);
}

inline uint8_t prior_from_winrate(double winrate) {
  return static_cast<uint8_t>(winrate * 255.0 + 0.5);
}

// Equivalent visits as stored: rounded, at least one (so that a child is
// never without any sample), at most what the field holds.
inline uint16_t prior_visits_from(double visits) {
  return static_cast<uint16_t>(std::clamp(visits + 0.5, 1.0, 65535.0));
}

}  // namespace kosumi::search
