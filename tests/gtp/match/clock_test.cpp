#include "gtp/match/clock.h"

#include <gtest/gtest.h>

namespace kosumi::match {
namespace {

TEST(MatchClock, AbsoluteTimeFallsWhenMainTimeIsSpent) {
  MatchClock clock({10, 0, 0});
  EXPECT_DOUBLE_EQ(clock.seconds_until_flag(), 10);
  EXPECT_TRUE(clock.charge(4));
  EXPECT_DOUBLE_EQ(clock.time_left(), 6);
  EXPECT_EQ(clock.stones_left(), 0);
  EXPECT_FALSE(clock.charge(6.5));
  EXPECT_DOUBLE_EQ(clock.time_left(), 6);  // a late move changes nothing
  EXPECT_TRUE(clock.charge(6));
  EXPECT_DOUBLE_EQ(clock.seconds_until_flag(), 0);
}

TEST(MatchClock, MoveThatRunsOutMainTimeOpensFirstPeriodAndCountsAsItsStone) {
  MatchClock clock({10, 30, 3});
  EXPECT_DOUBLE_EQ(clock.seconds_until_flag(), 40);
  EXPECT_TRUE(clock.charge(15));  // 10 of main time, 5 of the period
  EXPECT_TRUE(clock.in_byoyomi());
  EXPECT_DOUBLE_EQ(clock.time_left(), 25);
  EXPECT_EQ(clock.stones_left(), 2);
}

TEST(MatchClock, PeriodRestartsAfterItsStonesArePlayed) {
  MatchClock clock({0, 20, 2});
  EXPECT_TRUE(clock.charge(8));
  EXPECT_DOUBLE_EQ(clock.time_left(), 12);
  EXPECT_EQ(clock.stones_left(), 1);
  EXPECT_TRUE(clock.charge(11));
  EXPECT_DOUBLE_EQ(clock.time_left(), 20);
  EXPECT_EQ(clock.stones_left(), 2);
  EXPECT_TRUE(clock.charge(15));
  EXPECT_FALSE(clock.charge(5.5));  // 5 s left in the period
}

}  // namespace
}  // namespace kosumi::match
