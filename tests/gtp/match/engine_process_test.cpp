// SpawnedEngineProcess and the runner against real processes that misbehave: the
// faulty engines of tests/engines/faulty_engine.sh.
#include "gtp/match/engine_process.h"

#include <gtest/gtest.h>

#include <chrono>

#include "gtp/match/runner.h"

namespace kosumi::match {
namespace {

std::string faulty(const std::string& mode) {
  return std::string(KOSUMI_TEST_ENGINES_DIR) + "/faulty_engine.sh " + mode;
}

struct FaultyMatch {
  MatchTally tally;
  std::vector<std::string> reasons;
};

// Engine 0 misbehaves as `mode`, engine 1 passes; 5x5, settlement referee.
FaultyMatch play_against_passer(const std::string& mode, int games,
                                std::vector<std::string> extra = {}) {
  std::vector<std::string> args = {"--black",     faulty(mode),          "--white", faulty("pass"),
                                   "--games",     std::to_string(games), "--size",  "5",
                                   "--alternate", "--move-timeout",      "0.5"};
  args.insert(args.end(), extra.begin(), extra.end());
  const MatchOptions options = parse_match_options(args);
  FaultyMatch match;
  std::vector<std::string> errors;
  match.tally = run_match(
      options, {}, process_match_factories(options.move_timeout),
      [&](const MatchTally&, int, int, const GameResult& o) { match.reasons.push_back(o.reason); },
      errors);
  EXPECT_TRUE(errors.empty());
  return match;
}

TEST(SpawnedEngineProcess, ReadsNameVersionAndCommandList) {
  SpawnedEngineProcess engine(faulty("pass"), std::chrono::seconds(5));
  EXPECT_EQ(engine.name(), "faulty-pass 1");
  EXPECT_TRUE(engine.knows("genmove"));
  EXPECT_FALSE(engine.knows("final_score"));
  EXPECT_TRUE(engine.usable());
}

TEST(SpawnedEngineProcess, ProgramThatCannotRunIsAStartError) {
  EXPECT_THROW(SpawnedEngineProcess("/nonexistent/engine --gtp", std::chrono::seconds(5)),
               EngineStartError);
}

TEST(SpawnedEngineProcess, GarbageAnswerLosesAsProtocolError) {
  const FaultyMatch m = play_against_passer("garbage", 2);
  EXPECT_EQ(m.tally.engines[0].protocol_errors, 2);
  EXPECT_EQ(m.tally.engines[1].wins, 2);
}

TEST(SpawnedEngineProcess, IllegalMoveLosesWithTheReason) {
  const FaultyMatch m = play_against_passer("illegal", 1);
  EXPECT_EQ(m.tally.engines[0].illegal_moves, 1);
  EXPECT_EQ(m.tally.engines[1].wins, 1);
  ASSERT_EQ(m.reasons.size(), 1u);
  EXPECT_NE(m.reasons[0].find("A1"), std::string::npos) << m.reasons[0];
}

TEST(SpawnedEngineProcess, EngineExitingInTheMiddleOfAGameLosesAsACrash) {
  const FaultyMatch m = play_against_passer("exit", 2);
  EXPECT_EQ(m.tally.engines[0].crashes, 2);
  EXPECT_EQ(m.tally.engines[1].wins, 2);
}

TEST(SpawnedEngineProcess, HangingEngineTimesOutAndTheMatchGoesOn) {
  const FaultyMatch m = play_against_passer("hang", 2);
  EXPECT_EQ(m.tally.engines[0].timeouts, 2);
  EXPECT_EQ(m.tally.engines[1].wins, 2);
  EXPECT_EQ(m.tally.games, 2);
}

TEST(SpawnedEngineProcess, MoveOverTheClockLosesOnTime) {
  const FaultyMatch m = play_against_passer("slow", 1, {"--time", "1", "--move-timeout", "5"});
  EXPECT_EQ(m.tally.engines[0].timeouts, 1);
  EXPECT_EQ(m.tally.engines[1].wins, 1);
  ASSERT_EQ(m.reasons.size(), 1u);
  EXPECT_NE(m.reasons[0].find("on the clock"), std::string::npos) << m.reasons[0];
}

TEST(SpawnedEngineProcess, WellBehavedPassersEndByTwoPassesCountedByTheReferee) {
  const FaultyMatch m = play_against_passer("pass", 2);
  // An empty board: White wins by komi in both games.
  EXPECT_EQ(m.tally.black_wins, 0);
  EXPECT_EQ(m.tally.white_wins, 2);
  EXPECT_EQ(m.tally.engines[0].wins + m.tally.engines[1].wins, 2);
}

}  // namespace
}  // namespace kosumi::match
