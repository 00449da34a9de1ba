#include "engine/tactics/liberties.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <initializer_list>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

constexpr const char* kPosition = R"(
  . . . . . .
  . X X O . .
  X O . O . .
  . O X . . .
  . . . . . .
  . . . . . .)";

TEST(Liberties, MoveJoiningStringsCountsTheirOtherLibertiesOnce) {
  const Board b = parse_board(kPosition);
  // Black C4 joins B5-C5 and C3: their liberties besides C4 are A5, B6, C6,
  // D3, C2 (B4 is White's).
  Point out[kMaxCountedLiberties];
  ASSERT_EQ(liberties_after_move(b, Player::Black, at(b, "C4"), 8, out), 5);
  EXPECT_EQ(string_size_after_move(b, Player::Black, at(b, "C4")), 4);
  // Below the limit every liberty is listed.
  std::sort(out, out + 5);
  Point expected[] = {at(b, "A5"), at(b, "B6"), at(b, "C6"), at(b, "D3"), at(b, "C2")};
  std::sort(std::begin(expected), std::end(expected));
  EXPECT_TRUE(std::equal(out, out + 5, std::begin(expected)));
}

TEST(Liberties, CountStopsAtTheLimit) {
  const Board b = parse_board(kPosition);
  EXPECT_EQ(liberties_after_move(b, Player::Black, at(b, "C4"), 2), 2);
  EXPECT_EQ(liberties_after_move(b, Player::Black, at(b, "E2"), 1), 1);
  Point out[kMaxCountedLiberties];
  EXPECT_EQ(liberties_after_move(b, Player::Black, at(b, "C4"), 2, out), 2);
}

// A move joining a long string whose pseudo-liberties prove the limit gets
// the limit, with or without room for the points.
TEST(Liberties, ALongStringsPseudoLibertiesProveTheLimit) {
  const Board b = parse_board(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X X .
    . . . . . . .
    . . . . . . .)");
  Point out[kMaxCountedLiberties];
  EXPECT_EQ(liberties_after_move(b, Player::Black, at(b, "G3"), 4, out), 4);
  EXPECT_EQ(liberties_after_move(b, Player::Black, at(b, "G3"), 4), 4);
}

// White A3-B3 is in atari at B2. Black B2 captures it: its liberties are
// B1 and C2, A2's other liberty A1, and the freed A3 (next to A2) and B3
// (next to B2).
TEST(Liberties, CaptureFreesThePointsTouchingTheNewString) {
  const Board b = parse_board(R"(
    . . . . .
    X X . . .
    O O X . .
    X . . . .
    . . . . .)");
  EXPECT_TRUE(move_captures(b, Player::Black, at(b, "B2")));
  EXPECT_EQ(liberties_after_move(b, Player::Black, at(b, "B2"), 8), 5);
}

TEST(Liberties, FindsEnemyStringsInAtariAroundAString) {
  const Board b = parse_board(R"(
    . . . . .
    . X . . .
    X O X . .
    . . . . .
    . . . . .)");
  Point heads[4];
  ASSERT_EQ(adjacent_strings_in_atari(b, at(b, "B4"), heads, 4), 1);
  EXPECT_EQ(b.string_head(heads[0]), b.string_head(at(b, "B3")));
  EXPECT_EQ(adjacent_strings_in_atari(b, at(b, "A3"), heads, 4), 1);
  EXPECT_TRUE(move_captures(b, Player::Black, at(b, "B2")));
  EXPECT_FALSE(move_captures(b, Player::Black, at(b, "C2")));
}

// Wherever a move captures, may_capture_at answers as is_legal does: true
// except for the recapture simple ko forbids.
TEST(Liberties, MayCaptureAtAgreesWithIsLegalWhereAMoveCaptures) {
  // Black's last move C4 took the white stone B4 and left a simple ko.
  Board ko(5);
  const std::array<const char*, 9> moves = {"B5", "C5", "A4", "B4", "B3", "C3", "E1", "D4", "C4"};
  for (size_t i = 0; i < moves.size(); ++i) {
    ko.play(i % 2 == 0 ? Player::Black : Player::White, at(ko, moves[i]));
  }
  ASSERT_TRUE(move_captures(ko, Player::White, at(ko, "B4")));
  EXPECT_FALSE(may_capture_at(ko, Player::White, at(ko, "B4")));
  // A capture on a point with no empty neighbour, which is_legal must read
  // as no suicide.
  const Board corner = parse_board(R"(
    . . . . .
    . . . . .
    X . . . .
    O X . . .
    . O X . .)");
  ASSERT_TRUE(move_captures(corner, Player::Black, at(corner, "A1")));
  EXPECT_TRUE(may_capture_at(corner, Player::Black, at(corner, "A1")));
  int captures = 0;
  for (const Board* b : std::initializer_list<const Board*>{&ko, &corner}) {
    for (int i = 0; i < b->empty_count(); ++i) {
      const Point p = b->empty_point(i);
      for (const Player pl : {Player::Black, Player::White}) {
        if (!move_captures(*b, pl, p)) continue;
        ++captures;
        EXPECT_EQ(may_capture_at(*b, pl, p), b->is_legal(pl, p));
      }
    }
  }
  EXPECT_GE(captures, 3);
}

}  // namespace
}  // namespace kosumi::engine
