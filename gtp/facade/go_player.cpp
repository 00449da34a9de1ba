#include "gtp/facade/go_player.h"

#include <algorithm>
#include <chrono>
#include <thread>
#include <utility>

#include "engine/handicap.h"
#include "gtp/facade/handicap_placement.h"
#include "gtp/facade/points.h"
#include "search/root_choice.h"

namespace kosumi::facade {

using engine::Game;
using engine::MoveError;
using engine::Player;
using engine::Point;

namespace {

// Mixed into the search's seed for the draws of move_temperature, so that
// they do not repeat the numbers of a playout seeded alike.
constexpr uint64_t kMoveDrawStream = 0x6b6f73756d69ULL;
// The same for the draws among book moves.
constexpr uint64_t kBookDrawStream = 0x626f6f6b ^ kMoveDrawStream;
// The fewest playouts of the settlement that looks for dead stones to
// capture on a clock (GoPlayer::capture_settle_options).
constexpr int64_t kMinCaptureSettlePlayouts = 64;

}  // namespace

GoPlayer::GoPlayer(const GoPlayerConfig& config)
    : config_(config),
      game_(std::make_unique<Game>(config.size, config.rules)),
      searcher_(config.search, config.exchange),
      move_draws_(config.search.seed ^ kMoveDrawStream),
      book_draws_(config.search.seed ^ kBookDrawStream) {}

GoPlayer::~GoPlayer() {
  stop_pondering();
}

void GoPlayer::reset_game(std::unique_ptr<Game> game) {
  game_ = std::move(game);
  searcher_.clear();
}

bool GoPlayer::set_board_size(int size) {
  if (size < engine::kMinSize || size > engine::kMaxSize) return false;
  stop_pondering();
  reset_game(std::make_unique<Game>(size, game_->rules()));
  program_played_ = {};
  return true;
}

void GoPlayer::clear_board() {
  stop_pondering();
  reset_game(std::make_unique<Game>(game_->size(), game_->rules()));
  program_played_ = {};
}

void GoPlayer::set_komi(double komi) {
  stop_pondering();
  game_->set_komi(komi);
  searcher_.clear();
}

bool GoPlayer::set_rules(const engine::Rules& new_rules) {
  stop_pondering();
  engine::Rules rules = new_rules;
  rules.komi = game_->rules().komi;
  // Replays the moves under the new rules from the start: the handicap
  // stones or the set-up position, the stones present before any move.
  const Game start = game_->at_start();
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

void GoPlayer::set_search_options(const search::SearchOptions& options) {
  stop_pondering();
  config_.search = options;
  searcher_.set_options(options);
}

void GoPlayer::set_game(const Game& game) {
  stop_pondering();
  reset_game(std::make_unique<Game>(game));
  program_played_ = {};
}

namespace {

// The game as play() sees it: one that ended by two passes continues.
Game resumed(const Game& game) {
  Game copy = game;
  copy.resume();
  return copy;
}

}  // namespace

MoveError GoPlayer::check(Player player, Point point) const {
  return game_->is_over() ? resumed(*game_).check(player, point) : game_->check(player, point);
}

std::vector<Point> GoPlayer::legal_moves(Player player) const {
  const Game game = resumed(*game_);
  std::vector<Point> legal;
  for (Point p : board_points(game.board())) {
    if (game.check(player, p) == MoveError::None) legal.push_back(p);
  }
  return legal;
}

std::vector<GoPlayer::MoveProbability> GoPlayer::pattern_probabilities() const {
  const Player player = game_->to_move();
  std::vector<Point> moves = legal_moves(player);
  moves.push_back(engine::kPass);
  // The moves before the position; the button counts as a pass.
  const auto& history = game_->moves();
  const auto before = [&history](size_t back) {
    if (history.size() < back) return engine::kNoPoint;
    const engine::MoveRecord& m = history[history.size() - back];
    return m.button ? engine::kPass : m.point;
  };
  std::vector<float> probabilities(moves.size());
  eval::PatternScorer scorer(*config_.search.patterns);
  scorer.move_probabilities(game_->board(), player, before(1), before(2), moves, probabilities);
  std::vector<MoveProbability> out;
  for (size_t i = 0; i < moves.size(); ++i)
    out.push_back({moves[i], probabilities[i]});
  std::stable_sort(out.begin(), out.end(), [](const MoveProbability& a, const MoveProbability& b) {
    return a.probability > b.probability;
  });
  return out;
}

MoveError GoPlayer::play(Player player, Point point) {
  stop_pondering();
  const MoveError error = check(player, point);
  if (error != MoveError::None) return error;
  if (game_->is_over()) game_->resume();
  return game_->play(player, point);
}

void GoPlayer::resume() {
  stop_pondering();
  resume_if_over();
}

bool GoPlayer::undo(int count) {
  stop_pondering();
  if (count < 1 || game_->moves().size() < static_cast<size_t>(count)) return false;
  for (int i = 0; i < count; ++i)
    game_->undo();
  searcher_.clear();
  return true;
}

bool GoPlayer::board_is_empty() const {
  const engine::Board& b = game_->board();
  return b.empty_count() == b.size() * b.size() && game_->moves().empty();
}

std::vector<Point> GoPlayer::place_fixed_handicap(int stones) {
  stop_pondering();
  if (!board_is_empty()) return {};
  std::vector<Point> points = engine::fixed_handicap_points(game_->size(), stones);
  if (points.empty() || !game_->place_handicap(points)) return {};
  searcher_.clear();
  return points;
}

std::vector<Point> GoPlayer::place_free_handicap(int stones) {
  stop_pondering();
  if (!board_is_empty()) return {};
  std::vector<Point> points = free_handicap_points(game_->size(), stones);
  if (points.empty() || !game_->place_handicap(points)) return {};
  searcher_.clear();
  return points;
}

bool GoPlayer::set_free_handicap(const std::vector<Point>& points) {
  stop_pondering();
  if (!board_is_empty() || !game_->place_handicap(points)) return false;
  searcher_.clear();
  return true;
}

search::SearchLimits GoPlayer::limits_for(Player player) const {
  search::SearchLimits limits{config_.playouts, config_.seconds, config_.seconds};
  const search::TimeBudget budget = clock_.budget(
      player, game_->size(), static_cast<int>(game_->moves().size()), config_.search.time);
  if (budget.target > 0) {
    // --time caps what the clock would give; without it, the default cap.
    const double cap = config_.seconds > 0 ? config_.seconds : search::TimeManager::kDefaultMoveCap;
    limits.seconds = std::min(budget.target, cap);
    limits.max_seconds = std::min(budget.maximum, cap);
  }
  if (limits.playouts <= 0 && limits.seconds <= 0) limits.playouts = kDefaultPlayouts;
  return limits;
}

void GoPlayer::resume_if_over() {
  if (game_->is_over()) game_->resume();
}

search::SearchResult GoPlayer::search_move(const Game& game, Player player,
                                           const SearchWatcher& watcher,
                                           const search::RootExclusions& excluded) {
  SearchReport report;
  report.player = player;
  report.move_number = static_cast<int>(game.moves().size()) + 1;
  report.limits = limits_for(player);
  report.pondered = std::exchange(pondered_, 0);
  search::ProgressCallback progress;
  if (watcher) {
    progress = [&](const search::SearchResult& now) {
      if (!watcher(now)) searcher_.stop();
    };
  }
  report.result = searcher_.search(game, player, report.limits, progress, excluded);
  last_search_ = report;
  return last_search_->result;
}

void GoPlayer::record_answer(const GeneratedMove& answer, Point searched) {
  last_search_->move = answer;
  if (game_->moves().size() >= static_cast<size_t>(last_search_->move_number) &&
      game_->moves()[static_cast<size_t>(last_search_->move_number) - 1].player ==
          last_search_->player) {
    program_played_[static_cast<size_t>(engine::player_index(last_search_->player))] = true;
  }
  last_search_->captures_dead =
      !answer.resign && searched == engine::kPass && answer.point != engine::kPass;
}

bool GoPlayer::capture_dead_applies() const {
  return config_.capture_dead && game_->rules().counting == engine::Counting::Area;
}

GoPlayer::GeneratedMove GoPlayer::genmove(Player player, const SearchWatcher& watcher,
                                          const search::RootExclusions& excluded) {
  const auto asked = std::chrono::steady_clock::now();
  stop_pondering();
  resume_if_over();
  if (excluded.none()) {
    if (const std::optional<Point> move = book_move(player)) {
      const GeneratedMove answer{play_generated(player, *move), false};
      record_answer(answer, *move);
      record_time(player, asked);
      start_pondering();
      return answer;
    }
  }
  search_move(*game_, player, watcher, excluded);
  search::SearchResult& result = last_search_->result;
  search::draw_root_move(result, config_.move_temperature, move_draws_);
  GeneratedMove answer{engine::kPass, result.resign};
  if (!result.resign) {
    const Point move =
        capture_instead_of_pass(*game_, player, result.best_move, capture_dead_applies());
    answer.point = play_generated(player, move);
  }
  record_answer(answer, result.best_move);
  record_time(player, asked);
  if (!answer.resign) start_pondering();
  return answer;
}

std::optional<Point> GoPlayer::book_move(Player player) {
  if (!config_.book) return std::nullopt;
  const std::vector<search::BookMove> choices = config_.book->choices(*game_, player);
  if (choices.empty()) return std::nullopt;
  const search::BookMove& pick =
      choices[book_draws_.below(static_cast<uint32_t>(choices.size()))];
  SearchReport report;
  report.player = player;
  report.move_number = static_cast<int>(game_->moves().size()) + 1;
  report.limits = limits_for(player);
  report.pondered = std::exchange(pondered_, 0);
  report.from_book = true;
  report.result.best_move = pick.move;
  report.result.winrate = pick.winrate;
  report.result.principal_variation = {pick.move};
  for (const search::BookMove& m : config_.book->moves(game_->board(), player)) {
    search::ChildStats child;
    child.move = m.move;
    child.visits = m.visits;
    child.winrate = m.winrate;
    child.variation = {m.move};
    report.result.children.push_back(child);
  }
  last_search_ = report;
  return pick.move;
}

Point GoPlayer::play_generated(Player player, Point move) {
  // The searcher promises a legal move; should one ever be refused, a pass
  // keeps the game and the controller in step.
  if (game_->play(player, move) == MoveError::None) return move;
  game_->play(player, engine::kPass);
  return engine::kPass;
}

GoPlayer::GeneratedMove GoPlayer::reg_genmove(Player player, const SearchWatcher& watcher,
                                              const search::RootExclusions& excluded) {
  stop_pondering();
  // On a copy, so that a game over stays over.
  const Game game = resumed(*game_);
  const search::SearchResult result = search_move(game, player, watcher, excluded);
  GeneratedMove answer{result.best_move, result.resign};
  if (!result.resign) {
    answer.point = capture_instead_of_pass(game, player, result.best_move, capture_dead_applies());
  }
  record_answer(answer, result.best_move);
  return answer;
}

search::SearchResult GoPlayer::review(Player player) {
  stop_pondering();
  Game game = *game_;
  if (game.is_over()) game.resume();
  return search_move(game, player, {}, {});
}

search::SearchResult GoPlayer::analyze(Player player, const SearchWatcher& watcher,
                                       const search::RootExclusions& excluded) {
  stop_pondering();
  pondered_ = 0;  // the analysis went on from the pondered tree; it tells its own playouts
  const Game game = resumed(*game_);
  return searcher_.ponder(
      game, player,
      [&](const search::SearchResult& now) {
        if (!watcher(now)) searcher_.stop();
      },
      excluded);
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

// The stones judged dead as if the rules removed dead stones at the end:
// under Tromp-Taylor the settlement itself keeps every stone.
engine::PointSet judged_dead(const Game& game, const eval::SettleOptions& options) {
  if (game.rules().dead_stones_removed) return eval::settle(game, options).dead;
  engine::Rules rules = game.rules();
  rules.dead_stones_removed = true;
  return eval::settle(Game(game.board(), rules, game.to_move()), options).dead;
}

}  // namespace

Point GoPlayer::capture_instead_of_pass(const Game& game, Player player, Point move, bool wanted) {
  if (move != engine::kPass || !wanted) return move;
  return capturing_move(game, player, judged_dead(game, capture_settle_options(game.size())));
}

eval::SettleOptions GoPlayer::capture_settle_options(int size) const {
  eval::SettleOptions options = config_.settle;
  if (!last_search_ || last_search_->limits.seconds <= 0) return options;
  const int64_t full =
      options.max_playouts > 0 ? options.max_playouts : eval::max_settle_playouts(size);
  options.max_playouts = static_cast<int>(std::clamp<int64_t>(
      last_search_->result.playouts, std::min(kMinCaptureSettlePlayouts, full), full));
  return options;
}

GoPlayer::GeneratedMove GoPlayer::genmove_cleanup(Player player, const SearchWatcher& watcher,
                                                  const search::RootExclusions& excluded) {
  const auto asked = std::chrono::steady_clock::now();
  stop_pondering();
  resume_if_over();
  const search::SearchResult result = search_move(*game_, player, watcher, excluded);
  const Point searched = result.resign ? engine::kPass : result.best_move;
  const GeneratedMove answer{
      play_generated(player, capture_instead_of_pass(*game_, player, searched, true)), false};
  record_answer(answer, searched);
  record_time(player, asked);
  start_pondering();
  return answer;
}

void GoPlayer::record_time(Player player, std::chrono::steady_clock::time_point asked) {
  const search::SearchLimits& limits = last_search_->limits;
  clock_.record_move(
      player, std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count(),
      std::max(limits.seconds, limits.max_seconds));
}

eval::Settlement GoPlayer::settle() {
  stop_pondering();
  return eval::settle(*game_, config_.settle);
}

std::vector<Point> GoPlayer::stones_with_status(eval::StoneStatus status) {
  const eval::Settlement settlement = settle();
  const engine::Board& board = game_->board();
  std::vector<Point> stones;
  for (Point p : board_points(board)) {
    if (board.color(p) == engine::Color::Empty) continue;
    // Rules that keep every stone (Tromp-Taylor) count nothing as dead;
    // an estimate of an unfinished game lists only the stones proven or
    // nearly always dead.
    eval::StoneStatus s = settlement.status(p);
    const bool listed_dead = game_->rules().dead_stones_removed &&
                             !settlement.doubtful.test(static_cast<size_t>(engine::index(p)));
    if (s == eval::StoneStatus::Dead && !listed_dead) s = eval::StoneStatus::Alive;
    if (s == status) stones.push_back(p);
  }
  return stones;
}

void GoPlayer::start_pondering() {
  if (!config_.search.ponder || game_->is_over()) return;
  ponder_thread_ = std::thread(
      [this, player = game_->to_move()] { pondered_ = searcher_.ponder(*game_, player).playouts; });
}

void GoPlayer::stop_pondering() {
  if (!ponder_thread_.joinable()) return;
  // Searcher::ponder honours a stop() that arrives before it starts, so one
  // request ends it whatever the order.
  searcher_.stop();
  ponder_thread_.join();
}

}  // namespace kosumi::facade
