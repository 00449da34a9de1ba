// `kosumi SUBCOMMAND [options]`: dispatches to the front ends.
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "gtp/build_info.h"
#include "gtp/cli/front_ends.h"

namespace {

struct FrontEnd {
  std::string_view name;
  int (*main)(const std::vector<std::string>& args);
  std::string_view summary;
};

// One line per subcommand.
constexpr FrontEnd kFrontEnds[] = {
    {"gtp", kosumi::cli::gtp_main, "GTP engine on standard input and output"},
    {"play", kosumi::cli::play_main, "a game against the computer in the terminal"},
    {"bench", kosumi::cli::bench_main, "playouts per second and search speed"},
    {"score", kosumi::cli::score_main, "settle and count a game record (SGF)"},
    {"analyze", kosumi::cli::analyze_main, "win rates and mistakes of a game record, pictures"},
    {"match", kosumi::cli::match_main, "automated matches between GTP engines"},
    {"params", kosumi::cli::params_main, "the search parameters that --param sets"},
    {"train-patterns", kosumi::cli::train_patterns_main, "learn move patterns from game records"},
    {"predict", kosumi::cli::predict_main, "measure move prediction on game records"},
    {"build-book", kosumi::cli::build_book_main, "grow an opening book by long searches"},
    {"build-opening", kosumi::cli::build_opening_main, "learn the 19x19 opening table"},
};

constexpr size_t kNameWidth = 16;

void print_usage(std::ostream& out) {
  out << "Usage: kosumi COMMAND [options]   (kosumi COMMAND --help for its options)\n"
         "       kosumi --version\n\n"
         "Commands:\n";
  for (const FrontEnd& f : kFrontEnds) {
    out << "  " << f.name << std::string(kNameWidth - f.name.size(), ' ') << f.summary << '\n';
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    print_usage(std::cerr);
    return 2;
  }
  if (args.front() == "--help" || args.front() == "-h" || args.front() == "help") {
    print_usage(std::cout);
    return 0;
  }
  if (args.front() == "--version" || args.front() == "version") {
    std::cout << "kosumi " << kosumi::gtp::version_text() << " ("
              << kosumi::gtp::build_description() << ")\n";
    return 0;
  }
  for (const FrontEnd& f : kFrontEnds) {
    if (f.name == args.front()) return f.main({args.begin() + 1, args.end()});
  }
  std::cerr << "kosumi: unknown command '" << args.front() << "'\n";
  print_usage(std::cerr);
  return 2;
}
