#include "eval/groups.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::eval {
namespace {

using test::at;

TEST(Groups, StringsSharingAnEyeAreOneGroup) {
  // Four black stones around the empty point B3, a region bordered by
  // Black alone: one group of four strings. White's E5 is another group.
  const engine::Board b = engine::parse_board(R"(
    . . . . O
    . X . . .
    X . X . .
    . X . . .
    . . . . .)");
  const Groups g = find_groups(b);
  for (const char* stone : {"A3", "C3", "B2"})
    EXPECT_EQ(g.of(at(b, stone)), g.of(at(b, "B4"))) << stone;
  EXPECT_EQ(g.of(at(b, "B3")), Groups::kNone);
  EXPECT_EQ(g.groups.size(), 2u);
  EXPECT_EQ(g.groups[static_cast<size_t>(g.of(at(b, "B4")))].stones.size(), 4u);
}

TEST(Groups, AnEmptyRegionOfBothColoursJoinsNothing) {
  const engine::Board b = engine::parse_board(R"(
    . . . . .
    . . . . .
    X X . O O
    . . . . .
    . . . . .)");
  const Groups g = find_groups(b);
  EXPECT_NE(g.of(at(b, "A3")), g.of(at(b, "D3")));
  EXPECT_EQ(g.groups.size(), 2u);
}

TEST(Groups, StringsApartStayApart) {
  // Two black strings whose only shared region also touches White.
  const engine::Board b = engine::parse_board(R"(
    . . . . .
    . . O . .
    X . . . X
    X . . . X
    X . . . X)");
  const Groups g = find_groups(b);
  EXPECT_NE(g.of(at(b, "A1")), g.of(at(b, "E1")));
}

TEST(Groups, AnEmptyRegionOfItsColourAloneIsAnEye) {
  // Black's four stones around B3 have an eye; White's D5 and E3 border
  // only the region that Black borders too.
  const engine::Board b = engine::parse_board(R"(
    . . . O .
    . X . . .
    X . X . O
    . X . . .
    . . . . .)");
  const Groups g = find_groups(b);
  EXPECT_TRUE(has_eye(b, g.groups[static_cast<size_t>(g.of(at(b, "B4")))]));
  EXPECT_FALSE(has_eye(b, g.groups[static_cast<size_t>(g.of(at(b, "D5")))]));
  EXPECT_FALSE(has_eye(b, g.groups[static_cast<size_t>(g.of(at(b, "E3")))]));
}

TEST(Groups, ARegionTouchingTheOpponentIsNoEye) {
  // The corner A1-A2 is bordered by Black alone: an eye. With a white
  // stone at B1 the corner touches White, and so does the open area (E5):
  // the black strings have no eye.
  const engine::Board eye = engine::parse_board(R"(
    . . . . O
    . . . . .
    X X . . .
    . X . . .
    . X . . .)");
  const Groups with_eye = find_groups(eye);
  EXPECT_TRUE(has_eye(eye, with_eye.groups[static_cast<size_t>(with_eye.of(at(eye, "A3")))]));
  const engine::Board none = engine::parse_board(R"(
    . . . . O
    . . . . .
    X X . . .
    . . X . .
    . O X . .)");
  const Groups g = find_groups(none);
  EXPECT_FALSE(has_eye(none, g.groups[static_cast<size_t>(g.of(at(none, "A3")))]));
  EXPECT_FALSE(has_eye(none, g.groups[static_cast<size_t>(g.of(at(none, "C1")))]));
}

TEST(Groups, AFalseEyeIsNoEye) {
  // C3 is bordered by Black alone, but White holds two of its diagonals
  // (B4 and D2): a false eye. Without D2 it is a true eye.
  const engine::Board false_eye = engine::parse_board(R"(
    . . . . .
    . O X . .
    . X . X .
    . . X O .
    . . . . .)");
  const Groups g = find_groups(false_eye);
  EXPECT_FALSE(has_eye(false_eye, g.groups[static_cast<size_t>(g.of(at(false_eye, "C4")))]));
  const engine::Board true_eye = engine::parse_board(R"(
    . . . . .
    . O X . .
    . X . X .
    . . X . .
    . . . . .)");
  const Groups t = find_groups(true_eye);
  EXPECT_TRUE(has_eye(true_eye, t.groups[static_cast<size_t>(t.of(at(true_eye, "C4")))]));
}

}  // namespace
}  // namespace kosumi::eval
