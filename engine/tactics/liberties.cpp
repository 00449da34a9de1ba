#include "engine/tactics/liberties.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>

namespace kosumi::engine {
namespace {

// A small set of points that stops growing at its limit, with room for
// kSlots of them. Adding is branch-free: whether a point is new depends on
// the position, so a branch on it would be mispredicted half the time, and
// comparing it with every slot (empty slots hold kNoPoint, never a liberty)
// costs less. The callers ask for two, three or four liberties, so a set
// with as few slots as the limit needs spares most of the comparisons.
template <size_t kSlots>
class LibertySet {
 public:
  LibertySet(Point move, int limit) : move_(move), limit_(limit) { points_.fill(kNoPoint); }

  // Adds q unless it is the move's own point or already in; true once the
  // set is full. Precondition: not full.
  bool add(Point q) {
    bool seen = q == move_;
    for (Point r : points_)
      seen |= r == q;
    points_[static_cast<size_t>(count_)] = q;
    count_ += static_cast<int>(!seen);
    // A point written but not counted is a duplicate: the next add
    // overwrites it, and meanwhile it matches only what is already in.
    return count_ >= limit_;
  }
  bool full() const { return count_ >= limit_; }
  int count() const { return count_; }
  const Point* points() const { return points_.data(); }

 private:
  Point move_;
  int limit_;
  int count_ = 0;
  std::array<Point, kSlots> points_;
};

template <size_t kSlots>
int count_liberties_after_move(const Board& board, Player pl, Point p, int limit, Point* out) {
  LibertySet<kSlots> libs(p, limit);
  const auto finish = [&] {
    if (out != nullptr) std::copy_n(libs.points(), libs.count(), out);
    return libs.count();
  };
  // The empty neighbours of a point, through its mask.
  const auto add_empty_neighbours = [&](Point s) {
    for (unsigned empty = board.neighbour_mask(s, Color::Empty); empty != 0; empty &= empty - 1) {
      if (libs.add(board.neighbour(s, std::countr_zero(empty)))) return true;
    }
    return false;
  };
  if (add_empty_neighbours(p)) return finish();
  Point own[4];
  const int own_count = neighbour_strings(board, p, stone_of(pl), own);
  // A joined string with enough pseudo-liberties has `limit` liberties
  // besides p whatever they are.
  for (int i = 0; i < own_count; ++i) {
    if (board.liberties_at_least(own[i]) - 1 >= limit) return limit;
  }
  for (int i = 0; i < own_count; ++i) {
    Point s = own[i];
    do {
      if (add_empty_neighbours(s)) return finish();
      s = board.next_in_string(s);
    } while (s != own[i]);
  }
  // A captured stone frees its point for the new string when it touches
  // the move or one of the strings the move joins. Most moves capture
  // nothing, which two loads tell.
  if (!move_captures(board, pl, p)) return finish();
  Point enemy[4];
  const int enemy_count = neighbour_strings(board, p, stone_of(opponent(pl)), enemy);
  for (int i = 0; i < enemy_count; ++i) {
    if (!board.in_atari(enemy[i])) continue;
    Point s = enemy[i];
    do {
      for (Point q : board.neighbours(s)) {
        const bool joined = q == p || (board.color(q) == stone_of(pl) &&
                                       contains(own, own_count, board.string_head(q)));
        if (joined) {
          if (libs.add(s)) return finish();
          break;
        }
      }
      s = board.next_in_string(s);
    } while (s != enemy[i]);
  }
  return finish();
}

}  // namespace

int liberties_after_move(const Board& board, Player pl, Point p, int limit, Point* out) {
  assert(limit >= 1 && limit <= kMaxCountedLiberties);
  if (limit <= 2) return count_liberties_after_move<2>(board, pl, p, limit, out);
  if (limit <= 4) return count_liberties_after_move<4>(board, pl, p, limit, out);
  return count_liberties_after_move<kMaxCountedLiberties>(board, pl, p, limit, out);
}

int adjacent_strings_in_atari(const Board& board, Point stone, Point* heads, int max) {
  const Color them = board.color(stone) == Color::Black ? Color::White : Color::Black;
  int n = 0;
  Point s = stone;
  do {
    for (unsigned enemy = board.neighbour_mask(s, them); enemy != 0; enemy &= enemy - 1) {
      const Point q = board.neighbour(s, std::countr_zero(enemy));
      if (!board.in_atari(q)) continue;
      const Point h = board.string_head(q);
      if (!contains(heads, n, h)) {
        heads[n++] = h;
        if (n >= max) return n;
      }
    }
    s = board.next_in_string(s);
  } while (s != stone);
  return n;
}

int string_size_after_move(const Board& board, Player pl, Point p) {
  Point own[4];
  const int n = neighbour_strings(board, p, stone_of(pl), own);
  int size = 1;
  for (int i = 0; i < n; ++i)
    size += board.string_size(own[i]);
  return size;
}

}  // namespace kosumi::engine
