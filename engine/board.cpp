#include "engine/board.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <stdexcept>
#include <utility>

namespace kosumi::engine {

Board::Board(int size) : size_(size), stride_(stride_for(size)), num_points_(num_points_for(size)) {
  if (size < kMinSize || size > kMaxSize) {
    throw std::invalid_argument("board size must be between 2 and 25");
  }
  color_.fill(Color::Wall);
  nbr_masks_.fill(0);
  string_libs_.fill(0);
  string_size_.fill(0);
  empty_index_.fill(0);
  for (int i = 0; i < kMaxPoints; ++i) {
    head_[static_cast<size_t>(i)] = point_from_index(i);
    next_[static_cast<size_t>(i)] = point_from_index(i);
    empty_[static_cast<size_t>(i)] = kNoPoint;
  }
  neighbour_offsets_ = {-stride_, -1, 1, stride_};
  const std::array<int, 4>& offsets = neighbour_offsets_;
  for (unsigned mask = 0; mask < 16; ++mask) {
    int64_t count = 0;
    int64_t offset_sum = 0;
    int64_t offset_square_sum = 0;
    for (unsigned k = 0; k < 4; ++k) {
      if ((mask >> k & 1u) == 0) continue;
      ++count;
      offset_sum += offsets[k];
      offset_square_sum += offsets[k] * offsets[k];
    }
    empty_patterns_[mask] =
        EmptyPattern{static_cast<uint64_t>(count),
                     static_cast<uint64_t>(offset_sum * (int64_t{1} << LibertyWord::kSumShift) +
                                           offset_square_sum),
                     static_cast<uint64_t>(2 * offset_sum)};
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
      const std::array<Point, 4> nbrs = neighbours(p);
      for (unsigned k = 0; k < 4; ++k) {
        if (color_[idx(nbrs[k])] == Color::Empty) {
          nbr_masks_[idx(p)] = static_cast<uint16_t>(nbr_masks_[idx(p)] | 1u << k);
        }
      }
    }
  }
}

void Board::copy_from(const Board& other) {
  size_ = other.size_;
  stride_ = other.stride_;
  num_points_ = other.num_points_;
  hash_ = other.hash_;
  ko_point_ = other.ko_point_;
  ko_banned_ = other.ko_banned_;
  empty_count_ = other.empty_count_;
  captures_ = other.captures_;
  stones_ = other.stones_;
  neighbour_offsets_ = other.neighbour_offsets_;
  empty_patterns_ = other.empty_patterns_;
  const auto n = static_cast<size_t>(num_points_);
  std::copy_n(other.color_.begin(), n, color_.begin());
  std::copy_n(other.nbr_masks_.begin(), n, nbr_masks_.begin());
  std::copy_n(other.head_.begin(), n, head_.begin());
  std::copy_n(other.next_.begin(), n, next_.begin());
  std::copy_n(other.string_libs_.begin(), n, string_libs_.begin());
  std::copy_n(other.string_size_.begin(), n, string_size_.begin());
  std::copy_n(other.empty_.begin(), static_cast<size_t>(empty_count_), empty_.begin());
  std::copy_n(other.empty_index_.begin(), n, empty_index_.begin());
}

void Board::add_empty(Point p) {
  empty_index_[idx(p)] = static_cast<uint16_t>(empty_count_);
  empty_[static_cast<size_t>(empty_count_++)] = p;
}

void Board::merge_strings(Point a, Point b) {
  Point big = head_[idx(a)];
  Point small = head_[idx(b)];
  if (string_size_[idx(big)] < string_size_[idx(small)]) std::swap(big, small);
  Point s = small;
  do {
    head_[idx(s)] = big;
    s = next_[idx(s)];
  } while (s != small);
  std::swap(next_[idx(big)], next_[idx(small)]);
  string_size_[idx(big)] = static_cast<uint16_t>(string_size_[idx(big)] + string_size_[idx(small)]);
  string_libs_[idx(big)] += string_libs_[idx(small)];
}

int Board::remove_string(Point stone) {
  const Color dying = color_[idx(stone)];
  const Color taker = dying == Color::Black ? Color::White : Color::Black;
  // The hash and the empty list's length live in locals for the loop: the
  // stores into the arrays may alias the board's members, so the compiler
  // would otherwise reload and store them for every liberty.
  uint64_t hash = hash_;
  int empty_count = empty_count_;
  const int removed_before = empty_count;
  const auto stride = static_cast<size_t>(stride_);
  const unsigned mask_step = stone_step(dying);
  Point s = stone;
  do {
    const size_t at = idx(s);
    const Point next = next_[at];
    color_[at] = Color::Empty;
    hash ^= stone_key(dying, s);
    empty_index_[at] = static_cast<uint16_t>(empty_count);
    empty_[static_cast<size_t>(empty_count++)] = s;
    // Every stone next to s is the taker's or part of this string, so the
    // liberty can go to every neighbour's chain without a test: the dying
    // string's data and the entries of empty points and walls are not read.
    const uint64_t liberty = kLibertyOf[at];
    const std::array<size_t, 4> nbrs = {at - stride, at - 1, at + 1, at + stride};
    for (int k = 0; k < 4; ++k) {
      const size_t n = nbrs[static_cast<size_t>(k)];
      nbr_masks_[n] = static_cast<uint16_t>(nbr_masks_[n] - (mask_step << (3 - k)));
      string_libs_[idx(head_[n])] += liberty;
    }
    head_[at] = s;
    next_[at] = s;
    s = next;
  } while (s != stone);
  hash_ = hash;
  empty_count_ = empty_count;
  const int removed = empty_count - removed_before;
  stones_[static_cast<size_t>(static_cast<int>(dying) - 1)] -= removed;
  captures_[static_cast<size_t>(static_cast<int>(taker) - 1)] += removed;
  return removed;
}

int Board::settle_play(Player pl, Point p, unsigned merge, unsigned capture) {
  const size_t at = idx(p);
  const auto stride = static_cast<size_t>(stride_);
  const std::array<size_t, 4> nbrs = {at - stride, at - 1, at + 1, at + stride};
  // Two of the neighbours in `merge` may belong to one string, which the
  // first merge has already joined; likewise a string in `capture` may have
  // gone with an earlier neighbour's.
  for (; merge != 0; merge &= merge - 1) {
    const size_t n = nbrs[static_cast<size_t>(std::countr_zero(merge))];
    if (head_[n] != head_[at]) merge_strings(p, point_from_index(static_cast<int>(n)));
  }
  int captured = 0;
  Point captured_at = kNoPoint;
  for (; capture != 0; capture &= capture - 1) {
    const size_t n = nbrs[static_cast<size_t>(std::countr_zero(capture))];
    if (color_[n] != Color::Empty) {
      captured_at = point_from_index(static_cast<int>(n));
      captured += remove_string(captured_at);
    }
  }

  const uint64_t mine = libs(p);
  if (captured == 1 && string_size(p) == 1 && LibertyWord::count(mine) == 1) {
    ko_point_ = captured_at;
    ko_banned_ = opponent(pl);
  } else if (mine == 0) {
    return remove_string(p);  // suicide, allowed by the caller's rules
  }
  return captured;
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

int Board::liberties_up_to(Point stone, int limit, Point* out) const {
  if (limit <= 0) return 0;
  if (out == nullptr && liberties_at_least(stone) >= limit) return limit;
  std::array<Point, kMaxPoints> scratch;
  Point* found = out != nullptr ? out : scratch.data();
  int count = 0;
  Point s = stone;
  do {
    // Most stones of a string short of liberties have no empty neighbour:
    // the mask says so in one load.
    const size_t at = idx(s);
    for (unsigned empty = nbr_masks_[at] & kMaskBits; empty != 0; empty &= empty - 1) {
      const Point n = neighbour(s, std::countr_zero(empty));
      if (contains(found, count, n)) continue;
      found[count++] = n;
      if (count >= limit) return count;
    }
    s = next_[at];
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
    if (neighbour_mask(e, Color::Empty) == 0) {
      // A one-point region, the usual case at the end of a playout.
      const bool black = neighbour_mask(e, Color::Black) != 0;
      const bool white = neighbour_mask(e, Color::White) != 0;
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
      black |= neighbour_mask(q, Color::Black) != 0;
      white |= neighbour_mask(q, Color::White) != 0;
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
