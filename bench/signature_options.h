#pragma once

#include <cstdint>

namespace kosumi::engine {

// What playout_signature runs.
struct SignatureOptions {
  int size = 9;
  int64_t playouts = 10000;
  uint64_t seed = 1;
  double komi = 7.5;
  bool heavy = false;
};

// The options of playout_signature's command line. Exits with 0 after
// --help and with 2 for a command line it refuses. Apart from the program's
// playouts, so that the command-line library's headers leave the compiler's
// choices for the measured loop (callgrind's figures) as they were.
SignatureOptions parse_signature_options(int argc, char** argv);

}  // namespace kosumi::engine
