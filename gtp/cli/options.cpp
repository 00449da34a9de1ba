#include "gtp/cli/options.h"

#include <algorithm>
#include <iostream>
#include <limits>
#include <new>
#include <optional>
#include <random>

#include <unistd.h>

#include <CLI/CLI.hpp>

#include "engine/handicap.h"
#include "engine/types.h"
#include "gtp/cli/book_builder.h"
#include "gtp/cli/opening.h"
#include "gtp/cli/opening_book_loading.h"
#include "gtp/cli/patterns.h"
#include "gtp/cli/strength_level.h"
#include "gtp/usage/values.h"
#include "search/parameters.h"

namespace kosumi::cli {
namespace {

// Bounds that keep a value meaningful; beyond them an option is a typo.
constexpr int kMaxThreads = 1024;
constexpr int kMaxMemoryMb = 1 << 20;

// The machine's physical memory in MB; nullopt where the system does not
// say. A tree larger than that would fail to allocate or swap.
std::optional<int64_t> physical_memory_mb() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return std::nullopt;
  return static_cast<int64_t>(pages) * page_size / (int64_t{1} << 20);
}

// "capture,shape": feature group names (eval/patterns/features.h).
std::vector<eval::FeatureGroup> parse_groups(std::string_view text) {
  std::vector<eval::FeatureGroup> groups;
  for (size_t start = 0; start <= text.size();) {
    const size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view name = text.substr(start, comma - start);
    const auto group = eval::parse_group_name(name);
    if (!group) {
      std::vector<std::string_view> known;
      for (int g = 0; g < eval::kFeatureGroupCount; ++g)
        known.push_back(eval::group_name(eval::group_at(g)));
      throw OptionError(usage::one_of_expected("--without", name, known) +
                        " (names separated by commas)");
    }
    groups.push_back(*group);
    start = comma + 1;
  }
  return groups;
}

// One option of the front ends, written once: its name, the name of its
// value (empty for a flag), its help, what it sets, and where the default
// it leaves in place comes from (a default-constructed Options), if the
// help shows one.
struct OptionInfo {
  std::string_view name;
  std::string_view value;
  std::string_view help;
  void (*apply)(Options&, std::string_view value);
  std::string (*shown_default)(const Options&) = nullptr;
};

const std::vector<OptionInfo>& all_options() {
  static const std::vector<OptionInfo> options = {
      {"rules", "PRESET",
       "rules preset: japanese, chinese, french, aga,\n"
       "tromp-taylor, new-zealand",
       [](Options& o, std::string_view value) {
         std::string preset(value);
         std::replace(preset.begin(), preset.end(), '_', '-');
         const auto rules = engine::Rules::preset(preset);
         if (!rules) {
           throw OptionError(
               usage::one_of_expected("--rules", value, engine::Rules::preset_names()));
         }
         o.rules = *rules;
       },
       [](const Options& o) { return std::string(o.rules.name()); }},
      {"size", "N", "board size, 2 to 25",
       [](Options& o, std::string_view value) {
         o.size = usage::whole_number("--size", value, engine::kMinSize, engine::kMaxSize);
       },
       [](const Options& o) { return CLI::detail::to_string(o.size); }},
      {"komi", "K", "komi (default: the preset's, 0.5 with a handicap)",
       [](Options& o, std::string_view value) {
         o.komi = usage::real_number("--komi", value, -engine::Rules::kMaxAbsKomi,
                                     engine::Rules::kMaxAbsKomi);
       }},
      {"handicap", "N", "fixed handicap stones, 2 to 9 (default none)",
       [](Options& o, std::string_view value) {
         o.handicap = usage::whole_number("--handicap", value, 0, 9);
       }},
      {"threads", "N", "search threads, 0 for one per core",
       [](Options& o, std::string_view value) {
         o.threads = usage::whole_number("--threads", value, 0, kMaxThreads);
       },
       [](const Options& o) { return CLI::detail::to_string(o.threads); }},
      {"playouts", "N", "playouts per move, unless --time is given",
       [](Options& o, std::string_view value) {
         o.playouts = usage::whole_number<int64_t>("--playouts", value, 1, int64_t{1} << 40);
       },
       [](const Options&) { return CLI::detail::to_string(facade::GoPlayer::kDefaultPlayouts); }},
      {"time", "S",
       "seconds per move (with a GTP clock: the most a move\n"
       "takes, default 60)",
       [](Options& o, std::string_view value) {
         o.seconds = usage::real_number("--time", value, 0.001, 1e6);
       }},
      {"level", "N",
       "strength, 1 (a beginner can win) to 10 (full\n"
       "strength, the default): each level halves the\n"
       "playouts of the one above, levels 1 to 3 also pick\n"
       "among the good moves by chance; not with --playouts\n"
       "or --time (with a GTP clock the first limit reached\n"
       "ends a move)",
       [](Options& o, std::string_view value) {
         o.level = usage::whole_number("--level", value, kMinLevel, kMaxLevel);
       }},
      {"memory", "MB", "search tree memory in MB",
       [](Options& o, std::string_view value) {
         o.memory_mb = usage::whole_number("--memory", value, 1, kMaxMemoryMb);
         const std::optional<int64_t> machine = physical_memory_mb();
         if (machine && o.memory_mb > *machine) {
           throw OptionError("--memory takes at most this machine's " + std::to_string(*machine) +
                             " MB of memory, not '" + std::string(value) + "'");
         }
       },
       [](const Options& o) { return CLI::detail::to_string(o.memory_mb); }},
      {"seed", "N", "random seed, for reproducible games (default random)",
       [](Options& o, std::string_view value) {
         o.seed = usage::whole_number<uint64_t>("--seed", value, 0,
                                                std::numeric_limits<uint64_t>::max());
       }},
      {"no-resign", "", "never resign", [](Options& o, std::string_view) { o.no_resign = true; }},
      {"ponder", "", "think during the opponent's time",
       [](Options& o, std::string_view) { o.ponder = true; }},
      {"playout", "POLICY", "playout policy: heavy (tactics and shapes) or light",
       [](Options& o, std::string_view value) {
         o.playout = usage::one_of("--playout", value, {"heavy", "light"}) == "heavy"
                         ? search::PlayoutPolicy::Heavy
                         : search::PlayoutPolicy::Light;
       },
       [](const Options& o) {
         return std::string(o.playout == search::PlayoutPolicy::Heavy ? "heavy" : "light");
       }},
      {"param", "NAME=VALUE",
       "set a search parameter, e.g. heavy.atari=0.8\n"
       "(repeatable; see kosumi params)",
       [](Options& o, std::string_view value) {
         const size_t eq = value.find('=');
         if (eq == std::string_view::npos) {
           throw OptionError("--param takes NAME=VALUE (kosumi params lists the names), not '" +
                             std::string(value) + "'");
         }
         const std::string param(value.substr(0, eq));
         const double number = usage::real_number("--param " + param, value.substr(eq + 1));
         search::SearchOptions check;
         try {
           search::set_parameter(check, param, number);
         } catch (const std::invalid_argument& e) {
           throw OptionError("--param: " + std::string(e.what()));
         }
         o.parameters.emplace_back(param, number);
       }},
      {"color", "C", "your colour: black or white (default black)",
       [](Options& o, std::string_view value) {
         const auto player = engine::parse_player(value);
         if (!player) {
           throw OptionError(usage::one_of_expected("--color", value, {"black", "white"}));
         }
         o.user_color = *player;
       }},
      {"quiet", "",
       "no thinking log or start-up notes on standard error\n"
       "(warnings stay)",
       [](Options& o, std::string_view) { o.quiet = true; }},
      {"capture-dead", "",
       "under area counting, capture dead stones before\n"
       "passing (the default): then a server that counts the\n"
       "board as it stands (CGOS) agrees",
       [](Options& o, std::string_view) { o.capture_dead = true; }},
      {"no-capture-dead", "",
       "pass with the opponent's dead stones still on the\n"
       "board (under territory counting Kosumi never fills its\n"
       "own territory either way)",
       [](Options& o, std::string_view) { o.capture_dead = false; }},
      {"live-gfx", "", "GoGui's live graphics on standard error while searching",
       [](Options& o, std::string_view) { o.live_gfx = true; }},
      {"override-version", "TEXT",
       "what GTP `version` answers (e.g. 0.17 for Lizzie,\n"
       "which then shows win rates and variations, not score\n"
       "or ownership; see docs/guis-and-servers.md)",
       [](Options& o, std::string_view value) {
         if (value.empty()) throw OptionError("--override-version needs a text");
         o.version = std::string(value);
       }},
      {"sgf", "FILE", "record the game in FILE (SGF)",
       [](Options& o, std::string_view value) {
         if (value.empty()) throw OptionError("--sgf needs a file name");
         o.sgf_path = std::string(value);
       }},
      {"svg", "PATH", "write pictures (SVG) to PATH",
       [](Options& o, std::string_view value) {
         if (value.empty()) throw OptionError("--svg needs a path");
         o.svg_path = std::string(value);
       }},
      {"game", "N", "only the Nth game of a collection, from 1 (default:\nevery game)",
       [](Options& o, std::string_view value) {
         o.game = usage::whole_number("--game", value, 1, std::numeric_limits<int>::max());
       }},
      {"patterns", "FILE",
       "move patterns: a weights file (default: the one\n"
       "installed with kosumi)",
       [](Options& o, std::string_view value) { o.patterns_file = std::string(value); }},
      {"no-patterns", "", "play without move patterns",
       [](Options& o, std::string_view) { o.no_patterns = true; }},
      {"opening", "FILE",
       "the 19x19 opening table (default: the one installed\n"
       "with kosumi)",
       [](Options& o, std::string_view value) { o.opening_file = std::string(value); }},
      {"no-opening-prior", "", "play without the opening table",
       [](Options& o, std::string_view) { o.no_opening_prior = true; }},
      {"book", "FILE",
       "opening book: a book file (default: the 9x9 book\n"
       "installed with kosumi)",
       [](Options& o, std::string_view value) {
         if (value.empty()) throw OptionError("--book needs a file name");
         o.book_file = std::string(value);
       }},
      {"no-book", "", "search every move, the opening too",
       [](Options& o, std::string_view) { o.no_book = true; }},
      {"depth", "N", "plies from the empty board that the book covers",
       [](Options& o, std::string_view value) {
         o.book_depth = usage::whole_number("--depth", value, 1, kMaxBookDepth);
       },
       [](const Options& o) { return CLI::detail::to_string(o.book_depth); }},
      {"replies", "N",
       "the opponent's most visited moves the book follows\n"
       "(of the moves it keeps)",
       [](Options& o, std::string_view value) {
         o.book_replies = usage::whole_number("--replies", value, 1, kBookKeptMoves);
       },
       [](const Options& o) { return CLI::detail::to_string(o.book_replies); }},
      {"out", "FILE", "where to write the weights",
       [](Options& o, std::string_view value) { o.weights_out = std::string(value); },
       [](const Options& o) { return o.weights_out; }},
      {"sample", "F",
       "fraction of the positions whose moves are fitted,\n"
       "0 to 1",
       [](Options& o, std::string_view value) {
         o.training.extraction.sample = usage::real_number("--sample", value, 1e-6, 1.0);
       },
       [](const Options& o) { return CLI::detail::to_string(o.training.extraction.sample); }},
      {"iterations", "N", "passes of the fit over every feature group at most",
       [](Options& o, std::string_view value) {
         o.training.fit.iterations = usage::whole_number("--iterations", value, 1, 10000);
       },
       [](const Options& o) { return CLI::detail::to_string(o.training.fit.iterations); }},
      {"min-count", "N",
       "learn a 3x3 code or shape seen around at least N\n"
       "moves",
       [](Options& o, std::string_view value) {
         o.training.harvest.min_pattern3_count =
             usage::whole_number("--min-count", value, 1, 1 << 30);
         o.training.harvest.min_shape_count = o.training.harvest.min_pattern3_count;
       },
       [](const Options& o) {
         return CLI::detail::to_string(o.training.harvest.min_pattern3_count);
       }},
      {"without", "GROUPS",
       "feature groups to leave out, comma-separated (to\n"
       "measure them)",
       [](Options& o, std::string_view value) { o.training.without = parse_groups(value); }},
      {"moves", "N", "learn the positions before each game's first N moves",
       [](Options& o, std::string_view value) {
         o.opening_table.moves = usage::whole_number("--moves", value, 1, 361);
       },
       [](const Options& o) { return CLI::detail::to_string(o.opening_table.moves); }},
      {"min-games", "N", "keep a position that at least N games reached",
       [](Options& o, std::string_view value) {
         o.opening_table.min_games = usage::whole_number("--min-games", value, 1u, 1u << 30);
       },
       [](const Options& o) { return CLI::detail::to_string(o.opening_table.min_games); }},
      {"min-move-count", "N", "keep a move that at least N of those games played",
       [](Options& o, std::string_view value) {
         o.opening_table.min_move_count =
             usage::whole_number("--min-move-count", value, 1u, 1u << 30);
       },
       [](const Options& o) { return CLI::detail::to_string(o.opening_table.min_move_count); }},
      {"validate", "FILE",
       "games (SGF) to measure move prediction on after\n"
       "training",
       [](Options& o, std::string_view value) { o.validation_file = std::string(value); }},
      {"cluster", "",
       "one rank of a cluster started by mpirun: rank 0\n"
       "speaks GTP, every rank searches",
       [](Options& o, std::string_view) { o.cluster = true; }},
      {"cluster-timeout", "S",
       "seconds a rank waits for the others before it ends\n"
       "the job",
       [](Options& o, std::string_view value) {
         o.cluster_timeout = usage::real_number("--cluster-timeout", value, 0.1, 1e5);
       },
       [](const Options& o) { return CLI::detail::to_string(o.cluster_timeout); }},
  };
  return options;
}

bool accepts(const OptionSpec& spec, std::string_view name) {
  return std::find(spec.accepted.begin(), spec.accepted.end(), name) != spec.accepted.end();
}

// The help `spec`'s front end gives an option of its own, if any.
std::optional<std::string_view> own_help(const OptionInfo& info, const OptionSpec& spec) {
  const auto own = std::find_if(spec.option_help.begin(), spec.option_help.end(),
                                [&](const auto& entry) { return entry.first == info.name; });
  if (own == spec.option_help.end()) return std::nullopt;
  return own->second;
}

// The command line of `spec`'s front end: every option it accepts, applied
// to `options` in the order given (the last of a repeated option wins,
// --param adds up).
std::unique_ptr<CLI::App> command_line(const OptionSpec& spec, Options& options) {
  std::string usage = "kosumi " + std::string(spec.command);
  if (!spec.positional_usage.empty()) usage += " " + std::string(spec.positional_usage);
  auto app = std::make_unique<CLI::App>(std::string(spec.summary), usage);
  app->set_help_flag("-h,--help", "this text");
  app->get_formatter()->column_width(24);
  for (const OptionInfo& info : all_options()) {
    if (!accepts(spec, info.name)) continue;
    const std::string flag = "--" + std::string(info.name);
    const std::optional<std::string_view> own = own_help(info, spec);
    const std::string help(own.value_or(info.help));
    const auto apply = info.apply;
    CLI::Option* option = nullptr;
    if (info.value.empty()) {
      option = app->add_flag_callback(
          flag, [&options, apply] { apply(options, ""); }, help);
      option->disable_flag_override();
    } else {
      option = app->add_option_function<std::string>(
          flag, [&options, apply](const std::string& value) { apply(options, value); }, help);
      option->type_name(std::string(info.value))
          ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
      // A front end that gives an option its own help says its default there.
      if (info.shown_default && !own) option->default_str(info.shown_default(Options{}));
    }
    option->trigger_on_parse();
  }
  return app;
}

// The positional arguments, as many as `spec` takes.
std::vector<std::string> positional_arguments(const std::vector<std::string>& positional,
                                              const OptionSpec& spec) {
  if (static_cast<int>(positional.size()) == spec.positional_count) return positional;
  if (spec.positional_count == 0) {
    throw OptionError("unexpected argument '" + positional.front() + "': kosumi " +
                      std::string(spec.command) + " takes options alone");
  }
  throw OptionError("expected " + std::string(spec.positional_usage) + ", given " +
                    (positional.empty() ? std::string("nothing")
                                        : std::to_string(positional.size()) + " arguments"));
}

}  // namespace

uint64_t Options::effective_seed() const {
  if (seed) return *seed;
  std::random_device device;
  return (static_cast<uint64_t>(device()) << 32) ^ device();
}

Options parse_options(const std::vector<std::string>& args, const OptionSpec& spec) {
  Options options;
  const std::unique_ptr<CLI::App> app = command_line(spec, options);
  const usage::ParsedCommandLine parsed = usage::parse_command_line(*app, args);
  if (parsed.help) {
    options.help = true;
    return options;
  }
  options.positional = positional_arguments(parsed.positional, spec);
  if (options.handicap == 1) throw OptionError("--handicap must be 0 or between 2 and 9");
  if (options.level && (options.playouts > 0 || options.seconds > 0)) {
    throw OptionError(
        "--level sets the playouts itself: give --level or --playouts/--time, not both");
  }
  if (options.patterns_file && options.no_patterns) {
    throw OptionError("--patterns and --no-patterns contradict each other");
  }
  if (options.opening_file && options.no_opening_prior) {
    throw OptionError("--opening and --no-opening-prior contradict each other");
  }
  if (options.book_file && options.no_book) {
    throw OptionError("--book and --no-book contradict each other");
  }
  // Rank 0 alone would ponder while the others wait.
  if (options.cluster && options.ponder) throw OptionError("--ponder does not go with --cluster");
  if (options.handicap > engine::max_fixed_handicap(options.size)) {
    throw OptionError("--handicap " + std::to_string(options.handicap) +
                      " is not possible on a board of size " + std::to_string(options.size));
  }
  return options;
}

std::string help_text(const OptionSpec& spec) {
  Options unused;
  return command_line(spec, unused)->help();
}

search::SearchOptions search_options(const Options& options, uint64_t seed) {
  search::SearchOptions search;
  search.threads = options.threads;
  search.seed = seed;
  search.memory_mb = static_cast<size_t>(options.memory_mb);
  search.allow_resign = !options.no_resign;
  search.ponder = options.ponder;
  search.playout = options.playout;
  for (const auto& [name, value] : options.parameters)
    search::set_parameter(search, name, value);
  return search;
}

facade::GoPlayerConfig go_player_config(const Options& options) {
  facade::GoPlayerConfig config;
  config.rules = options.rules;
  config.rules.komi = options.effective_komi();
  config.size = options.size;
  config.playouts = options.playouts;
  config.seconds = options.seconds;
  if (options.level) {
    const StrengthLevel level = strength_level(*options.level);
    config.playouts = level.playouts;
    config.move_temperature = level.move_temperature;
  }
  const uint64_t seed = options.effective_seed();
  config.search = search_options(options, seed);
  config.settle.threads = options.threads;
  config.capture_dead = options.capture_dead;
  load_move_patterns_into(options, config.search, std::cerr);
  config.search.opening = load_opening_prior(options, std::cerr);
  return config;
}

std::unique_ptr<facade::GoPlayer> make_go_player(const Options& options,
                                                 search::cluster::StatisticsExchange* exchange) {
  facade::GoPlayerConfig config = go_player_config(options);
  // The ranks of a cluster search every move together: a book move on
  // rank 0 alone would leave the others waiting.
  if (!exchange) config.book = load_opening_book(options, std::cerr);
  config.exchange = exchange;
  auto go_player = std::make_unique<facade::GoPlayer>(config);
  if (options.handicap > 0) go_player->place_fixed_handicap(options.handicap);
  return go_player;
}

int run_front_end(const std::vector<std::string>& args, const OptionSpec& spec,
                  int (*body)(const Options&)) {
  Options options;
  try {
    options = parse_options(args, spec);
  } catch (const OptionError& e) {
    std::cerr << usage::usage_message(spec.command, e.what());
    return usage::kUsageStatus;
  }
  if (options.help) {
    std::cout << help_text(spec);
    return 0;
  }
  try {
    return body(options);
  } catch (const OptionError& e) {
    // An option whose value turned out unusable once read (--patterns FILE).
    std::cerr << usage::usage_message(spec.command, e.what());
    return usage::kUsageStatus;
  } catch (const std::bad_alloc&) {
    std::cerr << "kosumi " << spec.command
              << ": error: out of memory (the search tree takes --memory MB; try less)\n";
    return 1;
  }
}

}  // namespace kosumi::cli
