#include "gtp/match/stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace kosumi::match {
namespace {

TEST(MatchStats, WilsonIntervalMatchesPublishedValueForSevenOfTen) {
  const Interval i = wilson_interval(7, 10);
  EXPECT_NEAR(i.low, 0.3968, 1e-4);
  EXPECT_NEAR(i.high, 0.8922, 1e-4);
}

TEST(MatchStats, WilsonIntervalStaysInsideUnitRangeAtTheExtremes) {
  const Interval none = wilson_interval(0, 20);
  EXPECT_DOUBLE_EQ(none.low, 0);
  EXPECT_NEAR(none.high, 0.1611, 1e-4);
  const Interval all = wilson_interval(20, 20);
  EXPECT_NEAR(all.low, 0.8389, 1e-4);
  EXPECT_DOUBLE_EQ(all.high, 1);
}

TEST(MatchStats, WilsonIntervalNarrowsWithMoreGames) {
  const Interval few = wilson_interval(5, 10);
  const Interval many = wilson_interval(500, 1000);
  EXPECT_LT(many.high - many.low, few.high - few.low);
  EXPECT_NEAR((many.low + many.high) / 2, 0.5, 1e-12);
}

TEST(MatchStats, WilsonIntervalOfNoGamesIsEverything) {
  const Interval i = wilson_interval(0, 0);
  EXPECT_EQ(i.low, 0);
  EXPECT_EQ(i.high, 1);
}

TEST(MatchStats, EloOfEvenScoreIsZeroAndThreeQuartersIsAbout191) {
  EXPECT_DOUBLE_EQ(elo_from_score(0.5), 0);
  EXPECT_NEAR(elo_from_score(0.75), 190.85, 0.01);
  EXPECT_NEAR(elo_from_score(0.25), -190.85, 0.01);
  EXPECT_TRUE(std::isinf(elo_from_score(1)) && elo_from_score(1) > 0);
  EXPECT_TRUE(std::isinf(elo_from_score(0)) && elo_from_score(0) < 0);
}

TEST(MatchStats, EloIntervalIsTheWilsonIntervalMapped) {
  const EloEstimate e = elo_estimate(7, 10);
  EXPECT_NEAR(e.elo, elo_from_score(0.7), 1e-9);
  EXPECT_NEAR(e.interval.low, elo_from_score(wilson_interval(7, 10).low), 1e-9);
  EXPECT_NEAR(e.interval.high, elo_from_score(wilson_interval(7, 10).high), 1e-9);
  EXPECT_LT(e.interval.low, e.elo);
  EXPECT_GT(e.interval.high, e.elo);
}

TEST(MatchStats, EloOfAllWinsHasInfiniteUpperBoundOnly) {
  const EloEstimate e = elo_estimate(10, 10);
  EXPECT_TRUE(std::isinf(e.elo));
  EXPECT_TRUE(std::isfinite(e.interval.low));
  EXPECT_GT(e.interval.low, 0);
  EXPECT_TRUE(std::isinf(e.interval.high));
}

}  // namespace
}  // namespace kosumi::match
