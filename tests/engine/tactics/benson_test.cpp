#include "engine/tactics/benson.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

bool has(const PointSet& set, const Board& b, const char* name) {
  return set.test(static_cast<size_t>(index(at(b, name))));
}

TEST(Benson, TwoEyesAreUnconditionallyAlive) {
  // One black string with the eyes B2 and D2; White can fill neither.
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    X X X X X
    X . X . X
    X X X X X)");
  const UnconditionalLife life = unconditional_life(b, Player::Black);
  EXPECT_TRUE(has(life.alive, b, "A1"));
  EXPECT_TRUE(has(life.alive, b, "E3"));
  EXPECT_TRUE(has(life.vital, b, "B2"));
  EXPECT_TRUE(has(life.vital, b, "D2"));
  // The open area above has points that are no liberties: not vital.
  EXPECT_FALSE(has(life.vital, b, "A4"));
  EXPECT_FALSE(has(life.vital, b, "A5"));
}

TEST(Benson, ABigEyeAndASmallOneLive) {
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    X X X X X
    X . . X .
    X X X X X)");
  EXPECT_TRUE(has(unconditional_life(b, Player::Black).alive, b, "A1"));
}

TEST(Benson, OneEyeIsNotEnough) {
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    X X X X X
    X . . . X
    X X X X X)");
  EXPECT_TRUE(unconditional_life(b, Player::Black).alive.none());
}

TEST(Benson, TwoStringsWithAnEyeEachDoNotLiveAsOne) {
  // D1-D3 joins the open area, so the two strings share no region.
  const Board b = parse_board(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X . X X X
    X . X . X . X
    X X X . X X X)");
  EXPECT_TRUE(unconditional_life(b, Player::Black).alive.none());
}

TEST(Benson, StringsLiveTogetherThroughSharedEyes) {
  // Three black strings: A2-C2 with B1, D1 alone, E2-G2 with F1. C1 is a
  // liberty of the first two, E1 of the last two: each string has two
  // vital regions, so all three live (White at C1 or E1 is suicide).
  const Board b = parse_board(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X . X X X
    . X . X . X .)");
  const UnconditionalLife life = unconditional_life(b, Player::Black);
  EXPECT_TRUE(has(life.alive, b, "A2"));
  EXPECT_TRUE(has(life.alive, b, "D1"));
  EXPECT_TRUE(has(life.alive, b, "G2"));
  EXPECT_TRUE(has(life.vital, b, "C1"));
  EXPECT_TRUE(has(life.vital, b, "E1"));
  EXPECT_FALSE(has(life.vital, b, "D2"));  // open to the area above
}

TEST(Benson, OpponentStonesInsideAVitalRegionBelongToIt) {
  // White's B1 sits in the region B2-A1-B1, whose empty points B2 and A1
  // are liberties of Black's outer string: the region stays vital, and
  // the white stone in it is inside Black's safe area.
  const Board b = parse_board(R"(
    . . . . .
    X X X X X
    X X . X X
    X . X . X
    . O X . X)");
  const UnconditionalLife life = unconditional_life(b, Player::Black);
  EXPECT_TRUE(has(life.alive, b, "A2"));
  EXPECT_TRUE(has(life.alive, b, "C1"));
  EXPECT_TRUE(has(life.vital, b, "B1"));
  EXPECT_TRUE(has(life.vital, b, "A1"));
  EXPECT_TRUE(unconditional_life(b, Player::White).alive.none());
}

TEST(Benson, WhiteIsJudgedToo) {
  const Board b = parse_board(R"(
    . O . O .
    O O O O O
    . . . . .
    X X X X X
    X . X . X)");
  EXPECT_TRUE(has(unconditional_life(b, Player::White).alive, b, "A4"));
  EXPECT_TRUE(has(unconditional_life(b, Player::White).vital, b, "C5"));
  EXPECT_TRUE(has(unconditional_life(b, Player::Black).alive, b, "A2"));
  EXPECT_FALSE(has(unconditional_life(b, Player::Black).vital, b, "C3"));
}

}  // namespace
}  // namespace kosumi::engine
