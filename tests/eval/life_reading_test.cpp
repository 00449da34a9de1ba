#include "eval/life_reading.h"

#include <gtest/gtest.h>

#include <string_view>

#include "engine/board_text.h"
#include "eval/groups.h"
#include "support/ko_positions.h"
#include "support/seki_positions.h"
#include "support/test_points.h"

namespace kosumi::eval {
namespace {

// The reading of the group of the stone at `stone`, the attacker to move.
LifeReading reading(std::string_view diagram, const char* stone) {
  const engine::Board board = engine::parse_board(diagram);
  const Groups groups = find_groups(board);
  const int g = groups.of(test::at(board, stone));
  EXPECT_NE(g, Groups::kNone) << stone;
  return read_life(board, groups.groups[static_cast<size_t>(g)]);
}

LifeStatus status(std::string_view diagram, const char* stone) {
  return reading(diagram, stone).status;
}

// The T-shaped five of the issue: G8 H8 J8 on one line, J9 and J7 beside
// J8, inside two White strings (G9-H9 and the rest). Whatever Black plays
// inside, White takes the other vital point.
constexpr std::string_view kTShape = R"(
  X X X X X X O O .
  X . X X X O . . .
  X X X X X O O O .
  X . X X X X X O O
  X X X X X X X X X
  . X . X . X . X .
  X X X X X X X X X
  . X . X . X . X .
  X X X X X X X X X)";

TEST(LifeReading, TheTShapedFiveLives) {
  EXPECT_EQ(status(kTShape, "G9"), LifeStatus::Alive);
  EXPECT_EQ(status(kTShape, "F8"), LifeStatus::Alive);
}

TEST(LifeReading, ThreeAndFourPointSpaces) {
  // Straight three on the edge: Black's B1... on the middle kills.
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    X X O O O O X
    X O . . . O X
    X O O O O O X)",
                   "C3"),
            LifeStatus::Dead);
  // Bent three in the corner.
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    O O O X X X X
    . . O X . X .
    . O O X X X X)",
                   "B1"),
            LifeStatus::Dead);
  // Straight four on the edge lives.
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    O O O O O O X
    . . . . O O X
    O O O O O X X)",
                   "A3"),
            LifeStatus::Alive);
  // Squared four is dead.
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    O O O X X X X
    . . O X . X .
    . . O X X X X)",
                   "C1"),
            LifeStatus::Dead);
}

TEST(LifeReading, BulkyAndRabbityShapesDieAndOtherFivesAndSixesLive) {
  // Bulky five in the corner (A1 B1 C1 A2 B2).
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    O O O O X X X
    . . O O X . X
    . . . O X X X)",
                   "D1"),
            LifeStatus::Dead);
  // Rabbity six in the corner (B1 A2 B2 C2 B3 C3).
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    O O O O X X X
    O . . O X . X
    . . . O X X X
    O . O O X . X)",
                   "D1"),
            LifeStatus::Dead);
  // A bent five on the edge (A1 B1 C1 D1 A2) lives.
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    O O O O O X X
    . O O O O O X
    . . . . . O X)",
                   "F1"),
            LifeStatus::Alive);
  // A rectangular six on the edge (B1-D1 and B2-D2) lives.
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    X O O O O O X
    X O . . . O X
    X O . . . O X)",
                   "B3"),
            LifeStatus::Alive);
}

TEST(LifeReading, OpponentStonesInside) {
  // The bulky five with Black already on its vital point B2: dead.
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    O O O O X X X
    . X O O X . X
    . . . O X X X)",
                   "D1"),
            LifeStatus::Dead);
  // A seven-point space with a lone Black stone inside lives, and the
  // stone is counted among the region's attackers.
  const LifeReading seven = reading(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    O O O O O O X
    . . X . . O X
    . . . O O O X)",
                                    "A3");
  EXPECT_EQ(seven.status, LifeStatus::Alive);
  EXPECT_EQ(seven.attackers.count(), 1u);
}

// The hand-made seki of seki_positions.h read from both sides; the dead
// ring of a look-alike read as dead.
TEST(LifeReading, TrueSekiIsSekiFromBothSides) {
  for (size_t i : {1u, 2u}) {
    const test::SekiPosition& position = test::seki_positions()[i];
    const engine::Board board = engine::parse_board(position.diagram);
    const Groups groups = find_groups(board);
    int read = 0;
    for (std::string_view stone : position.seki) {
      const Group& group = groups.groups[static_cast<size_t>(groups.of(test::at(board, stone)))];
      if (group.stones.front() != test::at(board, stone)) continue;
      EXPECT_EQ(read_life(board, group).status, LifeStatus::Seki) << position.name << ": " << stone;
      ++read;
    }
    EXPECT_EQ(read, 2) << position.name;
  }
  EXPECT_EQ(status(test::seki_positions()[5].diagram, "B3"), LifeStatus::Dead);
}

// White's second eye at C1 hangs on a ko: Black takes D1 from C1, and
// White can only take back. Alive when White wins every ko, dead when
// Black does: a ko, not alive.
TEST(LifeReading, AGroupAliveOnlyThroughAKoIsAKo) {
  EXPECT_EQ(status(R"(
    . X . X . X .
    X X X X X X X
    X X X X X X X
    X X X X X X X
    O O O O X X X
    O O O X X . X
    . O . O X X X)",
                   "A3"),
            LifeStatus::Ko);
}

// The mannen ko of ko_positions.h: White's corner group lives or makes
// seki when White wins every ko and dies when Black does.
TEST(LifeReading, ATenThousandYearKoIsAKo) {
  EXPECT_EQ(status(test::kTenThousandYearKo, "B8"), LifeStatus::Ko);
}

// A finished 9x9 GNU Go game: White's D1-E2 string shares the point G1
// with the rest of its group. Black takes the four stones at G1, White
// takes back at F1 and, after Black's E1, connects at G1 with two eyes (H2
// and J1): a part given up is not the group's death.
TEST(LifeReading, AStringGivenUpAndTakenBackLeavesTheGroupAlive) {
  EXPECT_EQ(status(R"(
    X X O O O . O O O
    X . X O . O O X X
    X . X O . O O X X
    X . . X O . O O X
    X X X X O O O O X
    . . . . X O X X X
    . . X X X X X O O
    . . . X O X O . O
    . . X O O O . O .)",
                   "H3"),
            LifeStatus::Alive);
}

TEST(LifeReading, OpenGroupsAreNotRead) {
  const LifeReading open = reading(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    O O O O O O O
    X X X X X X X
    . . X . . . X)",
                                   "A3");
  EXPECT_EQ(open.status, LifeStatus::Unknown);
  EXPECT_EQ(open.nodes, 0);
}

}  // namespace
}  // namespace kosumi::eval
