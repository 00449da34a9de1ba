#pragma once

#include <cstdint>

#include "engine/game.h"
#include "engine/random.h"
#include "engine/types.h"

namespace kosumi::search {

// Dynamic komi in handicap games (Pachi's linear form): the playouts count
// White `handicap_value` extra points per handicap stone at the start,
// fading linearly to none after a share of the board's points in moves.
// Both sides then search a game that looks even, so Black does not play
// slack moves while far ahead and White does not play desperate ones while
// far behind. The game's real komi decides the game and the final score.
//
// The cushion, in any game, is komi the side to move at the root gives the
// other, a share of the board's points at the start, fading alike: the
// search then wants to be that far ahead. Kosumi's playouts count it 20 to
// 35 points better off on 19×19 than the games bear out, and it spends the
// lead it believes it has (docs/matches-and-tuning.md, How Kosumi judged
// its games); the cushion asks for a lead that holds. Off until a match
// shows it.
struct DynamicKomi {
  float handicap_value = 7;  // points per stone (Pachi's default)
  float fade_share = 0.55f;  // moves as a share of the points: 200 on 19×19, 45 on 9×9
  float cushion_share = 0;   // 0.04: 14.4 points on 19×19, 3.2 on 9×9

  // The extra komi for White at `moves_played` in a game of `handicap`
  // stones on a board of `size`, searched by `to_move`.
  double extra_komi(int handicap, int size, int moves_played, engine::Player to_move) const;
};

// What a finished playout is worth to the tree beyond who won it: a share
// of its value decided by the margin, so that among moves that win alike
// the search prefers those that win by more (and, behind, those that lose
// by less). Pachi's val_scale and Fuego's score modification are this
// term; both keep it small, since a margin says less about winning than
// the win itself.
struct ScoreTerm {
  // The share of the value the margin decides: 0, the win alone.
  float weight = 0;
  // The margin at which that share is all given (or all taken), as a share
  // of the board's points: 0.25 is 20 points on 9×9, 90 on 19×19.
  float range = 0.25f;
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
  explicit Outcome(const engine::Game& game, double extra_komi = 0, const ScoreTerm& score = {});

  // Black's margin for a final area score (Black minus White, no komi).
  double black_margin(int area_score) const { return area_score - white_bonus_; }
  // Half wins (kWinValue, kDrawValue or 0) for `player`: who won, alone.
  uint32_t value_for(engine::Player player, int area_score) const;
  // Black's value in wins, 0 to 1: (1 - w) · the win (1, 0.5 or 0) plus
  // w · the margin mapped linearly onto [0, 1] over [-range, +range] points
  // and clamped there, for the score term's weight w. The win alone when w
  // is 0.
  double black_value(int area_score) const;

 private:
  double white_bonus_;  // komi + handicap compensation - Black's button
  double score_weight_;
  double score_points_;  // the score term's range in points
};

// A value in wins (0 to 1) as the tree's half wins: rounded up or down at
// random in proportion, so that the counters' expectation is the value
// itself. A value that is a whole number of half wins draws nothing from
// `rng`, so without a score term the generator's sequence is untouched.
uint32_t half_wins(double value, engine::Rng& rng);

}  // namespace kosumi::search
