#include "eval/eye_space.h"

#include <gtest/gtest.h>

#include <string_view>

#include "engine/board_text.h"
#include "eval/groups.h"
#include "support/test_points.h"

namespace kosumi::eval {
namespace {

// The verdict on the group of the stone at `stone`.
EyeSpaceVerdict verdict(std::string_view diagram, const char* stone) {
  const engine::Board board = engine::parse_board(diagram);
  const Groups groups = find_groups(board);
  const int g = groups.of(test::at(board, stone));
  EXPECT_NE(g, Groups::kNone) << stone;
  return judge_eye_space(board, groups.groups[static_cast<size_t>(g)]);
}

TEST(EyeSpace, TwoRegionsLive) {
  EXPECT_EQ(verdict(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    O O O O O O O
    X X X X X X X
    . . X . . . X)",
                    "A2"),
            EyeSpaceVerdict::Alive);
}

TEST(EyeSpace, OneSmallEyeIsDead) {
  // White's wall has the two-point eye A1-B1 and nothing else; Black's
  // stones around it have liberties to spare.
  EXPECT_EQ(verdict(R"(
    . . . . . .
    . . . . . .
    X X X X . .
    O O O X . .
    O O O X . .
    . . O X . .)",
                    "A2"),
            EyeSpaceVerdict::Dead);
}

TEST(EyeSpace, KillingShapesAndTheSquareFourAreDead) {
  // Straight three along the edge.
  EXPECT_EQ(verdict(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X X .
    X O O O O X X
    X O . . . O X
    X O O O O O X)",
                    "B3"),
            EyeSpaceVerdict::Dead);
  // Square four in the corner.
  EXPECT_EQ(verdict(R"(
    . . . . . .
    . . . . . .
    X X X X . .
    O O O X . .
    . . O X . .
    . . O X . .)",
                    "A3"),
            EyeSpaceVerdict::Dead);
}

TEST(EyeSpace, StraightAndBentFourLive) {
  EXPECT_EQ(verdict(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    X X X X X X .
    O O O O O X .
    . . . . O X .)",
                    "A2"),
            EyeSpaceVerdict::Alive);
  EXPECT_EQ(verdict(R"(
    . . . . . .
    . . . . . .
    X X X X X .
    O O O O X .
    . O O O X .
    . . . O X .)",
                    "A3"),
            EyeSpaceVerdict::Alive);
}

TEST(EyeSpace, AGroupWithALibertyOutsideIsLeftToThePlayouts) {
  EXPECT_EQ(verdict(R"(
    . . . . . .
    . . . . . .
    X X . X . .
    O O O X . .
    . . O X . .
    . . O X . .)",
                    "A3"),
            EyeSpaceVerdict::Unknown);
}

TEST(EyeSpace, ACapturingRaceIsLeftToThePlayouts) {
  // White's corner has one eye of two points, but Black's wall around it
  // has one liberty: White captures it first.
  EXPECT_EQ(verdict(R"(
    . . . . . .
    O O O O O .
    X X X X O .
    O O O X . .
    O O O X O .
    . . O X O .)",
                    "A2"),
            EyeSpaceVerdict::Unknown);
}

}  // namespace
}  // namespace kosumi::eval
