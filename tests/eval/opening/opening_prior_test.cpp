#include "eval/opening/opening_prior.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "eval/opening/opening_file.h"
#include "eval/opening/opening_table.h"
#include "support/opening_games.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::Player;
using engine::Point;
using test::at;
using test::board_after;
using test::game_of;

// Three games that agree on their first two moves and part after them
// (in a position without a symmetry of its own: after Q16 and D4 the
// diagonal would make R4 and D17 one move).
const std::vector<RecordedGame>& games() {
  static const std::vector<RecordedGame> g = {
      game_of({"Q16", "D3", "Q3"}), game_of({"Q16", "D3", "R4"}), game_of({"Q16", "D3", "R4"})};
  return g;
}

TEST(OpeningPrior, GivesThePlayedMovesWithTheirShareOfTheGames) {
  const OpeningPrior table = count_openings(games(), {.moves = 3, .min_games = 1});
  const Board board = board_after(games()[0], 2);
  const auto known = table.lookup(board, Player::Black);
  ASSERT_TRUE(known);
  EXPECT_EQ(known->games, 3u);
  ASSERT_EQ(known->choices.size(), 2u);
  EXPECT_EQ(known->choices[0].move, at(board, "R4"));
  EXPECT_FLOAT_EQ(known->choices[0].share, 2.0f / 3);
  EXPECT_EQ(known->choices[1].move, at(board, "Q3"));
  EXPECT_FLOAT_EQ(known->choices[1].share, 1.0f / 3);
}

TEST(OpeningPrior, FindsTheMovesOfAMirroredPositionMirrored) {
  const OpeningPrior table = count_openings(games(), {.moves = 3, .min_games = 1});
  // Left and right exchanged: D16, Q3; the players' R4 is C4 here.
  const Board board = board_after(game_of({"D16", "Q3"}), 2);
  const auto known = table.lookup(board, Player::Black);
  ASSERT_TRUE(known);
  ASSERT_FALSE(known->choices.empty());
  EXPECT_EQ(known->choices[0].move, at(board, "C4"));
}

TEST(OpeningPrior, ListsEveryPointThatTheEmptyBoardMakesEqual) {
  const OpeningPrior table = count_openings(games(), {.moves = 3, .min_games = 1});
  const Board board(19);
  const auto known = table.lookup(board, Player::Black);
  ASSERT_TRUE(known);
  std::set<Point> moves;
  for (const auto& c : known->choices) {
    moves.insert(c.move);
    EXPECT_FLOAT_EQ(c.share, 1.0f);
  }
  const std::set<Point> hoshi = {at(board, "D4"), at(board, "D16"), at(board, "Q4"),
                                 at(board, "Q16")};
  EXPECT_EQ(moves, hoshi);
}

TEST(OpeningPrior, KnowsNothingOfAnUnknownPositionAnotherSizeOrALaterMove) {
  const OpeningPrior table = count_openings(games(), {.moves = 3, .min_games = 1});
  EXPECT_FALSE(table.lookup(board_after(game_of({"K10", "D3"}), 2), Player::Black));
  // The right stones with the wrong player to move.
  EXPECT_FALSE(table.lookup(board_after(games()[0], 2), Player::White));
  EXPECT_FALSE(table.lookup(Board(9), Player::Black));
  // More stones than three moves place: not looked for.
  EXPECT_FALSE(table.lookup(board_after(game_of({"Q16", "D3", "R4", "C16"}), 4), Player::White));
}

// The table shipped with Kosumi knows the openings of the strong players'
// games: the first moves of a training game (the corpus's first), and the
// move that was played after them.
TEST(OpeningPrior, TheShippedTableKnowsTheMovesOfATrainingGame) {
  const OpeningPrior table = load_opening(KOSUMI_DATA_DIR "/kosumi-opening-19.txt");
  const RecordedGame game = game_of({"R16", "D16", "Q3", "D4", "F17", "C14"});
  for (size_t m = 0; m < game.moves.size(); ++m) {
    const auto known = table.lookup(board_after(game, m), game.moves[m].player);
    ASSERT_TRUE(known) << "before move " << m + 1;
    bool played = false;
    for (const auto& c : known->choices)
      played = played || c.move == game.moves[m].point;
    EXPECT_TRUE(played) << "move " << m + 1;
  }
}

}  // namespace
}  // namespace kosumi::eval
