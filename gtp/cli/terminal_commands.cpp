// What the player of the terminal game types besides a move (terminal_game.h).
// Each command checks what it was given first and changes nothing when it
// refuses it.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "engine/coord.h"
#include "engine/handicap.h"
#include "engine/parse.h"
#include "eval/uncertainty.h"
#include "gtp/build_info.h"
#include "gtp/cli/terminal_game.h"
#include "gtp/cli/terminal_text.h"
#include "gtp/facade/points.h"
#include "gtp/score_text.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::cli {
namespace {

using engine::Player;
using engine::Point;

constexpr std::string_view kHumanName = "Human";

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string word; in >> word;)
    out.push_back(word);
  return out;
}

std::optional<double> parse_komi(const std::string& text) {
  const std::optional<double> komi = engine::try_parse<double>(text);
  if (!komi || !std::isfinite(*komi) || std::abs(*komi) > engine::Rules::kMaxAbsKomi) {
    return std::nullopt;
  }
  return komi;
}

}  // namespace

const std::vector<TerminalGame::Command>& TerminalGame::commands() {
  static const std::vector<Command> table = {
      {"hint", "", "the move Kosumi would play for you, and what it expects", &TerminalGame::hint},
      {"score", "", "the lead the playouts expect, and the count if the game ended now",
       &TerminalGame::estimate},
      {"back", "", "take back your last move and Kosumi's reply", &TerminalGame::back},
      {"undo", "", "the same as back", &TerminalGame::back},
      {"forward", "", "play again what back took back", &TerminalGame::forward},
      {"switch", "", "swap colours: Kosumi takes over your side", &TerminalGame::switch_colours},
      {"komi", "K", "play on with komi K", &TerminalGame::komi},
      {"handicap", "N", "before the first move: N black stones on the usual points",
       &TerminalGame::handicap},
      {"handicap", "D4 F6 ...", "before the first move: black stones where you say",
       &TerminalGame::handicap},
      {"save", "FILE", "write the game so far to FILE (SGF)", &TerminalGame::save_command},
      {"load", "FILE", "go on with a game saved as SGF; you keep your colour", &TerminalGame::load},
      {"resign", "", "give the game up", &TerminalGame::resign},
      {"quit", "", "leave the game without a result", &TerminalGame::quit},
      {"exit", "", "the same as quit", &TerminalGame::quit},
      {"help", "", "this list", &TerminalGame::help},
  };
  return table;
}

TerminalGame::Next TerminalGame::help(const std::string&) {
  std::cout << "Type a move such as D4, or pass. Commands:\n";
  for (const Command& c : commands()) {
    std::string left =
        std::string(c.name) + (c.arguments.empty() ? "" : " ") + std::string(c.arguments);
    left.resize(std::max<size_t>(left.size() + 2, 20), ' ');
    std::cout << "  " << left << c.help << '\n';
  }
  return Next::Ask;
}

TerminalGame::Next TerminalGame::hint(const std::string&) {
  const facade::GoPlayer::GeneratedMove move =
      go_player_->reg_genmove(user_, progress("Looking for a move"));
  clear_progress();
  const search::SearchResult& r = go_player_->last_search()->result;
  if (move.resign) {
    std::cout << "Kosumi sees no way to win for you (win rate " << percent(r.winrate) << ").\n";
    return Next::Ask;
  }
  std::cout << "Kosumi suggests " << vertex(move.point) << " (your win rate " << percent(r.winrate)
            << "; it expects " << facade::vertex_list(r.principal_variation, go_player_->size())
            << ").\n";
  return Next::Ask;
}

TerminalGame::Next TerminalGame::estimate(const std::string&) {
  const eval::Settlement settlement = go_player_->settle();
  std::cout << gtp::expected_lead(settlement, game())
            << ".\nIf the game ended now: " << gtp::score_breakdown(settlement.score, game())
            << '\n';
  if (!settlement.certain()) {
    std::cout << "The count is uncertain: "
              << eval::describe_uncertainty(settlement, go_player_->size()) << ".\n";
  }
  return Next::Ask;
}

// Back to the player's previous turn: Kosumi's reply, if it has answered,
// and the player's move before it.
TerminalGame::Next TerminalGame::back(const std::string&) {
  const auto& moves = game().moves();
  size_t count = !moves.empty() && moves.back().player != user_ ? 1 : 0;
  if (moves.size() <= count || moves[moves.size() - 1 - count].player != user_) {
    std::cout << "Nothing to take back.\n";
    return Next::Ask;
  }
  ++count;
  // The earliest move taken back goes last, so that forward replays it first.
  for (size_t i = 0; i < count; ++i)
    taken_back_.push_back(moves[moves.size() - 1 - i]);
  go_player_->undo(static_cast<int>(count));
  game_changed();
  notes_.clear();
  show();
  say("Took back " + std::to_string(count) + (count == 1 ? " move." : " moves."));
  return Next::Continue;
}

TerminalGame::Next TerminalGame::forward(const std::string&) {
  if (taken_back_.empty()) {
    std::cout << "Nothing to play again: forward follows back.\n";
    return Next::Ask;
  }
  int count = 0;
  do {
    const engine::MoveRecord move = taken_back_.back();
    taken_back_.pop_back();
    if (go_player_->play(move.player, move.point) != engine::MoveError::None) break;
    ++count;
  } while (!taken_back_.empty() && game().to_move() != user_);
  notes_.clear();
  show();
  say("Played again " + std::to_string(count) + (count == 1 ? " move." : " moves."));
  return Next::Continue;
}

TerminalGame::Next TerminalGame::save_command(const std::string& path) {
  if (path.empty()) {
    std::cout << "Save where? Type save FILE.\n";
  } else if (save(path)) {
    std::cout << "Game saved to " << path << ".\n";
  }
  return Next::Ask;
}

bool TerminalGame::save(const std::string& path) {
  sgf::SgfRecord record = sgf::record_of(game());
  record.application = "Kosumi:" + std::string(gtp::version_text());
  (user_ == Player::Black ? record.black_name : record.white_name) = kHumanName;
  (computer_ == Player::Black ? record.black_name : record.white_name) = "Kosumi";
  record.result = result_;
  std::ofstream file(path, std::ios::binary);
  file << sgf::write_sgf(record);
  if (!file) std::cout << "Cannot write " << path << ".\n";
  return static_cast<bool>(file);
}

TerminalGame::Next TerminalGame::load(const std::string& path) {
  if (path.empty()) {
    std::cout << "Load what? Type load FILE.\n";
    return Next::Ask;
  }
  std::optional<engine::Game> loaded;
  try {
    const sgf::SgfRecord record = sgf::parse_sgf(sgf::read_sgf_file(path));
    loaded.emplace(sgf::replay(record, record.rules.value_or(go_player_->rules())));
  } catch (const sgf::SgfError& e) {
    std::cout << "Cannot load " << path << ": " << e.what() << ".\n";
    return Next::Ask;
  }
  go_player_->set_game(*loaded);
  taken_back_.clear();
  game_changed();
  notes_.clear();
  show();
  say("Loaded " + path + ": " + std::to_string(game().moves().size()) + " moves, " +
      std::string(gtp::player_title(game().to_move())) + " to move.");
  return Next::Continue;
}

TerminalGame::Next TerminalGame::switch_colours(const std::string&) {
  std::swap(user_, computer_);
  notes_.clear();
  show();
  say("You now play " + std::string(gtp::player_title(user_)) + "; Kosumi takes over " +
      std::string(gtp::player_title(computer_)) + ".");
  return Next::Continue;
}

TerminalGame::Next TerminalGame::komi(const std::string& text) {
  const std::optional<double> komi = parse_komi(text);
  if (!komi) {
    std::cout << "'" << text << "' is not a komi: type komi and a number, such as komi 6.5.\n";
    return Next::Ask;
  }
  go_player_->set_komi(*komi);
  komi_given_ = true;
  say("Komi is now " + decimal(*komi) + ".");
  return Next::Ask;
}

TerminalGame::Next TerminalGame::handicap(const std::string& text) {
  if (!game().moves().empty() || !go_player_->board_is_empty()) {
    std::cout << "Handicap stones go on the empty board, before the first move.\n";
    return Next::Ask;
  }
  const std::vector<std::string> given = words(text);
  const int most = engine::max_fixed_handicap(go_player_->size());
  int placed = 0;
  if (given.size() == 1 && !given[0].empty() &&
      std::isdigit(static_cast<unsigned char>(given[0][0]))) {
    const std::optional<int> count = engine::try_parse<int>(given[0]);
    if (!count || *count < 2 || *count > most) {
      std::cout << "'" << given[0] << "' handicap stones are not possible on this board"
                << (most >= 2 ? " (2 to " + std::to_string(most) + ")" : "")
                << "; handicap and the points places them where you say.\n";
      return Next::Ask;
    }
    placed = static_cast<int>(go_player_->place_fixed_handicap(*count).size());
  } else {
    std::vector<Point> points;
    for (const std::string& word : given) {
      const auto point = engine::parse_point(lowercase(word), go_player_->size());
      if (!point || *point == engine::kPass) {
        std::cout << "'" << word << "' is not a point on this board.\n";
        return Next::Ask;
      }
      points.push_back(*point);
    }
    if (!go_player_->set_free_handicap(points)) {
      std::cout << "A handicap is two or more different points: type handicap N, or handicap "
                   "and the points.\n";
      return Next::Ask;
    }
    placed = static_cast<int>(points.size());
  }
  if (!komi_given_) go_player_->set_komi(go_player_->rules().default_komi(placed));
  taken_back_.clear();
  game_changed();
  notes_.clear();
  show();
  say("Black has " + stones(placed) + " of handicap and White moves first; komi " +
      decimal(go_player_->rules().komi) + ".");
  return Next::Continue;
}

TerminalGame::Next TerminalGame::resign(const std::string&) {
  say("You resign: " + std::string(gtp::player_title(computer_)) + " wins.");
  result_ = std::string(computer_ == Player::Black ? "B" : "W") + "+R";
  return Next::Stop;
}

TerminalGame::Next TerminalGame::quit(const std::string&) {
  std::cout << "Game abandoned.\n";
  return Next::Stop;
}

}  // namespace kosumi::cli
