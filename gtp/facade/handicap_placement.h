#pragma once

#include <vector>

#include "engine/types.h"

namespace kosumi::facade {

// Where the engine puts `stones` free handicap stones (GTP
// place_free_handicap): the fixed points while they suffice, then further
// points spread over the board. Empty when the count is off 2..size²-1.
std::vector<engine::Point> free_handicap_points(int size, int stones);

}  // namespace kosumi::facade
