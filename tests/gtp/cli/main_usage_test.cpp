// Every front end refuses a bad command line alike, through
// gtp/usage/command_line.h: one message on standard error that starts with
// "kosumi COMMAND: error: ", says what was wrong and what is accepted, and
// ends by pointing at the front end's --help; exit status 2.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/kosumi_process.h"

namespace kosumi::cli {
namespace {

// What `kosumi COMMAND ARGS` said between its frame, once the frame and the
// exit status are checked.
std::string refusal(const std::string& command, std::vector<std::string> args) {
  args.insert(args.begin(), command);
  const auto [status, out] = run_kosumi_with_errors(args);
  EXPECT_EQ(status, 2) << out;
  const std::string head = "kosumi " + command + ": error: ";
  const std::string hint = "\n(see kosumi " + command + " --help)\n";
  if (!out.starts_with(head) || !out.ends_with(hint) || out.size() < head.size() + hint.size()) {
    ADD_FAILURE() << "not framed as a usage error: '" << out << "'";
    return out;
  }
  return out.substr(head.size(), out.size() - head.size() - hint.size());
}

// A number option each front end takes: `kosumi match` counts games, the
// others playouts.
std::string number_option(const std::string& command) {
  return command == "match" ? "--games" : "--playouts";
}

const std::vector<std::string> kCommands = {"play", "gtp", "match", "score", "analyze", "bench"};

TEST(UsageErrors, AnUnknownOptionIsNamedWithTheNearestKnownOne) {
  for (const std::string& command : kCommands) {
    SCOPED_TRACE(command);
    EXPECT_EQ(refusal(command, {"--frobnicate", "1"}), "unknown option '--frobnicate'");
    EXPECT_EQ(refusal(command, {"--rulez", "aga"}),
              "unknown option '--rulez' (did you mean --rules?)");
  }
}

TEST(UsageErrors, ASwitchGivenAValueSaysItTakesNone) {
  // `kosumi score` and `kosumi analyze` have no switch.
  const std::vector<std::pair<std::string, std::string>> switches = {{"play", "--no-resign"},
                                                                     {"gtp", "--no-resign"},
                                                                     {"match", "--alternate"},
                                                                     {"bench", "--quiet"}};
  for (const auto& [command, flag] : switches) {
    SCOPED_TRACE(command);
    EXPECT_EQ(refusal(command, {flag + "=3"}), flag + " is a switch and takes no value: give " +
                                                   flag + " alone, not '" + flag + "=3'");
  }
}

TEST(UsageErrors, AnOptionWithoutItsValueNamesWhatItTakes) {
  for (const std::string& command : kCommands) {
    SCOPED_TRACE(command);
    const std::string option = number_option(command);
    const std::string expected = option + " needs a value: " + option + " N";
    EXPECT_EQ(refusal(command, {option}), expected);
    EXPECT_EQ(refusal(command, {option + "="}), expected);
    EXPECT_EQ(refusal(command, {option, "--seed", "1"}), expected);
  }
}

TEST(UsageErrors, ABadOrOutOfRangeNumberSaysTheRange) {
  for (const std::string& command : kCommands) {
    SCOPED_TRACE(command);
    const std::string option = number_option(command);
    const std::string range = command == "match" ? "from 1 to 1000000" : "from 1 to 1099511627776";
    EXPECT_EQ(refusal(command, {option, "many"}),
              option + " takes a whole number " + range + ", not 'many'");
    EXPECT_EQ(refusal(command, {option, "0"}),
              option + " takes a whole number " + range + ", not '0'");
  }
}

TEST(UsageErrors, AnUnknownNameListsTheKnownOnes) {
  for (const std::string& command : kCommands) {
    SCOPED_TRACE(command);
    std::vector<std::string> args = {"--rules", "chess"};
    if (command == "match")
      args.insert(args.end(), {"--black", "x", "--white", "y", "--games", "1"});
    EXPECT_EQ(refusal(command, args),
              "--rules takes japanese, chinese, french, aga, tromp-taylor or new-zealand, not "
              "'chess'");
  }
}

TEST(UsageErrors, TheWrongNumberOfArgumentsSaysWhatIsExpected) {
  for (const std::string command : {"play", "gtp", "match", "bench"}) {
    EXPECT_EQ(refusal(command, {"stray"}),
              "unexpected argument 'stray': kosumi " + command + " takes options alone");
  }
  for (const std::string command : {"score", "analyze"}) {
    EXPECT_EQ(refusal(command, {}), "expected FILE.sgf, given nothing");
    EXPECT_EQ(refusal(command, {"a.sgf", "b.sgf"}), "expected FILE.sgf, given 2 arguments");
  }
}

// A value read only once the front end starts (the move patterns' file) is
// refused in the same frame.
TEST(UsageErrors, AnUnusableFileNamedByAnOptionIsAUsageErrorToo) {
  EXPECT_EQ(refusal("gtp", {"--patterns", "/nonexistent/weights.txt"}),
            "--patterns: /nonexistent/weights.txt: cannot open the file");
}

}  // namespace
}  // namespace kosumi::cli
