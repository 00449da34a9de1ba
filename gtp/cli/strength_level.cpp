#include "gtp/cli/strength_level.h"

#include <array>

#include "gtp/facade/go_player.h"

namespace kosumi::cli {
namespace {

// The move temperatures of levels 1, 2 and 3: at 1 a move is played as often
// as the search visited it; at 0.25 (visits to the fourth power) nearly
// always the best. Chosen so that level 1 often plays a second-rate move
// while the levels above become the search's own choice by degrees.
constexpr std::array<double, 3> kLowLevelTemperatures = {1.0, 0.5, 0.25};

}  // namespace

StrengthLevel strength_level(int level) {
  if (level >= kMaxLevel) return {};
  StrengthLevel settings;
  // A geometric scale: level 9 plays at half the default playouts, level 1
  // at 1/512 of them (19 playouts).
  settings.playouts = facade::GoPlayer::kDefaultPlayouts >> (kMaxLevel - level);
  const auto low = static_cast<size_t>(level - kMinLevel);
  if (low < kLowLevelTemperatures.size()) settings.move_temperature = kLowLevelTemperatures[low];
  return settings;
}

}  // namespace kosumi::cli
