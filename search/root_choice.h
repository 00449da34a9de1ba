#pragma once

#include "engine/random.h"
#include "search/search.h"

namespace kosumi::search {

// Draws the move to play from a finished search's root, for play weaker than
// the search (the strength levels): each visited move other than the pass
// with probability proportional to visits^(1 / temperature), so that 1 plays
// the moves as often as the search visited them and a temperature near 0
// keeps to the most visited one. The best move, its win rate and its
// variation become the drawn move's. The result stays as it is when the
// temperature is not above 0, when the search resigns or passes (the end of
// the game is not left to chance), or when no other move was visited.
void draw_root_move(SearchResult& result, double temperature, engine::Rng& rng);

}  // namespace kosumi::search
