#include "search/time_control.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace kosumi::search {
namespace {

using engine::Player;
using Kind = TimeSettings::Kind;

constexpr double kMargin = TimeManager::kLatencyMargin;

TEST(TimeManager, NoTimeControlMeansPlayoutLimit) {
  TimeManager tm;
  EXPECT_EQ(tm.budget(Player::Black, 19, 0).target, 0);
  EXPECT_EQ(tm.budget(Player::Black, 19, 0).maximum, 0);
}

// What a move may spend without losing on time: the clock, plus in main
// time the first byo-yomi period (Japanese) or the block's time (Canadian),
// less the latency margin.
double spendable(const TimeSettings& s, double seconds, int stones) {
  if (s.kind == Kind::Absolute || stones > 0) return seconds - kMargin;
  return seconds + s.byoyomi_time - kMargin;
}

TEST(TimeManager, BudgetNeverExceedsWhatTheClockAllowsLessTheMargin) {
  const TimeSettings settings[] = {
      {Kind::Absolute, 300, 0, 0, 0},      {Kind::Absolute, 5, 0, 0, 0},
      {Kind::Japanese, 600, 30, 0, 5},     {Kind::Japanese, 0, 10, 0, 3},
      {Kind::Japanese, 60, 0, 0, 0},       {Kind::Canadian, 600, 300, 25, 0},
      {Kind::Canadian, 0, 60, 10, 0},      {Kind::Canadian, 30, 5, 1, 0},
      {Kind::Fischer, 300, 0, 0, 0, 10},   {Kind::Fischer, 0, 0, 0, 0, 5},
      {Kind::Fischer, 60, 0, 0, 0, 30, 5},
  };
  for (const TimeSettings& s : settings) {
    TimeManager tm;
    tm.set_settings(s);
    for (double seconds : {0.0, 0.1, 0.5, 1.0, 3.0, 10.0, 29.0, 59.5, 300.0, 1200.0}) {
      for (int stones : {0, 1, 2, 5, 25}) {
        if ((s.kind == Kind::Absolute || s.kind == Kind::Fischer) && stones > 0) continue;
        if (stones > 0 && seconds > s.byoyomi_time) continue;  // not a clock GTP can report
        tm.set_time_left(Player::White, seconds, stones);
        for (int size : {9, 19}) {
          for (int move : {0, 40, 150, 400}) {
            const TimeBudget b = tm.budget(Player::White, size, move);
            const double limit =
                std::max(spendable(s, seconds, stones), TimeManager::kMinimumBudget);
            EXPECT_GT(b.target, 0);
            EXPECT_LE(b.target, b.maximum);
            EXPECT_LE(b.maximum, limit)
                << "kind " << static_cast<int>(s.kind) << " seconds " << seconds << " stones "
                << stones << " size " << size << " move " << move;
          }
        }
      }
    }
  }
}

TEST(TimeManager, SpreadsMainTimeOverTheGame) {
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 600, 0, 0, 0});
  const double early = tm.budget(Player::Black, 19, 0).target;
  EXPECT_GT(early, 1);
  EXPECT_LT(early, 600.0 / 50);
  tm.set_time_left(Player::Black, 60, 0);
  EXPECT_LT(tm.budget(Player::Black, 19, 100).target, early);
  // An unsure move may go past its share, but never past a quarter of what
  // is left.
  EXPECT_GT(tm.budget(Player::Black, 19, 100).maximum, tm.budget(Player::Black, 19, 100).target);
  EXPECT_LE(tm.budget(Player::Black, 19, 100).maximum, 60 * TimeManager::kMaxMainShare);
}

// Seconds of a 19×19 game of 300 moves in 180 s of sudden death each that
// the moves before move `until` spend, each move taking its whole target.
struct GameSpend {
  double before = 0;  // before `until`
  double all = 0;
};
GameSpend spend_a_game(const TimeAllocation& allocation, int until) {
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 180, 0, 0, 0});
  double clock = 180;
  GameSpend spend;
  for (int move = 0; move < 300; move += 2) {
    tm.set_time_left(Player::Black, clock, 0);
    const double used = tm.budget(Player::Black, 19, move, allocation).target;
    clock -= used;
    spend.all += used;
    if (move < until) spend.before += used;
  }
  return spend;
}

TEST(TimeManager, AnEndgameWeightBelowOneGivesTheEarlierMovesMore) {
  const GameSpend even = spend_a_game({}, 162);
  const GameSpend weighted = spend_a_game({0.45, 0.4}, 162);
  EXPECT_GT(weighted.before, even.before + 5);
  // The whole game stays within the clock all the same.
  EXPECT_LT(weighted.all, 180);
  // The default spreads main time evenly: the opening's share is the clock
  // over the own moves of the expected game (0.7 × 361 moves in all).
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 180, 0, 0, 0});
  EXPECT_NEAR(tm.budget(Player::Black, 19, 0).target, (180 - kMargin) / (0.7 * 361 / 2), 1e-9);
  // Past the expected end the weights change nothing: the floor of own
  // moves left rules.
  tm.set_time_left(Player::Black, 20, 0);
  EXPECT_DOUBLE_EQ(tm.budget(Player::Black, 19, 280, {0.45, 0.4}).target,
                   tm.budget(Player::Black, 19, 280).target);
}

TEST(TimeManager, JapaneseByoyomiUsesMostOfOnePeriod) {
  TimeManager tm;
  tm.set_settings({Kind::Japanese, 0, 30, 0, 5});
  tm.set_time_left(Player::Black, 30, 5);
  const TimeBudget b = tm.budget(Player::Black, 19, 100);
  EXPECT_GT(b.target, 20);
  EXPECT_LE(b.target, 30 - kMargin);
  // A period cannot be stretched.
  EXPECT_EQ(b.maximum, b.target);
}

// 60 s of main time and 5 s periods on 19×19: a move in main time gets its
// part of the main time on top of a period's share, not the larger of the
// two, and an unsure one may think longer still.
TEST(TimeManager, MainTimeAddsToTheByoyomiShare) {
  TimeManager tm;
  tm.set_settings({Kind::Japanese, 60, 5, 0, 5});
  const TimeBudget b = tm.budget(Player::Black, 19, 0);
  const double period_share = 5 * (1 - TimeManager::kPeriodReserve) - kMargin;
  EXPECT_GT(b.target, period_share + 0.1);
  EXPECT_GT(b.maximum, b.target);
  EXPECT_LE(b.maximum, 60 - kMargin + period_share);
  tm.set_settings({Kind::Canadian, 120, 60, 10, 0});
  const TimeBudget c = tm.budget(Player::Black, 9, 10);
  EXPECT_GT(c.target, 6 * (1 - TimeManager::kPeriodReserve) - kMargin);
}

TEST(TimeManager, CanadianByoyomiSharesTheBlockAmongItsStones) {
  TimeManager tm;
  tm.set_settings({Kind::Canadian, 0, 300, 25, 0});
  tm.set_time_left(Player::Black, 300, 25);
  const TimeBudget b = tm.budget(Player::Black, 19, 100);
  EXPECT_GT(b.target, 8);
  EXPECT_LE(b.target, 12);
  // Past its share, a move leaves every later stone at least half of one.
  EXPECT_GE(b.maximum, b.target);
  EXPECT_LE(b.maximum,
            300 * (1 - TimeManager::kPeriodReserve) - 25 * kMargin - 24 * b.target / 2 + 1e-9);
  tm.set_time_left(Player::Black, 20, 1);
  EXPECT_LE(tm.budget(Player::Black, 19, 100).maximum, 20 - kMargin);
}

// With byo-yomi to follow, one move still takes at most kMaxMainShare of
// the main time left (plus its byo-yomi share): an unsure first move of an
// hour's game does not spend the hour.
TEST(TimeManager, NoMoveTakesMoreThanItsShareOfTheMainTime) {
  TimeManager tm;
  for (const TimeSettings& s : {TimeSettings{Kind::Japanese, 3600, 30, 0, 5},
                                TimeSettings{Kind::Canadian, 3600, 300, 25, 0},
                                TimeSettings{Kind::Absolute, 3600, 0, 0, 0}}) {
    tm.set_settings(s);
    for (const int size : {9, 19}) {
      const double byoyomi_share = s.kind == Kind::Absolute ? 0 : 30;
      EXPECT_LE(tm.budget(Player::Black, size, 0).maximum,
                (3600 - kMargin) * TimeManager::kMaxMainShare + byoyomi_share)
          << size;
    }
  }
}

// A Fischer game of 300 moves a side, every move taking the longest its
// budget allows and the increment added after it: the clock never runs
// out, and it settles where a move gets most of an increment.
TEST(TimeManager, FischerNeverRunsOutAndLivesOnTheIncrement) {
  for (const double main : {0.0, 1.0, 60.0, 1200.0}) {
    for (const double increment : {0.0, 1.0, 5.0, 30.0}) {
      TimeManager tm;
      tm.set_settings({Kind::Fischer, main, 0, 0, 0, increment});
      double clock = main;
      TimeBudget last;
      for (int move = 0; move < 600; move += 2) {
        tm.set_time_left(Player::Black, clock, 0);
        last = tm.budget(Player::Black, 19, move);
        const double spent = last.maximum + kMargin;
        if (main + increment > 0) {
          ASSERT_LE(spent, std::max(clock, TimeManager::kMinimumBudget + kMargin))
              << "main " << main << " increment " << increment << " move " << move;
        }
        clock = clock - spent + increment;
      }
      if (increment >= 5) {
        EXPECT_GT(last.target, increment / 2) << main << " + " << increment;
      }
    }
  }
}

// A 19x19 game of 60 s sudden death that runs to 450 moves, far past its
// expected length, each move costing its budget and 12 ms of pipes and
// start-up besides: the clock shrinks by a share a move and never runs out
// (a fixed 50 ms minimum once lost such a game at move 265 in the soak).
TEST(TimeManager, SuddenDeathSurvivesAGameFarLongerThanExpected) {
  constexpr double kOverhead = 0.012;
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 60, 0, 0, 0});
  double clock = 60;
  for (int move = 0; move < 450; move += 2) {
    tm.set_time_left(Player::White, clock, 0);
    const TimeBudget b = tm.budget(Player::White, 19, move);
    ASSERT_GT(b.target, 0);
    clock -= b.target + kOverhead;
    ASSERT_GT(clock, 0) << "lost on time at move " << move;
  }
}

TEST(TimeManager, FischerKeepsTheClocksLimitPerMove) {
  TimeManager tm;
  tm.set_settings({Kind::Fischer, 3600, 0, 0, 0, 60, 10});
  for (const int move : {0, 100}) {
    const TimeBudget b = tm.budget(Player::White, 19, move);
    EXPECT_LE(b.maximum, 10 - kMargin);
    EXPECT_GT(b.target, 5);
  }
  tm.set_settings({Kind::Fischer, 3600, 0, 0, 0, 60});
  EXPECT_GT(tm.budget(Player::White, 19, 0).maximum, 10);
}

TEST(TimeManager, BeforeAnyTimeLeftAssumesTheFullSettings) {
  TimeManager tm;
  tm.set_settings({Kind::Japanese, 0, 30, 0, 5});
  const double b = tm.budget(Player::White, 9, 0).target;
  EXPECT_GT(b, 20);
  EXPECT_LE(b, 30 - kMargin);
}

TEST(TimeManager, EachPlayerHasOwnClock) {
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 600, 0, 0, 0});
  tm.set_time_left(Player::Black, 10, 0);
  EXPECT_LT(tm.budget(Player::Black, 19, 10).target, tm.budget(Player::White, 19, 10).target);
}

TEST(TimeManager, TheLagOfEachMoveIsLearntFromTheClock) {
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 300, 0, 0, 0});
  tm.set_time_left(Player::Black, 300, 0);
  const TimeBudget before = tm.budget(Player::Black, 19, 100);
  // The engine spent 1.0 s on its move; the clock fell by 1.25 s.
  tm.record_move(Player::Black, 1.0, 0);
  tm.set_time_left(Player::Black, 298.75, 0);
  EXPECT_NEAR(tm.lag(Player::Black), 0.25, 1e-9);
  EXPECT_EQ(tm.lag(Player::White), 0);
  const TimeBudget after = tm.budget(Player::Black, 19, 100);
  // The share of the clock left, less the lag.
  TimeManager unlagged;
  unlagged.set_settings({Kind::Absolute, 300, 0, 0, 0});
  unlagged.set_time_left(Player::Black, 298.75, 0);
  EXPECT_NEAR(after.target, unlagged.budget(Player::Black, 19, 100).target - 0.25, 1e-9);
  EXPECT_LT(after.target, before.target - 0.2);
}

TEST(TimeManager, TheLagIsTheMeanOverTheMovesAndNeverNegative) {
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 100, 0, 0, 0});
  tm.set_time_left(Player::White, 100.5, 0);
  tm.record_move(Player::White, 1.0, 0);
  tm.set_time_left(Player::White, 98.9, 0);  // 0.6 s of lag
  EXPECT_NEAR(tm.lag(Player::White), 0.6, 1e-9);
  tm.record_move(Player::White, 1.0, 0);
  tm.set_time_left(Player::White, 97.7, 0);  // 0.2 s more
  EXPECT_NEAR(tm.lag(Player::White), 0.4, 1e-9);
  // A clock that lost less than the engine measured: no lag, not less.
  TimeManager quick;
  quick.set_settings({Kind::Absolute, 100, 0, 0, 0});
  quick.set_time_left(Player::White, 100.5, 0);
  quick.record_move(Player::White, 1.0, 0);
  quick.set_time_left(Player::White, 99.7, 0);
  EXPECT_EQ(quick.lag(Player::White), 0);
}

TEST(TimeManager, AWholeSecondClockIsNotTakenForLag) {
  // GTP's time_left gives whole seconds: moves of 0.3 s read as 0 or 1 s.
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 100, 0, 0, 0});
  double clock = 100;
  tm.set_time_left(Player::Black, clock, 0);
  for (int move = 1; move <= 30; ++move) {
    tm.record_move(Player::Black, 0.3, 0);
    tm.set_time_left(Player::Black, std::ceil(100 - 0.3 * move), 0);
    EXPECT_EQ(tm.lag(Player::Black), 0) << "move " << move;
  }
  // Each move really costing 0.2 s more shows through the rounding.
  TimeManager lagged;
  lagged.set_settings({Kind::Absolute, 100, 0, 0, 0});
  lagged.set_time_left(Player::Black, clock, 0);
  for (int move = 1; move <= 30; ++move) {
    lagged.record_move(Player::Black, 0.3, 0);
    lagged.set_time_left(Player::Black, std::ceil(100 - 0.5 * move), 0);
  }
  EXPECT_NEAR(lagged.lag(Player::Black), 0.2 - 1.0 / 30, 1e-9);
}

TEST(TimeManager, NoLagIsLearntWithoutAMoveOrInByoyomi) {
  TimeManager tm;
  tm.set_settings({Kind::Japanese, 10, 30, 0, 5});
  tm.set_time_left(Player::Black, 10.5, 0);
  // A second report without a move between (a controller's repeat).
  tm.set_time_left(Player::Black, 8.5, 0);
  EXPECT_EQ(tm.lag(Player::Black), 0);
  // Main time to byo-yomi: the period starts afresh, no sample.
  tm.record_move(Player::Black, 1.0, 0);
  tm.set_time_left(Player::Black, 30, 5);
  EXPECT_EQ(tm.lag(Player::Black), 0);
  // In byo-yomi the period is reset every move: no sample either.
  tm.record_move(Player::Black, 1.0, 0);
  tm.set_time_left(Player::Black, 30, 5);
  EXPECT_EQ(tm.lag(Player::Black), 0);
}

TEST(TimeManager, AFischerIncrementIsNotTakenForALag) {
  TimeManager tm;
  tm.set_settings({Kind::Fischer, 60, 0, 0, 0, 5});
  tm.set_time_left(Player::Black, 60.5, 0);
  tm.record_move(Player::Black, 2.0, 0);
  tm.set_time_left(Player::Black, 63.4, 0);  // 60.5 - 2.1 + 5
  EXPECT_NEAR(tm.lag(Player::Black), 0.1, 1e-9);
}

TEST(TimeManager, AnOverrunOfTheSearchsAllowanceCountsAsLag) {
  // Allowed 0.01 s, the engine took 0.03 s (work around a tiny search) and
  // the clock fell by 0.04 s: 0.03 s a move beyond the allowance.
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 5, 0, 0, 0});
  tm.set_time_left(Player::Black, 1.5, 0);
  tm.record_move(Player::Black, 0.03, 0.01);
  tm.set_time_left(Player::Black, 1.46, 0);
  EXPECT_NEAR(tm.lag(Player::Black), 0.03, 1e-9);
  // Within its allowance only the lag outside the engine counts.
  TimeManager within;
  within.set_settings({Kind::Absolute, 5, 0, 0, 0});
  within.set_time_left(Player::Black, 1.5, 0);
  within.record_move(Player::Black, 0.03, 0.05);
  within.set_time_left(Player::Black, 1.46, 0);
  EXPECT_NEAR(within.lag(Player::Black), 0.01, 1e-9);
}

TEST(TimeManager, ANewGameOrNewSettingsForgetTheLag) {
  TimeManager tm;
  tm.set_settings({Kind::Absolute, 100, 0, 0, 0});
  tm.set_time_left(Player::Black, 100.5, 0);
  tm.record_move(Player::Black, 1.0, 0);
  tm.set_time_left(Player::Black, 98.5, 0);
  EXPECT_GT(tm.lag(Player::Black), 0.9);
  // The clock full again: a new game.
  tm.set_time_left(Player::Black, 100, 0);
  EXPECT_EQ(tm.lag(Player::Black), 0);
  tm.record_move(Player::Black, 1.0, 0);
  tm.set_time_left(Player::Black, 97.5, 0);
  EXPECT_GT(tm.lag(Player::Black), 0.9);
  tm.set_settings({Kind::Absolute, 100, 0, 0, 0});
  EXPECT_EQ(tm.lag(Player::Black), 0);
}

}  // namespace
}  // namespace kosumi::search
