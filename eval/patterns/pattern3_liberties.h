#pragma once

#include <cstdint>

#include "engine/board.h"
#include "engine/tactics/pattern3.h"
#include "engine/types.h"

namespace kosumi::eval {

// The 3×3 neighbourhood of a candidate move with the liberties of the
// strings next to it: a 24-bit code. Bits 0-15 are the colours of the
// eight neighbours as engine::Pattern3 has them (SW S SE W E NW N NE, two
// bits each: empty, black, white, off the board); bits 16-23 give, two bits
// per adjacent point S W E N, the liberties of the string there: 0 for no
// stone, 1, 2, or 3 for three or more. Codes are written for Black to
// move: White's have their colours exchanged, so "black" reads "own".
using LibertyPattern3 = uint32_t;
inline constexpr int kLibertyPattern3Bits = 24;

// The code of the empty point p, as `to_move` sees it.
LibertyPattern3 liberty_pattern3_at(const engine::Board& board, engine::Point p,
                                    engine::Player to_move);
// Symmetry s (0..7, as engine::pattern3_transform numbers them) of a code.
LibertyPattern3 liberty_pattern3_transform(LibertyPattern3 code, int symmetry);
// The smallest of a code's eight symmetries: one name for a shape and its
// reflections and rotations.
LibertyPattern3 liberty_pattern3_canonical(LibertyPattern3 code);

// The codes an engine::Pattern3 code (Black to move, with atari bits)
// stands for: its colours, one liberty where it has an atari bit, and two
// or three-or-more at every other adjacent stone, each choice once. Writes
// them to `out` (room for 16) and returns how many.
int liberty_pattern3_variants(engine::Pattern3 code, LibertyPattern3* out);

}  // namespace kosumi::eval
