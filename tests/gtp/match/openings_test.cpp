#include "gtp/match/openings.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "engine/coord.h"
#include "gtp/match/options.h"
#include "support/temp_path.h"

namespace kosumi::match {
namespace {

namespace fs = std::filesystem;

class MatchOpenings : public ::testing::Test {
 protected:
  void SetUp() override { fs::create_directories(dir_.path()); }

  std::string file(const std::string& name, const std::string& text) {
    const fs::path path = dir_ / name;
    std::ofstream(path) << text;
    return path.string();
  }

  std::string error_of(const std::vector<std::string>& files, int size) {
    try {
      load_openings(files, size, rules_);
    } catch (const MatchUsageError& e) {
      return e.what();
    }
    return "";
  }

  const test::TempPath dir_{"kosumi_match_openings"};
  engine::Rules rules_ = *engine::Rules::preset("chinese");
};

TEST_F(MatchOpenings, ReadsTheMovesOfEachFile) {
  const std::vector<Opening> openings = load_openings(
      {file("a.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc])"), file("b.sgf", "(;GM[1]FF[4]SZ[9];B[cg])")},
      9, rules_);
  ASSERT_EQ(openings.size(), 2u);
  ASSERT_EQ(openings[0].size(), 2u);
  EXPECT_EQ(engine::point_to_string(openings[0][0].point, 9), "E5");
  EXPECT_EQ(openings[0][1].player, engine::Player::White);
  EXPECT_EQ(engine::point_to_string(openings[0][1].point, 9), "C7");
  EXPECT_EQ(openings[1].size(), 1u);
}

TEST_F(MatchOpenings, BadFilesAreUsageErrorsNamingTheFile) {
  const std::string missing = (dir_ / "missing.sgf").string();
  EXPECT_NE(error_of({missing}, 9).find("missing.sgf"), std::string::npos);
  const std::string garbage = file("garbage.sgf", "not a game record");
  EXPECT_NE(error_of({garbage}, 9).find("garbage.sgf"), std::string::npos);
  const std::string wrong_size = file("small.sgf", "(;GM[1]FF[4]SZ[7];B[dd])");
  EXPECT_NE(error_of({wrong_size}, 9).find("7x7"), std::string::npos);
  const std::string setup = file("setup.sgf", "(;GM[1]FF[4]SZ[9]AB[cc][gg];W[ee])");
  EXPECT_NE(error_of({setup}, 9).find("set-up stones"), std::string::npos);
  const std::string illegal = file("illegal.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[ee])");
  EXPECT_NE(error_of({illegal}, 9).find("illegal.sgf"), std::string::npos);
}

TEST(MatchOpeningOrder, EveryOpeningIsUsedOnceBeforeAnyRepeats) {
  std::map<int, int> uses;
  for (int game = 0; game < 5; ++game)
    ++uses[opening_for_game(game, 5, false, 7)];
  EXPECT_EQ(uses.size(), 5u);
}

TEST(MatchOpeningOrder, AlternatingColoursPlayEachOpeningTwiceInARow) {
  for (int game = 0; game < 10; game += 2) {
    EXPECT_EQ(opening_for_game(game, 5, true, 7), opening_for_game(game + 1, 5, true, 7));
  }
  EXPECT_NE(opening_for_game(0, 5, true, 7), opening_for_game(2, 5, true, 7));
}

TEST(MatchOpeningOrder, SeedChangesTheOrderAndTheSameSeedRepeatsIt) {
  std::vector<int> first, again, other;
  for (int game = 0; game < 8; ++game) {
    first.push_back(opening_for_game(game, 8, false, 1));
    again.push_back(opening_for_game(game, 8, false, 1));
    other.push_back(opening_for_game(game, 8, false, 2));
  }
  EXPECT_EQ(first, again);
  EXPECT_NE(first, other);
}

}  // namespace
}  // namespace kosumi::match
