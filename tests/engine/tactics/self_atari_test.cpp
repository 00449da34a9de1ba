#include "engine/tactics/self_atari.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

// Black B3 is in atari; extending to C3 leaves two stones with one liberty
// (C2) in the open: a blunder.
TEST(SelfAtari, ExtendingIntoAtariInTheOpenIsBad) {
  const Board b = parse_board(R"(
    . . . . .
    . O O . .
    O X . O .
    . O . . .
    . . . . .)");
  EXPECT_TRUE(is_self_atari(b, Player::Black, at(b, "C3")));
  EXPECT_TRUE(is_bad_self_atari(b, Player::Black, at(b, "C3")));
}

TEST(SelfAtari, MoveWithTwoEmptyNeighboursIsNone) {
  const Board b = parse_board(R"(
    . . . . .
    . O O . .
    O X . O .
    . O . . .
    . . . . .)");
  EXPECT_FALSE(is_self_atari(b, Player::Black, at(b, "D2")));
  EXPECT_FALSE(is_bad_self_atari(b, Player::Black, at(b, "D2")));
}

// Taking a ko leaves the capturing stone in atari, but it captures.
TEST(SelfAtari, KoCaptureIsNotBad) {
  const Board b = parse_board(R"(
    . . . . .
    . X O . .
    X O . O .
    . X O . .
    . . . . .)");
  EXPECT_TRUE(is_self_atari(b, Player::Black, at(b, "C3")));
  EXPECT_FALSE(is_bad_self_atari(b, Player::Black, at(b, "C3")));
}

// White A2-B2 has two liberties (A1, B1). Black's lone stone at B1 is in
// atari, but White's capture at A1 leaves A1-A2-B2 with one liberty, B1,
// and Black takes three stones back.
TEST(SelfAtari, SnapbackIsGood) {
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    X X . . .
    O O X . .
    . . O . .)");
  EXPECT_TRUE(is_self_atari(b, Player::Black, at(b, "B1")));
  EXPECT_FALSE(is_bad_self_atari(b, Player::Black, at(b, "B1")));
}

// Black's second stone in White's straight three (C2 already played) fills
// it: captured, the two points left are one eye.
TEST(SelfAtari, NakadeFillingIsGood) {
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    O O O O O
    O . X . O
    O O O O O)");
  EXPECT_TRUE(is_self_atari(b, Player::Black, at(b, "B2")));
  EXPECT_FALSE(is_bad_self_atari(b, Player::Black, at(b, "B2")));
}

// In an empty straight three the end point is wrong: White answers at the
// middle with two eyes.
TEST(SelfAtari, LoneStoneAtTheEndOfAnEyeSpaceIsBad) {
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    O O O O O
    O . . . O
    O O O O O)");
  EXPECT_TRUE(is_bad_self_atari(b, Player::Black, at(b, "B2")));
  EXPECT_FALSE(is_self_atari(b, Player::Black, at(b, "C2")));
}

// A lone stone thrown into White's two-point corner space is good: it
// leaves one eye there.
TEST(SelfAtari, ThrowInIntoTwoPointSpaceIsGood) {
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    . . . . .
    O O . . .
    . . O . .)");
  EXPECT_TRUE(is_self_atari(b, Player::Black, at(b, "A1")));
  EXPECT_FALSE(is_bad_self_atari(b, Player::Black, at(b, "A1")));
}

// Seven stones in atari are never a nakade, even inside White's area.
TEST(SelfAtari, LargeStringInAtariIsBad) {
  const Board b = parse_board(R"(
    O O O O O O O O O
    O X X X X X X . .
    O O O O O O O O O
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)");
  EXPECT_TRUE(is_self_atari(b, Player::Black, at(b, "H8")));
  EXPECT_TRUE(is_bad_self_atari(b, Player::Black, at(b, "H8")));
}

}  // namespace
}  // namespace kosumi::engine
