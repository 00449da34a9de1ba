#include "search/time_control.h"

#include <algorithm>

namespace kosumi::search {
namespace {

// Moves a game lasts, both players together, as a share of the board's
// points: about 250 on 19×19 and 65 on 9×9 in engine games.
constexpr double kGameLengthPerPoint = 0.7;
// Main time is never spread over fewer of our own moves than this, nor
// fewer than this share of the board's points (36 on 19×19), so a game that
// runs past its expected length still has time left: its clock shrinks by
// a small share a move rather than running dry.
constexpr double kMinMovesLeft = 15;
constexpr double kMinMovesLeftPerPoint = 0.1;

double own_moves_left(int board_size, int move_number) {
  const double points = static_cast<double>(board_size) * board_size;
  const double game_length = kGameLengthPerPoint * points;
  return std::max({kMinMovesLeft, kMinMovesLeftPerPoint * points, (game_length - move_number) / 2});
}

// Seconds a move may use of one byo-yomi period of `period` seconds.
double usable_in_period(double period) {
  return period * (1 - TimeManager::kPeriodReserve) - TimeManager::kLatencyMargin;
}

}  // namespace

void TimeManager::set_settings(const TimeSettings& settings) {
  settings_ = settings;
  clocks_ = {};
  last_moves_ = {};
  lag_ = 0;
}

void TimeManager::set_time_left(engine::Player player, double seconds, int stones) {
  const auto index = static_cast<size_t>(engine::player_index(player));
  const Clock now{std::max(0.0, seconds), std::max(0, stones), true};
  LastMove& last = last_moves_[index];
  // A sample only from main time to main time with one move of ours
  // between: there the clock fell by exactly what the move cost (less a
  // Fischer increment, which came back after it).
  if (last.spent >= 0 && last.clock.known && last.clock.stones == 0 && now.stones == 0) {
    const double refund = settings_.kind == TimeSettings::Kind::Fischer ? settings_.increment : 0;
    const double cost = last.clock.seconds - now.seconds + refund;
    if (cost >= 0) {
      const double sample = std::clamp(cost - last.spent, 0.0, kMaxLag);
      lag_ = std::max(lag_ * kLagDecay, sample);
    }
  }
  clocks_[index] = now;
  last = {now, -1};
}

void TimeManager::record_move(engine::Player player, double seconds) {
  last_moves_[static_cast<size_t>(engine::player_index(player))].spent = std::max(0.0, seconds);
}

TimeManager::Clock TimeManager::clock_of(engine::Player player) const {
  const Clock& c = clocks_[static_cast<size_t>(engine::player_index(player))];
  if (c.known) return c;
  if (settings_.main_time > 0 || settings_.kind == TimeSettings::Kind::Absolute ||
      settings_.kind == TimeSettings::Kind::Fischer) {
    return {settings_.main_time, 0, true};
  }
  const int stones = settings_.kind == TimeSettings::Kind::Canadian ? settings_.byoyomi_stones
                                                                    : settings_.byoyomi_periods;
  return {settings_.byoyomi_time, std::max(1, stones), true};
}

TimeBudget TimeManager::budget(engine::Player player, int board_size, int move_number) const {
  if (settings_.kind == TimeSettings::Kind::None) return {};
  const Clock c = clock_of(player);
  const double moves_left = own_moves_left(board_size, move_number);
  const double main_left = c.seconds - kLatencyMargin;
  // What one move may take in byo-yomi: a period (Japanese) or its part of
  // a block (Canadian); 0 without byo-yomi.
  double byoyomi_share = 0;
  if (settings_.kind == TimeSettings::Kind::Japanese && settings_.byoyomi_periods > 0 &&
      settings_.byoyomi_time > 0) {
    byoyomi_share = std::max(0.0, usable_in_period(settings_.byoyomi_time));
  }
  if (settings_.kind == TimeSettings::Kind::Canadian && settings_.byoyomi_stones > 0 &&
      settings_.byoyomi_time > 0) {
    byoyomi_share =
        std::max(0.0, usable_in_period(settings_.byoyomi_time / settings_.byoyomi_stones));
  }
  double target = 0;
  double hard = 0;  // what the clock allows this move
  switch (settings_.kind) {
    case TimeSettings::Kind::None:
      return {};
    case TimeSettings::Kind::Absolute:
      target = main_left / moves_left;
      hard = main_left * kMaxMainShare;
      break;
    case TimeSettings::Kind::Japanese:
      if (c.stones == 0) {
        target = main_left / moves_left + byoyomi_share;
        hard = main_left * kMaxMainShare + byoyomi_share;
      } else {
        target = hard = usable_in_period(std::min(c.seconds, settings_.byoyomi_time));
      }
      break;
    case TimeSettings::Kind::Canadian:
      if (c.stones == 0) {
        target = main_left / moves_left + byoyomi_share;
        hard = main_left * kMaxMainShare + byoyomi_share;
      } else {
        // Each stone left in the block pays its own latency; a move past
        // its share leaves every later stone of the block at least half
        // of one.
        const double block = c.seconds * (1 - kPeriodReserve) - kLatencyMargin * c.stones;
        target = block / c.stones;
        hard = block - (c.stones - 1) * target / 2;
      }
      break;
    case TimeSettings::Kind::Fischer: {
      const double increment_share = settings_.increment * (1 - kPeriodReserve);
      target = main_left / moves_left + increment_share;
      hard =
          std::min(main_left * kMaxMainShare + increment_share, main_left * (1 - kPeriodReserve));
      if (settings_.max_per_move > 0) {
        hard = std::min(hard, usable_in_period(settings_.max_per_move));
      }
      break;
    }
  }
  // The lag comes on top of every move's search.
  target -= lag_;
  hard -= lag_;
  // With the clock all but gone a move still searches, for a share of what
  // is left: a fixed minimum would drain the last second in a few moves.
  const double floor =
      std::max(kEmergencyFloor, std::min(kMinimumBudget, kEmergencyShare * c.seconds));
  target = std::max(std::min(target, hard), floor);
  const double maximum = std::max(std::min(target * kExtension, hard), target);
  return {target, maximum};
}

}  // namespace kosumi::search
