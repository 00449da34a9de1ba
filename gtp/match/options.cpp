#include "gtp/match/options.h"

#include <cmath>
#include <memory>
#include <optional>

#include <CLI/CLI.hpp>

#include "engine/handicap.h"
#include "engine/parse.h"
#include "engine/types.h"
#include "gtp/client/subprocess.h"

namespace kosumi::match {
namespace {

// Whole-number options are capped well below int overflow.
constexpr long kMaxCount = 1'000'000;

long parse_integer(std::string_view option, std::string_view text, long low, long high) {
  const std::optional<long> value = engine::try_parse<long>(text);
  if (!value) {
    throw MatchUsageError(std::string(option) + ": '" + std::string(text) +
                          "' is not a whole number");
  }
  if (*value < low || *value > high) {
    throw MatchUsageError(std::string(option) + ": " + std::string(text) + " is not in " +
                          std::to_string(low) + ".." + std::to_string(high));
  }
  return *value;
}

double parse_real(std::string_view option, std::string_view text) {
  const std::optional<double> value = engine::try_parse<double>(text);
  if (!value || !std::isfinite(*value)) {
    throw MatchUsageError(std::string(option) + ": '" + std::string(text) + "' is not a number");
  }
  return *value;
}

int parse_int(std::string_view option, std::string_view text, long low, long high) {
  return static_cast<int>(parse_integer(option, text, low, high));
}

// The command must split into a program and its arguments.
void check_command(std::string_view option, const std::string& command) {
  try {
    if (!client::split_command_line(command).empty()) return;
  } catch (const client::SubprocessError& e) {
    throw MatchUsageError(std::string(option) + ": " + e.what());
  }
  throw MatchUsageError(std::string(option) + ": engine command required");
}

}  // namespace

std::string MatchTimeControl::to_string() const {
  std::string text = std::to_string(main_seconds);
  if (has_byoyomi()) {
    text += "+" + std::to_string(byoyomi_seconds) + "/" + std::to_string(byoyomi_stones);
  }
  return text;
}

MatchTimeControl parse_time_control(std::string_view text) {
  constexpr std::string_view kOption = "--time";
  MatchTimeControl time;
  const size_t plus = text.find('+');
  time.main_seconds = parse_int(kOption, text.substr(0, plus), 0, kMaxCount);
  if (plus == std::string_view::npos) {
    if (time.main_seconds == 0) throw MatchUsageError("--time: a clock of 0 seconds");
    return time;
  }
  const std::string_view byoyomi = text.substr(plus + 1);
  const size_t slash = byoyomi.find('/');
  if (slash == std::string_view::npos) {
    throw MatchUsageError("--time: '" + std::string(text) + "' is not MAIN+BYOYOMI/STONES");
  }
  time.byoyomi_seconds = parse_int(kOption, byoyomi.substr(0, slash), 1, kMaxCount);
  time.byoyomi_stones = parse_int(kOption, byoyomi.substr(slash + 1), 1, kMaxCount);
  return time;
}

int default_max_moves(int size) {
  return 3 * size * size;
}

namespace {

// The command line of `kosumi match`, one entry per option: its name, value,
// help and default written once. What it reads goes to `o`, the komi to
// `komi` (the preset's when absent).
std::unique_ptr<CLI::App> command_line(MatchOptions& o, std::optional<double>& komi) {
  auto app = std::make_unique<CLI::App>(
      "Plays N games between two GTP engines, each started as a subprocess:\n"
      "kosumi match --black 'CMD ARGS' --white 'CMD ARGS' --games N [options]",
      "kosumi match");
  app->set_help_flag("-h,--help", "this text");
  app->get_formatter()->column_width(26);
  app->allow_extras();
  app->option_defaults()->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  // A number is read as it comes, so that its error names the option.
  const auto number = [&app](const std::string& name, const std::string& value,
                             const std::string& help, auto read) {
    return app->add_option_function<std::string>(name, read, help)
        ->type_name(value)
        ->trigger_on_parse();
  };
  app->add_option("--black", o.black_command, "engine 1, Black in the first game")
      ->type_name("CMD");
  app->add_option("--white", o.white_command, "engine 2, White in the first game")
      ->type_name("CMD");
  number("--games", "N", "number of games",
         [&o](const std::string& v) { o.games = parse_int("--games", v, 1, kMaxCount); });
  number("--size", "N", "board size", [&o](const std::string& v) {
    o.size = parse_int("--size", v, engine::kMinSize, engine::kMaxSize);
  })->default_str(std::to_string(o.size));
  number("--komi", "K", "komi (default: the rule set's, 0.5 with handicap)",
         [&komi](const std::string& v) { komi = parse_real("--komi", v); });
  app->add_option("--rules", o.rules_name,
                  "chinese, japanese, french, aga, tromp-taylor, new-zealand")
      ->type_name("NAME")
      ->capture_default_str();
  number("--handicap", "N", "fixed handicap stones for Black (2..9)",
         [&o](const std::string& v) { o.handicap = parse_int("--handicap", v, 0, 9); });
  app->add_flag("--alternate", o.alternate, "swap colours every game");
  number("--parallel", "P", "P games at once, each with its own engine\nprocesses",
         [&o](const std::string& v) { o.parallel = parse_int("--parallel", v, 1, 256); })
      ->default_str(std::to_string(o.parallel));
  number("--time", "MAIN[+BYOYOMI/STONES]",
         "clock in seconds (time_settings, time_left before\n"
         "every genmove); a move over the clock loses the game",
         [&o](const std::string& v) { o.time = parse_time_control(v); });
  number("--move-timeout", "S",
         "seconds any command may take; a hung engine is\n"
         "stopped and loses the game",
         [&o](const std::string& v) {
           o.move_timeout = parse_real("--move-timeout", v);
           if (o.move_timeout <= 0) throw MatchUsageError("--move-timeout: must be positive");
         })
      ->default_str(CLI::detail::to_string(o.move_timeout));
  number("--max-moves", "N", "moves before the referee adjudicates (default 3 x points)",
         [&o](const std::string& v) { o.max_moves = parse_int("--max-moves", v, 1, kMaxCount); });
  app->add_option("--openings", o.openings, "start the games from these positions in turn")
      ->type_name("FILE.sgf")
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  app->add_option("--referee", o.referee_command,
                  "engine scoring the final position with final_score\n"
                  "(default: Kosumi's own settlement)")
      ->type_name("CMD");
  app->add_option("--sgf-dir", o.sgf_dir, "one SGF record per game (game-0001.sgf, ...)")
      ->type_name("DIR");
  app->add_flag("--resume", o.resume,
                "go on with an interrupted match: count the games\n"
                "whose records --sgf-dir holds, play the others (same\n"
                "options)");
  app->add_option("--json", o.json_path, "the results table for scripts")->type_name("FILE");
  number("--seed", "N", "seed for the order of openings", [&o](const std::string& v) {
    o.seed = static_cast<uint64_t>(parse_integer("--seed", v, 0, kMaxCount * kMaxCount));
  })->default_str(std::to_string(o.seed));
  return app;
}

}  // namespace

MatchOptions parse_match_options(const std::vector<std::string>& args) {
  MatchOptions o;
  std::optional<double> komi;
  const std::unique_ptr<CLI::App> app = command_line(o, komi);
  try {
    // CLI11 takes the arguments last first.
    app->parse(std::vector<std::string>(args.rbegin(), args.rend()));
  } catch (const CLI::CallForHelp&) {
    o.help = true;
    return o;
  } catch (const CLI::ParseError& e) {
    throw MatchUsageError(e.what());
  }
  for (const std::string& extra : app->remaining()) {
    throw MatchUsageError((extra.starts_with("-") ? "unknown option '" : "unexpected argument '") +
                          extra + "'");
  }

  check_command("--black", o.black_command);
  check_command("--white", o.white_command);
  if (!o.referee_command.empty()) check_command("--referee", o.referee_command);
  if (o.games == 0) throw MatchUsageError("--games: number of games required");
  if (o.resume && o.sgf_dir.empty()) {
    throw MatchUsageError("--resume: needs the --sgf-dir of the match to resume");
  }

  const std::optional<engine::Rules> rules = engine::Rules::preset(o.rules_name);
  if (!rules) {
    std::string names;
    for (std::string_view name : engine::Rules::preset_names()) {
      names += (names.empty() ? "" : ", ") + std::string(name);
    }
    throw MatchUsageError("--rules: unknown rule set '" + o.rules_name + "' (known: " + names +
                          ")");
  }
  o.rules = *rules;
  o.rules.komi = komi.value_or(o.rules.default_komi(o.handicap));
  if (o.handicap == 1) throw MatchUsageError("--handicap: 1 stone is no handicap; use 0 or 2..9");
  if (o.handicap > engine::max_fixed_handicap(o.size)) {
    throw MatchUsageError("--handicap: " + std::to_string(o.handicap) + " stones do not fit a " +
                          std::to_string(o.size) + "x" + std::to_string(o.size) +
                          " board (at most " + std::to_string(engine::max_fixed_handicap(o.size)) +
                          ")");
  }
  if (o.max_moves == 0) o.max_moves = default_max_moves(o.size);
  return o;
}

std::string match_usage() {
  MatchOptions unused;
  std::optional<double> no_komi;
  return command_line(unused, no_komi)->help();
}

}  // namespace kosumi::match
