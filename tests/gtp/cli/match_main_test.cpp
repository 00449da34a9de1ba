// `kosumi match` end to end: real engine processes (Kosumi, GNU Go), SGF
// records read back by Kosumi's own reader, and the JSON figures.
#include "gtp/cli/front_ends.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "gtp/sgf/sgf.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

namespace fs = std::filesystem;

std::string read_file(const fs::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// GNU Go on PATH, else where the Debian package puts it.
std::string gnugo() {
  if (const char* path = std::getenv("PATH")) {
    std::stringstream dirs(path);
    for (std::string dir; std::getline(dirs, dir, ':');) {
      if (fs::is_regular_file(fs::path(dir) / "gnugo")) return (fs::path(dir) / "gnugo").string();
    }
  }
  return "/usr/games/gnugo";
}

nlohmann::json read_json(const fs::path& path) {
  return nlohmann::json::parse(read_file(path));
}

// A whole-number figure of both engines, engine 1's first.
std::vector<int> engine_ints(const nlohmann::json& json, const std::string& field) {
  std::vector<int> values;
  for (const nlohmann::json& engine : json.at("engines"))
    values.push_back(engine.at(field).get<int>());
  return values;
}

class MatchMain : public ::testing::Test {
 protected:
  void SetUp() override { fs::create_directories(dir_.path()); }

  // Every record in the SGF directory is read back, replayed under its rules,
  // and its result is one of the forms the match writes.
  void expect_valid_records(int games, int size) {
    for (int g = 1; g <= games; ++g) {
      char name[32];
      std::snprintf(name, sizeof name, "game-%04d.sgf", g);
      const sgf::SgfRecord record = sgf::parse_sgf(read_file(dir_ / "sgf" / name));
      EXPECT_EQ(record.size, size);
      ASSERT_TRUE(record.rules) << name;
      EXPECT_NO_THROW(sgf::replay(record, *record.rules)) << name;
      EXPECT_TRUE(std::regex_match(record.result, std::regex("[BW]\\+([0-9.]+|R|T|F)|0|Void")))
          << record.result;
      EXPECT_FALSE(record.black_name.empty());
    }
  }

  // The table adds up: wins of both engines, draws and void games make the
  // games, and wins by colour make the wins.
  void expect_table_adds_up(int games) {
    const nlohmann::json json = read_json(dir_ / "result.json");
    ASSERT_EQ(json.at("games"), games);
    const std::vector<int> wins = engine_ints(json, "wins");
    const std::vector<int> as_black = engine_ints(json, "wins_as_black");
    const std::vector<int> as_white = engine_ints(json, "wins_as_white");
    ASSERT_EQ(wins.size(), 2u);
    EXPECT_EQ(wins[0] + wins[1] + json.at("draws").get<int>() + json.at("void_games").get<int>(),
              games);
    EXPECT_EQ(wins[0], as_black[0] + as_white[0]);
    EXPECT_EQ(wins[1], as_black[1] + as_white[1]);
    EXPECT_EQ(json.at("black_wins").get<int>() + json.at("white_wins").get<int>(),
              wins[0] + wins[1]);
  }

  int run(std::vector<std::string> args) {
    args.insert(args.end(),
                {"--sgf-dir", (dir_ / "sgf").string(), "--json", (dir_ / "result.json").string()});
    return match_main(args);
  }

  const test::TempPath dir_{std::string("kosumi_match_main_") +
                            ::testing::UnitTest::GetInstance()->current_test_info()->name()};
};

TEST_F(MatchMain, KosumiAgainstKosumiRunsToTheEndWithValidRecords) {
  const std::string kosumi =
      std::string(KOSUMI_BINARY) + " gtp --playouts 100 --threads 1 --no-resign --seed ";
  ASSERT_EQ(run({"--black", kosumi + "1", "--white", kosumi + "2", "--games", "2", "--size", "5",
                 "--alternate", "--parallel", "2"}),
            0);
  expect_valid_records(2, 5);
  expect_table_adds_up(2);
}

TEST_F(MatchMain, KosumiAgainstGnuGoOnNineByNineWithGnuGoAsReferee) {
  ASSERT_TRUE(fs::is_regular_file(gnugo())) << "GNU Go is missing: scripts/install-deps.sh";
  const std::string kosumi =
      std::string(KOSUMI_BINARY) + " gtp --playouts 100 --threads 1 --seed 3";
  // The move limit keeps the test short; the referee counts those games.
  ASSERT_EQ(run({"--black", kosumi, "--white", gnugo() + " --mode gtp --level 1", "--games", "2",
                 "--size", "9", "--komi", "7", "--alternate", "--max-moves", "30", "--referee",
                 gnugo() + " --mode gtp --chinese-rules --level 1"}),
            0);
  expect_valid_records(2, 9);
  expect_table_adds_up(2);
  const nlohmann::json json = read_json(dir_ / "result.json");
  EXPECT_TRUE(json.at("engines")[1].at("name").get<std::string>().starts_with("GNU Go")) << json;
}

// Tight clocks through the real binary, seeded engines, one side
// pondering: byo-yomi of one second a move after four seconds of main time,
// then Canadian byo-yomi of three stones in three seconds. The games run to
// the end, the records keep each move's clock, main time only goes down, and
// a loss on time is counted as a timeout. Whether a move overruns a
// one-second period, and how main time is shared out, depend on the
// machine's load: the time control's unit tests check the budgets.
TEST_F(MatchMain, TightClocksRunToTheEndWithEveryMovesClockInTheRecord) {
  const std::string kosumi = std::string(KOSUMI_BINARY) + " gtp --threads 1 --seed ";
  for (const char* clock : {"4+1/1", "4+3/3"}) {
    SCOPED_TRACE(clock);
    fs::remove_all(dir_ / "sgf");
    ASSERT_EQ(run({"--black", kosumi + "1 --ponder", "--white", kosumi + "2", "--games", "1",
                   "--size", "7", "--komi", "9", "--time", clock}),
              0);
    const nlohmann::json json = read_json(dir_ / "result.json");
    EXPECT_EQ(engine_ints(json, "crashes"), (std::vector<int>{0, 0}));
    const std::vector<int> timeouts = engine_ints(json, "timeouts");
    ASSERT_EQ(timeouts.size(), 2u);
    const sgf::SgfRecord record = sgf::parse_sgf(read_file(dir_ / "sgf" / "game-0001.sgf"));
    ASSERT_FALSE(record.moves.empty());
    EXPECT_TRUE(std::regex_match(record.result, std::regex("[BW]\\+([0-9.]+|R|T|F)|0|Void")))
        << record.result;
    EXPECT_EQ(record.result.ends_with("+T"), timeouts[0] + timeouts[1] > 0) << record.result;
    // Each player's main time before its move: 4 s at the start.
    std::array<double, 2> main_left = {4, 4};
    std::array<bool, 2> in_byoyomi = {false, false};
    for (const sgf::SgfMove& move : record.moves) {
      ASSERT_TRUE(move.time_left.has_value());
      EXPECT_GE(*move.time_left, 0);
      const auto p = static_cast<size_t>(engine::player_index(move.player));
      if (move.stones_left) {
        in_byoyomi[p] = true;
        EXPECT_GE(*move.stones_left, 0);
        EXPECT_LE(*move.stones_left, 3);
        continue;
      }
      EXPECT_FALSE(in_byoyomi[p]) << "main time again after byo-yomi began";
      EXPECT_LE(*move.time_left, main_left[p]);
      main_left[p] = *move.time_left;
    }
  }
}

TEST_F(MatchMain, BadCommandLineIsExitCodeTwo) {
  EXPECT_EQ(match_main({"--black", "x", "--games", "2"}), 2);
  EXPECT_EQ(match_main({"--black", "x", "--white", "y", "--games", "1", "--json",
                        (dir_ / "missing" / "r.json").string()}),
            2);
}

TEST_F(MatchMain, EngineThatCannotStartIsExitCodeOne) {
  EXPECT_EQ(match_main({"--black", "/nonexistent/engine", "--white", "/nonexistent/other",
                        "--games", "1"}),
            1);
}

}  // namespace
}  // namespace kosumi::cli
