#include "gtp/cli/patterns.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "eval/patterns/shape.h"
#include "eval/patterns/weights_file.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

const OptionSpec kSpec{"test", "", {"patterns", "no-patterns"}, "", 0};

class MovePatterns : public ::testing::Test {
 protected:
  void SetUp() override {
    eval::PatternDictionary d;
    d.add_shape({eval::kMinShapeSize, 0x1234});
    eval::save_weights(path_.string(), eval::PatternModel(std::move(d)), {});
  }

  const test::TempPath path_{"kosumi_patterns.txt"};
};

TEST_F(MovePatterns, LoadsTheFileTheOptionsNameAndSaysSo) {
  std::ostringstream log;
  const auto model = load_move_patterns(parse_options({"--patterns", path_.string()}, kSpec), log);
  ASSERT_NE(model, nullptr);
  EXPECT_EQ(model->dictionary().shape_count(), 1u);
  EXPECT_EQ(log.str(),
            "kosumi: move patterns from " + path_.string() + ": 1 shapes, 0 3x3 codes\n");
}

TEST_F(MovePatterns, WithoutPatternsTheEngineStillStartsAndSaysWhy) {
  std::ostringstream log;
  EXPECT_EQ(load_move_patterns(parse_options({"--no-patterns"}, kSpec), log), nullptr);
  EXPECT_EQ(log.str(), "kosumi: playing without move patterns (--no-patterns)\n");
}

// The user named the file: one that cannot be read is an error, not a
// game without patterns.
TEST_F(MovePatterns, AnExplicitFileThatCannotBeReadIsAnError) {
  std::ostringstream log;
  try {
    load_move_patterns(parse_options({"--patterns", path_.string() + ".missing"}, kSpec), log);
    ADD_FAILURE() << "a missing --patterns file was accepted";
  } catch (const OptionError& e) {
    EXPECT_EQ(std::string(e.what()),
              "--patterns: " + path_.string() + ".missing: cannot open the file");
  }
  std::ofstream(path_.string()) << "kosumi-patterns 1\nfeature pass pass 1\n";
  try {
    load_move_patterns(parse_options({"--patterns", path_.string()}, kSpec), log);
    ADD_FAILURE() << "a broken --patterns file was accepted";
  } catch (const OptionError& e) {
    EXPECT_NE(std::string(e.what()).find("no 'end' line"), std::string::npos) << e.what();
  }
  EXPECT_EQ(log.str(), "");
}

TEST_F(MovePatterns, ContradictoryOptionsAreRefused) {
  EXPECT_THROW(parse_options({"--patterns", path_.string(), "--no-patterns"}, kSpec), OptionError);
  EXPECT_EQ(weights_file_for(parse_options({"--no-patterns"}, kSpec)), std::nullopt);
  EXPECT_EQ(weights_file_for(parse_options({"--patterns", "x.txt"}, kSpec)), "x.txt");
}

}  // namespace
}  // namespace kosumi::cli
