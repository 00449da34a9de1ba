#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
}

namespace kosumi::usage {

// A bad command line. The message names the option or argument, says what
// was wrong and what is accepted ("--size takes a whole number from 2 to
// 25, not '30'"); usage_message() frames it for the user.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The exit status of every front end given a bad command line.
constexpr int kUsageStatus = 2;

// What a front end prints on standard error for a UsageError before it
// exits with kUsageStatus: "kosumi COMMAND: error: WHAT", then a line that
// points at `kosumi COMMAND --help`.
std::string usage_message(std::string_view command, std::string_view what);

struct ParsedCommandLine {
  bool help = false;                    // -h or --help: nothing else was checked
  std::vector<std::string> positional;  // the arguments that are no option, in order
};

// Reads `args` (those after the subcommand) with `app`, whose options apply
// their values as they are read. Refuses, as a UsageError in plain words,
// an unknown option, a switch given a value (--no-resign=3), and an option
// without its value (--size last, or followed by another option), before
// CLI11 would refuse the last two in its own words. The caller checks the
// positional arguments.
ParsedCommandLine parse_command_line(CLI::App& app, const std::vector<std::string>& args);

}  // namespace kosumi::usage
