#include "engine/tactics/semeai.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

// A race at three liberties: Black A2-C2 (liberties A1, B1, C1) against
// White A3-C3 (liberties A4, B4, C4).
constexpr const char* kRace = R"(
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  O O O X . . . . .
  X X X O . . . . .
  . . . . . . . . .)";

std::vector<Point> race_moves(const Board& b, const char* stone, Player to_move) {
  Point libs[4];
  EXPECT_EQ(b.liberties_up_to(at(b, stone), 4, libs), 3);
  Point out[kMaxRaceMoves];
  const int n = three_liberty_race_moves(b, at(b, stone), libs, to_move, out);
  std::vector<Point> moves(out, out + n);
  std::sort(moves.begin(), moves.end());
  return moves;
}

std::vector<Point> points(const Board& b, std::initializer_list<const char*> names) {
  std::vector<Point> out;
  for (const char* name : names)
    out.push_back(at(b, name));
  std::sort(out.begin(), out.end());
  return out;
}

TEST(ThreeLibertyRace, FillsTheEnemysLiberties) {
  const Board b = parse_board(kRace);
  EXPECT_EQ(race_moves(b, "A2", Player::Black), points(b, {"A4", "B4", "C4"}));
}

TEST(ThreeLibertyRace, LeavesOutABadSelfAtari) {
  // White A1 would stand in atari on the edge, outside any eye of its own.
  const Board b = parse_board(kRace);
  EXPECT_EQ(race_moves(b, "A3", Player::White), points(b, {"B1", "C1"}));
}

TEST(ThreeLibertyRace, LeavesOutLongerStringsAndSharedLiberties) {
  // White A3-C3 has four liberties with D3 empty, White D2-E2 five: no
  // race of three.
  const Board longer = parse_board(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    O O O . . . .
    X X X O O . .
    . . . . . . .)");
  EXPECT_TRUE(race_moves(longer, "A2", Player::Black).empty());
  // Black A2-B2 (A1, B1, C2) and White A3-C3 (B4, C4, C2) share C2,
  // which Black does not fill.
  const Board shared = parse_board(R"(
    . . . . .
    X . . . .
    O O O X .
    X X . . .
    . . . . .)");
  EXPECT_EQ(race_moves(shared, "A2", Player::Black), points(shared, {"B4", "C4"}));
}

}  // namespace
}  // namespace kosumi::engine
