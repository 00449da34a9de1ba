#pragma once

namespace kosumi::match {

// The z value of a two-sided 95 % interval of the normal distribution.
inline constexpr double kZ95 = 1.959963984540054;

struct Interval {
  double low = 0;
  double high = 0;
};

// Wilson score interval for a proportion: `points` successes (a draw counts
// one half) out of `games` trials. Unlike the normal approximation it stays
// inside [0, 1] and is sensible at 0 and at `games` points. [0, 1] for no
// games.
Interval wilson_interval(double points, int games, double z = kZ95);

// The Elo difference that makes `score` (points per game, in [0, 1]) the
// expected score: -400 log10(1 / score - 1). Infinite at 0 and 1.
double elo_from_score(double score);

struct EloEstimate {
  double elo = 0;  // positive: the first engine is stronger
  Interval interval;
};

// Elo difference and its 95 % interval, mapped from the score and its Wilson
// interval (the mapping is monotonic, so the bounds carry over). Bounds are
// infinite when the interval reaches 0 or 1.
EloEstimate elo_estimate(double points, int games);

}  // namespace kosumi::match
