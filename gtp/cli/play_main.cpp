// `kosumi play`: a game against the computer in the terminal.
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

#include "engine/coord.h"
#include "engine/counting.h"
#include "eval/uncertainty.h"
#include "gtp/build_info.h"
#include "gtp/cli/board_view.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/points.h"
#include "gtp/score_text.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::gtp {
namespace {

using engine::Player;
using engine::Point;
using Clock = std::chrono::steady_clock;

constexpr std::string_view kCommandsHelp =
    "Type a move such as D4, or: pass, undo (takes back your last move and the reply), hint,\n"
    "score (an estimate of the count now), save FILE (the game as SGF), resign, quit, help.";
// The progress line is redrawn this often while Kosumi thinks.
constexpr auto kProgressInterval = std::chrono::milliseconds(250);
constexpr std::string_view kHumanName = "Human";

std::string lower_words(const std::string& line) {
  std::string out;
  for (char c : line)
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const size_t begin = out.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  return out.substr(begin, out.find_last_not_of(" \t\r") - begin + 1);
}

std::string stones(int n) {
  return std::to_string(n) + (n == 1 ? " stone" : " stones");
}

std::string percent(double winrate) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(1) << 100 * winrate << " %";
  return out.str();
}

class TerminalGame {
 public:
  explicit TerminalGame(const Options& options)
      : session_(make_session(options)),
        user_(options.user_color),
        computer_(engine::opponent(options.user_color)),
        sgf_path_(options.sgf_path),
        tty_(isatty(STDOUT_FILENO) != 0) {}

  int run();

 private:
  enum class Turn { Played, Ended };
  Turn user_turn();
  Turn computer_turn();
  // The count at the end; true when the game is over, false to play on.
  bool settle_the_end();
  void show();
  void show_count(bool everything_alive);
  void hint();
  void estimate();
  void undo_last_turn();
  bool save(const std::string& path);
  Session::SearchWatcher progress(std::string_view doing);
  void clear_progress();
  const engine::Game& game() const { return session_->game(); }
  std::string vertex(Point p) const { return engine::point_to_string(p, session_->size()); }

  std::unique_ptr<Session> session_;
  Player user_;
  Player computer_;
  std::string sgf_path_;
  bool tty_;
  bool disputed_ = false;  // the dead stones were disputed: everything left is alive
  std::string result_;
};

int TerminalGame::run() {
  std::cout << "Kosumi " << session_->size() << "x" << session_->size() << ", "
            << session_->rules().name() << " rules, komi " << session_->rules().komi
            << ". You play " << player_title(user_) << " (" << (user_ == Player::Black ? 'X' : 'O')
            << ").\n"
            << kCommandsHelp << '\n';
  show();
  for (;;) {
    if (game().is_over()) {
      if (settle_the_end()) break;
      continue;
    }
    const Turn turn = game().to_move() == user_ ? user_turn() : computer_turn();
    if (turn == Turn::Ended) break;
  }
  if (!sgf_path_.empty() && save(sgf_path_)) std::cout << "Game saved to " << sgf_path_ << ".\n";
  return 0;
}

void TerminalGame::show() {
  BoardMarks marks;
  if (!game().moves().empty()) marks.last_move = game().moves().back().point;
  std::cout << '\n' << draw_board(game().board(), marks);
  std::cout << "Captures: Black " << game().board().captures(Player::Black) << ", White "
            << game().board().captures(Player::White) << '\n';
}

Session::SearchWatcher TerminalGame::progress(std::string_view doing) {
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

TerminalGame::Turn TerminalGame::user_turn() {
  for (;;) {
    std::cout << "Your move (" << player_title(user_) << "): " << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
      std::cout << '\n';
      return Turn::Ended;
    }
    const std::string input = lower_words(line);
    if (input.empty()) continue;
    if (input == "quit" || input == "exit") {
      std::cout << "Game abandoned.\n";
      return Turn::Ended;
    }
    if (input == "help") {
      std::cout << kCommandsHelp << '\n';
      continue;
    }
    if (input == "hint") {
      hint();
      continue;
    }
    if (input == "score") {
      estimate();
      continue;
    }
    if (input == "save" || input.starts_with("save ")) {
      // The file name as typed: its case matters.
      const std::string typed = line.substr(line.find_first_not_of(" \t"));
      const size_t name = typed.find_first_not_of(" \t", 4);
      if (name == std::string::npos) {
        std::cout << "Save where? Type save FILE.\n";
      } else if (save(typed.substr(name))) {
        std::cout << "Game saved to " << typed.substr(name) << ".\n";
      }
      continue;
    }
    if (input == "resign") {
      std::cout << "You resign: " << player_title(computer_) << " wins.\n";
      result_ = std::string(computer_ == Player::Black ? "B" : "W") + "+R";
      return Turn::Ended;
    }
    if (input == "undo") {
      undo_last_turn();
      show();
      continue;
    }
    const auto point = engine::parse_point(input, session_->size());
    if (!point) {
      std::cout << "'" << line << "' is not a point on this board (columns A to "
                << engine::column_letter(session_->size() - 1) << " without I, rows 1 to "
                << session_->size() << ").\n"
                << kCommandsHelp << '\n';
      continue;
    }
    const int captured = game().board().captures(user_);
    const engine::MoveError error = session_->play(user_, *point);
    if (error != engine::MoveError::None) {
      std::cout << "Illegal move " << vertex(*point) << ": " << engine::to_string(error) << ".\n";
      continue;
    }
    // The player's own stone, drawn before Kosumi starts thinking.
    show();
    const int taken = game().board().captures(user_) - captured;
    if (taken > 0) std::cout << "You capture " << stones(taken) << ".\n";
    if (*point == engine::kPass) std::cout << "You pass.\n";
    return Turn::Played;
  }
}

TerminalGame::Turn TerminalGame::computer_turn() {
  const int captured = game().board().captures(computer_);
  const Session::SearchWatcher watcher = progress("Kosumi is thinking");
  // After a dispute Kosumi captures what it holds dead before it passes.
  const Session::GeneratedMove move = disputed_ ? session_->genmove_cleanup(computer_, watcher)
                                                : session_->genmove(computer_, watcher);
  clear_progress();
  if (move.resign) {
    std::cout << "Kosumi resigns: you win.\n";
    result_ = std::string(user_ == Player::Black ? "B" : "W") + "+R";
    return Turn::Ended;
  }
  show();
  const double winrate = session_->last_search()->result.winrate;
  if (move.point == engine::kPass) {
    std::cout << "Kosumi passes";
  } else {
    std::cout << "Kosumi plays " << vertex(move.point);
  }
  const int taken = game().board().captures(computer_) - captured;
  if (taken > 0) std::cout << " and captures " << stones(taken);
  std::cout << " (its win rate " << percent(winrate) << ").\n";
  return Turn::Played;
}

void TerminalGame::show_count(bool everything_alive) {
  const eval::Settlement settlement = session_->settle();
  const engine::PointSet dead = everything_alive ? engine::PointSet{} : settlement.dead;
  const engine::Score score =
      everything_alive ? engine::count_score(game(), dead, settlement.seki) : settlement.score;
  BoardMarks marks;
  marks.dead = dead;
  marks.owners =
      everything_alive ? engine::counted_owners(game(), dead, settlement.seki) : settlement.owners;
  std::cout << '\n' << draw_board(game().board(), marks) << kCountLegend << '\n';
  if (!everything_alive) {
    const std::string listed = vertex_list(points_in(game().board(), dead), session_->size());
    std::cout << "Dead stones: " << (listed.empty() ? "none" : listed) << '\n';
  }
  std::cout << score_breakdown(score, game()) << '\n';
  if (!everything_alive && !settlement.certain()) {
    std::cout << "The count is uncertain: "
              << eval::describe_uncertainty(settlement, session_->size()) << ".\n";
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
    const std::string answer = lower_words(line);
    if (answer == "yes" || answer == "y") break;
    if (!answer.empty()) std::cout << "Please type yes or dispute.\n";
    if (answer == "dispute" || answer == "no" || answer == "n") {
      disputed_ = true;
      session_->resume();
      std::cout << "Play goes on; " << player_title(game().to_move()) << " to move.\n";
      show();
      return false;
    }
  }
  std::cout << "Result: " << result_ << '\n';
  return true;
}

void TerminalGame::hint() {
  const Session::GeneratedMove move = session_->reg_genmove(user_, progress("Looking for a move"));
  clear_progress();
  const search::SearchResult& r = session_->last_search()->result;
  if (move.resign) {
    std::cout << "Kosumi sees no way to win for you (win rate " << percent(r.winrate) << ").\n";
    return;
  }
  std::cout << "Kosumi suggests " << vertex(move.point) << " (your win rate " << percent(r.winrate)
            << "; it expects " << vertex_list(r.principal_variation, session_->size()) << ").\n";
}

void TerminalGame::estimate() {
  const eval::Settlement settlement = session_->settle();
  std::cout << expected_lead(settlement, game())
            << ".\nIf the game ended now: " << score_breakdown(settlement.score, game()) << '\n';
  if (!settlement.certain()) {
    std::cout << "The count is uncertain: "
              << eval::describe_uncertainty(settlement, session_->size()) << ".\n";
  }
}

// Takes back the user's last move and the computer's reply to it.
void TerminalGame::undo_last_turn() {
  const auto& moves = game().moves();
  if (moves.empty() || (moves.size() == 1 && moves.back().player != user_)) {
    std::cout << "Nothing to undo.\n";
    return;
  }
  session_->undo(moves.back().player != user_ ? 2 : 1);
}

bool TerminalGame::save(const std::string& path) {
  SgfRecord record = record_of(game());
  record.application = "Kosumi:" + std::string(version_text());
  (user_ == Player::Black ? record.black_name : record.white_name) = kHumanName;
  (computer_ == Player::Black ? record.black_name : record.white_name) = "Kosumi";
  record.result = result_;
  std::ofstream file(path, std::ios::binary);
  file << write_sgf(record);
  if (!file) std::cout << "Cannot write " << path << ".\n";
  return static_cast<bool>(file);
}

}  // namespace

int play_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "play",
      "A game against the computer in the terminal.",
      {"rules", "size", "komi", "handicap", "color", "threads", "playouts", "time", "level",
       "memory", "seed", "no-resign", "playout", "param", "sgf", "patterns", "no-patterns"},
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

}  // namespace kosumi::gtp
