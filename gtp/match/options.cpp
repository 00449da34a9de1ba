#include "gtp/match/options.h"

#include <charconv>
#include <cmath>
#include <functional>
#include <map>

#include "engine/handicap.h"
#include "engine/types.h"
#include "gtp/client/subprocess.h"

namespace kosumi::gtp {
namespace {

// Whole-number options are capped well below int overflow.
constexpr long kMaxCount = 1'000'000;

long parse_integer(std::string_view option, std::string_view text, long low, long high) {
  long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) {
    throw MatchUsageError(std::string(option) + ": '" + std::string(text) +
                          "' is not a whole number");
  }
  if (value < low || value > high) {
    throw MatchUsageError(std::string(option) + ": " + std::string(text) + " is not in " +
                          std::to_string(low) + ".." + std::to_string(high));
  }
  return value;
}

double parse_real(std::string_view option, std::string_view text) {
  double value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size() || !std::isfinite(value)) {
    throw MatchUsageError(std::string(option) + ": '" + std::string(text) + "' is not a number");
  }
  return value;
}

int parse_int(std::string_view option, std::string_view text, long low, long high) {
  return static_cast<int>(parse_integer(option, text, low, high));
}

// The command must split into a program and its arguments.
void check_command(std::string_view option, const std::string& command) {
  try {
    if (!split_command_line(command).empty()) return;
  } catch (const SubprocessError& e) {
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

MatchOptions parse_match_options(const std::vector<std::string>& args) {
  MatchOptions o;
  std::optional<double> komi;

  using Handler = std::function<void(const std::string&)>;
  const std::map<std::string, Handler, std::less<>> with_value = {
      {"--black", [&](const std::string& v) { o.black_command = v; }},
      {"--white", [&](const std::string& v) { o.white_command = v; }},
      {"--games", [&](const std::string& v) { o.games = parse_int("--games", v, 1, kMaxCount); }},
      {"--size",
       [&](const std::string& v) {
         o.size = parse_int("--size", v, engine::kMinSize, engine::kMaxSize);
       }},
      {"--komi", [&](const std::string& v) { komi = parse_real("--komi", v); }},
      {"--rules", [&](const std::string& v) { o.rules_name = v; }},
      {"--handicap", [&](const std::string& v) { o.handicap = parse_int("--handicap", v, 0, 9); }},
      {"--parallel",
       [&](const std::string& v) { o.parallel = parse_int("--parallel", v, 1, 256); }},
      {"--time", [&](const std::string& v) { o.time = parse_time_control(v); }},
      {"--move-timeout",
       [&](const std::string& v) {
         o.move_timeout = parse_real("--move-timeout", v);
         if (o.move_timeout <= 0) throw MatchUsageError("--move-timeout: must be positive");
       }},
      {"--max-moves",
       [&](const std::string& v) { o.max_moves = parse_int("--max-moves", v, 1, kMaxCount); }},
      {"--referee", [&](const std::string& v) { o.referee_command = v; }},
      {"--sgf-dir", [&](const std::string& v) { o.sgf_dir = v; }},
      {"--json", [&](const std::string& v) { o.json_path = v; }},
      {"--seed",
       [&](const std::string& v) {
         o.seed = static_cast<uint64_t>(parse_integer("--seed", v, 0, kMaxCount * kMaxCount));
       }},
  };

  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--help" || arg == "-h") {
      o.help = true;
      return o;
    }
    if (arg == "--alternate") {
      o.alternate = true;
      continue;
    }
    if (arg == "--resume") {
      o.resume = true;
      continue;
    }
    if (arg == "--openings") {
      while (i + 1 < args.size() && !args[i + 1].starts_with("--"))
        o.openings.push_back(args[++i]);
      if (o.openings.empty()) throw MatchUsageError("--openings: no SGF file given");
      continue;
    }
    const auto handler = with_value.find(arg);
    if (handler == with_value.end()) throw MatchUsageError("unknown option '" + arg + "'");
    if (i + 1 >= args.size()) throw MatchUsageError(arg + ": missing value");
    handler->second(args[++i]);
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
  return R"(usage: kosumi match --black 'CMD ARGS' --white 'CMD ARGS' --games N [options]

Plays N games between two GTP engines, each started as a subprocess.
  --black CMD        engine 1, Black in the first game
  --white CMD        engine 2, White in the first game
  --games N          number of games
  --size N           board size (default 19)
  --komi K           komi (default: the rule set's, 0.5 with handicap)
  --rules NAME       chinese (default), japanese, french, aga, tromp-taylor, new-zealand
  --handicap N       fixed handicap stones for Black (2..9)
  --alternate        swap colours every game
  --parallel P       P games at once, each with its own engine processes
  --time MAIN[+BYOYOMI/STONES]
                     clock in seconds (time_settings, time_left before every
                     genmove); a move over the clock loses the game
  --move-timeout S   seconds any command may take (default 60); a hung
                     engine is stopped and loses the game
  --max-moves N      moves before the referee adjudicates (default 3 x points)
  --openings FILE.sgf...
                     start the games from these positions in turn
  --referee CMD      engine scoring the final position with final_score
                     (default: Kosumi's own settlement)
  --sgf-dir DIR      one SGF record per game (game-0001.sgf, ...)
  --resume           go on with an interrupted match: count the games whose
                     records --sgf-dir holds, play the others (same options)
  --json FILE        the results table for scripts
  --seed N           seed for the order of openings
)";
}

}  // namespace kosumi::gtp
