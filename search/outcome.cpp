#include "search/outcome.h"

#include <algorithm>
#include <cmath>

#include "engine/rules.h"
#include "search/node.h"

namespace kosumi::search {

namespace {

constexpr double kButtonValue = 0.5;

// Black's half wins for who won alone: kWinValue, kDrawValue or 0.
uint32_t black_half_wins(double black_margin) {
  return black_margin > 0 ? kWinValue : black_margin < 0 ? 0 : kDrawValue;
}

}  // namespace

Outcome::Outcome(const engine::Game& game, double extra_komi, const ScoreTerm& score)
    : score_weight_(score.weight),
      score_points_(std::max(1.0, static_cast<double>(score.range) * game.size() * game.size())) {
  const engine::Rules& rules = game.rules();
  white_bonus_ = rules.komi + rules.handicap_points(game.handicap()) + extra_komi;
  if (const auto owner = game.button_owner()) {
    white_bonus_ += *owner == engine::Player::White ? kButtonValue : -kButtonValue;
  }
}

uint32_t Outcome::value_for(engine::Player player, int area_score) const {
  const uint32_t black = black_half_wins(black_margin(area_score));
  return player == engine::Player::Black ? black : kWinValue - black;
}

double Outcome::black_value(int area_score) const {
  const double margin = black_margin(area_score);
  const double win = static_cast<double>(black_half_wins(margin)) / kWinValue;
  if (score_weight_ == 0) return win;
  const double score = 0.5 + 0.5 * std::clamp(margin / score_points_, -1.0, 1.0);
  return (1 - score_weight_) * win + score_weight_ * score;
}

uint32_t half_wins(double value, engine::Rng& rng) {
  const double scaled = value * kWinValue;
  const double whole = std::floor(scaled);
  const double fraction = scaled - whole;
  const bool up = fraction > 0 && rng.uniform() < fraction;
  return static_cast<uint32_t>(whole) + static_cast<uint32_t>(up);
}

double DynamicKomi::extra_komi(int handicap, int size, int moves_played,
                               engine::Player to_move) const {
  const double points = static_cast<double>(size) * size;
  const double fade_moves = static_cast<double>(fade_share) * points;
  if (moves_played >= fade_moves) return 0;
  const double stones = handicap < 2 ? 0 : static_cast<double>(handicap_value) * handicap;
  const double cushion = static_cast<double>(cushion_share) * points;
  const double for_white = stones + (to_move == engine::Player::Black ? cushion : -cushion);
  return for_white * (1 - moves_played / fade_moves);
}

}  // namespace kosumi::search
