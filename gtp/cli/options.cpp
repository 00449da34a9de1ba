#include "gtp/cli/options.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iostream>
#include <limits>
#include <new>
#include <optional>
#include <random>
#include <sstream>

#include <unistd.h>

#include "engine/handicap.h"
#include "engine/types.h"
#include "gtp/cli/patterns.h"
#include "gtp/cli/strength_level.h"
#include "search/parameters.h"

namespace kosumi::gtp {
namespace {

// Bounds that keep a value meaningful; beyond them an option is a typo.
constexpr int kMaxThreads = 1024;
constexpr int kMaxMemoryMb = 1 << 20;

struct OptionInfo {
  std::string_view name;
  std::string_view value;  // empty for a flag
  std::string_view help;
};

const std::vector<OptionInfo>& all_options() {
  static const std::vector<OptionInfo> options = {
      {"rules", "PRESET",
       "rules preset: japanese, chinese, french, aga, tromp-taylor, new-zealand (default chinese)"},
      {"size", "N", "board size, 2 to 25 (default 19)"},
      {"komi", "K", "komi (default: the preset's, 0.5 with a handicap)"},
      {"handicap", "N", "fixed handicap stones, 2 to 9 (default none)"},
      {"threads", "N", "search threads (default 0: one per core)"},
      {"playouts", "N", "playouts per move (default 10000 when --time is not given)"},
      {"time", "S", "seconds per move (with a GTP clock: the most a move takes, default 60)"},
      {"level", "N",
       "strength, 1 (a beginner can win) to 10 (full strength, the default): each\n"
       "                    level halves the playouts of the one above, levels 1 to 3 also\n"
       "                    pick among the good moves by chance; not with --playouts or\n"
       "                    --time (with a GTP clock the first limit reached ends a move)"},
      {"memory", "MB", "search tree memory in MB (default 256)"},
      {"seed", "N", "random seed, for reproducible games (default random)"},
      {"no-resign", "", "never resign"},
      {"ponder", "", "think during the opponent's time"},
      {"playout", "POLICY", "playout policy: heavy (tactics and shapes) or light (default heavy)"},
      {"param", "NAME=VALUE",
       "set a search parameter, e.g. heavy.atari=0.8 (repeatable; see kosumi params)"},
      {"color", "C", "your colour: black or white (default black)"},
      {"quiet", "", "no thinking log or start-up notes on standard error (warnings stay)"},
      {"capture-dead", "",
       "under area counting, capture dead stones before passing (the default): then\n"
       "                    a server that counts the board as it stands (CGOS) agrees"},
      {"no-capture-dead", "",
       "pass with the opponent's dead stones still on the board (under territory\n"
       "                    counting Kosumi never fills its own territory either way)"},
      {"live-gfx", "", "GoGui's live graphics on standard error while searching"},
      {"override-version", "TEXT",
       "what GTP `version` answers (e.g. 0.17 for Lizzie, which then shows win rates and\n"
       "                    variations, not score or ownership; see docs/guis-and-servers.md)"},
      {"sgf", "FILE", "record the game in FILE (SGF)"},
      {"svg", "PATH", "write pictures (SVG) to PATH"},
      {"game", "N", "only the Nth game of a collection, from 1 (default: every game)"},
      {"patterns", "FILE",
       "move patterns: a weights file (default: the one installed with kosumi)"},
      {"no-patterns", "", "play without move patterns"},
      {"out", "FILE", "where to write the weights (default kosumi-patterns.txt)"},
      {"sample", "F", "fraction of the positions whose moves are fitted, 0 to 1 (default 0.25)"},
      {"iterations", "N", "passes of the fit over every feature group at most (default 25)"},
      {"min-count", "N", "learn a 3x3 code or shape seen around at least N moves (default 20)"},
      {"without", "GROUPS", "feature groups to leave out, comma-separated (to measure them)"},
      {"validate", "FILE", "games (SGF) to measure move prediction on after training"},
      {"cluster", "",
       "one rank of a cluster started by mpirun: rank 0 speaks GTP, every rank searches"},
      {"cluster-timeout", "S",
       "seconds a rank waits for the others before it ends the job (default 30)"},
  };
  return options;
}

// The machine's physical memory in MB; nullopt where the system does not
// say. A tree larger than that would fail to allocate or swap.
std::optional<int64_t> physical_memory_mb() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return std::nullopt;
  return static_cast<int64_t>(pages) * page_size / (int64_t{1} << 20);
}

template <class T>
T parse_number(std::string_view name, std::string_view text) {
  T value{};
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end) {
    throw OptionError("--" + std::string(name) + ": '" + std::string(text) + "' is not a number");
  }
  return value;
}

template <class T>
T parse_in_range(std::string_view name, std::string_view text, T low, T high) {
  const T value = parse_number<T>(name, text);
  if (!(value >= low && value <= high)) {
    std::ostringstream out;
    out << "--" << name << " must be between " << low << " and " << high << ", not " << text;
    throw OptionError(out.str());
  }
  return value;
}

// "capture,shape": feature group names (eval/patterns/features.h).
std::vector<eval::FeatureGroup> parse_groups(std::string_view text) {
  std::vector<eval::FeatureGroup> groups;
  for (size_t start = 0; start <= text.size();) {
    const size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view name = text.substr(start, comma - start);
    const auto group = eval::parse_group_name(name);
    if (!group) {
      std::string known;
      for (int g = 0; g < eval::kFeatureGroupCount; ++g) {
        known += (g == 0 ? "" : ", ") + std::string(eval::group_name(eval::group_at(g)));
      }
      throw OptionError("--without: unknown feature group '" + std::string(name) + "' (" + known +
                        ")");
    }
    groups.push_back(*group);
    start = comma + 1;
  }
  return groups;
}

void apply(Options& o, std::string_view name, std::string_view value) {
  if (name == "rules") {
    std::string preset(value);
    std::replace(preset.begin(), preset.end(), '_', '-');
    const auto rules = engine::Rules::preset(preset);
    if (!rules) throw OptionError("--rules: unknown preset '" + std::string(value) + "'");
    o.rules = *rules;
  } else if (name == "size") {
    o.size = parse_in_range(name, value, engine::kMinSize, engine::kMaxSize);
  } else if (name == "komi") {
    const double komi = parse_number<double>(name, value);
    if (!std::isfinite(komi) || std::abs(komi) > engine::Rules::kMaxAbsKomi) {
      throw OptionError("--komi: '" + std::string(value) + "' is not a usable komi");
    }
    o.komi = komi;
  } else if (name == "handicap") {
    o.handicap = parse_in_range(name, value, 0, 9);
  } else if (name == "threads") {
    o.threads = parse_in_range(name, value, 0, kMaxThreads);
  } else if (name == "playouts") {
    o.playouts = parse_in_range<int64_t>(name, value, 1, int64_t{1} << 40);
  } else if (name == "time") {
    o.seconds = parse_in_range(name, value, 0.001, 1e6);
  } else if (name == "level") {
    o.level = parse_in_range(name, value, kMinLevel, kMaxLevel);
  } else if (name == "memory") {
    o.memory_mb = parse_in_range(name, value, 1, kMaxMemoryMb);
    const std::optional<int64_t> machine = physical_memory_mb();
    if (machine && o.memory_mb > *machine) {
      throw OptionError("--memory " + std::string(value) + ": more than this machine's " +
                        std::to_string(*machine) + " MB of memory");
    }
  } else if (name == "seed") {
    o.seed = parse_number<uint64_t>(name, value);
  } else if (name == "no-resign") {
    o.no_resign = true;
  } else if (name == "ponder") {
    o.ponder = true;
  } else if (name == "playout") {
    if (value == "heavy") {
      o.playout = search::PlayoutPolicy::Heavy;
    } else if (value == "light") {
      o.playout = search::PlayoutPolicy::Light;
    } else {
      throw OptionError("--playout: '" + std::string(value) + "' is not heavy or light");
    }
  } else if (name == "param") {
    const size_t eq = value.find('=');
    if (eq == std::string_view::npos) {
      throw OptionError("--param: '" + std::string(value) + "' is not NAME=VALUE");
    }
    const std::string param(value.substr(0, eq));
    const double number = parse_number<double>(name, value.substr(eq + 1));
    search::SearchOptions check;
    try {
      search::set_parameter(check, param, number);
    } catch (const std::invalid_argument& e) {
      throw OptionError("--param: " + std::string(e.what()));
    }
    o.parameters.emplace_back(param, number);
  } else if (name == "quiet") {
    o.quiet = true;
  } else if (name == "capture-dead") {
    o.capture_dead = true;
  } else if (name == "no-capture-dead") {
    o.capture_dead = false;
  } else if (name == "live-gfx") {
    o.live_gfx = true;
  } else if (name == "override-version") {
    if (value.empty()) throw OptionError("--override-version needs a text");
    o.version = std::string(value);
  } else if (name == "sgf") {
    if (value.empty()) throw OptionError("--sgf needs a file name");
    o.sgf_path = std::string(value);
  } else if (name == "game") {
    o.game = parse_in_range(name, value, 1, std::numeric_limits<int>::max());
  } else if (name == "svg") {
    if (value.empty()) throw OptionError("--svg needs a path");
    o.svg_path = std::string(value);
  } else if (name == "cluster") {
    o.cluster = true;
  } else if (name == "cluster-timeout") {
    o.cluster_timeout = parse_in_range(name, value, 0.1, 1e5);
  } else if (name == "color") {
    const auto player = engine::parse_player(value);
    if (!player) throw OptionError("--color: '" + std::string(value) + "' is not black or white");
    o.user_color = *player;
  } else if (name == "patterns") {
    o.patterns_file = std::string(value);
  } else if (name == "no-patterns") {
    o.no_patterns = true;
  } else if (name == "out") {
    o.weights_out = std::string(value);
  } else if (name == "sample") {
    o.training.extraction.sample = parse_in_range(name, value, 1e-6, 1.0);
  } else if (name == "iterations") {
    o.training.fit.iterations = parse_in_range(name, value, 1, 10000);
  } else if (name == "min-count") {
    o.training.harvest.min_pattern3_count = parse_in_range(name, value, 1, 1 << 30);
    o.training.harvest.min_shape_count = o.training.harvest.min_pattern3_count;
  } else if (name == "without") {
    o.training.without = parse_groups(value);
  } else if (name == "validate") {
    o.validation_file = std::string(value);
  }
}

}  // namespace

uint64_t Options::effective_seed() const {
  if (seed) return *seed;
  std::random_device device;
  return (static_cast<uint64_t>(device()) << 32) ^ device();
}

Options parse_options(const std::vector<std::string>& args, const OptionSpec& spec) {
  Options options;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string_view arg = args[i];
    if (arg == "--help" || arg == "-h") {
      options.help = true;
      continue;
    }
    if (!arg.starts_with("--")) {
      options.positional.emplace_back(arg);
      continue;
    }
    std::string_view name = arg.substr(2);
    std::optional<std::string_view> value;
    if (const size_t eq = name.find('='); eq != std::string_view::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    }
    const auto& known = all_options();
    const auto info = std::find_if(known.begin(), known.end(),
                                   [&](const OptionInfo& o) { return o.name == name; });
    if (info == known.end() ||
        std::find(spec.accepted.begin(), spec.accepted.end(), name) == spec.accepted.end()) {
      throw OptionError("unknown option '" + std::string(arg) + "'");
    }
    if (info->value.empty()) {
      if (value) throw OptionError("--" + std::string(name) + " takes no value");
      apply(options, name, "");
      continue;
    }
    if (!value) {
      if (i + 1 >= args.size()) throw OptionError("--" + std::string(name) + " needs a value");
      value = args[++i];
    }
    apply(options, name, *value);
  }
  if (options.help) return options;
  if (static_cast<int>(options.positional.size()) != spec.positional_count) {
    if (spec.positional_count == 0) {
      throw OptionError("unexpected argument '" + options.positional.front() + "'");
    }
    throw OptionError("expected " + std::string(spec.positional_usage));
  }
  if (options.handicap == 1) throw OptionError("--handicap must be 0 or between 2 and 9");
  if (options.level && (options.playouts > 0 || options.seconds > 0)) {
    throw OptionError(
        "--level sets the playouts itself: give --level or --playouts/--time, not both");
  }
  if (options.patterns_file && options.no_patterns) {
    throw OptionError("--patterns and --no-patterns contradict each other");
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
  std::ostringstream out;
  out << "Usage: kosumi " << spec.command << " [options]"
      << (spec.positional_usage.empty() ? "" : " ") << spec.positional_usage << "\n\n"
      << spec.summary << "\n\nOptions:\n";
  for (const OptionInfo& o : all_options()) {
    if (std::find(spec.accepted.begin(), spec.accepted.end(), o.name) == spec.accepted.end()) {
      continue;
    }
    std::string left =
        "--" + std::string(o.name) + (o.value.empty() ? "" : " ") + std::string(o.value);
    left.resize(std::max<size_t>(left.size() + 2, 18), ' ');
    const auto own = std::find_if(spec.option_help.begin(), spec.option_help.end(),
                                  [&](const auto& entry) { return entry.first == o.name; });
    out << "  " << left << (own == spec.option_help.end() ? o.help : own->second) << '\n';
  }
  out << "  --help            this text\n";
  return out.str();
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

std::unique_ptr<Session> make_session(const Options& options,
                                      search::StatisticsExchange* exchange) {
  SessionConfig config;
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
  config.exchange = exchange;
  auto session = std::make_unique<Session>(config);
  if (options.handicap > 0) session->place_fixed_handicap(options.handicap);
  return session;
}

int run_front_end(const std::vector<std::string>& args, const OptionSpec& spec,
                  int (*body)(const Options&)) {
  Options options;
  try {
    options = parse_options(args, spec);
  } catch (const OptionError& e) {
    std::cerr << "kosumi " << spec.command << ": error: " << e.what() << "\n(see kosumi "
              << spec.command << " --help)\n";
    return 2;
  }
  if (options.help) {
    std::cout << help_text(spec);
    return 0;
  }
  try {
    return body(options);
  } catch (const OptionError& e) {
    // An option whose value turned out unusable once read (--patterns FILE).
    std::cerr << "kosumi " << spec.command << ": error: " << e.what() << '\n';
    return 2;
  } catch (const std::bad_alloc&) {
    std::cerr << "kosumi " << spec.command
              << ": error: out of memory (the search tree takes --memory MB; try less)\n";
    return 1;
  }
}

}  // namespace kosumi::gtp
