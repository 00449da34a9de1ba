#pragma once

#include <string>

#include "engine/types.h"
#include "search/search.h"

namespace kosumi::gtp {

// GoGui's graphics commands (the `gfx` analyze type and the `gogui-gfx:`
// live graphics), one per line, for a search of a position with `to_move`
// to play.

// The most visited moves labelled with their win rates in percent, the
// best one marked with a square, and a status line with visits.
std::string best_moves_gfx(const search::SearchResult& result, int board_size);
// The principal variation as numbered stones and a status line with the
// playouts so far.
std::string variation_gfx(const search::SearchResult& result, engine::Player to_move,
                          int board_size);

}  // namespace kosumi::gtp
