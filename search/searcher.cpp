// Stand-in search: flat Monte-Carlo over the legal moves the light playout
// policy would consider, plus a pass. It lets the front ends run before the
// real tree search is merged, and honours the Searcher contract (limits,
// stop(), never an illegal or superko move).
#include "search/searcher.h"

#include <algorithm>
#include <chrono>

#include "engine/playout.h"
#include "engine/random.h"

namespace kosumi::search {

using engine::Game;
using engine::Player;
using engine::Point;

struct Searcher::Impl {
  SearchOptions options;
  std::atomic<bool> stop{false};
  uint64_t searches = 0;
};

namespace {

using Clock = std::chrono::steady_clock;

// Every move the search may choose: legal (superko included), not filling one's
// own eye, and the pass last so that it wins only when strictly better.
std::vector<Point> candidates(const Game& game, Player to_move) {
  const engine::Board& board = game.board();
  std::vector<Point> moves;
  for (int i = 0; i < board.empty_count(); ++i) {
    const Point p = board.empty_point(i);
    if (engine::is_light_candidate(board, to_move, p) &&
        game.check(to_move, p) == engine::MoveError::None) {
      moves.push_back(p);
    }
  }
  std::sort(moves.begin(), moves.end());
  moves.push_back(engine::kPass);
  return moves;
}

// One playout after `move`; true when `to_move` wins it.
bool playout_wins(const Game& game, Player to_move, Point move, engine::Rng& rng) {
  engine::Board board = game.board();
  if (move == engine::kPass) {
    board.pass();
  } else {
    board.play(to_move, move);
  }
  const engine::PlayoutResult r = engine::light_playout(board, engine::opponent(to_move), rng);
  const engine::Rules& rules = game.rules();
  const double black_margin = r.area_score - rules.komi - rules.handicap_points(game.handicap());
  return (black_margin > 0) == (to_move == Player::Black);
}

}  // namespace

Searcher::Searcher(const SearchOptions& options) : impl_(std::make_unique<Impl>()) {
  impl_->options = options;
}
Searcher::~Searcher() = default;

SearchResult Searcher::search(const Game& game, Player to_move, const SearchLimits& limits,
                              const ProgressCallback& progress) {
  const auto start = Clock::now();
  impl_->stop = false;
  engine::Rng rng(impl_->options.seed + impl_->searches++);
  const std::vector<Point> moves = candidates(game, to_move);
  std::vector<ChildStats> stats(moves.size());
  for (size_t i = 0; i < moves.size(); ++i)
    stats[i].move = moves[i];

  SearchResult result;
  const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  const auto out_of_budget = [&] {
    if (impl_->stop) return true;
    if (limits.playouts > 0 && result.playouts >= limits.playouts) return true;
    if (limits.seconds > 0 && elapsed() >= limits.seconds) return true;
    return limits.playouts <= 0 && limits.seconds <= 0;
  };
  while (!out_of_budget()) {
    ChildStats& child = stats[static_cast<size_t>(result.playouts) % stats.size()];
    const bool win = playout_wins(game, to_move, child.move, rng);
    child.winrate = (child.winrate * static_cast<double>(child.visits) + (win ? 1 : 0)) /
                    static_cast<double>(child.visits + 1);
    ++child.visits;
    ++result.playouts;
    if (progress && result.playouts % 1000 == 0) progress(result);
  }

  std::stable_sort(stats.begin(), stats.end(),
                   [](const ChildStats& a, const ChildStats& b) { return a.winrate > b.winrate; });
  result.children = stats;
  result.best_move = stats.front().move;
  result.winrate = stats.front().visits > 0 ? stats.front().winrate : 0.5;
  result.principal_variation = {result.best_move};
  result.resign = impl_->options.allow_resign && stats.front().visits > 0 &&
                  result.winrate < impl_->options.resign_threshold;
  result.seconds = elapsed();
  return result;
}

void Searcher::ponder(const Game& game, Player to_move) {
  search(game, to_move, SearchLimits{.playouts = 0, .seconds = 1e9});
}

void Searcher::stop() {
  impl_->stop = true;
}

void Searcher::clear() {
  impl_->searches = 0;
}

const SearchOptions& Searcher::options() const {
  return impl_->options;
}

void Searcher::set_options(const SearchOptions& options) {
  impl_->options = options;
}

}  // namespace kosumi::search
