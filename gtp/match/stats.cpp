#include "gtp/match/stats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace kosumi::match {

Interval wilson_interval(double points, int games, double z) {
  if (games <= 0) return {0, 1};
  const double n = games;
  const double p = points / n;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  // At no points or all points the bound is exactly 0 or 1; rounding would
  // move it a hair inside and turn an infinite Elo bound finite.
  return {points <= 0 ? 0.0 : std::max(0.0, centre - half),
          points >= n ? 1.0 : std::min(1.0, centre + half)};
}

double elo_from_score(double score) {
  constexpr double kInfinity = std::numeric_limits<double>::infinity();
  if (score <= 0) return -kInfinity;
  if (score >= 1) return kInfinity;
  return -400 * std::log10(1 / score - 1);
}

EloEstimate elo_estimate(double points, int games) {
  if (games <= 0) return {0, {elo_from_score(0), elo_from_score(1)}};
  const Interval score = wilson_interval(points, games);
  return {elo_from_score(points / games), {elo_from_score(score.low), elo_from_score(score.high)}};
}

}  // namespace kosumi::match
