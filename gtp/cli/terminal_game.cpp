// The terminal game's turns, drawing and end (terminal_game.h).
#include "gtp/cli/terminal_game.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string_view>

#include "engine/coord.h"
#include "engine/counting.h"
#include "engine/handicap.h"
#include "eval/uncertainty.h"
#include "gtp/cli/terminal_text.h"
#include "gtp/facade/points.h"
#include "gtp/score_text.h"

namespace kosumi::cli {
namespace {

using engine::Player;
using engine::Point;
using Clock = std::chrono::steady_clock;

// The progress line is redrawn this often while Kosumi thinks.
constexpr auto kProgressInterval = std::chrono::milliseconds(250);
// ANSI: the cursor to the top left corner, then the screen cleared.
constexpr std::string_view kClearScreen = "\033[H\033[2J";

char stone_letter(Player player) {
  return player == Player::Black ? 'X' : 'O';
}

// Colour unless the user asked for none (https://no-color.org) or the
// terminal cannot show it.
bool terminal_shows_colour() {
  const char* no_colour = std::getenv("NO_COLOR");
  const char* term = std::getenv("TERM");
  return (no_colour == nullptr || *no_colour == '\0') &&
         (term == nullptr || std::string_view(term) != "dumb");
}

}  // namespace

TerminalGame::TerminalGame(const Options& options)
    : go_player_(make_go_player(options)),
      user_(options.user_color),
      computer_(engine::opponent(options.user_color)),
      komi_given_(options.komi.has_value()),
      sgf_path_(options.sgf_path),
      tty_(isatty(STDOUT_FILENO) != 0),
      paint_(tty_ && terminal_shows_colour() ? BoardPaint::Colour : BoardPaint::Plain) {}

std::string TerminalGame::vertex(Point p) const {
  return engine::point_to_string(p, go_player_->size());
}

int TerminalGame::run() {
  if (!tty_) std::cout << title() << '\n';
  say("Type a move such as D4, or help for the commands.");
  const int most = engine::max_fixed_handicap(go_player_->size());
  if (user_ == Player::Black && go_player_->board_is_empty() && most >= 2) {
    say("Want a head start? Type handicap N (2 to " + std::to_string(most) +
        ") before your first move for N stones.");
  }
  show();
  for (;;) {
    if (game().is_over()) {
      if (settle_the_end()) break;
      continue;
    }
    const Next next = game().to_move() == user_ ? user_turn() : computer_turn();
    if (next == Next::Stop) break;
  }
  if (!sgf_path_.empty() && save(sgf_path_)) std::cout << "Game saved to " << sgf_path_ << ".\n";
  return 0;
}

std::string TerminalGame::title() const {
  return "Kosumi " + std::to_string(go_player_->size()) + "x" + std::to_string(go_player_->size()) +
         ", " + go_player_->rules().name() + " rules, komi " + decimal(go_player_->rules().komi) +
         ". You play " + std::string(gtp::player_title(user_)) + " (" + stone_letter(user_) +
         "), Kosumi " + std::string(gtp::player_title(computer_)) + " (" + stone_letter(computer_) +
         ").";
}

void TerminalGame::show() {
  BoardMarks marks;
  if (!game().moves().empty()) marks.last_move = game().moves().back().point;
  if (tty_) std::cout << kClearScreen << title() << '\n';
  std::cout << '\n' << draw_board(game().board(), marks, paint_);
  std::cout << "Captures: Black " << game().board().captures(Player::Black) << ", White "
            << game().board().captures(Player::White) << '\n';
  if (tty_) {
    for (const std::string& note : notes_)
      std::cout << note << '\n';
  }
  std::cout << std::flush;
}

void TerminalGame::say(const std::string& line) {
  std::cout << line << '\n';
  if (tty_) notes_.push_back(line);
}

void TerminalGame::game_changed() {
  result_.clear();
  disputed_ = false;
}

facade::GoPlayer::SearchWatcher TerminalGame::progress(std::string_view doing) {
  if (!tty_) {
    std::cout << doing << "...\n" << std::flush;
    return {};
  }
  auto next = std::make_shared<Clock::time_point>(Clock::now() + kProgressInterval);
  return [this, doing, next](const search::SearchResult& now) {
    if (Clock::now() < *next || now.children.empty()) return true;
    *next = Clock::now() + kProgressInterval;
    std::cout << '\r' << doing << ": " << now.playouts << " playouts, best "
              << vertex(now.best_move) << " (" << percent(now.winrate) << ")   " << std::flush;
    return true;
  };
}

void TerminalGame::clear_progress() {
  if (tty_) std::cout << '\r' << std::string(72, ' ') << '\r' << std::flush;
}

TerminalGame::Next TerminalGame::user_turn() {
  for (;;) {
    std::cout << "Your move (" << gtp::player_title(user_) << "): " << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
      std::cout << '\n';
      return Next::Stop;
    }
    const std::string input = trimmed(line);
    if (input.empty()) continue;
    const size_t gap = input.find_first_of(" \t");
    const std::string name = lowercase(input.substr(0, gap));
    const std::string argument = gap == std::string::npos ? "" : trimmed(input.substr(gap));
    const auto& table = commands();
    const auto command =
        std::find_if(table.begin(), table.end(), [&](const Command& c) { return c.name == name; });
    if (command != table.end()) {
      if (command->arguments.empty() && !argument.empty()) {
        std::cout << name << " takes nothing after it.\n";
        continue;
      }
      const Next next = (this->*command->run)(argument);
      if (next != Next::Ask) return next;
      continue;
    }
    const auto point = engine::parse_point(lowercase(input), go_player_->size());
    if (!point) {
      std::cout << "'" << input << "' is not a point on this board (columns A to "
                << engine::column_letter(go_player_->size() - 1) << " without I, rows 1 to "
                << go_player_->size() << ") nor a command: type help for the commands.\n";
      continue;
    }
    const Next next = play_user_move(*point);
    if (next != Next::Ask) return next;
  }
}

TerminalGame::Next TerminalGame::play_user_move(Point point) {
  const int captured = game().board().captures(user_);
  const engine::MoveError error = go_player_->play(user_, point);
  if (error != engine::MoveError::None) {
    std::cout << "Illegal move " << vertex(point) << ": " << engine::to_string(error) << ".\n";
    return Next::Ask;
  }
  taken_back_.clear();
  notes_.clear();
  // On a terminal the player's own stone is drawn before Kosumi starts
  // thinking; piped, the board follows Kosumi's reply.
  if (tty_) show();
  const int taken = game().board().captures(user_) - captured;
  std::string line = point == engine::kPass ? "You pass" : "You play " + vertex(point);
  if (taken > 0) line += " and capture " + stones(taken);
  say(line + ".");
  return Next::Continue;
}

TerminalGame::Next TerminalGame::computer_turn() {
  const int captured = game().board().captures(computer_);
  const facade::GoPlayer::SearchWatcher watcher = progress("Kosumi is thinking");
  // After a dispute Kosumi captures what it holds dead before it passes.
  const facade::GoPlayer::GeneratedMove move = disputed_
                                                   ? go_player_->genmove_cleanup(computer_, watcher)
                                                   : go_player_->genmove(computer_, watcher);
  clear_progress();
  taken_back_.clear();
  if (move.resign) {
    say("Kosumi resigns: you win.");
    result_ = std::string(user_ == Player::Black ? "B" : "W") + "+R";
    return Next::Stop;
  }
  const double winrate = go_player_->last_search()->result.winrate;
  std::string line =
      move.point == engine::kPass ? "Kosumi passes" : "Kosumi plays " + vertex(move.point);
  const int taken = game().board().captures(computer_) - captured;
  if (taken > 0) line += " and captures " + stones(taken);
  show();
  say(line + " (its win rate " + percent(winrate) + ").");
  return Next::Continue;
}

void TerminalGame::show_count(bool everything_alive) {
  const eval::Settlement settlement = go_player_->settle();
  const engine::PointSet dead = everything_alive ? engine::PointSet{} : settlement.dead;
  const engine::Score score =
      everything_alive ? engine::count_score(game(), dead, settlement.seki) : settlement.score;
  BoardMarks marks;
  marks.dead = dead;
  marks.owners =
      everything_alive ? engine::counted_owners(game(), dead, settlement.seki) : settlement.owners;
  std::cout << '\n' << draw_board(game().board(), marks, paint_) << kCountLegend << '\n';
  if (!everything_alive) {
    const std::string listed =
        facade::vertex_list(facade::points_in(game().board(), dead), go_player_->size());
    std::cout << "Dead stones: " << (listed.empty() ? "none" : listed) << '\n';
  }
  std::cout << gtp::score_breakdown(score, game()) << '\n';
  if (!everything_alive && !settlement.certain()) {
    std::cout << "The count is uncertain: "
              << eval::describe_uncertainty(settlement, go_player_->size()) << ".\n";
  }
  result_ = score.result();
}

bool TerminalGame::settle_the_end() {
  std::cout << "Both players passed: the game is over. Counting...\n";
  show_count(disputed_);
  if (disputed_) {
    std::cout << "Result: " << result_ << '\n';
    return true;
  }
  std::cout << "Do you accept the dead stones as marked? Type yes to end the game, or dispute to\n"
               "play on: the game then goes on until two more passes, and every stone left on\n"
               "the board counts as alive.\n";
  for (;;) {
    std::cout << "Accept (yes / dispute): " << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) break;
    const std::string answer = lowercase(trimmed(line));
    if (answer == "yes" || answer == "y") break;
    if (answer == "dispute" || answer == "no" || answer == "n") {
      disputed_ = true;
      go_player_->resume();
      notes_.clear();
      say("Play goes on; " + std::string(gtp::player_title(game().to_move())) + " to move.");
      show();
      return false;
    }
    if (!answer.empty()) std::cout << "Please type yes or dispute.\n";
  }
  std::cout << "Result: " << result_ << '\n';
  return true;
}

}  // namespace kosumi::cli
