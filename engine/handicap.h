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
// The star points a drawn board marks: the nine fixed handicap points from
// 13x13 up, the four corner points and the centre on smaller odd boards (the
// five marked on a 9x9 board), the four corner points on 7x7 and even sizes;
// none below 7x7.
std::vector<Point> star_points(int size);

}  // namespace kosumi::engine
