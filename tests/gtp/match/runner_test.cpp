#include "gtp/match/runner.h"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <sstream>

#include "gtp/match/resume.h"
#include "gtp/sgf/sgf.h"
#include "support/fake_engine_process.h"
#include "support/temp_path.h"

namespace kosumi::match {
namespace {

// Engines by command: "resigner" resigns, "crasher" and "flaky" die at their
// first genmove, "referee" answers final_score W+3, any other passes. Counts
// how often each command was started; "unstartable" and the starts of
// "flaky" after its first throw EngineStartError.
struct FakeFactory {
  std::mutex mutex;
  std::map<std::string, int> starts;
  std::atomic<int> resignations = 0;  // one per game with a "resigner"

  MatchFactories factories() {
    MatchFactories f;
    f.start_engine = [this](const std::string& command) -> std::unique_ptr<EngineProcess> {
      int start = 0;
      {
        std::lock_guard lock(mutex);
        start = ++starts[command];
      }
      if (command == "unstartable" || (command == "flaky" && start > 1)) {
        throw EngineStartError("cannot start engine '" + command + "'");
      }
      if (command == "resigner") {
        return std::make_unique<FakeEngineProcess>(
            [this](std::string_view c) {
              if (!c.starts_with("genmove")) return success();
              ++resignations;
              return success("resign");
            },
            command);
      }
      if (command == "crasher" || command == "flaky") {
        return std::make_unique<FakeEngineProcess>(
            [](std::string_view c) {
              if (c.starts_with("genmove"))
                return client::GtpResponse{client::GtpStatus::kEngineDied, "exited"};
              return success();
            },
            command);
      }
      if (command == "referee") {
        return std::make_unique<FakeEngineProcess>(
            [](std::string_view c) { return success(c == "final_score" ? "W+3" : ""); }, command);
      }
      return std::make_unique<FakeEngineProcess>(playing({}), command);
    };
    f.default_referee = [] { return std::make_unique<FixedReferee>(RefereeVerdict{1.5, ""}); };
    return f;
  }
};

MatchOptions options(std::vector<std::string> extra) {
  std::vector<std::string> args = {"--size", "5"};
  args.insert(args.end(), extra.begin(), extra.end());
  return parse_match_options(args);
}

struct RunResult {
  MatchTally tally;
  std::vector<int> games_reported;
  std::vector<std::string> errors;
};

RunResult run(FakeFactory& factory, const MatchOptions& o) {
  RunResult result;
  const MatchFactories factories = factory.factories();
  result.tally = run_match(
      o, {}, factories,
      [&](const MatchTally& tally, int game, int, const GameResult&) {
        EXPECT_EQ(tally.games, static_cast<int>(result.games_reported.size()) + 1);
        result.games_reported.push_back(game);
      },
      result.errors);
  return result;
}

TEST(MatchRunner, AlternatingColoursSplitWinsByColourAndTheTableAddsUp) {
  FakeFactory factory;
  const RunResult r =
      run(factory,
          options({"--black", "player", "--white", "resigner", "--games", "4", "--alternate"}));
  const MatchTally& t = r.tally;
  EXPECT_EQ(t.games, 4);
  EXPECT_EQ(t.engines[0].name, "player");
  EXPECT_EQ(t.engines[0].wins, 4);
  EXPECT_EQ(t.engines[0].wins_as_black, 2);
  EXPECT_EQ(t.engines[0].wins_as_white, 2);
  EXPECT_EQ(t.engines[1].wins, 0);
  EXPECT_EQ(t.engines[0].wins + t.engines[1].wins + t.draws + t.void_games, t.games);
  EXPECT_EQ(r.games_reported.size(), 4u);
  EXPECT_TRUE(r.errors.empty());
}

TEST(MatchRunner, ParallelSlotsPlayEveryGameOnceWithTheirOwnEngines) {
  FakeFactory factory;
  const RunResult r =
      run(factory,
          options({"--black", "player", "--white", "player2", "--games", "7", "--parallel", "3"}));
  EXPECT_EQ(r.tally.games, 7);
  EXPECT_EQ(std::set<int>(r.games_reported.begin(), r.games_reported.end()).size(), 7u);
  // A slot starts its engines at its first game and keeps them.
  EXPECT_LE(factory.starts["player"], 3);
  EXPECT_EQ(factory.starts["player"], factory.starts["player2"]);
  EXPECT_EQ(r.tally.black_wins, 7);  // the default referee says B+1.5
}

TEST(MatchRunner, CrashedEngineIsRestartedForEveryGame) {
  FakeFactory factory;
  const RunResult r =
      run(factory, options({"--black", "player", "--white", "crasher", "--games", "3"}));
  EXPECT_EQ(r.tally.engines[1].crashes, 3);
  EXPECT_EQ(r.tally.engines[0].wins, 3);
  EXPECT_EQ(factory.starts["crasher"], 3);
  EXPECT_EQ(factory.starts["player"], 1);
}

TEST(MatchRunner, EngineThatCannotRestartLosesItsGamesAsCrashes) {
  FakeFactory factory;
  const RunResult r =
      run(factory, options({"--black", "flaky", "--white", "player", "--games", "3"}));
  EXPECT_EQ(r.tally.engines[0].crashes, 3);
  EXPECT_EQ(r.tally.engines[1].wins, 3);
}

TEST(MatchRunner, EngineThatCannotStartAtAllStopsTheMatchBeforeAnyGame) {
  FakeFactory factory;
  EXPECT_THROW(
      run(factory, options({"--black", "unstartable", "--white", "player", "--games", "3"})),
      EngineStartError);
}

TEST(MatchRunner, RefereeEngineCountsTheGames) {
  FakeFactory factory;
  const RunResult r = run(factory, options({"--black", "player", "--white", "player2", "--games",
                                            "2", "--referee", "referee"}));
  EXPECT_EQ(r.tally.white_wins, 2);
  EXPECT_EQ(factory.starts["referee"], 1);
}

TEST(MatchRunner, WritesOneReadableSgfRecordPerGame) {
  const test::TempPath dir("kosumi_match_runner");
  FakeFactory factory;
  run(factory, options({"--black", "player", "--white", "resigner", "--games", "2", "--alternate",
                        "--time", "60+10/5", "--sgf-dir", dir.string()}));
  for (const char* file : {"game-0001.sgf", "game-0002.sgf"}) {
    std::ifstream in(dir / file);
    ASSERT_TRUE(in) << file;
    std::ostringstream text;
    text << in.rdbuf();
    const sgf::SgfRecord record = sgf::parse_sgf(text.str());
    EXPECT_EQ(record.size, 5);
    EXPECT_EQ(record.time_limit, "60");
    EXPECT_EQ(record.overtime, "5/10 Canadian");
    EXPECT_NE(record.comment.find("resignation"), std::string::npos);
    if (std::string(file) == "game-0001.sgf") {
      EXPECT_EQ(record.black_name, "player");
      EXPECT_EQ(record.result, "B+R");
    } else {
      EXPECT_EQ(record.white_name, "player");
      EXPECT_EQ(record.result, "W+R");
    }
  }
}

void expect_same_tally(const MatchTally& a, const MatchTally& b) {
  EXPECT_EQ(a.games, b.games);
  EXPECT_EQ(a.black_wins, b.black_wins);
  EXPECT_EQ(a.white_wins, b.white_wins);
  for (size_t e = 0; e < 2; ++e) {
    SCOPED_TRACE(a.engines[e].name);
    EXPECT_EQ(a.engines[e].name, b.engines[e].name);
    EXPECT_EQ(a.engines[e].wins_as_black, b.engines[e].wins_as_black);
    EXPECT_EQ(a.engines[e].wins_as_white, b.engines[e].wins_as_white);
    EXPECT_EQ(a.engines[e].games_as_black, b.engines[e].games_as_black);
    EXPECT_EQ(a.engines[e].crashes, b.engines[e].crashes);
    EXPECT_EQ(a.engines[e].times.moves, b.engines[e].times.moves);
  }
}

TEST(MatchRunner, ResumeCountsTheRecordedGamesAndPlaysTheRest) {
  const test::TempPath dir("kosumi_match_resume");
  const std::vector<std::string> args = {"--black",     "player",    "--white",
                                         "resigner",    "--games",   "5",
                                         "--alternate", "--sgf-dir", dir.string()};
  FakeFactory first;
  const RunResult whole = run(first, options(args));
  ASSERT_EQ(first.resignations, 5);
  // Interrupted after games 1, 3 and 5, with a record half written.
  std::filesystem::remove(dir / "game-0002.sgf");
  std::filesystem::remove(dir / "game-0004.sgf");
  std::ofstream(dir / "game-0004.sgf.part") << "(;GM[1]FF[4]SZ[5";

  std::vector<std::string> resume_args = args;
  resume_args.push_back("--resume");
  FakeFactory second;
  const RunResult resumed = run(second, options(resume_args));
  EXPECT_EQ(second.resignations, 2);
  expect_same_tally(resumed.tally, whole.tally);
  EXPECT_EQ(std::set<int>(resumed.games_reported.begin(), resumed.games_reported.end()),
            (std::set<int>{1, 2, 3, 4, 5}));
  EXPECT_TRUE(std::filesystem::exists(dir / "game-0004.sgf"));
  EXPECT_FALSE(std::filesystem::exists(dir / "game-0004.sgf.part"));

  FakeFactory third;  // everything recorded: nothing left to play
  expect_same_tally(run(third, options(resume_args)).tally, whole.tally);
  EXPECT_EQ(third.resignations, 0);
}

TEST(MatchRunner, ResumeRefusesRecordsOfAnotherMatchBeforePlaying) {
  const test::TempPath dir("kosumi_match_resume_other");
  FakeFactory first;
  run(first, options({"--black", "player", "--white", "resigner", "--games", "2", "--sgf-dir",
                      dir.string()}));
  FakeFactory second;
  std::vector<std::string> errors;
  try {
    run_match(options({"--black", "player", "--white", "resigner", "--games", "3", "--komi", "3",
                       "--sgf-dir", dir.string(), "--resume"}),
              {}, second.factories(), {}, errors);
    ADD_FAILURE() << "resumed from another match's records";
  } catch (const MatchResumeError& e) {
    EXPECT_NE(std::string(e.what()).find("game-0001.sgf"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("komi"), std::string::npos) << e.what();
  }
  EXPECT_EQ(second.resignations, 0);
}

}  // namespace
}  // namespace kosumi::match
