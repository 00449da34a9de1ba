#include "gtp/cli/patterns.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "eval/patterns/shape.h"
#include "eval/patterns/weights_file.h"

namespace kosumi::gtp {
namespace {

namespace fs = std::filesystem;

const OptionSpec kSpec{"test", "", {"patterns", "no-patterns"}, "", 0};

class MovePatterns : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = (fs::temp_directory_path() / ("kosumi_patterns_" + std::to_string(getpid()) + ".txt"))
                .string();
    eval::PatternDictionary d;
    d.add_shape({eval::kMinShapeSize, 0x1234});
    eval::save_weights(path_, eval::PatternModel(std::move(d)), {});
  }
  void TearDown() override { fs::remove(path_); }

  std::string path_;
};

TEST_F(MovePatterns, LoadsTheFileTheOptionsNameAndSaysSo) {
  std::ostringstream log;
  const auto model = load_move_patterns(parse_options({"--patterns", path_}, kSpec), log);
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(model->dictionary().shape_count(), 1u);
  EXPECT_EQ(log.str(), "kosumi: move patterns from " + path_ + ": 1 shapes, 0 3x3 codes\n");
}

TEST_F(MovePatterns, WithoutPatternsTheEngineStillStartsAndSaysWhy) {
  std::ostringstream log;
  EXPECT_EQ(load_move_patterns(parse_options({"--no-patterns"}, kSpec), log), nullptr);
  EXPECT_EQ(log.str(), "kosumi: playing without move patterns (--no-patterns)\n");

  log.str("");
  EXPECT_EQ(load_move_patterns(parse_options({"--patterns", path_ + ".missing"}, kSpec), log),
            nullptr);
  EXPECT_NE(log.str().find("warning: no move patterns: " + path_ + ".missing: cannot open"),
            std::string::npos)
      << log.str();
  EXPECT_NE(log.str().find("playing without them"), std::string::npos);

  std::ofstream(path_) << "kosumi-patterns 1\nfeature pass pass 1\n";
  log.str("");
  EXPECT_EQ(load_move_patterns(parse_options({"--patterns", path_}, kSpec), log), nullptr);
  EXPECT_NE(log.str().find("no 'end' line"), std::string::npos) << log.str();
}

TEST_F(MovePatterns, ContradictoryOptionsAreRefused) {
  EXPECT_THROW(parse_options({"--patterns", path_, "--no-patterns"}, kSpec), OptionError);
  EXPECT_EQ(weights_file_for(parse_options({"--no-patterns"}, kSpec)), std::nullopt);
  EXPECT_EQ(weights_file_for(parse_options({"--patterns", "x.txt"}, kSpec)), "x.txt");
}

}  // namespace
}  // namespace kosumi::gtp
