#pragma once

#include <bit>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::engine {

// Exact liberties around a move that has not been played, for the tactics
// and the playout policy. Each walks only the strings next to the move, and
// stops as soon as `limit` liberties are found, so asking "one or more than
// one?" of a move on open ground costs a few loads.

// The most liberties a caller may ask liberties_after_move for.
inline constexpr int kMaxCountedLiberties = 8;

// The liberties pl's string at p would have after pl plays p: p's empty
// neighbours, the other liberties of the own strings it joins, and the
// points its captures free next to the joined string. Counts no further
// than `limit` (1 to kMaxCountedLiberties) and writes the liberties found
// to `out` when it is not null: `out` must have room for `limit` points.
// A count below `limit` comes with all its liberties in `out`; a count of
// `limit` may come with fewer, when a joined string's pseudo-liberties
// prove it without a walk. Precondition: p is empty.
int liberties_after_move(const Board& board, Player pl, Point p, int limit, Point* out = nullptr);

// Whether pl may play p, the last liberty of an enemy string in atari: the
// move captures, so it is never suicide, and only simple ko can forbid it.
// The same answer as Board::is_legal there, without the suicide test.
inline bool may_capture_at(const Board& board, Player pl, Point p) {
  return !board.is_ko_banned(pl, p);
}

// True when a stone of pl at p captures: an enemy string next to p is in
// atari (its last liberty is then p). Precondition: p is empty. Inline, as
// is neighbour_strings: every rule of the heavy playouts asks them, mostly
// of points where the answer takes a load or two.
inline bool move_captures(const Board& board, Player pl, Point p) {
  unsigned enemy = board.neighbour_mask(p, stone_of(opponent(pl)));
  for (; enemy != 0; enemy &= enemy - 1) {
    if (board.in_atari(board.neighbour(p, std::countr_zero(enemy)))) return true;
  }
  return false;
}

// The distinct strings of colour c next to p, by head; returns how many
// (at most four).
inline int neighbour_strings(const Board& board, Point p, Color c, Point (&heads)[4]) {
  unsigned mask = board.neighbour_mask(p, c);
  int n = 0;
  for (; mask != 0; mask &= mask - 1) {
    const Point h = board.string_head(board.neighbour(p, std::countr_zero(mask)));
    if (!contains(heads, n, h)) heads[n++] = h;
  }
  return n;
}

// The enemy strings in atari that touch the string of `stone`, by head,
// at most `max`; returns how many. Playing on such a string's liberty
// captures it.
int adjacent_strings_in_atari(const Board& board, Point stone, Point* heads, int max);

// Stones in pl's string at p after pl plays p: one plus the own strings it
// joins. Precondition: p is empty.
int string_size_after_move(const Board& board, Player pl, Point p);

}  // namespace kosumi::engine
