#pragma once

#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::cli {

// What a drawn board shows besides the stones.
struct BoardMarks {
  engine::Point last_move = engine::kNoPoint;  // drawn in parentheses: (X)
  engine::PointSet dead;                       // dead stones: x, o
  // Who each point counts for (engine::counted_owners), by point index;
  // when given, empty points show b or w for the colour they count for.
  std::vector<engine::Color> owners;
};

// Plain text, or with ANSI colour codes for a terminal that shows them:
// Black's stones and points blue, White's yellow, the last move's
// parentheses red.
enum class BoardPaint { Plain, Colour };

// The board as text for the terminal: column letters and row numbers, X
// for Black, O for White, '.' for an empty point and '+' on a star point,
// the top row first, with the marks.
std::string draw_board(const engine::Board& board, const BoardMarks& marks,
                       BoardPaint paint = BoardPaint::Plain);

// A line that explains the letters of a board drawn with dead stones and
// owners.
inline constexpr std::string_view kCountLegend =
    "X O living stones, x o dead stones, b w empty points counted for Black and White, "
    ". neutral points.";

}  // namespace kosumi::cli
