#include "eval/opening/opening_table.h"

#include <gtest/gtest.h>

#include <vector>

#include "eval/opening/symmetry.h"
#include "support/opening_games.h"

namespace kosumi::eval {
namespace {

using engine::Player;
using test::at;
using test::board_after;
using test::game_of;

const OpeningPrior::Position* position_of(const OpeningPrior& table, const RecordedGame& game,
                                          size_t moves_played) {
  const Player to_move = moves_played % 2 == 0 ? Player::Black : Player::White;
  return table.find(canonical_position(board_after(game, moves_played), to_move).key);
}

TEST(CountOpenings, MirroredGamesMeetInOnePositionAndTheirMovesInOneMove) {
  // The second game is the first mirrored left to right, the third the
  // first reflected in the diagonal: the same opening three times.
  const std::vector<RecordedGame> games = {game_of({"Q16", "D4", "Q3", "D16"}),
                                           game_of({"D16", "Q4", "D3", "Q16"}),
                                           game_of({"Q16", "D4", "C16", "Q4"})};
  const OpeningPrior table = count_openings(games, {.moves = 4, .min_games = 3});
  ASSERT_EQ(table.position_count(), 4u);
  for (size_t m = 0; m < 4; ++m) {
    const OpeningPrior::Position* p = position_of(table, games[0], m);
    ASSERT_NE(p, nullptr) << "before move " << m + 1;
    EXPECT_EQ(p->games, 3u);
    ASSERT_EQ(p->moves.size(), 1u) << "before move " << m + 1;
    EXPECT_EQ(p->moves[0].count, 3u);
  }
}

TEST(CountOpenings, CountsEachMoveAndListsTheMostPlayedFirst) {
  const std::vector<RecordedGame> games = {
      game_of({"Q16", "D4", "Q3"}), game_of({"Q16", "D4", "R4"}), game_of({"Q16", "D4", "R4"})};
  const OpeningPrior table = count_openings(games, {.moves = 3, .min_games = 1});
  const OpeningPrior::Position* p = position_of(table, games[0], 2);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->games, 3u);
  ASSERT_EQ(p->moves.size(), 2u);
  EXPECT_EQ(p->moves[0].count, 2u);
  EXPECT_EQ(p->moves[1].count, 1u);
}

TEST(CountOpenings, KeepsPositionsOfEnoughGamesAndMovesPlayedOftenEnough) {
  const std::vector<RecordedGame> games = {
      game_of({"Q16", "D4", "Q3"}), game_of({"Q16", "D4", "R4"}), game_of({"Q16", "D4", "R4"})};
  const OpeningPrior table =
      count_openings(games, {.moves = 3, .min_games = 3, .min_move_count = 2});
  const OpeningPrior::Position* p = position_of(table, games[0], 2);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->games, 3u);
  ASSERT_EQ(p->moves.size(), 1u);
  EXPECT_EQ(p->moves[0].count, 2u);
  // Before Black's R4 only two games reached the position: not kept.
  const RecordedGame longer = game_of({"Q16", "D4", "R4", "C16"});
  const OpeningPrior three = count_openings(std::vector<RecordedGame>{longer, longer, games[0]},
                                            {.moves = 4, .min_games = 3});
  EXPECT_EQ(position_of(three, longer, 3), nullptr);
  EXPECT_NE(position_of(three, longer, 2), nullptr);
}

TEST(CountOpenings, StopsAfterTheFirstMovesAndAtAPass) {
  const std::vector<RecordedGame> games = {game_of({"Q16", "D4", "Q3", "D16"}),
                                           game_of({"Q16", "pass", "Q3", "D16"})};
  const OpeningPrior table = count_openings(games, {.moves = 2, .min_games = 1});
  EXPECT_EQ(table.max_moves(), 2);
  EXPECT_EQ(position_of(table, games[0], 2), nullptr);
  const OpeningPrior::Position* second = position_of(table, games[0], 1);
  ASSERT_NE(second, nullptr);
  // The second game stopped counting at its pass.
  EXPECT_EQ(second->games, 1u);
  ASSERT_EQ(second->moves.size(), 1u);
  EXPECT_EQ(second->moves[0].count, 1u);
}

}  // namespace
}  // namespace kosumi::eval
