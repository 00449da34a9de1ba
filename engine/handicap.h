#pragma once

#include <vector>

#include "engine/types.h"

namespace kosumi::engine {

// Fixed handicap placement as in the GTP version 2 specification: stones on
// the third line (boards up to 12) or fourth line (13 and up), in the order
// lower-left/upper-right corners, upper-left, lower-right, then the centre
// (odd counts of five and more), the left/right and bottom/top side points.
// Valid for boards 7×7 and larger, 2..4 stones on 7×7 and even sizes, 2..9 on
// other odd sizes.
int max_fixed_handicap(int size);
// Empty when the count is not valid for the size.
std::vector<Point> fixed_handicap_points(int size, int stones);

}  // namespace kosumi::engine
