#include "search/opening_book.h"

#include <algorithm>
#include <utility>

#include "engine/coord.h"
#include "engine/symmetry.h"

namespace kosumi::search {

using engine::Board;
using engine::Player;
using engine::Point;

namespace {

char point_char(engine::Color color) {
  switch (color) {
    case engine::Color::Black:
      return 'X';
    case engine::Color::White:
      return 'O';
    default:
      return '.';
  }
}

}  // namespace

std::string position_text(const Board& board, Player to_move) {
  const int n = board.size();
  std::string text(1 + static_cast<size_t>(n * n), '.');
  text[0] = to_move == Player::Black ? 'B' : 'W';
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x)
      text[1 + static_cast<size_t>(y * n + x)] = point_char(board.color(board.point(x, y)));
  }
  return text;
}

CanonicalPosition canonical_text(const std::string& text, int size) {
  CanonicalPosition best{text, 0};
  std::string image = text;
  for (int s = 1; s < engine::kSymmetryCount; ++s) {
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) {
        const Point q = engine::transform(s, engine::point_at(x, y, size), size);
        const int qx = engine::index(q) % engine::stride_for(size) - 1;
        const int qy = engine::index(q) / engine::stride_for(size) - 1;
        image[1 + static_cast<size_t>(qy * size + qx)] = text[1 + static_cast<size_t>(y * size + x)];
      }
    }
    if (image < best.key) best = {image, s};
  }
  return best;
}

CanonicalPosition canonical_position(const Board& board, Player to_move) {
  return canonical_text(position_text(board, to_move), board.size());
}

std::vector<BookMove> book_moves(const std::vector<BookMove>& moves) {
  if (moves.empty()) return {};
  double best_winrate = 0;
  int64_t most_visits = 0;
  for (const BookMove& m : moves) {
    best_winrate = std::max(best_winrate, m.winrate);
    most_visits = std::max(most_visits, m.visits);
  }
  std::vector<BookMove> chosen;
  for (const BookMove& m : moves) {
    if (m.winrate >= best_winrate - OpeningBook::kWinrateMargin &&
        static_cast<double>(m.visits) >= OpeningBook::kVisitShare * static_cast<double>(most_visits))
      chosen.push_back(m);
  }
  return chosen;
}

OpeningBook::OpeningBook(int size, double min_komi, double max_komi)
    : size_(size), min_komi_(min_komi), max_komi_(max_komi) {}

bool OpeningBook::applies_to(const engine::Game& game) const {
  const double komi = game.rules().komi;
  return game.size() == size_ && game.handicap() == 0 && komi >= min_komi_ && komi <= max_komi_;
}

void OpeningBook::add(const Board& board, Player to_move, const std::vector<BookMove>& moves,
                      const std::vector<Point>& line) {
  const CanonicalPosition position = canonical_position(board, to_move);
  Entry entry{moves, ""};
  for (BookMove& m : entry.moves)
    m.move = engine::transform(position.symmetry, m.move, size_);
  for (const Point p : line) {
    if (!entry.line.empty()) entry.line += ' ';
    entry.line += engine::point_to_string(engine::transform(position.symmetry, p, size_), size_);
  }
  add_canonical(position.key, std::move(entry));
}

void OpeningBook::add_canonical(const std::string& key, Entry entry) {
  entries_[key] = std::move(entry);
}

std::vector<BookMove> OpeningBook::moves(const Board& board, Player to_move) const {
  if (board.size() != size_) return {};
  const CanonicalPosition position = canonical_position(board, to_move);
  const auto found = entries_.find(position.key);
  if (found == entries_.end()) return {};
  std::vector<BookMove> moves = found->second.moves;
  const int back = engine::inverse_symmetry(position.symmetry);
  for (BookMove& m : moves)
    m.move = engine::transform(back, m.move, size_);
  return moves;
}

std::vector<BookMove> OpeningBook::choices(const engine::Game& game, Player player) const {
  if (!applies_to(game)) return {};
  std::vector<BookMove> legal;
  for (const BookMove& m : book_moves(moves(game.board(), player))) {
    if (game.check(player, m.move) == engine::MoveError::None) legal.push_back(m);
  }
  return legal;
}

}  // namespace kosumi::search
