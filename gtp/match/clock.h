#pragma once

#include "gtp/match/options.h"

namespace kosumi::match {

// One player's clock in a match game: main time, then Canadian byo-yomi
// (BYOYOMI seconds for every STONES moves, the period restarting when they
// are played). The move during which main time runs out opens the first
// period and counts as one of its stones, as on a game clock.
class MatchClock {
 public:
  explicit MatchClock(const MatchTimeControl& time);

  // Seconds the next move may take before the flag falls.
  double seconds_until_flag() const;
  // What GTP time_left reports: seconds left in main time (stones 0) or in
  // the current byo-yomi period and the stones still to play in it.
  double time_left() const { return in_byoyomi_ ? period_left_ : main_left_; }
  int stones_left() const { return in_byoyomi_ ? stones_left_ : 0; }
  bool in_byoyomi() const { return in_byoyomi_; }

  // Charges a move that took `seconds`. False when the flag fell: the move
  // came too late and the clock stays as it was.
  bool charge(double seconds);

 private:
  MatchTimeControl time_;
  double main_left_;
  bool in_byoyomi_ = false;
  double period_left_ = 0;
  int stones_left_ = 0;
};

}  // namespace kosumi::match
