#include "gtp/cli/opening.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "eval/opening/opening_file.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

const OptionSpec kSpec{"test", "", {"opening", "no-opening-prior", "quiet"}, "", 0};

class OpeningTable : public ::testing::Test {
 protected:
  void SetUp() override {
    std::ofstream(path_) << "kosumi-opening 1\nsize 19\nmoves 30\n"
                            "position 00000000000000ff 7 Q16 4\nend\n";
  }

  const test::TempPath file_{"kosumi_opening_table.txt"};
  const std::string path_ = file_.string();
};

TEST_F(OpeningTable, LoadsTheFileTheOptionsNameAndSaysSo) {
  std::ostringstream log;
  const auto table = load_opening_prior(parse_options({"--opening", path_}, kSpec), log);
  ASSERT_NE(table, nullptr);
  EXPECT_EQ(table->position_count(), 1u);
  EXPECT_EQ(log.str(), "kosumi: opening table from " + path_ +
                           ": 1 positions of the first 30 moves on 19x19\n");
  std::ostringstream quiet;
  EXPECT_NE(load_opening_prior(parse_options({"--opening", path_, "--quiet"}, kSpec), quiet),
            nullptr);
  EXPECT_EQ(quiet.str(), "");
}

TEST_F(OpeningTable, WithoutTheTableTheEngineStillStartsAndSaysWhy) {
  std::ostringstream log;
  EXPECT_EQ(load_opening_prior(parse_options({"--no-opening-prior"}, kSpec), log), nullptr);
  EXPECT_EQ(log.str(), "kosumi: playing without the opening table (--no-opening-prior)\n");
}

// The user named the file: one that cannot be read is an error, not a
// game without the table.
TEST_F(OpeningTable, AnExplicitFileThatCannotBeReadIsAnError) {
  std::ostringstream log;
  try {
    load_opening_prior(parse_options({"--opening", path_ + ".missing"}, kSpec), log);
    ADD_FAILURE() << "a missing --opening file was accepted";
  } catch (const OptionError& e) {
    EXPECT_EQ(std::string(e.what()), "--opening: " + path_ + ".missing: cannot open the file");
  }
  std::ofstream(path_) << "kosumi-opening 1\nsize 19\nmoves 30\nposition 0ff 7\nend\n";
  try {
    load_opening_prior(parse_options({"--opening", path_}, kSpec), log);
    ADD_FAILURE() << "a broken --opening file was accepted";
  } catch (const OptionError& e) {
    EXPECT_EQ(std::string(e.what()), "--opening: " + path_ + ":4: bad key '0ff' (16 hex digits)");
  }
  EXPECT_EQ(log.str(), "");
}

TEST_F(OpeningTable, ContradictoryOptionsAreRefused) {
  EXPECT_THROW(parse_options({"--opening", path_, "--no-opening-prior"}, kSpec), OptionError);
}

}  // namespace
}  // namespace kosumi::cli
