#include "search/time_control.h"

#include <algorithm>

namespace kosumi::search {
namespace {

// Moves a game lasts, both players together, as a share of the board's
// points: about 250 on 19×19 and 65 on 9×9 in engine games.
constexpr double kGameLengthPerPoint = 0.7;
// Main time is never spread over fewer of our own moves than this, so a game
// that runs long still has time left.
constexpr double kMinMovesLeft = 15;

double own_moves_left(int board_size, int move_number) {
  const double game_length = kGameLengthPerPoint * board_size * board_size;
  return std::max(kMinMovesLeft, (game_length - move_number) / 2);
}

// Seconds a move may use of one byo-yomi period of `period` seconds.
double usable_in_period(double period) {
  return period * (1 - TimeManager::kPeriodReserve) - TimeManager::kLatencyMargin;
}

}  // namespace

void TimeManager::set_settings(const TimeSettings& settings) {
  settings_ = settings;
  clocks_ = {};
}

void TimeManager::set_time_left(engine::Player player, double seconds, int stones) {
  clocks_[static_cast<size_t>(engine::player_index(player))] = {std::max(0.0, seconds),
                                                                std::max(0, stones), true};
}

TimeManager::Clock TimeManager::clock_of(engine::Player player) const {
  const Clock& c = clocks_[static_cast<size_t>(engine::player_index(player))];
  if (c.known) return c;
  if (settings_.main_time > 0 || settings_.kind == TimeSettings::Kind::Absolute) {
    return {settings_.main_time, 0, true};
  }
  const int stones = settings_.kind == TimeSettings::Kind::Canadian ? settings_.byoyomi_stones
                                                                    : settings_.byoyomi_periods;
  return {settings_.byoyomi_time, std::max(1, stones), true};
}

double TimeManager::budget(engine::Player player, int board_size, int move_number) const {
  if (settings_.kind == TimeSettings::Kind::None) return 0;
  const Clock c = clock_of(player);
  const double from_main = (c.seconds - kLatencyMargin) / own_moves_left(board_size, move_number);
  double budget = 0;
  switch (settings_.kind) {
    case TimeSettings::Kind::None:
      return 0;
    case TimeSettings::Kind::Absolute:
      budget = std::min(from_main, c.seconds - kLatencyMargin);
      break;
    case TimeSettings::Kind::Japanese: {
      const bool has_periods = settings_.byoyomi_periods > 0 && settings_.byoyomi_time > 0;
      if (c.stones == 0) {
        // In main time a move may also use the first period: once main time
        // runs out, the period starts fresh.
        const double period = has_periods ? usable_in_period(settings_.byoyomi_time) : 0;
        budget = std::min(std::max(from_main, period),
                          c.seconds - kLatencyMargin + std::max(0.0, period));
      } else {
        budget = usable_in_period(std::min(c.seconds, settings_.byoyomi_time));
      }
      break;
    }
    case TimeSettings::Kind::Canadian: {
      const bool has_blocks = settings_.byoyomi_stones > 0 && settings_.byoyomi_time > 0;
      if (c.stones == 0) {
        // In main time a move may also use its share of the first block.
        const double share =
            has_blocks ? usable_in_period(settings_.byoyomi_time / settings_.byoyomi_stones) : 0;
        budget =
            std::min(std::max(from_main, share), c.seconds - kLatencyMargin + std::max(0.0, share));
      } else {
        // Each stone left in the block pays its own latency.
        budget = (c.seconds * (1 - kPeriodReserve) - kLatencyMargin * c.stones) / c.stones;
      }
      break;
    }
  }
  return std::max(budget, kMinimumBudget);
}

}  // namespace kosumi::search
