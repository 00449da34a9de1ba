#include "eval/patterns/model.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <vector>

#include "engine/board_text.h"
#include "eval/patterns/extraction.h"
#include "eval/patterns/pattern3_liberties.h"
#include "eval/patterns/prediction.h"
#include "support/test_points.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::kNoPoint;
using engine::kPass;
using engine::Player;
using engine::Point;
using test::at;

// White's D6 is in atari (Black captures at E6, and it could run out
// there); Black's F3 is in atari and runs out at F2.
constexpr const char* kPosition = R"(
  . . . . . . . . .
  . . . . . . . . .
  . . . X . . . . .
  . . X O . . . . .
  . . . X . . . . .
  . . . . . O . . .
  . . . . O X O . .
  . . . . . . . . .
  . . . . . . . . .)";

TEST(PatternModel, ProbabilitiesOfEveryLegalMoveSumToOne) {
  const Board b = engine::parse_board(kPosition);
  PatternModel model{PatternDictionary()};
  PatternScorer scorer(model);
  const std::vector<Point> moves = candidate_moves(b, Player::Black);
  std::vector<float> p(moves.size());
  scorer.move_probabilities(b, Player::Black, at(b, "F4"), at(b, "D6"), moves, p);
  // Every gamma 1: every move alike.
  for (float x : p)
    EXPECT_FLOAT_EQ(x, 1.0f / static_cast<float>(moves.size()));

  model.set_gamma(FeatureGroup::Capture, static_cast<uint32_t>(CaptureValue::Escapable), 50);
  model.set_gamma(FeatureGroup::AtariEscape, static_cast<uint32_t>(EscapeValue::NewEscapes), 20);
  model.set_gamma(FeatureGroup::Pass, static_cast<uint32_t>(PassValue::Pass), 0.01f);
  scorer.move_probabilities(b, Player::Black, at(b, "F4"), at(b, "D6"), moves, p);
  EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-5);
  const auto probability = [&](Point m) {
    return p[static_cast<size_t>(std::find(moves.begin(), moves.end(), m) - moves.begin())];
  };
  const float quiet = probability(at(b, "A1"));
  EXPECT_FLOAT_EQ(probability(at(b, "E6")) / quiet, 50);  // takes D6
  EXPECT_FLOAT_EQ(probability(at(b, "F2")) / quiet, 20);  // saves F3
  EXPECT_FLOAT_EQ(probability(kPass) / quiet, 0.01f);
  // The strengths behind them.
  EXPECT_DOUBLE_EQ(scorer.strength(b, Player::Black, {at(b, "F4"), kNoPoint}, at(b, "E6")), 50);
}

TEST(PatternModel, PlayoutTableFromTheLearned3x3Gammas) {
  // Black to move, a black stone to the south in atari: one code, whatever
  // else; and one with a white stone to the east too, whose liberties
  // (two, or three and more) are open in the engine's code.
  const LibertyPattern3 alone = (1u << 2) | (1u << 16);
  const LibertyPattern3 with_two = alone | (2u << 8) | (2u << 20);
  const LibertyPattern3 with_more = alone | (2u << 8) | (3u << 20);
  PatternDictionary d;
  const uint32_t a = d.add_pattern3(liberty_pattern3_canonical(alone));
  const uint32_t b = d.add_pattern3(liberty_pattern3_canonical(with_two));
  const uint32_t c = d.add_pattern3(liberty_pattern3_canonical(with_more));
  PatternModel model(std::move(d));
  model.set_gamma(FeatureGroup::Pattern3, a, 8);
  model.set_gamma(FeatureGroup::Pattern3, b, 2);
  model.set_gamma(FeatureGroup::Pattern3, c, 32);
  const engine::Pattern3Table table = model.playout_pattern3_table(2);
  EXPECT_EQ(table.weight((1u << 2) | (1u << 16)), 4);  // 8 / 2
  const engine::Pattern3 both = (1u << 2) | (2u << 8) | (1u << 16);
  EXPECT_EQ(table.weight(both), 4);  // sqrt(2 * 32) / 2
  // In every symmetry.
  for (int s = 0; s < 8; ++s)
    EXPECT_EQ(table.weight(engine::pattern3_transform(both, s)), 4);
  // Unknown codes (gamma 1) are below 2: no shape. The shapes are the 4
  // turns of the first code and the 8 symmetries of the second.
  EXPECT_EQ(table.weight(0), 0);
  EXPECT_EQ(table.shape_count(), 4 + 8);
}

}  // namespace
}  // namespace kosumi::eval
