#include "engine/tactics/self_atari.h"

#include <array>
#include <bit>

#include "engine/tactics/liberties.h"
#include "engine/tactics/nakade.h"

namespace kosumi::engine {
namespace {

// After pl's lone stone at p with its last liberty `lib`: true when the
// opponent's capture at lib leaves the capturing string, of two stones or
// more, in atari, so pl takes it back (a snapback). Read on the board as it
// is, without playing either move: the lone stone touches no own string, so
// playing it takes only the liberty p from the strings around, and its
// capture gives that back; the capture at lib is legal, and the string it
// makes has the liberties liberties_after_move counts now (p, empty then,
// among them).
bool is_snapback(const Board& board, Player pl, Point lib) {
  const Player them = opponent(pl);
  if (board.neighbour_mask(lib, stone_of(them)) == 0) return false;
  return liberties_after_move(board, them, lib, 2) == 1;
}

// True when every neighbour of every point in `points` is one of the
// points, a wall, or a stone of colour `enemy`.
bool enclosed_by(const Board& board, const Point* points, int n, Color enemy) {
  for (int i = 0; i < n; ++i) {
    for (Point q : board.neighbours(points[i])) {
      const Color c = board.color(q);
      if (c == Color::Wall || c == enemy) continue;
      if (!contains(points, n, q)) return false;
    }
  }
  return true;
}

// The stones of pl's string after a move at p, when it has at most
// kMaxNakadeSpace of them; otherwise returns a count above that.
int stones_after_move(const Board& board, Player pl, Point p,
                      std::array<Point, kMaxNakadeSpace + 1>& stones) {
  Point own[4];
  const int n = neighbour_strings(board, p, stone_of(pl), own);
  int count = 0;
  stones[static_cast<size_t>(count++)] = p;
  for (int i = 0; i < n; ++i) {
    if (count + board.string_size(own[i]) > kMaxNakadeSpace) return kMaxNakadeSpace + 1;
    Point s = own[i];
    do {
      stones[static_cast<size_t>(count++)] = s;
      s = board.next_in_string(s);
    } while (s != own[i]);
  }
  return count;
}

// True when the stones, once captured, leave the opponent a space that is
// one eye only: at most three points, or a killing shape.
bool leaves_dead_shape(const Board& board, const Point* stones, int n) {
  if (n <= 3) return true;
  std::array<int, kMaxNakadeSpace> degrees{};
  for (int i = 0; i < n; ++i) {
    for (Point q : board.neighbours(stones[i])) {
      degrees[static_cast<size_t>(i)] += contains(stones, n, q);
    }
  }
  return is_killing_shape(degrees.data(), n);
}

}  // namespace

bool is_self_atari(const Board& board, Player pl, Point p) {
  if (board.neighbour_count(p, Color::Empty) >= 2) return false;
  return liberties_after_move(board, pl, p, 2) == 1;
}

bool throws_stones_away(const Board& board, Player pl, Point p) {
  // An own string next to p whose pseudo-liberties prove three liberties
  // keeps two besides p: most moves that get here stop at this test, which
  // spares them the count below.
  for (unsigned own = board.neighbour_mask(p, stone_of(pl)); own != 0; own &= own - 1) {
    if (board.liberties_at_least(board.neighbour(p, std::countr_zero(own))) >= 3) return false;
  }
  Point libs[2];
  if (liberties_after_move(board, pl, p, 2, libs) != 1) return false;
  const Point lib = libs[0];
  // Room for the string and its last liberty.
  std::array<Point, kMaxNakadeSpace + 1> stones{};
  const int n = stones_after_move(board, pl, p, stones);
  if (n > kMaxNakadeSpace) return true;
  if (n == 1 && is_snapback(board, pl, lib)) return false;
  // Filling the opponent's space: the string and its last liberty are
  // surrounded by the opponent, so capturing it leaves that space.
  stones[static_cast<size_t>(n)] = lib;
  const bool inside = enclosed_by(board, stones.data(), n + 1, stone_of(opponent(pl)));
  return !(inside && leaves_dead_shape(board, stones.data(), n));
}

}  // namespace kosumi::engine
