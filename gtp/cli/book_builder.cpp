#include "gtp/cli/book_builder.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <utility>

namespace kosumi::cli {

using engine::Game;
using engine::Player;
using search::BookMove;

std::vector<BookMove> kept_moves(const Game& game, const search::SearchResult& result) {
  std::vector<BookMove> merged;
  std::map<std::string, size_t> position_of;
  for (const search::ChildStats& child : result.children) {
    if (child.move == engine::kPass || child.visits <= 0) continue;
    Game next = game;
    if (next.play(game.to_move(), child.move) != engine::MoveError::None) continue;
    const std::string key = search::canonical_position(next.board(), next.to_move()).key;
    const auto [found, fresh] = position_of.try_emplace(key, merged.size());
    if (fresh) {
      merged.push_back({child.move, child.winrate, child.visits});
      continue;
    }
    BookMove& m = merged[found->second];
    const int64_t visits = m.visits + child.visits;
    m.winrate = (m.winrate * static_cast<double>(m.visits) +
                 child.winrate * static_cast<double>(child.visits)) /
                static_cast<double>(visits);
    m.visits = visits;
  }
  std::stable_sort(merged.begin(), merged.end(),
                   [](const BookMove& a, const BookMove& b) { return a.visits > b.visits; });
  if (merged.size() > static_cast<size_t>(kBookKeptMoves))
    merged.resize(static_cast<size_t>(kBookKeptMoves));
  return merged;
}

namespace {

// A position on the walk, with the colour whose book the walk grows.
struct Walk {
  Game game;
  Player book_side;
  std::vector<engine::Point> line;
};

// The moves the walk follows from a position: the book moves for the
// book's side, the most visited replies for the other, each to a position
// of its own (symmetric moves lead to one position: the first is kept).
std::vector<BookMove> followed(const Game& game, Player book_side,
                               const std::vector<BookMove>& moves, int replies) {
  const Player mover = game.to_move();
  const std::vector<BookMove> candidates =
      mover == book_side ? search::book_moves(moves) : moves;
  const size_t wanted = mover == book_side ? candidates.size() : static_cast<size_t>(replies);
  std::vector<BookMove> chosen;
  std::set<std::string> children;
  for (const BookMove& m : candidates) {
    if (chosen.size() == wanted) break;
    Game child = game;
    if (child.play(mover, m.move) != engine::MoveError::None) continue;
    if (children.insert(search::canonical_position(child.board(), child.to_move()).key).second)
      chosen.push_back(m);
  }
  return chosen;
}

}  // namespace

int grow_book(search::OpeningBook& book, const Game& start, const BookGrowth& growth,
              const PositionSearch& search,
              const std::function<void(const GrownPosition&)>& reached) {
  std::deque<Walk> walks{{start, Player::Black, {}}, {start, Player::White, {}}};
  std::set<std::pair<std::string, Player>> seen;
  int searched = 0;
  while (!walks.empty()) {
    const Walk walk = std::move(walks.front());
    walks.pop_front();
    const Game& game = walk.game;
    const int ply = static_cast<int>(game.moves().size());
    if (ply >= growth.depth) continue;
    const Player mover = game.to_move();
    const std::string key = search::canonical_position(game.board(), mover).key;
    if (!seen.insert({key, walk.book_side}).second) continue;
    std::vector<BookMove> moves = book.moves(game.board(), mover);
    const bool search_now = moves.empty();
    if (search_now) {
      moves = kept_moves(game, search(game));
      if (moves.empty()) continue;
      book.add(game.board(), mover, moves, walk.line);
      ++searched;
    }
    reached({game, walk.line, moves, search_now});
    if (ply + 1 >= growth.depth) continue;
    for (const BookMove& m : followed(game, walk.book_side, moves, growth.replies)) {
      Walk next{game, walk.book_side, walk.line};
      next.game.play(mover, m.move);
      next.line.push_back(m.move);
      walks.push_back(std::move(next));
    }
  }
  return searched;
}

}  // namespace kosumi::cli
