// Stand-in time control: an even share of the time left, replaced by the
// real search's TimeManager at merge.
#include "search/time_control.h"

#include <algorithm>

namespace kosumi::search {

void TimeManager::set_settings(const TimeSettings& settings) {
  settings_ = settings;
  clocks_ = {};
}

void TimeManager::set_time_left(engine::Player player, double seconds, int stones) {
  clocks_[static_cast<size_t>(engine::player_index(player))] = {seconds, stones, true};
}

double TimeManager::budget(engine::Player player, int board_size, int move_number) const {
  if (settings_.kind == TimeSettings::Kind::None) return 0;
  const Clock& clock = clocks_[static_cast<size_t>(engine::player_index(player))];
  const double left = clock.known ? clock.seconds : settings_.main_time;
  // Moves this player still expects to make: half the board, at least ten.
  const int moves_left = std::max(10, (board_size * board_size - move_number) / 2);
  const double safety = 0.8;
  // In byo-yomi `stones` counts the stones of a Canadian block, or the
  // periods left in Japanese byo-yomi, where `left` is one period.
  if (clock.stones > 0) {
    return settings_.kind == TimeSettings::Kind::Japanese ? safety * left
                                                          : safety * left / clock.stones;
  }
  double share = left / moves_left;
  if (settings_.kind == TimeSettings::Kind::Japanese) share += safety * settings_.byoyomi_time;
  if (settings_.kind == TimeSettings::Kind::Canadian && settings_.byoyomi_stones > 0) {
    share += safety * settings_.byoyomi_time / settings_.byoyomi_stones;
  }
  return std::max(0.01, std::min(share, safety * std::max(left, settings_.byoyomi_time)));
}

}  // namespace kosumi::search
