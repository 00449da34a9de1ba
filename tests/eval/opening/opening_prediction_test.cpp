#include "eval/opening/opening_prediction.h"

#include <gtest/gtest.h>

#include <vector>

#include "eval/opening/opening_table.h"
#include "support/opening_games.h"

namespace kosumi::eval {
namespace {

using test::game_of;

TEST(OpeningPrediction, CountsPositionsFoundAndTopMovesByMoveNumber) {
  const std::vector<RecordedGame> training = {
      game_of({"Q16", "D4", "Q3"}), game_of({"Q16", "D4", "R4"}), game_of({"Q16", "D4", "R4"})};
  const OpeningPrior table = count_openings(training, {.moves = 3, .min_games = 2});
  // Move 1 and 2 as the table's; move 3 Q3, not its R4; then a game that
  // leaves the table at once.
  const std::vector<RecordedGame> validation = {game_of({"D16", "Q4", "D3"}),
                                                game_of({"K10", "D4", "Q3"})};
  const auto rows = measure_opening_prediction(table, validation);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(rows[0].positions, 2);
  EXPECT_EQ(rows[0].found, 2);
  EXPECT_EQ(rows[0].top, 1);
  EXPECT_EQ(rows[1].found, 1);
  EXPECT_EQ(rows[1].top, 1);
  EXPECT_EQ(rows[2].found, 1);
  EXPECT_EQ(rows[2].top, 0);
  EXPECT_EQ(rows[3].first_move, 1);
  EXPECT_EQ(rows[3].last_move, 3);
  EXPECT_EQ(rows[3].positions, 6);
  EXPECT_EQ(rows[3].found, 4);
  EXPECT_EQ(rows[3].top, 2);
  const std::string text = format_opening_prediction(rows);
  EXPECT_NE(text.find("| 1-3 | 6 | 66.7 % | 33.3 % | 50.0 % |"), std::string::npos) << text;
}

}  // namespace
}  // namespace kosumi::eval
