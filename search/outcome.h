#pragma once

#include <cstdint>

#include "engine/game.h"
#include "engine/types.h"

namespace kosumi::search {

// Dynamic komi in handicap games (Pachi's linear form): the playouts count
// White `handicap_value` extra points per handicap stone at the start,
// fading linearly to none after a share of the board's points in moves.
// Both sides then search a game that looks even, so Black does not play
// slack moves while far ahead and White does not play desperate ones while
// far behind. The game's real komi decides the game and the final score.
struct DynamicKomi {
  float handicap_value = 7;  // points per stone (Pachi's default)
  float fade_share = 0.55f;  // moves as a share of the points: 200 on 19×19, 45 on 9×9

  // The extra komi for White at `moves_played` in a game of `handicap`
  // stones on a board of `size`.
  double extra_komi(int handicap, int size, int moves_played) const;
};

// Turns the Tromp-Taylor area score at the end of a playout into a result
// under the game's rules. Every preset is scored by area here: area counting
// directly; territory counting (Japanese, AGA) by its area equivalent, which
// differs from the territory count at most by one point of parity for the
// same komi (AGA's pass stones and "White passes last" make it exact). Komi,
// handicap compensation and a button already taken are applied; playouts
// never take the button. `extra_komi` (dynamic komi, search.h) is added to
// White's side.
class Outcome {
 public:
  explicit Outcome(const engine::Game& game, double extra_komi = 0);

  // Black's margin for a final area score (Black minus White, no komi).
  double black_margin(int area_score) const { return area_score - white_bonus_; }
  // Half wins (kWinValue, kDrawValue or 0) for `player`.
  uint32_t value_for(engine::Player player, int area_score) const;

 private:
  double white_bonus_;  // komi + handicap compensation - Black's button
};

}  // namespace kosumi::search
