#pragma once

#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::facade {

// Points in the order GTP lists them: row 1 from A to the right, then row 2
// and so on.

// Every point of the board.
std::vector<engine::Point> board_points(const engine::Board& board);
// The points holding `color`.
std::vector<engine::Point> points_with(const engine::Board& board, engine::Color color);
// The points of the board that are in `set`.
std::vector<engine::Point> points_in(const engine::Board& board, const engine::PointSet& set);
// `stones` grouped by the string each belongs to, strings in the order of
// their first stone, stones in the order given.
std::vector<std::vector<engine::Point>> strings_of(const engine::Board& board,
                                                   const std::vector<engine::Point>& stones);
// "C3 G7": vertices separated by spaces; "" for none.
std::string vertex_list(const std::vector<engine::Point>& points, int size);

}  // namespace kosumi::facade
