#include "search/time_use.h"

#include <gtest/gtest.h>

namespace kosumi::search {
namespace {

RootSummary root(int64_t best, int64_t second, double winrate = 0.5) {
  return {best, second, winrate, best + second + 100};
}

const SearchLimits kClock{0, 10, 30};  // a share of 10 s, up to 30 s when unsure

TEST(TimeUse, AnUnsureSearchGoesPastItsShare) {
  EXPECT_FALSE(time_to_stop(root(1000, 900), 10.5, kClock));
  EXPECT_FALSE(time_to_stop(root(1000, 600), 25, kClock));
  EXPECT_TRUE(time_to_stop(root(1000, 900), 30, kClock));
}

TEST(TimeUse, ADominantBestMoveStopsAtTheShare) {
  EXPECT_FALSE(time_to_stop(root(1000, 400), 9.9, kClock));
  EXPECT_TRUE(time_to_stop(root(1000, 400), 10, kClock));
}

TEST(TimeUse, WithoutAnExtensionTheShareIsTheLimit) {
  const SearchLimits fixed{0, 10, 0};
  EXPECT_TRUE(time_to_stop(root(1000, 900), 10, fixed));
  EXPECT_FALSE(time_to_stop(root(1000, 900), 9, fixed));
}

TEST(TimeUse, ObviousMovesAndDecidedGamesStopAtHalfTheShare) {
  EXPECT_FALSE(time_to_stop(root(1000, 150), 4.9, kClock));
  EXPECT_TRUE(time_to_stop(root(1000, 150), 5, kClock));
  EXPECT_TRUE(time_to_stop(root(1000, 800, 0.95), 5, kClock));
  EXPECT_TRUE(time_to_stop(root(1000, 800, 0.03), 5, kClock));
  EXPECT_FALSE(time_to_stop(root(1000, 800, 0.6), 5, kClock));
  // Too few visits to trust.
  EXPECT_FALSE(time_to_stop(RootSummary{100, 5, 0.5, 105}, 5, kClock));
}

TEST(TimeUse, ShortSearchesLookAtTheClockOften) {
  using std::chrono::microseconds;
  // A search of seconds looks every 20 ms...
  EXPECT_EQ(time_check_interval(kClock), kLongestTimeCheck);
  // ...one of 40 ms every 10 ms, and one of a millisecond at the shortest
  // interval, so it ends within a quarter of a millisecond of its budget.
  EXPECT_EQ(time_check_interval(SearchLimits{0, 0.04, 0}), microseconds(10000));
  EXPECT_EQ(time_check_interval(SearchLimits{0, 0.001, 0.002}), kShortestTimeCheck);
  EXPECT_LT(kShortestTimeCheck, microseconds(1000));
}

}  // namespace
}  // namespace kosumi::search
