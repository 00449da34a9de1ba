#pragma once

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::engine {

// Nakade: an eye space that one stone at its vital point reduces to a
// single eye. The killing shapes of three to six points are told apart by
// how many neighbours inside the space each point has (its degree):
//
//   straight or bent three   degrees 2 1 1          vital: the 2
//   pyramid four             3 1 1 1                vital: the 3
//   bulky five               3 2 2 2 1              vital: the 3
//   cross five               4 1 1 1 1              vital: the 4
//   rabbity six              4 2 2 2 1 1            vital: the 4
//
// Other shapes of that size (straight, bent and square four, the long
// fives and sixes) either live with correct play or are dead already
// without a move inside, so they have no vital point here.

inline constexpr int kMinNakadeSpace = 3;
inline constexpr int kMaxNakadeSpace = 6;

// The vital point of the empty region containing `inside` when that region
// is a killing shape of three to six points enclosed by stones of one
// colour (and the edge); kNoPoint otherwise. Both sides want the point:
// the enclosing side makes two eyes there, the other kills. Precondition:
// `inside` is empty.
Point nakade_vital_point(const Board& board, Point inside);

// True when `size` points whose degrees within their region are
// `degrees` (any order) form one of the killing shapes above.
bool is_killing_shape(const int* degrees, int size);

}  // namespace kosumi::engine
