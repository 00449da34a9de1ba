#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

#include "search/node_arena.h"
#include "search/search.h"

namespace kosumi::search {

// How a timed search spends its time: it stops early when the best move is
// clear, and goes past its share while it is unsure. The figures come from
// the root's children; the rule is a pure function of them and the clock,
// so it is tested on its own.

// What the root's children say at one moment.
struct RootSummary {
  int64_t best_visits = 0;    // the most visited allowed child's visits
  int64_t second_visits = 0;  // the second most visited's
  double best_winrate = 0.5;  // the most visited child's win rate
  int64_t total_visits = 0;   // all allowed children's
};

RootSummary summarize_root(const NodeArena& arena, const std::vector<bool>& root_allowed);

// The best move is dominant when it has this many times the visits of the
// second: below it the search is unsure and may go past its share.
inline constexpr double kDominance = 2.0;
// A move is obvious (and the search stops at kObviousShare of its share)
// when the best has this many times the second's visits...
inline constexpr double kObvious = 5.0;
inline constexpr double kObviousShare = 0.5;
// ...or when the game is decided either way: the best win rate outside
// [kDecidedLow, kDecidedHigh].
inline constexpr double kDecidedLow = 0.1;
inline constexpr double kDecidedHigh = 0.9;
// Visits before the summary is trusted for an early stop.
inline constexpr int64_t kMinVisitsForEarlyStop = 200;

// True when a search with `limits` (a time limit set), `elapsed` seconds in
// and the root as `root` says, should stop now.
bool time_to_stop(const RootSummary& root, double elapsed, const SearchLimits& limits);

// How often a search with `limits` (a time limit set) looks at the clock:
// every kLongestTimeCheck, and a quarter of its share when that is shorter
// (never below kShortestTimeCheck). A search of a few milliseconds, all a
// 19×19 sudden-death clock allows late in a game, must not run on to a
// look 20 ms away: a move over its budget each turn empties the clock.
inline constexpr std::chrono::microseconds kLongestTimeCheck{20000};
inline constexpr std::chrono::microseconds kShortestTimeCheck{250};
std::chrono::microseconds time_check_interval(const SearchLimits& limits);

}  // namespace kosumi::search
