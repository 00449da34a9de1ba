#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/rules.h"
#include "eval/opening/opening_table.h"
#include "eval/patterns/training.h"
#include "gtp/facade/go_player.h"
#include "gtp/usage/command_line.h"
#include "search/search.h"

namespace kosumi::cli {

// A bad command line: the message names the offending option or value
// (gtp/usage/command_line.h). Front ends print it and exit with status 2.
using OptionError = usage::UsageError;

// The options shared by the front ends (`kosumi gtp --size 9 ...`). Each
// front end accepts the subset it names in its OptionSpec.
struct Options {
  engine::Rules rules = *engine::Rules::preset("chinese");
  int size = 19;
  std::optional<double> komi;  // the preset's komi (for the handicap) when absent
  int handicap = 0;
  int threads = 0;       // one per core
  int64_t playouts = 0;  // per move; 0 with no --time: GoPlayer::kDefaultPlayouts
  double seconds = 0;    // --time: per move, unless the GTP clock says otherwise
  // --level: a strength from 1 to 10 that sets the playouts and the move's
  // randomness (strength_level.h); not with --playouts or --time.
  std::optional<int> level;
  int memory_mb = 256;
  std::optional<uint64_t> seed;  // random when absent
  bool no_resign = false;
  bool ponder = false;
  search::PlayoutPolicy playout = search::PlayoutPolicy::Heavy;
  // --param NAME=VALUE, in the order given (search/parameters.h).
  std::vector<std::pair<std::string, double>> parameters;
  engine::Player user_color = engine::Player::Black;  // `kosumi play --color`
  bool quiet = false;                                 // no thinking log on standard error
  // Capture dead stones before passing (area counting, where it costs
  // nothing): safe on servers that count the board as it stands. `kosumi
  // play` turns it off: there the player judges the dead stones.
  bool capture_dead = true;
  bool live_gfx = false;    // GoGui's live graphics on standard error
  std::string version;      // --override-version: what GTP `version` answers
  std::string sgf_path;     // --sgf: where `kosumi play` records the game
  std::string svg_path;     // --svg: where pictures go
  std::optional<int> game;  // --game: one game of a collection, from 1
  // The move patterns: --patterns FILE, none with --no-patterns, else the
  // weights file installed with kosumi (patterns.h).
  std::optional<std::string> patterns_file;
  bool no_patterns = false;
  // The 19×19 opening table: --opening FILE, none with --no-opening-prior,
  // else the table installed with kosumi (opening.h).
  std::optional<std::string> opening_file;
  bool no_opening_prior = false;
  // The opening book: --book FILE, none with --no-book, else the 9×9 book
  // installed with kosumi (opening_book_loading.h).
  std::optional<std::string> book_file;
  bool no_book = false;
  // `kosumi build-book`: the plies searched from the empty board, and the
  // opponent's most visited moves followed (book_builder.h).
  int book_depth = 8;
  int book_replies = 2;
  // `kosumi train-patterns`: the training's settings, where the weights go,
  // and games to measure prediction on afterwards.
  eval::TrainingOptions training;
  std::string weights_out = "kosumi-patterns.txt";
  std::optional<std::string> validation_file;
  // `kosumi build-opening`: what the opening table keeps.
  eval::OpeningTableOptions opening_table;
  bool cluster = false;         // `kosumi gtp --cluster`, under mpirun
  double cluster_timeout = 30;  // seconds a rank waits for the others
  std::vector<std::string> positional;
  bool help = false;

  // The komi to play with: --komi, else the rules' default for the handicap.
  double effective_komi() const { return komi.value_or(rules.default_komi(handicap)); }
  // --seed, or a fresh random seed.
  uint64_t effective_seed() const;
};

// What one front end accepts: the option names (without "--"), how many
// positional arguments, and the text of its --help.
struct OptionSpec {
  std::string_view command;  // "gtp", "play", ...
  std::string_view summary;
  std::vector<std::string_view> accepted;
  std::string_view positional_usage;  // e.g. "FILE.sgf"; empty: none allowed
  int positional_count = 0;
  // The --help line of an option whose meaning differs in this front end
  // (`kosumi bench --playouts` counts the benchmark's playouts, not a move's).
  std::vector<std::pair<std::string_view, std::string_view>> option_help = {};
};

// Parses `args` (after the subcommand name): "--name value" or
// "--name=value". Throws OptionError for an unknown option, a missing or bad
// value, or the wrong number of positional arguments (unless --help).
Options parse_options(const std::vector<std::string>& args, const OptionSpec& spec);

// The --help text of a front end, listing the options it accepts.
std::string help_text(const OptionSpec& spec);

// The GoPlayer's settings the options describe: rules, size and komi,
// search limits and threads, the move patterns and the 19×19 opening table
// (what was loaded is said on stderr); no opening book.
facade::GoPlayerConfig go_player_config(const Options& options);

// The GoPlayer the options describe: go_player_config's, with the opening
// book (what was loaded is said on stderr) and the --handicap stones
// already placed; in a cluster, with the searcher linked to the other ranks
// through `exchange`, and no book.
std::unique_ptr<facade::GoPlayer> make_go_player(
    const Options& options, search::cluster::StatisticsExchange* exchange = nullptr);

// The search settings the options describe (threads, memory, resign,
// ponder, playout policy and --param values), with `seed` as the seed.
search::SearchOptions search_options(const Options& options, uint64_t seed);

// Runs `body` with the parsed options; prints --help, or an OptionError
// (from the parse, or thrown by `body` about an option's value) as
// usage::usage_message says, with exit status 2.
int run_front_end(const std::vector<std::string>& args, const OptionSpec& spec,
                  int (*body)(const Options&));

}  // namespace kosumi::cli
