#include "gtp/session.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "engine/handicap.h"
#include "gtp/handicap_placement.h"
#include "gtp/points.h"

namespace kosumi::gtp {

using engine::Game;
using engine::MoveError;
using engine::Player;
using engine::Point;

Session::Session(const SessionConfig& config)
    : config_(config),
      game_(std::make_unique<Game>(config.size, config.rules)),
      searcher_(config.search, config.exchange) {}

Session::~Session() {
  stop_pondering();
}

void Session::reset_game(std::unique_ptr<Game> game) {
  game_ = std::move(game);
  searcher_.clear();
}

bool Session::set_board_size(int size) {
  if (size < engine::kMinSize || size > engine::kMaxSize) return false;
  stop_pondering();
  reset_game(std::make_unique<Game>(size, game_->rules()));
  return true;
}

void Session::clear_board() {
  stop_pondering();
  reset_game(std::make_unique<Game>(game_->size(), game_->rules()));
}

void Session::set_komi(double komi) {
  stop_pondering();
  game_->set_komi(komi);
  searcher_.clear();
}

bool Session::set_rules(const engine::Rules& new_rules) {
  stop_pondering();
  engine::Rules rules = new_rules;
  rules.komi = game_->rules().komi;
  // Replays the moves under the new rules from the start: the handicap
  // stones or the set-up position, the stones present before any move.
  Game start = *game_;
  while (start.can_undo())
    start.undo();
  std::unique_ptr<Game> game;
  if (start.handicap() > 0) {
    game = std::make_unique<Game>(start.size(), rules);
    game->place_handicap(points_with(start.board(), engine::Color::Black));
  } else {
    game = std::make_unique<Game>(start.board(), rules, start.to_move());
  }
  for (const engine::MoveRecord& m : game_->moves()) {
    const MoveError error = m.button ? game->take_button(m.player) : game->play(m.player, m.point);
    if (error != MoveError::None) return false;
  }
  game->set_to_move(game_->to_move());
  reset_game(std::move(game));
  return true;
}

void Session::set_game(const Game& game) {
  stop_pondering();
  reset_game(std::make_unique<Game>(game));
}

namespace {

// The game as play() sees it: one that ended by two passes continues.
Game resumed(const Game& game) {
  Game copy = game;
  copy.resume();
  return copy;
}

}  // namespace

MoveError Session::check(Player player, Point point) const {
  return game_->is_over() ? resumed(*game_).check(player, point) : game_->check(player, point);
}

std::vector<Point> Session::legal_moves(Player player) const {
  const Game game = resumed(*game_);
  std::vector<Point> legal;
  for (Point p : board_points(game.board())) {
    if (game.check(player, p) == MoveError::None) legal.push_back(p);
  }
  return legal;
}

MoveError Session::play(Player player, Point point) {
  stop_pondering();
  const MoveError error = check(player, point);
  if (error != MoveError::None) return error;
  if (game_->is_over()) game_->resume();
  return game_->play(player, point);
}

bool Session::undo() {
  stop_pondering();
  if (!game_->undo()) return false;
  searcher_.clear();
  return true;
}

bool Session::board_is_empty() const {
  const engine::Board& b = game_->board();
  return b.empty_count() == b.size() * b.size() && game_->moves().empty();
}

std::vector<Point> Session::place_fixed_handicap(int stones) {
  stop_pondering();
  if (!board_is_empty()) return {};
  std::vector<Point> points = engine::fixed_handicap_points(game_->size(), stones);
  if (points.empty() || !game_->place_handicap(points)) return {};
  searcher_.clear();
  return points;
}

std::vector<Point> Session::place_free_handicap(int stones) {
  stop_pondering();
  if (!board_is_empty()) return {};
  std::vector<Point> points = free_handicap_points(game_->size(), stones);
  if (points.empty() || !game_->place_handicap(points)) return {};
  searcher_.clear();
  return points;
}

bool Session::set_free_handicap(const std::vector<Point>& points) {
  stop_pondering();
  if (!board_is_empty() || !game_->place_handicap(points)) return false;
  searcher_.clear();
  return true;
}

search::SearchLimits Session::limits_for(Player player) const {
  search::SearchLimits limits{config_.playouts, config_.seconds, config_.seconds};
  const search::TimeBudget budget =
      clock_.budget(player, game_->size(), static_cast<int>(game_->moves().size()));
  if (budget.target > 0) {
    // --time caps what the clock would give.
    const double cap = config_.seconds > 0 ? config_.seconds : budget.maximum;
    limits.seconds = std::min(budget.target, cap);
    limits.max_seconds = std::min(budget.maximum, cap);
  }
  if (limits.playouts <= 0 && limits.seconds <= 0) limits.playouts = kDefaultPlayouts;
  return limits;
}

search::SearchResult Session::search_and_resume(Player player) {
  stop_pondering();
  if (game_->is_over()) game_->resume();
  return searcher_.search(*game_, player, limits_for(player));
}

Session::GeneratedMove Session::genmove(Player player) {
  const search::SearchResult result = search_and_resume(player);
  if (result.resign) return {engine::kPass, true};
  const Point move = play_generated(player, result.best_move);
  start_pondering();
  return {move, false};
}

Point Session::play_generated(Player player, Point move) {
  // The searcher promises a legal move; should one ever be refused, a pass
  // keeps the game and the controller in step.
  if (game_->play(player, move) == MoveError::None) return move;
  game_->play(player, engine::kPass);
  return engine::kPass;
}

Session::GeneratedMove Session::reg_genmove(Player player) {
  stop_pondering();
  // On a copy, so that a game over stays over.
  const search::SearchResult result = searcher_.search(resumed(*game_), player, limits_for(player));
  return {result.best_move, result.resign};
}

namespace {

// A move that brings a dead enemy string closer to capture: a legal liberty
// of the dead string with the fewest liberties. kPass when there is none.
Point capturing_move(const Game& game, Player player, const engine::PointSet& dead) {
  const engine::Board& board = game.board();
  const engine::Color enemy = engine::stone_of(engine::opponent(player));
  Point best = engine::kPass;
  int best_liberties = engine::kMaxPoints;
  std::vector<Point> liberties(static_cast<size_t>(board.num_points()));
  for (Point p : points_in(board, dead)) {
    if (board.color(p) != enemy) continue;
    const int n = board.liberties_up_to(p, board.num_points(), liberties.data());
    for (int i = 0; i < n && n < best_liberties; ++i) {
      const Point lib = liberties[static_cast<size_t>(i)];
      if (game.check(player, lib) == MoveError::None) {
        best = lib;
        best_liberties = n;
      }
    }
  }
  return best;
}

}  // namespace

Session::GeneratedMove Session::genmove_cleanup(Player player) {
  const search::SearchResult result = search_and_resume(player);
  Point move = result.resign ? engine::kPass : result.best_move;
  if (move == engine::kPass) move = capturing_move(*game_, player, settle().dead);
  move = play_generated(player, move);
  start_pondering();
  return {move, false};
}

eval::Settlement Session::settle() {
  stop_pondering();
  return eval::settle(*game_, config_.settle);
}

std::vector<Point> Session::stones_with_status(eval::StoneStatus status) {
  const eval::Settlement settlement = settle();
  const engine::Board& board = game_->board();
  std::vector<Point> stones;
  for (Point p : board_points(board)) {
    if (board.color(p) == engine::Color::Empty) continue;
    // Rules that keep every stone (Tromp-Taylor) count nothing as dead.
    eval::StoneStatus s = settlement.status(p);
    if (s == eval::StoneStatus::Dead && !game_->rules().dead_stones_removed) {
      s = eval::StoneStatus::Alive;
    }
    if (s == status) stones.push_back(p);
  }
  return stones;
}

void Session::start_pondering() {
  if (!config_.search.ponder || game_->is_over()) return;
  ponder_thread_ =
      std::thread([this, player = game_->to_move()] { searcher_.ponder(*game_, player); });
}

void Session::stop_pondering() {
  if (!ponder_thread_.joinable()) return;
  // Searcher::ponder honours a stop() that arrives before it starts, so one
  // request ends it whatever the order.
  searcher_.stop();
  ponder_thread_.join();
}

}  // namespace kosumi::gtp
