#pragma once

#include <string_view>

// Positions whose life hangs on a ko, built by hand, for the life reader
// and the settlement.
namespace kosumi::test {

// A ten thousand year ko (mannen ko) in the top left corner: White's
// B8-C8-C9 and A9 inside Black's eight stones A8-E9, which share D8 and D9
// with them and keep F9 outside. Black takes A9 from B9, but must then fill
// D8 before White's string is in atari, and White takes back first; White
// starting with D8 lets Black take A9 with White's string in atari; White
// connecting at B9 makes seki. Alive or seki when White wins every ko, dead
// when Black does: neither side is proven right. GNU Go's owl reading calls
// it a ko both ways (owl_attack B8 and owl_defend B8 answer ko).
inline constexpr std::string_view kTenThousandYearKo = R"(
  O . O . X . O . .
  X O O . X O O . .
  X X X X X O . O .
  O O O O O O O O O
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .)";

}  // namespace kosumi::test
