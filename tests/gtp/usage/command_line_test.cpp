#include "gtp/usage/command_line.h"

#include <gtest/gtest.h>

#include <CLI/CLI.hpp>

namespace kosumi::usage {
namespace {

// An app with a switch (--fast) and an option (--size N), what they set.
struct TestApp {
  CLI::App app;
  bool fast = false;
  std::string size;
  TestApp() {
    app.add_flag("--fast", fast, "a switch");
    app.add_option("--size", size, "an option")->type_name("N");
  }
};

// The UsageError message for `args`, or "" when they parse.
std::string error_of(const std::vector<std::string>& args) {
  TestApp t;
  try {
    parse_command_line(t.app, args);
  } catch (const UsageError& e) {
    return e.what();
  }
  return "";
}

TEST(CommandLine, ReadsOptionsAndKeepsThePositionalArgumentsInOrder) {
  TestApp t;
  const ParsedCommandLine parsed =
      parse_command_line(t.app, {"a.sgf", "--size", "9", "--fast", "b.sgf"});
  EXPECT_FALSE(parsed.help);
  EXPECT_EQ(parsed.positional, (std::vector<std::string>{"a.sgf", "b.sgf"}));
  EXPECT_TRUE(t.fast);
  EXPECT_EQ(t.size, "9");
}

TEST(CommandLine, HelpIsAskedWhateverElseIsWrong) {
  TestApp t;
  EXPECT_TRUE(parse_command_line(t.app, {"--frob", "--help"}).help);
  EXPECT_TRUE(parse_command_line(t.app, {"-h"}).help);
}

TEST(CommandLine, ANegativeNumberIsAValueNotAnOption) {
  TestApp t;
  parse_command_line(t.app, {"--size", "-3"});
  EXPECT_EQ(t.size, "-3");
  EXPECT_EQ(error_of({"--size", "-3", "-2.5"}), "");
}

TEST(CommandLine, RefusalsSayWhatWasWrongInPlainWords) {
  EXPECT_EQ(error_of({"--fast=yes"}),
            "--fast is a switch and takes no value: give --fast alone, not '--fast=yes'");
  EXPECT_EQ(error_of({"--size"}), "--size needs a value: --size N");
  EXPECT_EQ(error_of({"--size="}), "--size needs a value: --size N");
  EXPECT_EQ(error_of({"--size", "--fast"}), "--size needs a value: --size N");
  EXPECT_EQ(error_of({"--sise", "9"}), "unknown option '--sise' (did you mean --size?)");
  EXPECT_EQ(error_of({"--fats"}), "unknown option '--fats' (did you mean --fast?)");
  EXPECT_EQ(error_of({"--colour=red"}), "unknown option '--colour'");
  EXPECT_EQ(error_of({"-x"}), "unknown option '-x'");
}

TEST(CommandLine, TheMessageStartsWithTheCommandAndEndsWithItsHelp) {
  EXPECT_EQ(usage_message("gtp", "--size needs a value: --size N"),
            "kosumi gtp: error: --size needs a value: --size N\n(see kosumi gtp --help)\n");
}

}  // namespace
}  // namespace kosumi::usage
