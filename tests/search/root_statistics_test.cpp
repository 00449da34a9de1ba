#include "search/root_statistics.h"

#include <gtest/gtest.h>

#include "engine/board.h"
#include "engine/coord.h"
#include "engine/types.h"

namespace kosumi::search {
namespace {

using engine::Player;

const engine::Point kMove = engine::point_from_index(10);

// A root with one child, kMove, whose playouts end with Black's `margins`
// under a search that gave White `extra_komi` more than the game; the
// child's statistics as `root_player` reads them.
ChildStats child_after(const std::vector<double>& margins, Player root_player,
                       double extra_komi = 0) {
  NodeArena arena(0);
  const uint32_t first = *arena.allocate(1);
  arena[first].move = kMove;
  arena.root().first_child = first;
  arena.root().num_children = 1;
  const engine::Board board(9);
  RootStatistics statistics(1, board.num_points(), 1, 0.5, extra_komi);
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

// Dynamic komi is the search's, not the game's: the margins reported are
// the game's, the spread the same.
TEST(RootStatistics, TheMarginsReportedLeaveTheDynamicKomiOut) {
  const std::vector<double> margins = {-3.5, 2.5, 2.5, 6.5};
  const ChildStats plain = child_after(margins, Player::Black);
  const ChildStats shifted = child_after(margins, Player::Black, 14.5);
  EXPECT_DOUBLE_EQ(shifted.score_mean, plain.score_mean + 14.5);
  EXPECT_DOUBLE_EQ(shifted.score_median, 2.5 + 14.5);
  EXPECT_DOUBLE_EQ(shifted.score_stdev, plain.score_stdev);
  EXPECT_DOUBLE_EQ(child_after(margins, Player::White, -14.5).score_median, -(2.5 - 14.5));
}

// The game's win rate counts the same playouts with the game's komi: a
// draw half, the root player's side.
TEST(RootStatistics, TheGamesWinRateCountsThePlayoutsWithTheGamesKomi) {
  const std::vector<double> margins = {-3.5, 2.5, 2.5, 6.5};
  EXPECT_DOUBLE_EQ(child_after(margins, Player::Black).game_winrate, 0.75);
  EXPECT_DOUBLE_EQ(child_after(margins, Player::Black, -5).game_winrate, 0.25);
  EXPECT_DOUBLE_EQ(child_after(margins, Player::White, -5).game_winrate, 0.75);
  EXPECT_DOUBLE_EQ(child_after(margins, Player::Black, -2.5).game_winrate,
                   0.5);  // two draws, a win
}

// A margin beyond the board's reach is counted at the end of the range, on
// its own side.
TEST(RootStatistics, AMarginBeyondTheBoardKeepsItsSide) {
  EXPECT_GT(child_after({500.5, 500.5, -1.5}, Player::Black).score_median, 80);
  EXPECT_LT(child_after({-500.5, -500.5, 1.5}, Player::Black).score_median, -80);
}

// Criticality: C3's owner is always the winner, G7 always Black's, C7's
// owner always the loser, and G3 no one's.
TEST(RootStatistics, CriticalityIsTheCovarianceOfOwningAPointAndWinning) {
  const auto at = [](const char* text) { return *engine::parse_point(text, 9); };
  engine::Board black_wins(9);
  black_wins.play(Player::Black, at("C3"));
  black_wins.play(Player::Black, at("G7"));
  black_wins.play(Player::White, at("C7"));
  engine::Board white_wins(9);
  white_wins.play(Player::White, at("C3"));
  white_wins.play(Player::Black, at("G7"));
  white_wins.play(Player::Black, at("C7"));
  RootStatistics statistics(1, black_wins.num_points(), 0, 0.5);
  std::vector<float> critical;
  statistics.criticality(critical);
  EXPECT_EQ(critical.size(), static_cast<size_t>(black_wins.num_points()));
  EXPECT_EQ(critical[static_cast<size_t>(engine::index(at("C3")))], 0.0f);
  RootStatistics::Slot& slot = statistics.claim();
  for (int i = 0; i < 3; ++i) {
    RootStatistics::record(slot, black_wins, RootStatistics::kNoChild, 4.5);
    RootStatistics::record(slot, white_wins, RootStatistics::kNoChild, -2.5);
  }
  EXPECT_EQ(statistics.playouts(), 6);
  statistics.criticality(critical);
  const auto of = [&](const char* text) {
    return critical[static_cast<size_t>(engine::index(at(text)))];
  };
  EXPECT_FLOAT_EQ(of("C3"), 0.5f);
  EXPECT_FLOAT_EQ(of("G7"), 0.0f);
  EXPECT_FLOAT_EQ(of("C7"), -0.5f);
  EXPECT_FLOAT_EQ(of("G3"), 0.0f);
}

}  // namespace
}  // namespace kosumi::search
