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

}  // namespace
}  // namespace kosumi::eval
