#pragma once

#include <string>
#include <string_view>

#include "engine/board.h"

namespace kosumi::engine {

// Board diagrams: one line per row, top row first; 'X' or '#' for Black,
// 'O' for White, '.' or '+' for empty; spaces are ignored. The number of rows
// gives the size. Stones are placed without captures: a diagram whose string
// has no liberty, or whose rows differ in length, throws
// std::invalid_argument naming the problem.
Board parse_board(std::string_view diagram);

// The board drawn with column letters and row numbers, X for Black, O for
// White, '.' for empty and '+' on star points, top row first.
std::string board_to_string(const Board& board);

}  // namespace kosumi::engine
