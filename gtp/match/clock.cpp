#include "gtp/match/clock.h"

namespace kosumi::match {

MatchClock::MatchClock(const MatchTimeControl& time) : time_(time), main_left_(time.main_seconds) {}

double MatchClock::seconds_until_flag() const {
  if (in_byoyomi_) return period_left_;
  return main_left_ + (time_.has_byoyomi() ? time_.byoyomi_seconds : 0);
}

bool MatchClock::charge(double seconds) {
  if (seconds > seconds_until_flag()) return false;
  if (!in_byoyomi_) {
    if (seconds <= main_left_) {
      main_left_ -= seconds;
      return true;
    }
    seconds -= main_left_;
    main_left_ = 0;
    in_byoyomi_ = true;
    period_left_ = time_.byoyomi_seconds;
    stones_left_ = time_.byoyomi_stones;
  }
  period_left_ -= seconds;
  if (--stones_left_ == 0) {
    period_left_ = time_.byoyomi_seconds;
    stones_left_ = time_.byoyomi_stones;
  }
  return true;
}

}  // namespace kosumi::match
