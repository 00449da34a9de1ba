// The command-line parsers on any argument list (the input's lines): the
// front ends' options, every one accepted, with one positional argument
// (what `kosumi gtp`, `play`, `bench` and `score` each take a part of), and
// kosumi match's. Bad arguments must be refused with the parsers' own
// errors and nothing else; accepted options must hold values in their
// documented ranges.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/types.h"
#include "finding.h"
#include "gtp/cli/options.h"
#include "gtp/match/options.h"

namespace {

using kosumi::cli::OptionSpec;

const OptionSpec kEveryOption{"fuzz",
                              "",
                              {"rules", "size", "komi", "handicap", "threads", "playouts", "time",
                               "memory", "seed", "no-resign", "ponder", "color"},
                              "FILE",
                              1};

std::vector<std::string> lines_of(std::string_view input) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= input.size()) {
    const size_t end = std::min(input.find('\n', start), input.size());
    lines.emplace_back(input.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

void check(const kosumi::cli::Options& o) {
  if (o.help) return;
  const bool sane = o.size >= kosumi::engine::kMinSize && o.size <= kosumi::engine::kMaxSize &&
                    (!o.komi || std::isfinite(*o.komi)) && o.handicap >= 0 && o.handicap <= 9 &&
                    o.handicap != 1 && o.threads >= 0 && o.playouts >= 0 && o.seconds >= 0 &&
                    std::isfinite(o.seconds) && o.memory_mb >= 1;
  if (!sane) kosumi::fuzz::finding();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::vector<std::string> args =
      lines_of(std::string_view(reinterpret_cast<const char*>(data), size));
  try {
    check(kosumi::cli::parse_options(args, kEveryOption));
  } catch (const kosumi::cli::OptionError&) {
  }
  try {
    const kosumi::match::MatchOptions o = kosumi::match::parse_match_options(args);
    if (!o.help && (o.games < 1 || o.parallel < 1 || !std::isfinite(o.rules.komi))) {
      kosumi::fuzz::finding();
    }
  } catch (const kosumi::match::MatchUsageError&) {
  }
  return 0;
}
