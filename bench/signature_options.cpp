#include "bench/signature_options.h"

#include <cstdlib>
#include <string>

#include <CLI/CLI.hpp>

#include "engine/types.h"

namespace kosumi::engine {

SignatureOptions parse_signature_options(int argc, char** argv) {
  SignatureOptions options;
  CLI::App app{"Light or heavy playouts from the empty board, with a signature of every result",
               "playout_signature"};
  app.add_option("--size", options.size, "board size")
      ->check(CLI::Range(kMinSize, kMaxSize))
      ->capture_default_str();
  app.add_option("--playouts", options.playouts, "playouts to run")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  app.add_option("--seed", options.seed, "the generator's seed")->capture_default_str();
  app.add_option("--komi", options.komi, "komi, for the count of Black's wins")
      ->capture_default_str();
  std::string policy = "light";
  app.add_option("--policy", policy, "playout policy")
      ->check(CLI::IsMember({"light", "heavy"}))
      ->capture_default_str();
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    std::exit(app.exit(e) == 0 ? 0 : 2);
  }
  options.heavy = policy == "heavy";
  return options;
}

}  // namespace kosumi::engine
