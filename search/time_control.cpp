#include "search/time_control.h"

#include <algorithm>
#include <cmath>
#include <utility>

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

// A move's weight in the spread of main time (TimeAllocation), and its
// integral from move 0 to `move`, for a game of `length` moves whose endgame
// starts at move `start`.
struct PhaseWeights {
  double start;
  double length;
  double endgame_weight;

  double at(double move) const {
    if (move <= start) return 1;
    if (move >= length) return endgame_weight;
    return 1 - (1 - endgame_weight) * (move - start) / (length - start);
  }
  double integral(double move) const {
    if (move <= start) return move;
    const double ramp = std::min(move, length) - start;
    const double slope = length > start ? (1 - endgame_weight) / (length - start) : 0;
    return start + ramp - slope * ramp * ramp / 2 + endgame_weight * std::max(0.0, move - length);
  }
};

// The own moves left, each counted at its weight against this move's: main
// time divided by it is this move's share.
double own_moves_left(int board_size, int move_number, const TimeAllocation& allocation) {
  const double points = static_cast<double>(board_size) * board_size;
  const double game_length = kGameLengthPerPoint * points;
  const PhaseWeights weights{std::min(allocation.endgame_start * points, game_length), game_length,
                             allocation.endgame_weight};
  const double move = move_number;
  // Every second move of those to the game's end is one's own.
  const double left =
      std::max(0.0, weights.integral(game_length) - weights.integral(move)) / 2 / weights.at(move);
  return std::max({kMinMovesLeft, kMinMovesLeftPerPoint * points, left});
}

// Seconds a move may use of one byo-yomi period of `period` seconds.
double usable_in_period(double period) {
  return period * (1 - TimeManager::kPeriodReserve) - TimeManager::kLatencyMargin;
}

}  // namespace

void TimeManager::set_settings(const TimeSettings& settings) {
  settings_ = settings;
  clocks_ = {};
  lags_ = {};
}

void TimeManager::set_time_left(engine::Player player, double seconds, int stones) {
  const auto index = static_cast<size_t>(engine::player_index(player));
  const Clock now{std::max(0.0, seconds), std::max(0, stones), true};
  clocks_[index] = now;
  LagAccount& account = lags_[index];
  const double pending = std::exchange(account.pending, -1);
  // Byo-yomi resets its clock every period: only main time keeps count.
  if (now.stones > 0) {
    account = {};
    return;
  }
  const bool whole = now.seconds == std::floor(now.seconds);
  if (!account.open || now.seconds > account.last_clock + settings_.increment) {
    account = {now.seconds, now.seconds, 0, 0, 0, whole, true, -1};
    return;
  }
  account.last_clock = now.seconds;
  account.whole_seconds = account.whole_seconds && whole;
  if (pending < 0) return;  // a report repeated without a move between
  account.searched += pending;
  if (settings_.kind == TimeSettings::Kind::Fischer) account.refunds += settings_.increment;
  ++account.moves;
}

void TimeManager::record_move(engine::Player player, double seconds, double allowed) {
  const double own = allowed > 0 ? std::min(seconds, allowed) : seconds;
  lags_[static_cast<size_t>(engine::player_index(player))].pending = std::max(0.0, own);
}

double TimeManager::lag(engine::Player player) const {
  const LagAccount& a = lags_[static_cast<size_t>(engine::player_index(player))];
  if (a.moves == 0) return 0;
  // A whole-second clock may have fallen by up to a second less than the
  // moves cost; the lag is not charged for that second.
  const double rounding = a.whole_seconds ? 1 : 0;
  const double cost = a.first_clock - a.last_clock + a.refunds;
  return std::clamp((cost - a.searched - rounding) / a.moves, 0.0, kMaxLag);
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

TimeBudget TimeManager::budget(engine::Player player, int board_size, int move_number,
                               const TimeAllocation& allocation) const {
  if (settings_.kind == TimeSettings::Kind::None) return {};
  const Clock c = clock_of(player);
  const double moves_left = own_moves_left(board_size, move_number, allocation);
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
  const double move_lag = lag(player);
  target -= move_lag;
  hard -= move_lag;
  // With the clock all but gone a move still searches, for a share of what
  // is left: a fixed minimum would drain the last second in a few moves.
  const double floor =
      std::max(kEmergencyFloor, std::min(kMinimumBudget, kEmergencyShare * c.seconds));
  target = std::max(std::min(target, hard), floor);
  const double maximum = std::max(std::min(target * kExtension, hard), target);
  return {target, maximum};
}

}  // namespace kosumi::search
