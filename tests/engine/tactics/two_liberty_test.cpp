#include "engine/tactics/two_liberty.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

// A capturing race: Black B2-C2 (liberties B1, C1) against White B3-C3
// (liberties B4, C4). White A2 is in atari; White D2 has two liberties.
constexpr const char* kSemeai = R"(
  . . . . . . .
  . . . . . . .
  . . . . . . .
  . . . . . . .
  X O O X . . .
  O X X O . . .
  . . . . . . .)";

std::vector<Point> moves_of(const Board& b, const char* stone, Player to_move) {
  Point out[kMaxTwoLibertyMoves];
  const int n = two_liberty_moves(b, at(b, stone), to_move, out);
  return {out, out + n};
}

bool has(const std::vector<Point>& moves, Point p) {
  return std::find(moves.begin(), moves.end(), p) != moves.end();
}

TEST(TwoLiberty, AttackerAtarisOnEitherLibertyWhenNoExtensionEscapes) {
  const Board b = parse_board(kSemeai);
  const std::vector<Point> moves = moves_of(b, "B3", Player::Black);
  EXPECT_EQ(moves.size(), 2u);
  EXPECT_TRUE(has(moves, at(b, "B4")));
  EXPECT_TRUE(has(moves, at(b, "C4")));
}

TEST(TwoLiberty, DefenderCapturesAndAtarisTheStringsAroundIt) {
  const Board b = parse_board(kSemeai);
  const std::vector<Point> moves = moves_of(b, "B2", Player::Black);
  EXPECT_TRUE(has(moves, at(b, "A1")));  // captures A2
  EXPECT_TRUE(has(moves, at(b, "B4")));  // the race
  EXPECT_TRUE(has(moves, at(b, "C4")));
  EXPECT_TRUE(has(moves, at(b, "E2")));  // D2 cannot escape at D1
  // D1 lets D2 out at E2; B1 and C1 gain nothing.
  EXPECT_FALSE(has(moves, at(b, "D1")));
  EXPECT_FALSE(has(moves, at(b, "B1")));
  EXPECT_FALSE(has(moves, at(b, "C1")));
}

// A string of two liberties that can run out to open ground is not worth an
// atari from either side.
TEST(TwoLiberty, StringThatEscapesEitherWayIsNotAttacked) {
  const Board b = parse_board(R"(
    . . . . . . .
    . . . . . . .
    . . . X . . .
    . . X O . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .)");
  EXPECT_TRUE(moves_of(b, "D4", Player::Black).empty());
}

// Defending by extending: E4 leads to open ground, D3 between White's
// stones leaves two liberties.
TEST(TwoLiberty, DefenderExtendsToThreeLiberties) {
  const Board b = parse_board(R"(
    . . . . . . .
    . . . . . . .
    . . . O . . .
    . . O X . . .
    . . O . O . .
    . . . . . . .
    . . . . . . .)");
  const std::vector<Point> moves = moves_of(b, "D4", Player::Black);
  EXPECT_TRUE(has(moves, at(b, "E4")));
  EXPECT_FALSE(has(moves, at(b, "D3")));
}

}  // namespace
}  // namespace kosumi::engine
