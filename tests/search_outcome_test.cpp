#include "search/outcome.h"

#include <gtest/gtest.h>

#include "engine/rules.h"
#include "search/node.h"

namespace kosumi::search {
namespace {

using engine::Player;

TEST(Outcome, KomiDecidesCloseAreaScores) {
  const engine::Game game(9, *engine::Rules::preset("chinese"));  // komi 7.5
  const Outcome outcome(game);
  EXPECT_EQ(outcome.black_margin(8), 0.5);
  EXPECT_EQ(outcome.value_for(Player::Black, 8), kWinValue);
  EXPECT_EQ(outcome.value_for(Player::White, 8), 0u);
  EXPECT_EQ(outcome.value_for(Player::Black, 7), 0u);
  EXPECT_EQ(outcome.value_for(Player::White, 7), kWinValue);
}

TEST(Outcome, IntegralKomiGivesDraws) {
  engine::Rules rules = *engine::Rules::preset("chinese");
  rules.komi = 7;
  const Outcome outcome(engine::Game(9, rules));
  EXPECT_EQ(outcome.value_for(Player::Black, 7), kDrawValue);
  EXPECT_EQ(outcome.value_for(Player::White, 7), kDrawValue);
}

TEST(Outcome, HandicapCompensationCountsForWhite) {
  engine::Rules rules = *engine::Rules::preset("chinese");  // a point per stone
  rules.komi = 0.5;
  engine::Game game(9, rules);
  ASSERT_TRUE(game.place_handicap({game.board().point(2, 2), game.board().point(6, 6)}));
  EXPECT_EQ(Outcome(game).black_margin(3), 0.5);
}

TEST(Outcome, ExtraKomiCountsForWhite) {
  const engine::Game game(9, *engine::Rules::preset("chinese"));  // komi 7.5
  EXPECT_EQ(Outcome(game, 10).black_margin(20), 2.5);
}

TEST(DynamicKomi, FadesLinearlyFromTheHandicapValue) {
  const DynamicKomi k;  // 7 a stone, gone after 0.55 of the points
  EXPECT_DOUBLE_EQ(k.extra_komi(4, 19, 0), 28);
  const double fade = 0.55 * 361;
  EXPECT_NEAR(k.extra_komi(4, 19, static_cast<int>(fade / 2)), 14, 0.2);
  EXPECT_NEAR(k.extra_komi(4, 19, 198), 28 * (1 - 198 / fade), 1e-6);
  EXPECT_EQ(k.extra_komi(4, 19, 200), 0);
  EXPECT_EQ(k.extra_komi(0, 19, 0), 0);  // even games have none
  EXPECT_GT(k.extra_komi(2, 9, 10), 0);
  EXPECT_EQ(k.extra_komi(2, 9, 45), 0);
}

TEST(Outcome, TerritoryRulesUseTheirKomiOnTheAreaScore) {
  const Outcome outcome(engine::Game(9, *engine::Rules::preset("japanese")));  // komi 6.5
  EXPECT_EQ(outcome.black_margin(7), 0.5);
}

}  // namespace
}  // namespace kosumi::search
