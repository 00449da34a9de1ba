#include <iostream>

#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/server.h"

namespace kosumi::gtp {

int gtp_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "gtp",
      "Speaks the Go Text Protocol (version 2) on standard input and output, for GUIs,\n"
      "servers and match runners.",
      {"rules", "size", "komi", "handicap", "threads", "playouts", "time", "memory", "seed",
       "no-resign", "ponder", "patterns", "no-patterns"},
      "",
      0};
  return run_front_end(args, spec, [](const Options& options) {
    const auto session = make_session(options);
    GtpServer server(*session);
    server.run(std::cin, std::cout);
    return 0;
  });
}

}  // namespace kosumi::gtp
