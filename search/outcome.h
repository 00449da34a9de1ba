#pragma once

#include <cstdint>

#include "engine/game.h"
#include "engine/types.h"

namespace kosumi::search {

// Turns the Tromp-Taylor area score at the end of a playout into a result
// under the game's rules. Every preset is scored by area here: area counting
// directly; territory counting (Japanese, AGA) by its area equivalent, which
// differs from the territory count at most by one point of parity for the
// same komi (AGA's pass stones and "White passes last" make it exact). Komi,
// handicap compensation and a button already taken are applied; playouts
// never take the button.
class Outcome {
 public:
  explicit Outcome(const engine::Game& game);

  // Black's margin for a final area score (Black minus White, no komi).
  double black_margin(int area_score) const { return area_score - white_bonus_; }
  // Half wins (kWinValue, kDrawValue or 0) for `player`.
  uint32_t value_for(engine::Player player, int area_score) const;

 private:
  double white_bonus_;  // komi + handicap compensation - Black's button
};

}  // namespace kosumi::search
