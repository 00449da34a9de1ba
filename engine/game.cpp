#include "engine/game.h"

namespace kosumi::engine {

std::string_view to_string(MoveError e) {
  switch (e) {
    case MoveError::None:
      return "legal";
    case MoveError::OffBoard:
      return "off the board";
    case MoveError::Occupied:
      return "point occupied";
    case MoveError::Suicide:
      return "suicide";
    case MoveError::Ko:
      return "ko";
    case MoveError::Superko:
      return "superko";
    case MoveError::GameOver:
      return "game over";
    case MoveError::ButtonUnavailable:
      return "button not available";
    case MoveError::TooLong:
      return "too many moves";
  }
  return "unknown";
}

Game::Game(int size, const Rules& rules) : Game(Board(size), rules, Player::Black) {}

Game::Game(const Board& start, const Rules& rules, Player to_move) : rules_(rules) {
  state_.board = start;
  state_.to_move = to_move;
  record_position();
}

void Game::record_position() {
  ++positional_[state_.board.hash()];
  ++situational_[situational_key(state_.board.hash(), state_.to_move)];
}

void Game::forget_position() {
  const auto drop = [](std::unordered_map<uint64_t, int>& set, uint64_t key) {
    auto it = set.find(key);
    if (it != set.end() && --it->second == 0) set.erase(it);
  };
  drop(positional_, state_.board.hash());
  drop(situational_, situational_key(state_.board.hash(), state_.to_move));
}

void Game::set_to_move(Player p) {
  forget_position();
  state_.to_move = p;
  record_position();
}

void Game::push_history() {
  if (moves_.size() % kCheckpointInterval == 0) checkpoints_.push_back(state_);
  before_.push_back({state_.to_move, state_.consecutive_passes});
}

void Game::apply(const MoveRecord& move) {
  if (move.button) {
    state_.board.pass();  // taking the button lifts any ko ban
    state_.button_owner = move.player;
    state_.consecutive_passes = 0;
  } else if (move.point == kPass) {
    state_.board.pass();
    ++state_.consecutive_passes;
    ++state_.passes[static_cast<size_t>(player_index(move.player))];
    state_.last_passer = move.player;
  } else {
    state_.board.play(move.player, move.point);
    state_.consecutive_passes = 0;
  }
  state_.to_move = opponent(move.player);
}

bool Game::is_over() const {
  if (state_.consecutive_passes < 2) return false;
  return !rules_.white_passes_last || state_.last_passer == Player::White;
}

bool Game::violates_superko(Player pl, Point p) const {
  if (rules_.ko == KoRule::Simple) return false;
  const uint64_t after = state_.board.hash_after(pl, p);
  if (rules_.ko == KoRule::PositionalSuperko) return positional_.contains(after);
  return situational_.contains(situational_key(after, opponent(pl)));
}

MoveError Game::check(Player pl, Point p) const {
  if (is_over()) return MoveError::GameOver;
  if (moves_.size() >= static_cast<size_t>(kMaxMoves)) return MoveError::TooLong;
  if (p == kPass) return MoveError::None;
  const Board& b = state_.board;
  if (!b.is_on_board(p)) return MoveError::OffBoard;
  if (b.color(p) != Color::Empty) return MoveError::Occupied;
  if (b.is_ko_banned(pl, p)) return MoveError::Ko;
  if (!rules_.suicide_allowed && b.is_suicide(pl, p)) return MoveError::Suicide;
  if (violates_superko(pl, p)) return MoveError::Superko;
  return MoveError::None;
}

MoveError Game::play(Player pl, Point p) {
  const MoveError error = check(pl, p);
  if (error != MoveError::None) return error;
  push_history();
  moves_.push_back({pl, p, false});
  apply(moves_.back());
  record_position();
  return MoveError::None;
}

MoveError Game::take_button(Player pl) {
  if (is_over()) return MoveError::GameOver;
  if (moves_.size() >= static_cast<size_t>(kMaxMoves)) return MoveError::TooLong;
  if (!rules_.button || state_.button_owner) return MoveError::ButtonUnavailable;
  push_history();
  moves_.push_back({pl, kPass, true});
  apply(moves_.back());
  record_position();
  return MoveError::None;
}

bool Game::undo() {
  if (moves_.empty()) return false;
  forget_position();
  moves_.pop_back();
  const size_t count = moves_.size();
  const size_t checkpoint = count / kCheckpointInterval;
  state_ = checkpoints_[checkpoint];
  if (count % kCheckpointInterval == 0) checkpoints_.pop_back();
  for (size_t i = checkpoint * kCheckpointInterval; i < count; ++i)
    apply(moves_[i]);
  state_.to_move = before_.back().to_move;
  state_.consecutive_passes = before_.back().consecutive_passes;
  before_.pop_back();
  return true;
}

Game Game::at_start() const {
  Game start(*this);
  if (moves_.empty()) return start;
  start.state_ = checkpoints_.front();
  start.checkpoints_.clear();
  start.before_.clear();
  start.moves_.clear();
  start.positional_.clear();
  start.situational_.clear();
  start.record_position();
  return start;
}

bool Game::place_handicap(const std::vector<Point>& points) {
  const Board& b = state_.board;
  if (!moves_.empty() || handicap_ != 0 || b.empty_count() != b.size() * b.size()) return false;
  if (points.size() < 2 || points.size() >= static_cast<size_t>(b.size() * b.size())) return false;
  PointSet seen;
  for (Point p : points) {
    if (!b.is_on_board(p) || seen[static_cast<size_t>(index(p))]) return false;
    seen.set(static_cast<size_t>(index(p)));
  }
  forget_position();
  for (Point p : points)
    state_.board.play(Player::Black, p);
  handicap_ = static_cast<int>(points.size());
  state_.to_move = Player::White;
  record_position();
  return true;
}

int Game::prisoners(Player by) const {
  const int pass_stones = rules_.pass_stones ? passes(opponent(by)) : 0;
  return state_.board.captures(by) + pass_stones;
}

}  // namespace kosumi::engine
