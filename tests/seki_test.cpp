#include "eval/seki.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "engine/coord.h"

namespace kosumi::eval {
namespace {

bool has(const engine::PointSet& set, const engine::Board& b, const char* text) {
  return set.test(static_cast<size_t>(engine::index(*engine::parse_point(text, b.size()))));
}

TEST(Seki, OneEyeEachAndASharedLiberty) {
  // The black string D9-F8-J7 (eye E9) and the white string H9-J8-H8 (eye
  // J9) share the liberty G9: a stone there would be captured at once.
  const engine::Board board = engine::parse_board(R"(
    . . O X . X . O .
    O O O X X X X O O
    O O O O O O X X X
    O O O O O O O O O
    . O . O . O . O .
    O O O O O O O O O
    . O . O . O . O .
    O O O O O O O O O
    . O . O . O . O .)");
  const engine::PointSet seki = find_seki(board);
  for (const char* stone : {"D9", "F8", "J7", "H9", "J8", "H8"}) {
    EXPECT_TRUE(has(seki, board, stone)) << stone;
  }
  EXPECT_FALSE(has(seki, board, "C9"));
  EXPECT_EQ(seki.count(), 12u);
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

}  // namespace
}  // namespace kosumi::eval
