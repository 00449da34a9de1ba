#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules.h"
#include "gtp/usage/command_line.h"

namespace kosumi::match {

// A bad `kosumi match` command line: the message names the offending option
// (gtp/usage/command_line.h).
using MatchUsageError = usage::UsageError;

// The clock of a match game as GTP time_settings describes it: MAIN seconds
// of main time, then Canadian byo-yomi of BYOYOMI seconds for every STONES
// moves. No byo-yomi (0 and 0) is absolute time.
struct MatchTimeControl {
  int main_seconds = 0;
  int byoyomi_seconds = 0;
  int byoyomi_stones = 0;

  bool has_byoyomi() const { return byoyomi_seconds > 0; }
  // "MAIN" or "MAIN+BYOYOMI/STONES", as the option is written.
  std::string to_string() const;
};

// Parses MAIN[+BYOYOMI/STONES] (whole seconds). Throws MatchUsageError.
MatchTimeControl parse_time_control(std::string_view text);

struct MatchOptions {
  std::string black_command;  // engine 1: Black in the first game
  std::string white_command;  // engine 2: White in the first game
  int games = 0;
  int size = 19;
  std::string rules_name = "chinese";
  engine::Rules rules;  // from rules_name, komi set from --komi or the preset
  int handicap = 0;
  bool alternate = false;  // swap colours every game
  int parallel = 1;        // games at once, each with its own processes
  std::optional<MatchTimeControl> time;
  double move_timeout = 60;           // seconds a command may take without --time
  int max_moves = 0;                  // moves before the referee adjudicates
  std::vector<std::string> openings;  // SGF files of starting positions
  std::string referee_command;        // empty: Kosumi's own settlement
  std::string sgf_dir;                // empty: no records written
  bool resume = false;                // count the games sgf_dir has records of, play the rest
  std::string json_path;              // empty: no JSON written
  uint64_t seed = 1;
  bool help = false;
};

// The default move limit for a board size: three times its points, far more
// than a finished game needs, so only engines that never pass reach it.
int default_max_moves(int size);

// Parses the arguments after `kosumi match`. Throws MatchUsageError naming
// the option for anything missing, unknown or out of range.
MatchOptions parse_match_options(const std::vector<std::string>& args);

// The help text of `kosumi match`.
std::string match_usage();

}  // namespace kosumi::match
