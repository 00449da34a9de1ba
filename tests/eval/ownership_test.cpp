#include "eval/ownership.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "engine/coord.h"

namespace kosumi::eval {
namespace {

int at(const engine::Board& b, const char* text) {
  return engine::index(*engine::parse_point(text, b.size()));
}

TEST(Ownership, SettledPointsBelongToTheirOwnerInEveryPlayout) {
  const engine::Board board = engine::parse_board(R"(
    . X O .
    X X O O
    . X O .
    X X O O)");
  OwnershipOptions options;
  options.playouts = 50;
  const Ownership o = playout_ownership(board, options);
  EXPECT_EQ(o.playouts, 50);
  EXPECT_EQ(o.black[at(board, "A4")], 50);
  EXPECT_EQ(o.black[at(board, "B1")], 50);
  EXPECT_EQ(o.white[at(board, "D2")], 50);
  EXPECT_EQ(o.mean()[at(board, "A2")], 1.0f);
  EXPECT_EQ(o.mean()[at(board, "D4")], -1.0f);
  EXPECT_EQ(o.black.sum() + o.white.sum(), 50 * 16);
}

TEST(Ownership, OpenPointsAreSharedBetweenTheColours) {
  const engine::Board board(5);
  OwnershipOptions options;
  options.playouts = 400;
  options.seed = 7;
  const Ownership o = playout_ownership(board, options);
  const float centre = o.mean()[at(board, "C3")];
  EXPECT_GT(centre, -0.5f);
  EXPECT_LT(centre, 0.5f);
  EXPECT_GT(o.black[at(board, "C3")], 0);
  EXPECT_GT(o.white[at(board, "C3")], 0);
}

}  // namespace
}  // namespace kosumi::eval
