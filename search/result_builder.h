#pragma once

#include <cstdint>
#include <vector>

#include "engine/game.h"
#include "engine/types.h"
#include "search/node_arena.h"
#include "search/search.h"

namespace kosumi::search {

// Reads the result off the tree: the root children the game allows, most
// visited first (equal visits: the higher prior first), with the first as
// the best move, and the principal
// variation below it. Safe while the search runs (statistics may lag by the
// simulations in flight).
SearchResult read_result(const NodeArena& arena, const std::vector<bool>& root_allowed);

// Settles what to play from a finished search's result: passes when the
// opponent has just passed and passing wins about as often as the best move
// (the playouts after our pass then agree that the board is decided), and
// marks a resignation when the best win rate is below the threshold after
// enough simulations. `root_visits` counts the tree's simulations through
// the root, reused ones included.
void choose_move(SearchResult& result, const engine::Game& game, const SearchOptions& options,
                 int64_t root_visits);

}  // namespace kosumi::search
