#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/types.h"
#include "gtp/cli/board_view.h"
#include "gtp/cli/options.h"
#include "gtp/facade/go_player.h"

namespace kosumi::cli {

// `kosumi play`: one game against the computer on standard input and
// output. On a terminal the board is redrawn in place once a move, in
// colour unless NO_COLOR is set or TERM is dumb; piped, it is printed as
// plain text after each of Kosumi's moves.
//
// terminal_game.cpp holds the turns, the drawing and the end of the game;
// terminal_commands.cpp what the player types besides a move.
class TerminalGame {
 public:
  explicit TerminalGame(const Options& options);

  int run();

 private:
  // What the loop does after the player's input: ask again, see whose
  // turn it is now (a move was played or the game changed), or stop.
  enum class Next { Ask, Continue, Stop };
  struct Command {
    std::string_view name;
    std::string_view arguments;  // as the help shows them
    std::string_view help;
    // Called with what follows the name, spaces trimmed, case kept.
    Next (TerminalGame::*run)(const std::string& argument);
  };
  static const std::vector<Command>& commands();

  // terminal_game.cpp
  Next user_turn();
  Next play_user_move(engine::Point point);
  Next computer_turn();
  // The count at the end; true when the game is over, false to play on.
  bool settle_the_end();
  std::string title() const;
  void show();
  // A line about the game: printed, and on a terminal shown again under
  // the board until the player's next move.
  void say(const std::string& line);
  void show_count(bool everything_alive);
  facade::GoPlayer::SearchWatcher progress(std::string_view doing);
  void clear_progress();
  // The played moves were replaced (back, forward, load, handicap): the
  // result and any dispute belong to the game before.
  void game_changed();
  const engine::Game& game() const { return go_player_->game(); }
  std::string vertex(engine::Point p) const;

  // terminal_commands.cpp
  Next help(const std::string& argument);
  Next hint(const std::string& argument);
  Next estimate(const std::string& argument);
  Next back(const std::string& argument);
  Next forward(const std::string& argument);
  Next save_command(const std::string& argument);
  Next load(const std::string& argument);
  Next switch_colours(const std::string& argument);
  Next komi(const std::string& argument);
  Next handicap(const std::string& argument);
  Next resign(const std::string& argument);
  Next quit(const std::string& argument);
  bool save(const std::string& path);

  std::unique_ptr<facade::GoPlayer> go_player_;
  engine::Player user_;
  engine::Player computer_;
  bool komi_given_;  // --komi: a handicap keeps it
  std::string sgf_path_;
  bool tty_;
  BoardPaint paint_;
  std::vector<std::string> notes_;  // said since the player's last move
  // The moves `back` took back, the latest last, for `forward`; a new move
  // forgets them.
  std::vector<engine::MoveRecord> taken_back_;
  bool disputed_ = false;  // the dead stones were disputed: everything left is alive
  std::string result_;
};

}  // namespace kosumi::cli
