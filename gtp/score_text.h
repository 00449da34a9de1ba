#pragma once

#include <string>

#include "engine/counting.h"
#include "engine/game.h"

namespace kosumi::gtp {

// A count broken down into what makes it under the game's rules, e.g.
// "Black 45 = 40 stones + 5 territory; White 41.5 = 30 stones + 4 territory
// + 7.5 komi; B+3.5" (area counting) or with territory and prisoners
// (territory counting). Handicap compensation and the button are named when
// they count.
std::string score_breakdown(const engine::Score& score, const engine::Game& game);

}  // namespace kosumi::gtp
