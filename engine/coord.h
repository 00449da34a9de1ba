#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/types.h"

namespace kosumi::engine {

// Text coordinates as GTP writes them: a column letter A..Z without I, then
// the row number counted from the bottom (A1 is the lower-left corner), or
// "pass".

// "D4", "pass"; "?" for kNoPoint.
std::string point_to_string(Point p, int size);
// Case-insensitive. nullopt for bad syntax or a point off a board of `size`.
std::optional<Point> parse_point(std::string_view text, int size);
// The column letter of column x (0-based).
char column_letter(int x);

}  // namespace kosumi::engine
