#include "gtp/match/match_game.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "engine/coord.h"
#include "support/fake_engine_process.h"

namespace kosumi::match {
namespace {

using engine::Player;

GameSetup small_setup() {
  GameSetup setup;
  setup.size = 5;
  setup.rules = *engine::Rules::preset("chinese");
  setup.max_moves = 50;
  return setup;
}

bool sent(const FakeEngineProcess& engine, std::string_view command) {
  return std::find(engine.commands.begin(), engine.commands.end(), command) !=
         engine.commands.end();
}

TEST(MatchGame, TwoPassesAreCountedByTheRefereeAndEnginesScoresRecorded) {
  FakeEngineProcess black(playing({"C3"}));
  FakeEngineProcess white(playing({}));
  FixedReferee referee({-4.5, ""});
  const GameResult o = play_game(small_setup(), black, white, referee);
  EXPECT_EQ(o.end, GameEnd::TwoPasses);
  EXPECT_EQ(o.result, "W+4.5");
  EXPECT_EQ(o.winner, Player::White);
  EXPECT_FALSE(o.at_fault);
  EXPECT_EQ(o.engine_scores[0], "B+1");
  EXPECT_EQ(o.engine_scores[1], "B+1");
  EXPECT_EQ(o.referee_score, "W+4.5");
  EXPECT_EQ(o.game.moves().size(), 3u);  // C3, pass, pass
  EXPECT_EQ(o.times[0].moves, 2);
  EXPECT_EQ(o.times[1].moves, 1);
  EXPECT_TRUE(sent(black, "boardsize 5"));
  EXPECT_TRUE(sent(black, "komi 7.5"));
  EXPECT_TRUE(sent(black, "kgs-rules chinese"));
  EXPECT_TRUE(sent(white, "play black C3"));
  EXPECT_TRUE(sent(black, "play white pass"));
}

TEST(MatchGame, TheRefereesUncertaintyIsKeptWithTheCount) {
  FakeEngineProcess black(playing({"C3"}));
  FakeEngineProcess white(playing({}));
  FixedReferee referee({-4.5, "", "the black group at C3 (1 stone)"});
  const GameResult o = play_game(small_setup(), black, white, referee);
  EXPECT_EQ(o.result, "W+4.5");
  EXPECT_EQ(o.uncertain_count, "the black group at C3 (1 stone)");
}

TEST(MatchGame, RulesAreToldOnlyToEnginesThatKnowKgsRulesAndBeforeKomi) {
  FakeEngineProcess black(playing({}));
  FakeEngineProcess white(playing({}));
  white.unknown_command = "kgs-rules";
  FixedReferee referee({1, ""});
  GameSetup setup = small_setup();
  setup.rules = *engine::Rules::preset("new-zealand");
  setup.rules.komi = 6;
  play_game(setup, black, white, referee);
  const auto rules =
      std::find(black.commands.begin(), black.commands.end(), "kgs-rules new_zealand");
  const auto komi = std::find(black.commands.begin(), black.commands.end(), "komi 6");
  ASSERT_NE(rules, black.commands.end());
  EXPECT_LT(rules, komi);
  EXPECT_TRUE(std::none_of(white.commands.begin(), white.commands.end(),
                           [](const std::string& c) { return c.starts_with("kgs-rules"); }));
  GameSetup french = small_setup();
  french.rules = *engine::Rules::preset("french");
  FakeEngineProcess black2(playing({}));
  play_game(french, black2, white, referee);
  EXPECT_TRUE(std::none_of(black2.commands.begin(), black2.commands.end(),
                           [](const std::string& c) { return c.starts_with("kgs-rules"); }));
}

TEST(MatchGame, ResignationLosesWithoutFault) {
  FakeEngineProcess black(playing({"resign"}));
  FakeEngineProcess white(playing({}));
  FixedReferee referee({0, ""});
  const GameResult o = play_game(small_setup(), black, white, referee);
  EXPECT_EQ(o.end, GameEnd::Resignation);
  EXPECT_EQ(o.result, "W+R");
  EXPECT_EQ(o.winner, Player::White);
  EXPECT_FALSE(o.at_fault);
  EXPECT_EQ(referee.calls, 0);
}

TEST(MatchGame, IllegalMoveLosesAndSaysWhy) {
  FakeEngineProcess black(playing({"C3", "c3"}));
  FakeEngineProcess white(playing({"D4"}));
  FixedReferee referee({0, ""});
  const GameResult o = play_game(small_setup(), black, white, referee);
  EXPECT_EQ(o.end, GameEnd::IllegalMove);
  EXPECT_EQ(o.result, "W+F");
  EXPECT_EQ(o.at_fault, Player::Black);
  EXPECT_NE(o.reason.find("c3"), std::string::npos) << o.reason;
  EXPECT_NE(o.reason.find(engine::to_string(engine::MoveError::Occupied)), std::string::npos)
      << o.reason;
  EXPECT_EQ(o.game.moves().size(), 2u);  // the illegal move is not in the record
}

TEST(MatchGame, BlanksAroundAMoveAreToleratedButNotInsideIt) {
  FakeEngineProcess padded(playing({" c3 "}));
  FakeEngineProcess split(playing({"D 4"}));
  FixedReferee referee({0, ""});
  const GameResult o = play_game(small_setup(), padded, split, referee);
  ASSERT_FALSE(o.game.moves().empty());
  EXPECT_EQ(engine::point_to_string(o.game.moves()[0].point, 5), "C3");
  EXPECT_EQ(o.end, GameEnd::ProtocolError);
  EXPECT_EQ(o.at_fault, Player::White);
}

TEST(MatchGame, MoveOffTheBoardIsIllegalButGarbageIsAProtocolError) {
  FakeEngineProcess off_board(playing({"T19"}));
  FakeEngineProcess garbage(playing({"C3 and more"}));
  FakeEngineProcess passer(playing({}));
  FixedReferee referee({0, ""});
  const GameResult illegal = play_game(small_setup(), off_board, passer, referee);
  EXPECT_EQ(illegal.end, GameEnd::IllegalMove);
  const GameResult protocol = play_game(small_setup(), passer, garbage, referee);
  EXPECT_EQ(protocol.end, GameEnd::ProtocolError);
  EXPECT_EQ(protocol.at_fault, Player::White);
  EXPECT_EQ(protocol.result, "B+F");
  EXPECT_NE(protocol.reason.find("C3 and more"), std::string::npos);
}

TEST(MatchGame, EngineFailuresMapToCrashTimeoutAndProtocolError) {
  const std::vector<std::pair<client::GtpStatus, GameEnd>> cases = {
      {client::GtpStatus::kEngineDied, GameEnd::Crash},
      {client::GtpStatus::kTimeout, GameEnd::Timeout},
      {client::GtpStatus::kMalformed, GameEnd::ProtocolError},
      {client::GtpStatus::kFailure, GameEnd::ProtocolError},
  };
  for (const auto& [status, end] : cases) {
    FakeEngineProcess black(playing({"C3"}));
    FakeEngineProcess white([status](std::string_view command) {
      if (command.starts_with("genmove")) return client::GtpResponse{status, "trouble"};
      return success();
    });
    FixedReferee referee({0, ""});
    const GameResult o = play_game(small_setup(), black, white, referee);
    EXPECT_EQ(o.end, end) << to_string(status);
    EXPECT_EQ(o.at_fault, Player::White);
    EXPECT_EQ(o.winner, Player::Black);
    EXPECT_EQ(o.result, end == GameEnd::Timeout ? "B+T" : "B+F");
    EXPECT_NE(o.reason.find("trouble"), std::string::npos) << o.reason;
  }
}

TEST(MatchGame, OpponentRefusingALegalMoveLoses) {
  FakeEngineProcess black(playing({"C3"}));
  FakeEngineProcess white([](std::string_view command) {
    if (command.starts_with("play"))
      return client::GtpResponse{client::GtpStatus::kFailure, "illegal move"};
    return success("pass");
  });
  FixedReferee referee({0, ""});
  const GameResult o = play_game(small_setup(), black, white, referee);
  EXPECT_EQ(o.end, GameEnd::ProtocolError);
  EXPECT_EQ(o.at_fault, Player::White);
}

TEST(MatchGame, SetupFailureLosesBeforeAnyMove) {
  FakeEngineProcess black([](std::string_view command) {
    if (command.starts_with("boardsize"))
      return client::GtpResponse{client::GtpStatus::kFailure, "unacceptable size"};
    return success("pass");
  });
  FakeEngineProcess white(playing({}));
  FixedReferee referee({0, ""});
  const GameResult o = play_game(small_setup(), black, white, referee);
  EXPECT_EQ(o.at_fault, Player::Black);
  EXPECT_EQ(white.genmoves(), 0);
  EXPECT_NE(o.reason.find("unacceptable size"), std::string::npos);
}

TEST(MatchGame, MoveLimitIsAdjudicatedByTheReferee) {
  FakeEngineProcess black(playing({"A1", "B1", "C1", "D1"}));
  FakeEngineProcess white(playing({"A5", "B5", "C5", "D5"}));
  FixedReferee referee({2, ""});
  GameSetup setup = small_setup();
  setup.max_moves = 5;
  const GameResult o = play_game(setup, black, white, referee);
  EXPECT_EQ(o.end, GameEnd::MoveLimit);
  EXPECT_EQ(o.game.moves().size(), 5u);
  EXPECT_EQ(o.result, "B+2");
  EXPECT_EQ(referee.calls, 1);
}

TEST(MatchGame, RefereeWithoutACountMakesTheGameVoid) {
  FakeEngineProcess black(playing({}));
  FakeEngineProcess white(playing({}));
  FixedReferee referee({std::nullopt, "referee: final_score failed"});
  const GameResult o = play_game(small_setup(), black, white, referee);
  EXPECT_EQ(o.end, GameEnd::NoResult);
  EXPECT_EQ(o.result, "Void");
  EXPECT_FALSE(o.winner);
  EXPECT_EQ(o.reason, "referee: final_score failed");
}

TEST(MatchGame, HandicapStonesArePlacedAndWhiteMovesFirst) {
  FakeEngineProcess black(playing({}));
  FakeEngineProcess white(playing({"E5"}));
  FixedReferee referee({0, ""});
  GameSetup setup = small_setup();
  setup.size = 9;
  setup.handicap = 2;
  const GameResult o = play_game(setup, black, white, referee);
  EXPECT_TRUE(sent(black, "fixed_handicap 2"));
  EXPECT_TRUE(sent(white, "fixed_handicap 2"));
  EXPECT_EQ(o.game.handicap(), 2);
  ASSERT_FALSE(o.game.moves().empty());
  EXPECT_EQ(o.game.moves().front().player, Player::White);
  EXPECT_EQ(o.result, "0");
  EXPECT_FALSE(o.winner);
}

TEST(MatchGame, OpeningIsPlayedToBothEnginesBeforeGenmove) {
  FakeEngineProcess black(playing({}));
  FakeEngineProcess white(playing({}));
  FixedReferee referee({1, ""});
  GameSetup setup = small_setup();
  setup.opening = {{Player::Black, *engine::parse_point("C3", 5)},
                   {Player::White, *engine::parse_point("D3", 5)}};
  const GameResult o = play_game(setup, black, white, referee);
  EXPECT_TRUE(sent(black, "play white D3"));
  EXPECT_TRUE(sent(white, "play black C3"));
  EXPECT_EQ(black.commands.size(), white.commands.size());
  EXPECT_EQ(o.game.moves().size(), 4u);
  EXPECT_EQ(o.times[0].moves, 1);
}

TEST(MatchGame, ClockIsAnnouncedAndTimeLeftPrecedesEveryGenmove) {
  FakeEngineProcess black(playing({"C3"}));
  FakeEngineProcess white(playing({}));
  white.unknown_command = "time_left";
  FixedReferee referee({1, ""});
  GameSetup setup = small_setup();
  setup.time = MatchTimeControl{30, 10, 5};
  play_game(setup, black, white, referee);
  EXPECT_TRUE(sent(black, "time_settings 30 10 5"));
  EXPECT_TRUE(sent(black, "time_left black 30 0"));
  for (size_t i = 0; i < black.commands.size(); ++i) {
    if (black.commands[i].starts_with("genmove")) {
      ASSERT_GT(i, 0u);
      EXPECT_TRUE(black.commands[i - 1].starts_with("time_left black")) << black.commands[i - 1];
    }
  }
  EXPECT_TRUE(std::none_of(white.commands.begin(), white.commands.end(),
                           [](const std::string& c) { return c.starts_with("time_left"); }));
}

}  // namespace
}  // namespace kosumi::match
