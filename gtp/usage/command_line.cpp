#include "gtp/usage/command_line.h"

#include <algorithm>

#include <CLI/CLI.hpp>

#include "engine/parse.h"

namespace kosumi::usage {
namespace {

// An argument CLI11 reads as an option's name rather than as a value: it
// starts with '-' and is not a number (a negative komi is a value).
bool looks_like_option(std::string_view arg) {
  return arg.size() > 1 && arg.front() == '-' && !engine::try_parse<double>(arg);
}

// The switch or option `arg` names ("--size" of "--size=9"), or null.
const CLI::Option* option_named(const CLI::App& app, std::string_view arg) {
  const std::string name(arg.substr(0, arg.find('=')));
  return app.get_option_no_throw(name);
}

// The fewest insertions, deletions and substitutions of a character that
// turn `a` into `b`.
size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j)
    row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      const size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1] ? 1 : 0)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// A typo of at most this many characters gets the option's name suggested.
constexpr size_t kMaxTypo = 2;

// "unknown option '--sise' (did you mean --size?)": the option of `app`
// nearest to `name`, when it is a near miss.
std::string unknown_option(const CLI::App& app, const std::string& name) {
  std::string nearest;
  size_t nearest_distance = kMaxTypo + 1;
  for (const CLI::Option* option : app.get_options()) {
    for (const std::string& long_name : option->get_lnames()) {
      const size_t distance = edit_distance(name, "--" + long_name);
      if (distance < nearest_distance) {
        nearest = "--" + long_name;
        nearest_distance = distance;
      }
    }
  }
  const std::string message = "unknown option '" + name + "'";
  return nearest.empty() ? message : message + " (did you mean " + nearest + "?)";
}

// `arg` at `i` of `args` against its option: a switch takes no value, an
// option needs one.
void check_value(const CLI::Option& option, const std::vector<std::string>& args, size_t i) {
  const std::string& arg = args[i];
  const size_t equals = arg.find('=');
  const std::string name = arg.substr(0, equals);
  if (option.get_expected_max() == 0) {
    if (equals != std::string::npos) {
      throw UsageError(name + " is a switch and takes no value: give " + name + " alone, not '" +
                       arg + "'");
    }
    return;
  }
  const bool given = equals != std::string::npos
                         ? equals + 1 < arg.size()
                         : i + 1 < args.size() && !looks_like_option(args[i + 1]);
  if (!given) {
    throw UsageError(name + " needs a value: " + name + " " + option.get_type_name());
  }
}

}  // namespace

std::string usage_message(std::string_view command, std::string_view what) {
  return "kosumi " + std::string(command) + ": error: " + std::string(what) + "\n(see kosumi " +
         std::string(command) + " --help)\n";
}

ParsedCommandLine parse_command_line(CLI::App& app, const std::vector<std::string>& args) {
  ParsedCommandLine parsed;
  for (const std::string& arg : args) {
    if (arg == "-h" || arg == "--help") {
      parsed.help = true;
      return parsed;
    }
  }
  for (size_t i = 0; i < args.size(); ++i) {
    if (!looks_like_option(args[i])) continue;
    const CLI::Option* option = option_named(app, args[i]);
    if (option == nullptr) {
      throw UsageError(unknown_option(app, args[i].substr(0, args[i].find('='))));
    }
    check_value(*option, args, i);
    // The value after an option is not an option of its own.
    if (option->get_expected_max() != 0 && args[i].find('=') == std::string::npos) ++i;
  }
  app.allow_extras();
  try {
    // CLI11 takes the arguments last first.
    app.parse(std::vector<std::string>(args.rbegin(), args.rend()));
  } catch (const CLI::ParseError& e) {
    throw UsageError(e.what());
  }
  parsed.positional = app.remaining();
  return parsed;
}

}  // namespace kosumi::usage
