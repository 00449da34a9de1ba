#pragma once

#include <string>

#include "engine/counting.h"
#include "engine/game.h"
#include "eval/settle.h"

namespace kosumi::gtp {

// A count broken down into what makes it under the game's rules, e.g.
// "Black 45 = 40 stones + 5 territory; White 41.5 = 30 stones + 4 territory
// + 7.5 komi; B+3.5" (area counting) or with territory and prisoners
// (territory counting). Handicap compensation and the button are named when
// they count.
std::string score_breakdown(const engine::Score& score, const engine::Game& game);

// The lead the settlement's playouts expect from the position as it is, by
// area: the points each side owned on average, komi and handicap
// compensation included. "Black leads by about 2.8 points", or "White
// ...". Unlike the count, it means something before the end of the game.
std::string expected_lead(const eval::Settlement& settlement, const engine::Game& game);

// "Black" or "White", as the count and the logs write a player.
std::string_view player_title(engine::Player player);
}  // namespace kosumi::gtp
