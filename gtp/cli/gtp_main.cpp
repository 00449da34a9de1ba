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
       "no-resign", "ponder", "playout", "param", "quiet", "capture-dead", "live-gfx",
       "override-version", "patterns", "no-patterns"},
      "",
      0};
  return run_front_end(args, spec, [](const Options& options) {
    const auto session = make_session(options);
    ServerOptions server_options;
    server_options.err = &std::cerr;
    server_options.thinking_log = !options.quiet;
    server_options.live_gfx = options.live_gfx;
    server_options.version = options.version;
    GtpServer server(*session, server_options);
    server.run(std::cin, std::cout);
    return 0;
  });
}

}  // namespace kosumi::gtp
