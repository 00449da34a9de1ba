#include "search/root_statistics.h"

#include <gtest/gtest.h>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::search {
namespace {

using engine::Player;

const engine::Point kMove = engine::point_from_index(10);

// A root with one child, kMove, whose playouts end with Black's `margins`;
// the child's statistics as `root_player` reads them.
ChildStats child_after(const std::vector<double>& margins, Player root_player) {
  NodeArena arena(0);
  const uint32_t first = *arena.allocate(1);
  arena[first].move = kMove;
  arena.root().first_child = first;
  arena.root().num_children = 1;
  const engine::Board board(9);
  RootStatistics statistics(1, board.num_points(), 1, 0.5);
  RootStatistics::Slot& slot = statistics.claim();
  for (const double margin : margins)
    RootStatistics::record(slot, board, 0, margin);
  SearchResult result;
  result.children.push_back({});
  result.children.back().move = kMove;
  statistics.fill(result, arena, root_player);
  return result.children.back();
}

// Six narrow wins for Black and four large losses: a win rate of 60 % for
// Black, a mean on White's side, a median on Black's.
TEST(RootStatistics, TheMedianScoreAgreesWithTheWinRateWhereTheMeanDoesNot) {
  std::vector<double> margins(6, 2.5);
  margins.insert(margins.end(), 4, -30.5);
  const ChildStats black = child_after(margins, Player::Black);
  EXPECT_NEAR(black.score_mean, (6 * 2.5 - 4 * 30.5) / 10, 1e-9);
  EXPECT_DOUBLE_EQ(black.score_median, 2.5);
  const ChildStats white = child_after(margins, Player::White);
  EXPECT_DOUBLE_EQ(white.score_median, -2.5);
  EXPECT_GT(white.score_mean, 0);
}

TEST(RootStatistics, AnEvenSplitHasItsMedianBetweenTheTwoMiddleMargins) {
  EXPECT_DOUBLE_EQ(child_after({-3.5, -3.5, 2.5, 2.5}, Player::Black).score_median, -0.5);
  EXPECT_DOUBLE_EQ(child_after({-7.5, 1.5, 1.5}, Player::Black).score_median, 1.5);
}

// A margin beyond the board's reach is counted at the end of the range, on
// its own side.
TEST(RootStatistics, AMarginBeyondTheBoardKeepsItsSide) {
  EXPECT_GT(child_after({500.5, 500.5, -1.5}, Player::Black).score_median, 80);
  EXPECT_LT(child_after({-500.5, -500.5, 1.5}, Player::Black).score_median, -80);
}

}  // namespace
}  // namespace kosumi::search
