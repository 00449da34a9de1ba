// Between SGF records and game records: replaying a record, recording a game.
#include "engine/coord.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::sgf {
namespace {

using engine::Board;
using engine::Player;
using engine::Point;

std::string move_text(int number, const SgfMove& move, int size) {
  return "move " + std::to_string(number) + " (" + std::string(engine::to_string(move.player)) +
         " " + engine::point_to_string(move.point, size) + ")";
}

// The set-up position; throws when the stones overlap or leave a string
// without liberties.
Board setup_board(const SgfRecord& record) {
  Board board(record.size);
  const auto place = [&](const std::vector<Point>& points, Player player) {
    for (Point p : points) {
      if (board.color(p) != engine::Color::Empty) {
        throw SgfError("set-up point " + engine::point_to_string(p, record.size) +
                       " is given twice");
      }
      board.play(player, p);
    }
  };
  place(record.black_setup, Player::Black);
  place(record.white_setup, Player::White);
  const size_t placed = record.black_setup.size() + record.white_setup.size();
  const auto on_board = board.stone_count(Player::Black) + board.stone_count(Player::White);
  if (static_cast<size_t>(on_board) != placed) {
    throw SgfError("set-up stones leave a string without liberties");
  }
  board.pass();  // the order of placement must not leave a ko ban behind
  return board;
}

// Handicap stones given as AB[] with HA[] and nothing else set up.
bool is_handicap_setup(const SgfRecord& record) {
  return record.handicap >= 2 && record.white_setup.empty() &&
         record.black_setup.size() == static_cast<size_t>(record.handicap);
}

Player first_to_move(const SgfRecord& record) {
  if (record.to_move) return *record.to_move;
  if (!record.moves.empty()) return record.moves.front().player;
  return record.handicap >= 2 ? Player::White : Player::Black;
}

}  // namespace

engine::Game replay(const SgfRecord& record, const engine::Rules& rules, int move_count) {
  engine::Game game(setup_board(record), rules, first_to_move(record));
  if (is_handicap_setup(record)) {
    game = engine::Game(record.size, rules);
    game.place_handicap(record.black_setup);  // cannot fail: setup_board checked the points
    game.set_to_move(first_to_move(record));
  }
  game.set_komi(record.komi);
  const size_t count = move_count < 0
                           ? record.moves.size()
                           : std::min(record.moves.size(), static_cast<size_t>(move_count));
  for (size_t i = 0; i < count; ++i) {
    const SgfMove& move = record.moves[i];
    // Records may go on after two passes (the players disagreed on the
    // dead stones); the game resumes as GTP's engines would.
    if (game.is_over()) game.resume();
    const engine::MoveError error = game.play(move.player, move.point);
    if (error != engine::MoveError::None) {
      throw SgfError(move_text(static_cast<int>(i) + 1, move, record.size) +
                     " is illegal: " + std::string(engine::to_string(error)));
    }
  }
  return game;
}

SgfRecord record_of(const engine::Game& game) {
  SgfRecord record;
  record.size = game.size();
  record.komi = game.rules().komi;
  record.rules = game.rules();
  record.rules_text = sgf_rules_name(game.rules());
  record.handicap = game.handicap();
  const engine::Game start = game.at_start();
  const Board& board = start.board();
  for (int y = board.size() - 1; y >= 0; --y) {
    for (int x = 0; x < board.size(); ++x) {
      const Point p = board.point(x, y);
      if (board.color(p) == engine::Color::Black) record.black_setup.push_back(p);
      if (board.color(p) == engine::Color::White) record.white_setup.push_back(p);
    }
  }
  if (game.moves().empty()) {
    record.to_move = game.to_move();
  } else if (game.moves().front().player != start.to_move()) {
    record.to_move = start.to_move();
  }
  for (const engine::MoveRecord& move : game.moves()) {
    // SGF has no property for the button; its moves are left out.
    if (!move.button) record.moves.push_back({move.player, move.point, ""});
  }
  return record;
}

}  // namespace kosumi::sgf
