#pragma once

#include "engine/board.h"
#include "eval/groups.h"

namespace kosumi::eval {

// Life and death read from the shape of a surrounded group's eye space,
// where playouts are least reliable: random moves fill or miss vital points
// that one reading move settles.
//
// A group is enclosed when every liberty of its strings lies in an empty
// region bordered by its own colour alone (its eye space), so the opponent
// can only play inside. Then, with the opponent to move first (as after
// both players passed):
//   - two or more such regions: alive (the opponent cannot fill two at
//     once, the last point of each being suicide);
//   - one region of one or two points: one eye, dead;
//   - one region that a stone on its vital point reduces to one eye: the
//     killing shapes of engine/tactics/nakade.h (three points, pyramid
//     four, bulky and cross five, rabbity six) and the square four: dead;
//   - one region of any other shape: alive (straight, bent and zigzag four,
//     the other fives and sixes, and anything of seven points or more make
//     two eyes whatever the opponent does first).
// A "dead" verdict also needs the opponent's strings around the group to be
// safe: each has more liberties than the group can gather in its eye space
// (one, two, three, five, eight or twelve for one to six points), else it is
// a capturing race and the verdict is left to the playouts.
enum class EyeSpaceVerdict { Unknown, Alive, Dead };

EyeSpaceVerdict judge_eye_space(const engine::Board& board, const Group& group);

}  // namespace kosumi::eval
