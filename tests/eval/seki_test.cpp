#include "eval/seki.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "support/seki_positions.h"
#include "support/test_points.h"

namespace kosumi::eval {
namespace {

bool has(const engine::PointSet& set, const engine::Board& b, std::string_view name) {
  return set.test(static_cast<size_t>(engine::index(test::at(b, name))));
}

TEST(Seki, HandMadeShapesAreFoundStoneForStone) {
  for (const test::SekiPosition& position : test::seki_positions()) {
    const engine::Board board = engine::parse_board(position.diagram);
    const engine::PointSet seki = find_seki(board);
    for (std::string_view stone : position.seki)
      EXPECT_TRUE(has(seki, board, stone)) << position.name << ": " << stone;
    EXPECT_EQ(seki.count(), position.seki.size()) << position.name;
  }
}

TEST(Seki, DameBetweenLivingGroupsIsNoSeki) {
  const engine::Board board = engine::parse_board(R"(
    . X . O .
    X X . O O
    . X . O .
    X X . O O
    . X . O .)");
  EXPECT_TRUE(find_seki(board).none());
}

TEST(Seki, StringsThatCanConnectOutAreNoSeki) {
  EXPECT_TRUE(find_seki(engine::parse_board(test::kConnectableLookAlike)).none());
}

}  // namespace
}  // namespace kosumi::eval
