// End-to-end: the real `kosumi gtp` on Fischer clocks as gtp2ogs sends
// them (kata-time_settings, time_left with 0 stones). The clock is kept as
// the server keeps it, the increment added after each move and cut to the
// cap; no move may run past the clock.
#include <gtest/gtest.h>

#include "support/clock_game.h"
#include "support/kosumi_process.h"

namespace kosumi::cli {
namespace {

PlayerClock fischer(double main, double increment, double cap = 0) {
  PlayerClock clock{PlayerClock::Kind::Fischer, main};
  clock.increment = increment;
  clock.cap = cap;
  return clock;
}

TEST(FischerClocks, AShortClockOn9x9NeverLosesOnTime) {
  const ClockGame game = play_on_clock(9, "kata-time_settings fischer 1 0.5", fischer(1, 0.5), 30);
  EXPECT_GE(game.moves, 20);
}

// OGS's Fischer clock as gtp2ogs sends it: the cap given, no limit per move.
TEST(FischerClocks, TheCappedClockOn19x19NeverLosesOnTime) {
  const ClockGame game =
      play_on_clock(19, "kata-time_settings fischer-capped 2 0.5 3 -1", fischer(2, 0.5, 3), 20);
  EXPECT_EQ(game.moves, 20);
}

// With a main time of about one move's latency, each move lives on what
// the increments left it.
TEST(FischerClocks, IncrementAloneStillAnswersEveryMove) {
  const ClockGame game =
      play_on_clock(9, "kata-time_settings fischer 0.6 0.6", fischer(0.6, 0.6), 16);
  EXPECT_EQ(game.moves, 16);
}

// A large clock with a limit of 1 s a move: the limit wins.
TEST(FischerClocks, TheLimitPerMoveHolds) {
  const ClockGame game =
      play_on_clock(9, "kata-time_settings fischer-capped 600 30 -1 1", fischer(600, 30), 12);
  EXPECT_EQ(game.moves, 12);
  EXPECT_LT(game.longest_move, 1);
}

}  // namespace
}  // namespace kosumi::cli
