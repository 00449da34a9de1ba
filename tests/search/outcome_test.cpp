#include "search/outcome.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "engine/rules.h"
#include "search/node.h"

namespace kosumi::search {
namespace {

using engine::Player;
constexpr Player kBlack = Player::Black;
constexpr Player kWhite = Player::White;

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
  EXPECT_DOUBLE_EQ(k.extra_komi(4, 19, 0, kBlack), 28);
  const double fade = 0.55 * 361;
  EXPECT_NEAR(k.extra_komi(4, 19, static_cast<int>(fade / 2), kBlack), 14, 0.2);
  EXPECT_NEAR(k.extra_komi(4, 19, 198, kBlack), 28 * (1 - 198 / fade), 1e-6);
  EXPECT_EQ(k.extra_komi(4, 19, 200, kBlack), 0);
  EXPECT_EQ(k.extra_komi(0, 19, 0, kBlack), 0);  // even games have none without the cushion
  EXPECT_GT(k.extra_komi(2, 9, 10, kBlack), 0);
  EXPECT_EQ(k.extra_komi(2, 9, 45, kBlack), 0);
  EXPECT_EQ(k.extra_komi(4, 19, 0, kWhite), 28);  // the colour searching matters not
}

TEST(DynamicKomi, TheCushionIsGivenByTheSideSearchingAndFades) {
  DynamicKomi k;
  k.cushion_share = 0.04f;
  const double cushion = 0.04f * 361;
  EXPECT_NEAR(k.extra_komi(0, 19, 0, kBlack), cushion, 1e-6);  // Black searches: more for White
  EXPECT_NEAR(k.extra_komi(0, 19, 0, kWhite), -cushion, 1e-6);
  const double fade = 0.55 * 361;
  EXPECT_NEAR(k.extra_komi(0, 19, 99, kWhite), -cushion * (1 - 99 / fade), 1e-6);
  EXPECT_EQ(k.extra_komi(0, 19, 200, kBlack), 0);
  EXPECT_NEAR(k.extra_komi(0, 9, 0, kBlack), 0.04f * 81, 1e-6);
  // With handicap stones the two add up: White searching gives some back.
  EXPECT_NEAR(k.extra_komi(4, 19, 0, kWhite), 28 - cushion, 1e-6);
}

TEST(Outcome, TerritoryRulesUseTheirKomiOnTheAreaScore) {
  const Outcome outcome(engine::Game(9, *engine::Rules::preset("japanese")));  // komi 6.5
  EXPECT_EQ(outcome.black_margin(7), 0.5);
}

TEST(Outcome, WithoutAScoreTermTheValueIsTheWin) {
  engine::Rules rules = *engine::Rules::preset("chinese");
  rules.komi = 7;
  const Outcome outcome(engine::Game(9, rules));
  EXPECT_EQ(outcome.black_value(60), 1.0);
  EXPECT_EQ(outcome.black_value(8), 1.0);
  EXPECT_EQ(outcome.black_value(7), 0.5);
  EXPECT_EQ(outcome.black_value(6), 0.0);
  EXPECT_EQ(outcome.black_value(-60), 0.0);
}

TEST(Outcome, TheScoreTermRanksWinsAndLossesByTheirMargin) {
  engine::Rules rules = *engine::Rules::preset("chinese");
  rules.komi = 7;
  const ScoreTerm score{0.1f, 0.25f};  // the whole share at 20.25 points on 9×9
  const Outcome outcome(engine::Game(9, rules), 0, score);
  const double w = static_cast<double>(score.weight);
  // A win by a point is worth a little less than a win, a loss by a point
  // a little more than a loss; a draw stays even.
  EXPECT_NEAR(outcome.black_value(8), 1 - w / 2 + w / 2 / 20.25, 1e-9);
  EXPECT_NEAR(outcome.black_value(6), w / 2 - w / 2 / 20.25, 1e-9);
  EXPECT_DOUBLE_EQ(outcome.black_value(7), 0.5);
  // Larger wins are worth more, up to the range, and then no more.
  EXPECT_LT(outcome.black_value(8), outcome.black_value(17));
  EXPECT_LT(outcome.black_value(17), outcome.black_value(27));
  EXPECT_NEAR(outcome.black_value(7 + 21), 1.0, 1e-9);
  EXPECT_NEAR(outcome.black_value(7 + 60), 1.0, 1e-9);
  EXPECT_NEAR(outcome.black_value(7 - 60), 0.0, 1e-9);
  // Symmetric: Black's value at margin m and at -m sum to one win.
  for (int m = 1; m < 30; ++m) {
    EXPECT_NEAR(outcome.black_value(7 + m) + outcome.black_value(7 - m), 1.0, 1e-9) << m;
  }
  // Every win is still worth more than every loss.
  double least_win = 1;
  double most_loss = 0;
  for (int m = 1; m < 100; ++m) {
    least_win = std::min(least_win, outcome.black_value(7 + m));
    most_loss = std::max(most_loss, outcome.black_value(7 - m));
  }
  EXPECT_GT(least_win, most_loss + 1 - w - 1e-9);
}

TEST(HalfWins, WholeValuesDrawNothingFromTheGenerator) {
  engine::Rng rng(7);
  engine::Rng untouched(7);
  EXPECT_EQ(half_wins(1.0, rng), kWinValue);
  EXPECT_EQ(half_wins(0.5, rng), kDrawValue);
  EXPECT_EQ(half_wins(0.0, rng), 0u);
  EXPECT_EQ(rng.next(), untouched.next());
}

TEST(HalfWins, RoundingKeepsTheExpectation) {
  engine::Rng rng(11);
  constexpr int kDraws = 200000;
  for (double value : {0.03, 0.47, 0.5, 0.62, 0.97}) {
    int64_t sum = 0;
    for (int i = 0; i < kDraws; ++i) {
      const uint32_t v = half_wins(value, rng);
      ASSERT_LE(v, kWinValue);
      // Only the two nearest steps: a value above a draw never counts a loss.
      ASSERT_GE(v * 1.0, value * kWinValue - 1);
      ASSERT_LE(v * 1.0, value * kWinValue + 1);
      sum += v;
    }
    // Four standard deviations of the mean of draws of variance <= 1/4.
    EXPECT_NEAR(static_cast<double>(sum) / kDraws, value * kWinValue, 4 * 0.5 / std::sqrt(kDraws))
        << value;
  }
}

}  // namespace
}  // namespace kosumi::search
