#include <cctype>
#include <iostream>
#include <string>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/points.h"

namespace kosumi::gtp {
namespace {

using engine::Player;
using engine::Point;

constexpr std::string_view kCommandsHelp =
    "Type a move such as D4, or: pass, undo (takes back your last move), resign, quit, help.";

std::string trimmed_lower(const std::string& line) {
  std::string out;
  for (char c : line) {
    if (!std::isspace(static_cast<unsigned char>(c))) {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

void show(const Session& session) {
  const engine::Game& game = session.game();
  std::cout << '\n' << engine::board_to_string(game.board());
  std::cout << "Captures: X " << game.prisoners(Player::Black) << ", O "
            << game.prisoners(Player::White) << '\n';
}

void show_result(Session& session) {
  std::cout << "Counting (settling dead stones with playouts)...\n";
  const eval::Settlement s = session.settle();
  const std::string dead = vertex_list(points_in(session.game().board(), s.dead), session.size());
  std::cout << "Dead stones: " << (dead.empty() ? "none" : dead) << '\n'
            << "Black " << s.score.black << ", White " << s.score.white << " (komi "
            << session.rules().komi << ")\nResult: " << s.score.result() << '\n';
}

// Takes back the user's last move and the computer's reply to it.
void undo_last_turn(Session& session, Player user) {
  const auto& moves = session.game().moves();
  if (moves.empty() || (moves.size() == 1 && moves.back().player != user)) {
    std::cout << "Nothing to undo.\n";
    return;
  }
  if (moves.back().player != user) session.undo();
  session.undo();
}

// One user turn. False when the game should end (resign, quit, end of input).
bool user_turn(Session& session, Player user) {
  for (;;) {
    std::cout << "Your move (" << engine::to_string(user) << "): " << std::flush;
    std::string line;
    if (!std::getline(std::cin, line)) {
      std::cout << '\n';
      return false;
    }
    const std::string input = trimmed_lower(line);
    if (input.empty()) continue;
    if (input == "quit" || input == "exit") {
      std::cout << "Game abandoned.\n";
      return false;
    }
    if (input == "help") {
      std::cout << kCommandsHelp << '\n';
      continue;
    }
    if (input == "resign") {
      std::cout << "You resign: " << engine::to_string(engine::opponent(user)) << " wins.\n";
      return false;
    }
    if (input == "undo") {
      undo_last_turn(session, user);
      show(session);
      continue;
    }
    const auto point = engine::parse_point(input, session.size());
    if (!point) {
      std::cout << "'" << line << "' is not a point on this board (columns A to "
                << engine::column_letter(session.size() - 1) << " without I, rows 1 to "
                << session.size() << "). " << kCommandsHelp << '\n';
      continue;
    }
    const engine::MoveError error = session.play(user, *point);
    if (error != engine::MoveError::None) {
      std::cout << "Illegal move " << engine::point_to_string(*point, session.size()) << ": "
                << engine::to_string(error) << ".\n";
      continue;
    }
    return true;
  }
}

int play_game(const Options& options) {
  const auto session = make_session(options);
  const Player user = options.user_color;
  const Player computer = engine::opponent(user);
  std::cout << "Kosumi " << session->size() << "x" << session->size() << ", "
            << session->rules().name() << " rules, komi " << session->rules().komi << ". You play "
            << engine::to_string(user) << " (" << (user == Player::Black ? 'X' : 'O') << ").\n"
            << kCommandsHelp << '\n';
  show(*session);
  while (!session->game().is_over()) {
    if (session->game().to_move() == user) {
      if (!user_turn(*session, user)) return 0;
      continue;
    }
    std::cout << "Kosumi is thinking...\n";
    const Session::GeneratedMove move = session->genmove(computer);
    if (move.resign) {
      std::cout << "Kosumi resigns: you win.\n";
      return 0;
    }
    if (move.point == engine::kPass) {
      std::cout << "Kosumi passes.\n";
    } else {
      std::cout << "Kosumi plays " << engine::point_to_string(move.point, session->size()) << ".\n";
    }
    show(*session);
  }
  std::cout << "Both players passed: the game is over.\n";
  show_result(*session);
  return 0;
}

}  // namespace

int play_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{"play",
                               "A game against the computer in the terminal.",
                               {"rules", "size", "komi", "handicap", "color", "threads", "playouts",
                                "time", "memory", "seed", "no-resign", "patterns", "no-patterns"},
                               "",
                               0};
  return run_front_end(args, spec, play_game);
}

}  // namespace kosumi::gtp
