#include "engine/tactics/nakade.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

// Each diagram encloses one eye space in black stones; the vital point is
// the same asked from any point of the space.
void expect_vital(const char* diagram, std::initializer_list<const char*> space,
                  const char* vital) {
  const Board b = parse_board(diagram);
  for (const char* p : space) {
    EXPECT_EQ(nakade_vital_point(b, at(b, p)), at(b, vital)) << "asked from " << p;
  }
}

void expect_none(const char* diagram, const char* inside) {
  const Board b = parse_board(diagram);
  EXPECT_EQ(nakade_vital_point(b, at(b, inside)), kNoPoint);
}

TEST(Nakade, StraightThreeVitalPointIsTheMiddle) {
  expect_vital(R"(
    . . . . .
    . . . . .
    X X X X X
    X . . . X
    X X X X X)",
               {"B2", "C2", "D2"}, "C2");
}

TEST(Nakade, BentThreeInTheCornerVitalPointIsTheBend) {
  expect_vital(R"(
    . . . . .
    . . . . .
    X . . . .
    . X . . .
    . . X . .)",
               {"A2", "A1", "B1"}, "A1");
}

TEST(Nakade, PyramidFourVitalPointIsTheCentre) {
  expect_vital(R"(
    . . . . .
    . X X X .
    X X . X X
    X . . . X
    X X X X X)",
               {"C3", "B2", "C2", "D2"}, "C2");
}

TEST(Nakade, BulkyFiveVitalPoint) {
  expect_vital(R"(
    . . . . . .
    . . . . . .
    X X X X . .
    X . . X X .
    X . . . X .
    X X X X X .)",
               {"B3", "C3", "B2", "C2", "D2"}, "C2");
}

TEST(Nakade, CrossFiveVitalPointIsTheCentre) {
  expect_vital(R"(
    . X X X .
    X X . X X
    X . . . X
    X X . X X
    . X X X .)",
               {"C4", "B3", "C3", "D3", "C2"}, "C3");
}

TEST(Nakade, RabbitySixVitalPoint) {
  expect_vital(R"(
    . . . . . .
    . X X X X .
    X X . . X .
    X . . . X .
    X X . X X .
    . X X X . .)",
               {"C4", "D4", "B3", "C3", "D3", "C2"}, "C3");
}

TEST(Nakade, StraightFourHasNoVitalPoint) {
  expect_none(R"(
    . . . . . .
    . . . . . .
    . . . . . .
    X X X X X X
    X . . . . X
    X X X X X X)",
              "C2");
}

TEST(Nakade, SquareFourHasNoVitalPoint) {
  expect_none(R"(
    . . . . .
    X X X X .
    X . . X .
    X . . X .
    X X X X .)",
              "B2");
}

TEST(Nakade, SpaceBorderedByBothColoursIsNoEye) {
  expect_none(R"(
    . . . . .
    . . . . .
    X X X O O
    X . . . O
    X X X O O)",
              "C2");
}

TEST(Nakade, SpacesOfTwoOrSevenPointsAreNotNakade) {
  expect_none(R"(
    . . . . .
    . . . . .
    X X X X .
    X . . X .
    X X X X .)",
              "B2");
  expect_none(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X X X X
    X . . . . . . . X
    X X X X X X X X X)",
              "D2");
}

TEST(Nakade, KillingShapesByDegree) {
  const int bent_four[] = {2, 2, 1, 1};
  const int pyramid[] = {3, 1, 1, 1};
  const int rabbity[] = {1, 2, 4, 2, 1, 2};
  EXPECT_FALSE(is_killing_shape(bent_four, 4));
  EXPECT_TRUE(is_killing_shape(pyramid, 4));
  EXPECT_TRUE(is_killing_shape(rabbity, 6));
  EXPECT_FALSE(is_killing_shape(pyramid, 2));
}

}  // namespace
}  // namespace kosumi::engine
