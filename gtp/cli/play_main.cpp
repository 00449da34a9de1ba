// `kosumi play`: a game against the computer in the terminal
// (terminal_game.h).
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/cli/terminal_game.h"

namespace kosumi::cli {

int play_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "play",
      "A game against the computer in the terminal.",
      {"rules", "size", "komi", "handicap", "color", "threads", "playouts", "time", "level",
       "memory", "seed", "no-resign", "playout", "param", "sgf", "patterns", "no-patterns",
       "book", "no-book", "opening", "no-opening-prior"},
      "",
      0};
  return run_front_end(args, spec, [](const Options& options) {
    // The terminal game ends with Kosumi's own count and the player's say
    // on the dead stones (yes or dispute): Kosumi passes once they are
    // settled rather than capture them as it does for servers.
    Options game = options;
    game.capture_dead = false;
    return TerminalGame(game).run();
  });
}

}  // namespace kosumi::cli
