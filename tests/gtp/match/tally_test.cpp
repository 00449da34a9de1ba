#include "gtp/match/tally.h"

#include <gtest/gtest.h>

namespace kosumi::match {
namespace {

using engine::Player;

GameResult outcome(GameEnd end, std::optional<Player> winner,
                   std::optional<Player> at_fault = std::nullopt) {
  GameResult o(engine::Game(9, *engine::Rules::preset("chinese")));
  o.end = end;
  o.winner = winner;
  o.at_fault = at_fault;
  return o;
}

TEST(MatchTally, WinsGoToTheEngineThatPlayedTheWinningColour) {
  MatchTally tally;
  tally.add(outcome(GameEnd::Resignation, Player::Black), 0);  // engine 0 wins as Black
  tally.add(outcome(GameEnd::Resignation, Player::Black), 1);  // engine 1 wins as Black
  tally.add(outcome(GameEnd::TwoPasses, Player::White), 1);    // engine 0 wins as White
  EXPECT_EQ(tally.engines[0].wins, 2);
  EXPECT_EQ(tally.engines[0].wins_as_black, 1);
  EXPECT_EQ(tally.engines[0].wins_as_white, 1);
  EXPECT_EQ(tally.engines[1].wins, 1);
  EXPECT_EQ(tally.engines[1].wins_as_black, 1);
  EXPECT_EQ(tally.engines[0].games_as_black, 1);
  EXPECT_EQ(tally.engines[0].games_as_white, 2);
  EXPECT_EQ(tally.black_wins, 2);
  EXPECT_EQ(tally.white_wins, 1);
}

TEST(MatchTally, GamesReplayedMoveForMoveCountOnceAsDistinct) {
  MatchTally tally;
  GameResult a = outcome(GameEnd::Resignation, Player::Black);
  a.game.play(Player::Black, a.game.board().point(4, 4));
  GameResult b = outcome(GameEnd::Resignation, Player::White);
  b.game.play(Player::Black, b.game.board().point(2, 2));
  tally.add(a, 0);
  tally.add(a, 1);
  tally.add(b, 0);
  EXPECT_EQ(tally.games, 3);
  EXPECT_EQ(tally.distinct_games(), 2);
}

TEST(MatchTally, DrawsAndVoidGamesKeepTheSumsRight) {
  MatchTally tally;
  tally.add(outcome(GameEnd::TwoPasses, std::nullopt), 0);
  tally.add(outcome(GameEnd::NoResult, std::nullopt), 0);
  tally.add(outcome(GameEnd::Resignation, Player::White), 0);
  EXPECT_EQ(tally.games, 3);
  EXPECT_EQ(tally.draws, 1);
  EXPECT_EQ(tally.void_games, 1);
  EXPECT_EQ(tally.decided_games(), 2);
  EXPECT_EQ(tally.engines[0].wins + tally.engines[1].wins + tally.draws + tally.void_games,
            tally.games);
  EXPECT_DOUBLE_EQ(tally.engines[0].points(), 0.5);
  EXPECT_DOUBLE_EQ(tally.engines[1].points(), 1.5);
}

TEST(MatchTally, UncertainCountsAreCounted) {
  MatchTally tally;
  GameResult unsure = outcome(GameEnd::TwoPasses, Player::Black);
  unsure.uncertain_count = "the white group at D4 (3 stones)";
  tally.add(unsure, 0);
  tally.add(outcome(GameEnd::TwoPasses, Player::White), 0);
  EXPECT_EQ(tally.uncertain_counts, 1);
}

TEST(MatchTally, FaultsAreChargedToTheEngineAtFault) {
  MatchTally tally;
  tally.add(outcome(GameEnd::IllegalMove, Player::Black, Player::White), 0);
  tally.add(outcome(GameEnd::Crash, Player::White, Player::Black), 1);
  tally.add(outcome(GameEnd::Timeout, Player::Black, Player::White), 1);
  tally.add(outcome(GameEnd::ProtocolError, Player::White, Player::Black), 0);
  EXPECT_EQ(tally.engines[1].illegal_moves, 1);
  EXPECT_EQ(tally.engines[1].crashes, 1);
  EXPECT_EQ(tally.engines[0].timeouts, 1);
  EXPECT_EQ(tally.engines[0].protocol_errors, 1);
  EXPECT_EQ(tally.engines[0].crashes + tally.engines[1].timeouts, 0);
}

TEST(MatchTally, FinalScoreAnswersAreComparedWithTheReferee) {
  MatchTally tally;
  GameResult game = outcome(GameEnd::TwoPasses, Player::Black);
  game.referee_score = "B+3.5";
  game.engine_scores = {"B+3.5", "B+10"};
  tally.add(game, 0);
  game.engine_scores = {"W+1", "garbage"};
  tally.add(game, 0);
  EXPECT_EQ(tally.engines[0].scores_answered, 2);
  EXPECT_EQ(tally.engines[0].scores_same_winner, 1);
  EXPECT_EQ(tally.engines[0].scores_same_result, 1);
  EXPECT_EQ(tally.engines[1].scores_answered, 1);
  EXPECT_EQ(tally.engines[1].scores_same_winner, 1);
  EXPECT_EQ(tally.engines[1].scores_same_result, 0);
}

TEST(MatchTally, MoveTimesAddUpAndKeepTheMaximum) {
  MatchTally tally;
  GameResult game = outcome(GameEnd::Resignation, Player::White);
  game.times[0] = {10, 5.0, 1.5};
  game.times[1] = {9, 0.9, 0.2};
  tally.add(game, 0);
  game.times[0] = {4, 4.0, 2.5};
  tally.add(game, 1);
  EXPECT_EQ(tally.engines[0].times.moves, 10 + 9);
  EXPECT_DOUBLE_EQ(tally.engines[0].times.max_seconds, 1.5);
  EXPECT_EQ(tally.engines[1].times.moves, 9 + 4);
  EXPECT_DOUBLE_EQ(tally.engines[1].times.max_seconds, 2.5);
  EXPECT_DOUBLE_EQ(tally.engines[1].average_seconds_per_move(), (0.9 + 4.0) / 13);
}

}  // namespace
}  // namespace kosumi::match
