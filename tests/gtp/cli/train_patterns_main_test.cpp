// `kosumi train-patterns` and `kosumi predict` end to end, in process, on
// small seeded collections (the strong players' corpus is not needed).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

#include "eval/patterns/weights_file.h"
#include "gtp/cli/front_ends.h"
#include "gtp/sgf/sgf.h"
#include "support/front_end_test.h"
#include "support/pattern_games.h"

namespace kosumi::cli {
namespace {

namespace fs = std::filesystem;

class TrainPatternsMain : public test::FrontEndTest {
 protected:
  TrainPatternsMain() : FrontEndTest("kosumi_train_patterns") {}
  void SetUp() override {
    FrontEndTest::SetUp();
    std::ofstream(games_path()) << random_game_collection(6, 60, 7);
  }

  std::string games_path() const { return path("games.sgf"); }
  std::string weights_path() const { return path("weights.txt"); }

  // Runs a front end on one thread (OpenMP's threads are invisible to
  // ThreadSanitizer).
  int run(int (*main)(const std::vector<std::string>&), std::vector<std::string> args) {
    args.insert(args.end(), {"--threads", "1"});
    return FrontEndTest::run(main, args);
  }
};

// The strong players' corpus is larger than a game record may be (27 MB
// against 16 MB): collections have their own limit.
TEST_F(TrainPatternsMain, PredictReadsACollectionLargerThanAGameRecord) {
  ASSERT_EQ(run(train_patterns_main,
                {games_path(), "--out", weights_path(), "--iterations", "1", "--min-count", "2"}),
            0)
      << err_;
  const std::string large = (dir_ / "large.sgf").string();
  {
    std::ofstream out(large);
    out << random_game_collection(1, 60, 11);
    out << std::string(sgf::kMaxSgfFileBytes + 1, '\n');
  }
  ASSERT_GT(fs::file_size(large), sgf::kMaxSgfFileBytes);
  ASSERT_EQ(run(predict_main, {large, "--patterns", weights_path()}), 0) << err_;
  EXPECT_TRUE(std::regex_search(out_, std::regex("all moves +60 "))) << out_;
}

TEST_F(TrainPatternsMain, TrainsWritesAWeightsFileAndMeasuresPrediction) {
  ASSERT_EQ(run(train_patterns_main, {games_path(), "--out", weights_path(), "--iterations", "3",
                                      "--min-count", "2", "--validate", games_path()}),
            0)
      << err_;
  EXPECT_NE(err_.find("6 games"), std::string::npos) << err_;
  EXPECT_NE(err_.find("iteration 1: log-likelihood"), std::string::npos) << err_;
  EXPECT_NE(err_.find("weights written to " + weights_path()), std::string::npos) << err_;
  EXPECT_NE(out_.find("top-1"), std::string::npos) << out_;
  EXPECT_TRUE(std::regex_search(out_, std::regex("all moves +360 "))) << out_;
  const eval::PatternModel model = eval::load_weights(weights_path());
  EXPECT_GT(model.dictionary().shape_count(), 0u);
  EXPECT_GT(model.dictionary().pattern3_count(), 0u);

  // The file measures the same with `kosumi predict`.
  const std::string trained_table = out_.substr(out_.find("phase"));
  ASSERT_EQ(run(predict_main, {games_path(), "--patterns", weights_path()}), 0) << err_;
  EXPECT_EQ(out_.substr(out_.find("phase")), trained_table);
}

TEST_F(TrainPatternsMain, GroupsLeftOutAreNotLearned) {
  ASSERT_EQ(run(train_patterns_main, {games_path(), "--out", weights_path(), "--iterations", "2",
                                      "--without", "shape,pattern3,capture"}),
            0)
      << err_;
  const eval::PatternModel model = eval::load_weights(weights_path());
  EXPECT_EQ(model.dictionary().shape_count(), 0u);
  EXPECT_EQ(model.dictionary().pattern3_count(), 0u);
  for (uint32_t v = 1; v < model.value_count(eval::FeatureGroup::Capture); ++v)
    EXPECT_EQ(model.gamma(eval::FeatureGroup::Capture, v), 1.0f);
  EXPECT_NE(model.gamma(eval::FeatureGroup::EdgeDistance, 1), 1.0f);
}

TEST_F(TrainPatternsMain, BadInputIsAnErrorThatNamesIt) {
  EXPECT_EQ(run(train_patterns_main, {(dir_ / "missing.sgf").string()}), 1);
  EXPECT_NE(err_.find("missing.sgf: no such file"), std::string::npos) << err_;
  EXPECT_EQ(run(train_patterns_main, {games_path(), "--without", "shapes"}), 2);
  EXPECT_NE(err_.find("--without takes "), std::string::npos) << err_;
  EXPECT_NE(err_.find(", not 'shapes' (names separated by commas)"), std::string::npos) << err_;
  EXPECT_EQ(run(train_patterns_main, {games_path(), "--sample", "0"}), 2);
  EXPECT_EQ(run(train_patterns_main,
                {games_path(), "--iterations", "1", "--out", (dir_ / "no" / "w.txt").string()}),
            1);
  EXPECT_NE(err_.find("cannot write"), std::string::npos) << err_;
  // A game that is not a readable record is left out with a warning.
  std::ofstream(games_path(), std::ios::app) << "(;SZ[19];B[zz])\n";
  EXPECT_EQ(run(train_patterns_main, {games_path(), "--out", weights_path(), "--iterations", "1"}),
            0);
  EXPECT_NE(err_.find("game 7 left out"), std::string::npos) << err_;
  EXPECT_NE(err_.find("6 games (1 left out)"), std::string::npos) << err_;
}

TEST_F(TrainPatternsMain, PredictRefusesABadWeightsFile) {
  std::ofstream(weights_path()) << "kosumi-patterns 7\n";
  EXPECT_EQ(run(predict_main, {games_path(), "--patterns", weights_path()}), 1);
  EXPECT_NE(err_.find("format version 7"), std::string::npos) << err_;
  EXPECT_EQ(run(predict_main, {games_path(), "--no-patterns"}), 2);
}

}  // namespace
}  // namespace kosumi::cli
