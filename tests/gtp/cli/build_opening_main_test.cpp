// `kosumi build-opening` end to end, in process, on a small seeded
// collection (the strong players' corpus is not needed).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "eval/opening/opening_file.h"
#include "gtp/cli/front_ends.h"
#include "support/front_end_test.h"
#include "support/pattern_games.h"

namespace kosumi::cli {
namespace {

namespace fs = std::filesystem;

class BuildOpeningMain : public test::FrontEndTest {
 protected:
  BuildOpeningMain() : FrontEndTest("kosumi_build_opening") {}
  void SetUp() override {
    FrontEndTest::SetUp();
    std::ofstream(games_path()) << random_game_collection(6, 20, 7);
  }

  std::string games_path() const { return path("games.sgf"); }
  std::string table_path() const { return path("table.txt"); }
};

// Six random games share only the empty board: with --min-games 6 the
// table holds it alone, and every game's first move is one it knows.
TEST_F(BuildOpeningMain, WritesTheTableAndMeasuresItsPrediction) {
  ASSERT_EQ(run(build_opening_main, {games_path(), table_path(), "--moves", "10", "--min-games",
                                     "6", "--validate", games_path()}),
            0)
      << err_;
  const eval::OpeningPrior table = eval::load_opening(table_path());
  EXPECT_EQ(table.max_moves(), 10);
  EXPECT_EQ(table.position_count(), 1u);
  EXPECT_NE(err_.find("1 positions written to " + table_path()), std::string::npos) << err_;
  EXPECT_NE(out_.find("| 1 | 6 | 100.0 % |"), std::string::npos) << out_;
  EXPECT_NE(out_.find("| 2 | 6 | 0.0 % |"), std::string::npos) << out_;
  std::ifstream in(table_path());
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("with --moves 10 --min-games 6 --min-move-count 1."), std::string::npos);
}

TEST_F(BuildOpeningMain, ABadCommandLineOrAMissingFileChangesNothing) {
  EXPECT_EQ(run(build_opening_main, {games_path()}), 2);
  EXPECT_EQ(run(build_opening_main, {games_path(), table_path(), "--moves", "0"}), 2);
  EXPECT_NE(err_.find("--moves takes a whole number from 1 to 361, not '0'"), std::string::npos) << err_;
  EXPECT_EQ(run(build_opening_main, {(dir_ / "missing.sgf").string(), table_path()}), 1);
  EXPECT_FALSE(fs::exists(table_path()));
}

}  // namespace
}  // namespace kosumi::cli
