// End-to-end: the real `kosumi gtp` on the clocks controllers send. Each
// test keeps the clock as a controller would (time_left before each
// genmove, the answer's wall time taken off) and checks that no move runs
// past what the clock allowed, and that huge clocks are refused or bounded
// so that genmove always answers.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "gtp/client/subprocess.h"
#include "support/clock_game.h"
#include "support/kosumi_process.h"

namespace kosumi::cli {
namespace {

TEST(Clocks, SuddenDeathOn9x9NeverLosesOnTime) {
  PlayerClock sudden{PlayerClock::Kind::Absolute, 6, 0, 0};
  const ClockGame game = play_on_clock(9, "time_settings 6 0 0", sudden, 40);
  EXPECT_GE(game.moves, 20);
  // No move takes more than a quarter of the clock (plus the pipes).
  EXPECT_LT(game.longest_move, 6 * 0.25 + 0.5);
}

TEST(Clocks, SuddenDeathOn19x19NeverLosesOnTime) {
  PlayerClock sudden{PlayerClock::Kind::Absolute, 5, 0, 0};
  const ClockGame game = play_on_clock(19, "kgs-time_settings absolute 5", sudden, 30);
  EXPECT_EQ(game.moves, 30);
}

TEST(Clocks, JapaneseByoyomiKeepsEveryMoveInsideItsPeriod) {
  PlayerClock byoyomi{PlayerClock::Kind::Japanese, 1, 2, 3};
  const ClockGame game = play_on_clock(9, "kgs-time_settings byoyomi 1 2 3", byoyomi, 16);
  EXPECT_EQ(game.moves, 16);
  EXPECT_LT(game.longest_move, 2);
}

TEST(Clocks, CanadianByoyomiSharesTheBlock) {
  PlayerClock canadian{PlayerClock::Kind::Canadian, 1, 4, 4};
  const ClockGame game = play_on_clock(9, "time_settings 1 4 4", canadian, 16);
  EXPECT_EQ(game.moves, 16);
}

TEST(Clocks, TinyClocksStillAnswerEveryMove) {
  PlayerClock tiny{PlayerClock::Kind::Absolute, 0.5, 0, 0};
  const ClockGame game = play_on_clock(9, "time_settings 0.5 0 0", tiny, 10);
  EXPECT_EQ(game.moves, 10);
}

TEST(Clocks, HugeClocksAreRefusedAndChangeNothing) {
  KosumiGtp k;
  const std::string before = k.state();
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"time_settings 1e300 0 0", "main time 1e300 is out of range (0 to 1000000 seconds)"},
      {"time_settings 1e9 0 0", "main time 1e9 is out of range (0 to 1000000 seconds)"},
      {"time_settings 0 1e300 1", "byo-yomi time 1e300 is out of range (0 to 1000000 seconds)"},
      {"time_settings 0 10 5000", "byo-yomi stones 5000 is out of range (0 to 1000)"},
      {"kgs-time_settings byoyomi 10 1e300 5",
       "byo-yomi time 1e300 is out of range (0 to 1000000 seconds)"},
      {"time_left black 1e300 0", "time left 1e300 is out of range (0 to 1000000 seconds)"},
      {"komi 1e308", "komi 1e308 is out of range (-1000 to 1000)"},
  };
  for (const auto& [line, message] : refused)
    EXPECT_EQ(k.error(line), message) << line;
  EXPECT_EQ(k.state(), before);
  // The clock stayed unset: the move is searched by its playouts.
  EXPECT_FALSE(k.ok("genmove b").empty());
}

// A clock of an hour on 9x9 gives the first move a share of minutes; the
// search ends when its tree is full (a small one here) and answers.
TEST(Clocks, AnHourOn9x9AnswersOnceTheTreeIsFull) {
  KosumiGtp k({"--size", "9", "--threads", "1", "--memory", "4"});
  k.ok("time_settings 3600 0 0");
  const SteadyClock::time_point asked = SteadyClock::now();
  const std::string move = k.ok("genmove b");
  EXPECT_FALSE(move.empty());
  EXPECT_LT(seconds_since(asked), kAnswerTimeout.count() / 1000.0);
}

// A controller that closes the engine's input while a search runs gets
// the best move so far at once, and the engine ends.
TEST(Clocks, ClosingTheInputEndsARunningSearch) {
  // A sanitizer's build may take seconds to end its threads and exit.
  client::SubprocessOptions options = quick_stop();
  options.kill_grace = kAnswerTimeout;
  client::Subprocess p(
      kosumi_command({"gtp", "--size", "19", "--threads", "1", "--playouts", "1000000000000"}),
      options);
  // The engine has started once it answers; then the search begins before
  // the input closes.
  ASSERT_TRUE(p.write_line("name", kAnswerTimeout));
  ASSERT_EQ(p.read_line(kAnswerTimeout).line, "= Kosumi");
  ASSERT_EQ(p.read_line(kAnswerTimeout).line, "");
  ASSERT_TRUE(p.write_line("genmove b", kAnswerTimeout));
  ASSERT_NE(p.read_line(std::chrono::milliseconds(1000)).status, client::ReadStatus::kLine);
  p.close_stdin();
  const client::ReadResult answer = p.read_line(kAnswerTimeout);
  ASSERT_EQ(answer.status, client::ReadStatus::kLine);
  EXPECT_TRUE(answer.line.starts_with("= ")) << answer.line;
  EXPECT_EQ(p.stop(), 0);
}

}  // namespace
}  // namespace kosumi::cli
