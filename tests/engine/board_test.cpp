#include "engine/board.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

TEST(Board, EmptyBoardHasAllPointsEmpty) {
  const Board b(9);
  EXPECT_EQ(b.empty_count(), 81);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, SingleStoneCaptureRemovesStoneAndCountsPrisoner) {
  Board b = parse_board(R"(
    . . . . .
    . . X . .
    . X O X .
    . . . . .
    . . . . .)");
  ASSERT_TRUE(b.in_atari(at(b, "C3")));
  EXPECT_EQ(b.atari_point(at(b, "C3")), at(b, "C2"));
  EXPECT_EQ(b.play(Player::Black, at(b, "C2")), 1);
  EXPECT_EQ(b.color(at(b, "C3")), Color::Empty);
  EXPECT_EQ(b.captures(Player::Black), 1);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, RandomGamesKeepIncrementalStateConsistent) {
  for (int size : {2, 3, 5, 9}) {
    Rng rng(static_cast<uint64_t>(size) * 7919);
    for (int game = 0; game < 40; ++game) {
      Board b(size);
      Player pl = Player::Black;
      for (int move = 0; move < 3 * size * size; ++move) {
        const Point p = select_light_move(b, pl, rng);
        if (p != kPass) b.play(pl, p);
        ASSERT_EQ(b.check_consistency(), "")
            << "size " << size << " game " << game << " move " << move;
        pl = opponent(pl);
      }
    }
  }
}

TEST(Board, MultiStoneCaptureFreesEveryPoint) {
  Board b = parse_board(R"(
    . . . . .
    . X X X .
    X O O O X
    . X X . .
    . . . . .)");
  EXPECT_EQ(b.play(Player::Black, at(b, "D2")), 3);
  EXPECT_EQ(b.captures(Player::Black), 3);
  EXPECT_EQ(b.empty_count(), 25 - 8);
  EXPECT_EQ(b.ko_point(), kNoPoint);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, SuicideIsIllegalUnlessAllowedAndThenRemovesTheString) {
  Board b = parse_board(R"(
    . . .
    O O .
    X . O)");
  const Point b1 = at(b, "B1");
  EXPECT_TRUE(b.is_suicide(Player::Black, b1));
  EXPECT_FALSE(b.is_legal(Player::Black, b1));
  ASSERT_TRUE(b.is_legal(Player::Black, b1, true));
  EXPECT_EQ(b.play(Player::Black, b1), 2);
  EXPECT_EQ(b.color(at(b, "A1")), Color::Empty);
  EXPECT_EQ(b.captures(Player::White), 2);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, MoveWithoutLibertiesThatCapturesIsNotSuicide) {
  Board b = parse_board(R"(
    . . . . .
    . . . . .
    X . . . .
    O X . . .
    . O X . .)");
  EXPECT_FALSE(b.is_suicide(Player::Black, at(b, "A1")));
  EXPECT_TRUE(b.is_legal(Player::Black, at(b, "A1")));
  EXPECT_EQ(b.play(Player::Black, at(b, "A1")), 2);
}

TEST(Board, KoBansTheImmediateRecaptureOfOneStone) {
  Board b = parse_board(R"(
    . X O . .
    X O . O .
    . X O . .
    . . . . .
    . . . . .)");
  EXPECT_EQ(b.play(Player::Black, at(b, "C4")), 1);
  EXPECT_EQ(b.ko_point(), at(b, "B4"));
  EXPECT_TRUE(b.is_ko_banned(Player::White, at(b, "B4")));
  EXPECT_FALSE(b.is_legal(Player::White, at(b, "B4")));
  EXPECT_TRUE(b.is_legal(Player::Black, at(b, "B4")));
  b.play(Player::White, at(b, "E1"));
  EXPECT_EQ(b.ko_point(), kNoPoint);
  EXPECT_TRUE(b.is_legal(Player::White, at(b, "B4")));
}

TEST(Board, TwoEyesCannotBeTakenButOneEyeCan) {
  Board two = parse_board(R"(
    . X . X O
    X X X X O
    O O O O O
    . . . . .
    . . . . .)");
  EXPECT_FALSE(two.is_legal(Player::White, at(two, "A5")));
  EXPECT_FALSE(two.is_legal(Player::White, at(two, "C5")));
  EXPECT_TRUE(two.is_true_eye(Player::Black, at(two, "A5")));
  EXPECT_TRUE(two.is_true_eye(Player::Black, at(two, "C5")));
  Board one = parse_board(R"(
    . X X X O
    X X X X O
    O O O O O
    . . . . .
    . . . . .)");
  ASSERT_TRUE(one.is_legal(Player::White, at(one, "A5")));
  EXPECT_EQ(one.play(Player::White, at(one, "A5")), 7);
  EXPECT_EQ(one.check_consistency(), "");
}

TEST(Board, FalseEyesAreNotTrueEyes) {
  const Board centre = parse_board(R"(
    . . . . .
    . O X . .
    . X . X .
    . . X O .
    . . . . .)");
  EXPECT_FALSE(centre.is_true_eye(Player::Black, at(centre, "C3")));
  const Board one_enemy_diagonal = parse_board(R"(
    . . . . .
    . O X . .
    . X . X .
    . . X . .
    . . . . .)");
  EXPECT_TRUE(one_enemy_diagonal.is_true_eye(Player::Black, at(one_enemy_diagonal, "C3")));
  const Board edge = parse_board(R"(
    . X . X .
    . O X . .
    . . . . .
    . . . . .
    . . . . .)");
  EXPECT_FALSE(edge.is_true_eye(Player::Black, at(edge, "C5")));
  const Board corner = parse_board(R"(
    . X . . .
    X O . . .
    . . . . .
    . . . . .
    . . . . .)");
  EXPECT_FALSE(corner.is_true_eye(Player::Black, at(corner, "A5")));
  EXPECT_FALSE(corner.is_true_eye(Player::White, at(corner, "A5")));
}

TEST(Board, LibertiesUpToStopsAtTheLimit) {
  const Board b = parse_board(R"(
    . . . . .
    . . . . .
    . X X . .
    . . . . .
    . . . . .)");
  const Point s = at(b, "B3");
  EXPECT_EQ(b.liberties_up_to(s, 0), 0);
  EXPECT_EQ(b.liberties_up_to(s, -1), 0);
  EXPECT_EQ(b.liberties_up_to(s, 2), 2);
  EXPECT_EQ(b.liberties_up_to(s, 100), 6);
}

TEST(Board, HashDependsOnStonesOnlyAndReturnsAfterCapture) {
  Board a = parse_board(R"(
    . X .
    X . .
    . . .)");
  Board b = parse_board(R"(
    . . .
    X . .
    . X .)");
  EXPECT_NE(a.hash(), b.hash());
  EXPECT_EQ(Board(5).hash(), 0u);
  EXPECT_EQ(a.hash_after(Player::White, at(a, "C1")), [&] {
    Board c = a;
    c.play(Player::White, at(a, "C1"));
    return c.hash();
  }());
}

TEST(Board, SizesOutsideTheRangeThrow) {
  EXPECT_THROW(Board(1), std::invalid_argument);
  EXPECT_THROW(Board(26), std::invalid_argument);
  EXPECT_NO_THROW(Board(2));
  EXPECT_NO_THROW(Board(25));
}

TEST(Board, AreaScoreCountsStonesAndSurroundedPoints) {
  const Board b = parse_board(R"(
    . X O .
    . X O .
    . X O .
    . X . O)");
  EXPECT_EQ(b.area_score(), 8 - 7);  // C1 is dame
  const Board dame = parse_board(R"(
    . X . O
    . X . O
    . X . O
    . X . O)");
  EXPECT_EQ(dame.area_score(), 8 - 4);
  EXPECT_EQ(parse_board("X .\n. .").area_score(), 4);
}

}  // namespace
}  // namespace kosumi::engine
