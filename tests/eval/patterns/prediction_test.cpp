#include "eval/patterns/prediction.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "eval/patterns/extraction.h"

namespace kosumi::eval {
namespace {

using engine::Player;

// 35 moves on 9×9 without a capture: Black fills the columns A-D row by
// row, White the columns F-J.
RecordedGame quiet_game() {
  RecordedGame game;
  game.size = 9;
  const engine::Board geometry(9);
  for (int i = 0; i < 35; ++i) {
    const int k = i / 2;
    const bool black = i % 2 == 0;
    const int x = black ? k % 4 : 5 + k % 4;
    game.moves.push_back({black ? Player::Black : Player::White, geometry.point(x, k / 4)});
  }
  return game;
}

TEST(PatternPrediction, TiesCountByRandomOrder) {
  const RecordedGame game = quiet_game();
  // With every gamma 1 all moves tie: the played move is first with
  // probability 1/n, in the top k with probability k/n.
  std::array<PredictionStats, kPhaseCount> expected{};
  for_each_position(game, [&](const GamePosition& pos) {
    const auto n = static_cast<double>(candidate_moves(pos.board, pos.to_move).size());
    PredictionStats& s = expected[static_cast<size_t>(phase_of(pos.move_number))];
    ++s.positions;
    for (size_t k = 0; k < s.top.size(); ++k)
      s.top[k] += std::min(1.0, PredictionStats::kTopK[k] / n);
    s.log_evidence += std::log(1 / n);
  });
  const PatternModel uniform{PatternDictionary()};
  const std::vector<RecordedGame> games = {game, game};
  // One thread: OpenMP's threads are invisible to ThreadSanitizer.
  const PredictionReport report = measure_prediction(uniform, games, 1, [](const std::string&) {});
  EXPECT_EQ(report.games, 2);
  ASSERT_EQ(report.phases[0].positions, 2 * 30);
  ASSERT_EQ(report.phases[1].positions, 2 * 5);
  EXPECT_EQ(report.phases[2].positions, 0);
  for (int p = 0; p < 2; ++p) {
    for (int k = 0; k < 3; ++k) {
      EXPECT_NEAR(report.phases[static_cast<size_t>(p)].rate(k),
                  expected[static_cast<size_t>(p)].rate(k), 1e-12);
    }
    EXPECT_NEAR(report.phases[static_cast<size_t>(p)].mean_log_evidence(),
                expected[static_cast<size_t>(p)].mean_log_evidence(), 1e-9);
  }
  EXPECT_EQ(report.total().positions, 70);
  const std::string table = format_prediction(report);
  EXPECT_NE(table.find("moves 1-30"), std::string::npos) << table;
  EXPECT_NE(table.find("moves 31-150"), std::string::npos);
  EXPECT_NE(table.find("moves 151+"), std::string::npos);
  EXPECT_NE(table.find("all moves"), std::string::npos);
}

// A pass with a huge gamma ranks first everywhere: right where it is
// played, and it puts every other played move second at best.
TEST(PatternPrediction, StrongerMovesRankAhead) {
  RecordedGame game = quiet_game();
  game.moves.push_back({Player::Black, engine::kPass});
  PatternModel model{PatternDictionary()};
  model.set_gamma(FeatureGroup::Pass, static_cast<uint32_t>(PassValue::Pass), 1e6f);
  const std::vector<RecordedGame> games = {game};
  const PredictionReport report = measure_prediction(model, games, 1, [](const std::string&) {});
  EXPECT_EQ(report.phases[0].top[0], 0.0);
  ASSERT_EQ(report.phases[1].positions, 6);
  EXPECT_DOUBLE_EQ(report.phases[1].top[0], 1.0);
  EXPECT_GT(report.phases[0].top[1], 0.0);  // the top 5 has room behind the pass
}

TEST(PatternPrediction, Phases) {
  EXPECT_EQ(phase_of(1), 0);
  EXPECT_EQ(phase_of(30), 0);
  EXPECT_EQ(phase_of(31), 1);
  EXPECT_EQ(phase_of(150), 1);
  EXPECT_EQ(phase_of(151), 2);
  EXPECT_EQ(phase_name(1), "moves 31-150");
}

}  // namespace
}  // namespace kosumi::eval
