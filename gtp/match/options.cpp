#include "gtp/match/options.h"

#include <memory>
#include <optional>

#include <CLI/CLI.hpp>

#include "engine/handicap.h"
#include "engine/types.h"
#include "gtp/client/subprocess.h"
#include "gtp/usage/values.h"

namespace kosumi::match {
namespace {

// Whole-number options are capped well below int overflow.
constexpr int kMaxCount = 1'000'000;

// The most seconds a command may take.
constexpr double kMaxMoveTimeout = 1e6;

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
  MatchTimeControl time;
  const size_t plus = text.find('+');
  time.main_seconds = usage::whole_number("--time's main time", text.substr(0, plus), 0, kMaxCount);
  if (plus == std::string_view::npos) {
    if (time.main_seconds == 0) {
      throw MatchUsageError("--time takes a clock of at least 1 second, not '0'");
    }
    return time;
  }
  const std::string_view byoyomi = text.substr(plus + 1);
  const size_t slash = byoyomi.find('/');
  if (slash == std::string_view::npos) {
    throw MatchUsageError("--time takes MAIN or MAIN+BYOYOMI/STONES, not '" + std::string(text) +
                          "'");
  }
  time.byoyomi_seconds =
      usage::whole_number("--time's byo-yomi seconds", byoyomi.substr(0, slash), 1, kMaxCount);
  time.byoyomi_stones =
      usage::whole_number("--time's byo-yomi stones", byoyomi.substr(slash + 1), 1, kMaxCount);
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
         [&o](const std::string& v) { o.games = usage::whole_number("--games", v, 1, kMaxCount); });
  number("--size", "N", "board size", [&o](const std::string& v) {
    o.size = usage::whole_number("--size", v, engine::kMinSize, engine::kMaxSize);
  })->default_str(std::to_string(o.size));
  number("--komi", "K", "komi (default: the rule set's, 0.5 with handicap)",
         [&komi](const std::string& v) {
           komi = usage::real_number("--komi", v, -engine::Rules::kMaxAbsKomi,
                                     engine::Rules::kMaxAbsKomi);
         });
  app->add_option("--rules", o.rules_name,
                  "chinese, japanese, french, aga, tromp-taylor, new-zealand")
      ->type_name("NAME")
      ->capture_default_str();
  number("--handicap", "N", "fixed handicap stones for Black (2..9)",
         [&o](const std::string& v) { o.handicap = usage::whole_number("--handicap", v, 0, 9); });
  app->add_flag("--alternate", o.alternate, "swap colours every game");
  number("--parallel", "P", "P games at once, each with its own engine\nprocesses",
         [&o](const std::string& v) { o.parallel = usage::whole_number("--parallel", v, 1, 256); })
      ->default_str(std::to_string(o.parallel));
  number("--time", "MAIN[+BYOYOMI/STONES]",
         "clock in seconds (time_settings, time_left before\n"
         "every genmove); a move over the clock loses the game",
         [&o](const std::string& v) { o.time = parse_time_control(v); });
  number("--move-timeout", "S",
         "seconds any command may take; a hung engine is\n"
         "stopped and loses the game",
         [&o](const std::string& v) {
           o.move_timeout = usage::real_number("--move-timeout", v, 0.001, kMaxMoveTimeout);
         })
      ->default_str(CLI::detail::to_string(o.move_timeout));
  number("--max-moves", "N", "moves before the referee adjudicates (default 3 x points)",
         [&o](const std::string& v) {
           o.max_moves = usage::whole_number("--max-moves", v, 1, kMaxCount);
         });
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
    o.seed = usage::whole_number<uint64_t>("--seed", v, 0, uint64_t{kMaxCount} * kMaxCount);
  })->default_str(std::to_string(o.seed));
  return app;
}

}  // namespace

MatchOptions parse_match_options(const std::vector<std::string>& args) {
  MatchOptions o;
  std::optional<double> komi;
  const std::unique_ptr<CLI::App> app = command_line(o, komi);
  const usage::ParsedCommandLine parsed = usage::parse_command_line(*app, args);
  if (parsed.help) {
    o.help = true;
    return o;
  }
  if (!parsed.positional.empty()) {
    throw MatchUsageError("unexpected argument '" + parsed.positional.front() +
                          "': kosumi match takes options alone");
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
    throw MatchUsageError(
        usage::one_of_expected("--rules", o.rules_name, engine::Rules::preset_names()));
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
