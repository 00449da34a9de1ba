#include "engine/board.h"

#include <algorithm>
#include <cassert>
#include <stdexcept>
#include <utility>

namespace kosumi::engine {

Board::Board(int size) : size_(size), stride_(stride_for(size)), num_points_(num_points_for(size)) {
  if (size < kMinSize || size > kMaxSize) {
    throw std::invalid_argument("board size must be between 2 and 25");
  }
  color_.fill(Color::Wall);
  nbr_counts_.fill(0);
  chains_.fill(Chain{});
  empty_index_.fill(0);
  for (int i = 0; i < kMaxPoints; ++i) {
    head_[static_cast<size_t>(i)] = point_from_index(i);
    next_[static_cast<size_t>(i)] = point_from_index(i);
    empty_[static_cast<size_t>(i)] = kNoPoint;
  }
  for (int y = 0; y < size_; ++y) {
    for (int x = 0; x < size_; ++x) {
      const Point p = point(x, y);
      color_[idx(p)] = Color::Empty;
      add_empty(p);
    }
  }
  for (int y = 0; y < size_; ++y) {
    for (int x = 0; x < size_; ++x) {
      const Point p = point(x, y);
      for (Point n : neighbours(p)) {
        if (color_[idx(n)] == Color::Empty) nbr_counts_[idx(p)] += count_unit(Color::Empty);
      }
    }
  }
}

void Board::add_empty(Point p) {
  empty_index_[idx(p)] = static_cast<uint16_t>(empty_count_);
  empty_[static_cast<size_t>(empty_count_++)] = p;
}

void Board::remove_empty(Point p) {
  const uint16_t i = empty_index_[idx(p)];
  const Point last = empty_[static_cast<size_t>(--empty_count_)];
  empty_[i] = last;
  empty_index_[idx(last)] = i;
}

void Board::set_stone(Color c, Point p) {
  color_[idx(p)] = c;
  hash_ ^= stone_key(c, p);
  const auto delta = static_cast<uint16_t>(count_unit(c) - count_unit(Color::Empty));
  for (Point n : neighbours(p)) nbr_counts_[idx(n)] = static_cast<uint16_t>(nbr_counts_[idx(n)] + delta);
}

void Board::merge_strings(Point a, Point b) {
  Point big = head_[idx(a)];
  Point small = head_[idx(b)];
  if (big == small) return;
  if (chains_[idx(big)].size < chains_[idx(small)].size) std::swap(big, small);
  Point s = small;
  do {
    head_[idx(s)] = big;
    s = next_[idx(s)];
  } while (s != small);
  std::swap(next_[idx(big)], next_[idx(small)]);
  Chain& to = chains_[idx(big)];
  const Chain& from = chains_[idx(small)];
  to.size = static_cast<uint16_t>(to.size + from.size);
  to.lib_count = static_cast<uint16_t>(to.lib_count + from.lib_count);
  to.lib_sum += from.lib_sum;
  to.lib_sum2 += from.lib_sum2;
}

int Board::remove_string(Point stone) {
  const Color dying = color_[idx(stone)];
  const Color taker = dying == Color::Black ? Color::White : Color::Black;
  const auto delta = static_cast<uint16_t>(count_unit(Color::Empty) - count_unit(dying));
  int removed = 0;
  Point s = stone;
  do {
    const Point next = next_[idx(s)];
    color_[idx(s)] = Color::Empty;
    hash_ ^= stone_key(dying, s);
    add_empty(s);
    for (Point n : neighbours(s)) {
      nbr_counts_[idx(n)] = static_cast<uint16_t>(nbr_counts_[idx(n)] + delta);
      if (color_[idx(n)] == taker) add_liberty(chain(n), s);
    }
    head_[idx(s)] = s;
    next_[idx(s)] = s;
    ++removed;
    s = next;
  } while (s != stone);
  stones_[static_cast<size_t>(static_cast<int>(dying) - 1)] -= removed;
  captures_[static_cast<size_t>(static_cast<int>(taker) - 1)] += removed;
  return removed;
}

int Board::play(Player pl, Point p) {
  const Color me = stone_of(pl);
  const Color them = stone_of(opponent(pl));
  ko_point_ = kNoPoint;

  remove_empty(p);
  set_stone(me, p);
  ++stones_[static_cast<size_t>(player_index(pl))];
  head_[idx(p)] = p;
  next_[idx(p)] = p;
  chains_[idx(p)] = Chain{1, 0, 0, 0};

  // First take the liberty p from every neighbouring string and join our own
  // strings; captures come after, so that a point freed by a capture is not
  // also counted as an empty neighbour of p.
  for (Point n : neighbours(p)) {
    const Color c = color_[idx(n)];
    if (c == Color::Empty) {
      add_liberty(chain(p), n);
    } else if (c == me) {
      remove_liberty(chain(n), p);
      merge_strings(p, n);
    } else if (c == them) {
      remove_liberty(chain(n), p);
    }
  }

  int captured = 0;
  Point captured_at = kNoPoint;
  for (Point n : neighbours(p)) {
    if (color_[idx(n)] == them && chain(n).lib_count == 0) {
      captured += remove_string(n);
      captured_at = n;
    }
  }

  const Chain& own = chain(p);
  if (captured == 1 && own.size == 1 && own.lib_count == 1) {
    ko_point_ = captured_at;
    ko_banned_ = opponent(pl);
  } else if (own.lib_count == 0) {
    return remove_string(p);  // suicide, allowed by the caller's rules
  }
  return captured;
}

bool Board::is_suicide(Player pl, Point p) const {
  if (neighbour_count(p, Color::Empty) > 0) return false;
  const Color me = stone_of(pl);
  for (Point n : neighbours(p)) {
    const Color c = color_[idx(n)];
    if (c == Color::Wall) continue;
    // Joining a string with another liberty, or capturing, keeps a liberty.
    if ((c == me) != in_atari(n)) return false;
  }
  return true;
}

bool Board::is_legal(Player pl, Point p, bool allow_suicide) const {
  if (!is_on_board(p) || color_[idx(p)] != Color::Empty) return false;
  if (is_ko_banned(pl, p)) return false;
  return allow_suicide || !is_suicide(pl, p);
}

int Board::legal_moves(Player pl, bool allow_suicide, Point* out) const {
  int n = 0;
  for (int i = 0; i < empty_count_; ++i) {
    const Point p = empty_[static_cast<size_t>(i)];
    if (is_ko_banned(pl, p) || (!allow_suicide && is_suicide(pl, p))) continue;
    out[n++] = p;
  }
  return n;
}

bool Board::is_true_eye(Player pl, Point p) const {
  const Color them = stone_of(opponent(pl));
  const uint16_t blockers = static_cast<uint16_t>((kCountMask << count_shift(Color::Empty)) |
                                                  (kCountMask << count_shift(them)));
  if ((nbr_counts_[idx(p)] & blockers) != 0) return false;
  int enemy = 0;
  int wall = 0;
  for (Point d : diagonals(p)) {
    const Color c = color_[idx(d)];
    enemy += c == them;
    wall += c == Color::Wall;
  }
  return enemy + (wall > 0 ? 1 : 0) < 2;
}

int Board::liberties_up_to(Point stone, int limit, Point* out) const {
  std::array<Point, kMaxPoints> scratch;
  Point* found = out != nullptr ? out : scratch.data();
  int count = 0;
  Point s = stone;
  do {
    for (Point n : neighbours(s)) {
      if (color_[idx(n)] != Color::Empty) continue;
      if (std::find(found, found + count, n) != found + count) continue;
      found[count++] = n;
      if (count >= limit) return count;
    }
    s = next_[idx(s)];
  } while (s != stone);
  return count;
}

uint64_t Board::hash_after(Player pl, Point p) const {
  const Color me = stone_of(pl);
  const Color them = stone_of(opponent(pl));
  std::array<Point, 4> removed_heads{};
  int removed = 0;
  const auto xor_string = [&](uint64_t h, Point stone) {
    const Point head = head_[idx(stone)];
    if (std::find(removed_heads.begin(), removed_heads.begin() + removed, head) !=
        removed_heads.begin() + removed) {
      return h;
    }
    removed_heads[static_cast<size_t>(removed++)] = head;
    const Color c = color_[idx(stone)];
    Point s = head;
    do {
      h ^= stone_key(c, s);
      s = next_[idx(s)];
    } while (s != head);
    return h;
  };

  uint64_t h = hash_ ^ stone_key(me, p);
  for (Point n : neighbours(p)) {
    if (color_[idx(n)] == them && in_atari(n)) h = xor_string(h, n);
  }
  if (removed == 0 && is_suicide(pl, p)) {
    h = hash_;
    for (Point n : neighbours(p)) {
      if (color_[idx(n)] == me) h = xor_string(h, n);
    }
  }
  return h;
}

int Board::area_score() const {
  int score = stones_[0] - stones_[1];
  PointSet visited;
  std::array<Point, kMaxPoints> stack;
  for (int i = 0; i < empty_count_; ++i) {
    const Point e = empty_[static_cast<size_t>(i)];
    if (neighbour_count(e, Color::Empty) == 0) {
      // A one-point region, the usual case at the end of a playout.
      const bool black = neighbour_count(e, Color::Black) > 0;
      const bool white = neighbour_count(e, Color::White) > 0;
      score += (black && !white) - (white && !black);
      continue;
    }
    if (visited[idx(e)]) continue;
    int region = 0;
    bool black = false;
    bool white = false;
    int top = 0;
    stack[static_cast<size_t>(top++)] = e;
    visited.set(idx(e));
    while (top > 0) {
      const Point q = stack[static_cast<size_t>(--top)];
      ++region;
      black |= neighbour_count(q, Color::Black) > 0;
      white |= neighbour_count(q, Color::White) > 0;
      for (Point n : neighbours(q)) {
        if (color_[idx(n)] == Color::Empty && !visited[idx(n)]) {
          visited.set(idx(n));
          stack[static_cast<size_t>(top++)] = n;
        }
      }
    }
    if (black != white) score += black ? region : -region;
  }
  return score;
}

}  // namespace kosumi::engine
