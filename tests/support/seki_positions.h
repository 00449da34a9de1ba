#pragma once

#include <string>
#include <string_view>
#include <vector>

// Seki positions built by hand, and two look-alikes that are no seki, for
// the seki finder, the settlement, GTP's final_status_list and the
// comparison with GNU Go. Every group outside the seki is alive with eyes
// of its own; results are for komi 0, Black to move.
namespace kosumi::test {

struct SekiPosition {
  std::string_view name;
  std::string_view diagram;
  // Every stone in seki, in GTP order (row 1 first, left to right); empty
  // for a look-alike.
  std::vector<std::string_view> seki;
  std::string_view dead;  // one stone of a group that is dead, or empty
  std::string_view chinese_result;
  std::string_view japanese_result;
};

// No seki (issue 32): Black's A3-D6 and White's B3-E6 share C5, and
// filling it is a self-atari for either, but each can connect out at will:
// Black through its territory A1-E3, White through the eye E7 that it
// shares with its living top group. Both are alive, C5 is dame. Counting
// them as seki made every region they touch neutral under territory
// counting: Black's whole lower left.
inline constexpr std::string_view kConnectableLookAlike = R"(
  . O . O . O . O .
  O O O O O O O O O
  O O O O . O X X X
  X X X X O X X . X
  X O . O O X X X X
  X O O O X X . X .
  X O X X . X X X X
  . X . . . X . X .
  . . . . . X X X X)";

inline const std::vector<SekiPosition>& seki_positions() {
  static const std::vector<SekiPosition> positions = {
      // White's column C and Black's columns D-E have no eye and share the
      // liberties D1 and D7; filling either is a self-atari of a long
      // string. Black: 22 stones, 4 eyes; White 17 stones, 4 eyes.
      {"no eyes, two shared liberties",
       R"(
         . X O . X O .
         X X O X X O O
         . X O X X O .
         X X O X X O O
         . X O X X O .
         X X O X X O O
         . X O . X O .)",
       {"C1", "E1", "C2", "D2", "E2", "C3", "D3", "E3", "C4", "D4", "E4", "C5", "D5", "E5", "C6",
        "D6", "E6", "C7", "E7"},
       "",
       "B+5",
       "0"},
      // In the corner: White's B9-A8-B8 with the eye A9 and Black's string
      // around it with the eye E9 share the liberty C9.
      {"one eye each, in the corner",
       R"(
         . O . X . X O . .
         O O X X X X O O O
         X X X O O O O O O
         O O O O O O O O O
         . O . O . O . O .
         O O O O O O O O O
         . O . O . O . O .
         O O O O O O O O O
         . O . O . O . O .)",
       {"A7", "B7", "C7", "A8", "B8", "C8", "D8", "E8", "F8", "B9", "D9", "F9"},
       "",
       "W+60",
       "W+17"},
      // On the edge: Black's D9-F8-J7 string (eye E9) and White's H9-J8-H8
      // (eye J9) share G9.
      {"one eye each, on the edge",
       R"(
         . . O X . X . O .
         O O O X X X X O O
         O O O O O O X X X
         O O O O O O O O O
         . O . O . O . O .
         O O O O O O O O O
         . O . O . O . O .
         O O O O O O O O O
         . O . O . O . O .)",
       {"G7", "H7", "J7", "D8", "E8", "F8", "G8", "H8", "J8", "D9", "F9", "H9"},
       "",
       "W+60",
       "W+17"},
      // One eye each where filling a shared liberty looks like a nakade:
      // White's corner group (eye G9, and the lone H9) and Black's H8-J8
      // share H7 and J9. Black's H7 is a self-atari of three stones that
      // would leave a bent three once captured, but White keeps the eye G9
      // besides, so it kills nothing (a 19x19 GNU Go game left this shape).
      {"one eye each, the filling a false nakade",
       R"(
         . X . X X O . O .
         X X X X O O O X X
         . X . X O O O . O
         X X X X X X O O O
         . X . X X X X X X
         X X X X X X X X X
         . X . X . X . X .
         X X X X X X X X X
         . X . X . X . X .)",
       {"G6", "H6", "J6", "E7", "F7", "G7", "J7", "E8", "F8", "G8", "H8", "J8", "F9", "H9"},
       "",
       "B+53",
       "B+16"},
      // The first shape stretched over a 19x19 board: 55 stones in seki.
      // The rest of the board is strips of living groups, each a solid
      // column beside a column of eyes.
      {"large seki on 19x19",
       R"(
         . X O . X O O . O X . X O . O X . X .
         X X O X X O O O O X X X O O O X X X X
         . X O X X O O . O X . X O . O X . X .
         X X O X X O O O O X X X O O O X X X X
         . X O X X O O . O X . X O . O X . X .
         X X O X X O O O O X X X O O O X X X X
         . X O X X O O . O X . X O . O X . X .
         X X O X X O O O O X X X O O O X X X X
         . X O X X O O . O X . X O . O X . X .
         X X O X X O O O O X X X O O O X X X X
         . X O X X O O . O X . X O . O X . X .
         X X O X X O O O O X X X O O O X X X X
         . X O X X O O . O X . X O . O X . X .
         X X O X X O O O O X X X O O O X X X X
         . X O X X O O . O X . X O . O X . X .
         X X O X X O O O O X X X O O O X X X X
         . X O X X O O . O X . X O . O X . X .
         X X O X X O O O O X X X O O O X X X X
         . X O . X O O . O X . X O . O X . X .)",
       {"C1",  "E1",  "C2",  "D2",  "E2",  "C3",  "D3",  "E3",  "C4",  "D4",  "E4",
        "C5",  "D5",  "E5",  "C6",  "D6",  "E6",  "C7",  "D7",  "E7",  "C8",  "D8",
        "E8",  "C9",  "D9",  "E9",  "C10", "D10", "E10", "C11", "D11", "E11", "C12",
        "D12", "E12", "C13", "D13", "E13", "C14", "D14", "E14", "C15", "D15", "E15",
        "C16", "D16", "E16", "C17", "D17", "E17", "C18", "D18", "E18", "C19", "E19"},
       "",
       "B+55",
       "B+20"},
      // No seki: White's ring has the squared-four space C3-D4 with two
      // black stones in it. Black's self-atari at D4 or C3 is a nakade, not
      // a blocked point: White is dead.
      {"squared four with two stones inside: dead, no seki",
       R"(
         . X . X . X .
         X X X X X X X
         X O O O O X .
         X O X . O X X
         X O . X O X .
         X O O O O X X
         . X X X X X .)",
       {},
       "B2",
       "B+49",
       "B+34"},
      // No seki: White's ring and Black's D4 share the liberties C4 and
      // E4, but Black's self-atari there leaves White a straight three
      // with its vital point taken. The old test of a blocked point (any
      // self-atari) called this a seki of the dead ring and the stone.
      {"straight three with a stone on the vital point: dead, no seki",
       R"(
         . X . X . X .
         X X X X X X X
         X O O O O O X
         X O . X . O X
         X O O O O O X
         X X X X X X X
         . X . X . X .)",
       {},
       "B3",
       "B+49",
       "B+34"},
  };
  return positions;
}

}  // namespace kosumi::test
