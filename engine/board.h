#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "engine/types.h"
#include "engine/zobrist.h"

namespace kosumi::engine {

// The fast board: stones, strings with their liberties, simple ko and the
// Zobrist hash. A plain value type with fixed arrays sized for 25×25, so a
// playout starts from a copy. It knows nothing of move history, superko,
// passes or scoring rules: those live in Game (game.h).
//
// Strings are rings of stones (next_) with a head per stone (head_); size and
// liberty data are stored once, at the head. Liberties are pseudo-liberties:
// every (stone, empty neighbour) pair counts once, and the string keeps their
// count, sum and sum of squares. That gives "in atari" and the atari point in
// O(1) (all pseudo-liberties name the same point exactly when sum² equals
// count · sum-of-squares) and makes merging and capturing pure additions.
// Exact liberty counts are computed on demand by walking the string
// (liberties_up_to); tactics ask for them only for small strings.
class Board {
 public:
  explicit Board(int size = 19);
  // Copies only the part of the arrays the board's size uses, so a playout
  // on 9×9 copies about 1.5 kB rather than the 25×25 capacity.
  Board(const Board& other) { copy_from(other); }
  Board& operator=(const Board& other) {
    if (this != &other) copy_from(other);
    return *this;
  }

  int size() const { return size_; }
  int stride() const { return stride_; }
  int num_points() const { return num_points_; }  // array extent incl. walls
  Point point(int x, int y) const { return point_at(x, y, size_); }
  int x_of(Point p) const { return index(p) % stride_ - 1; }
  int y_of(Point p) const { return index(p) / stride_ - 1; }
  bool is_on_board(Point p) const {
    return index(p) < num_points_ && color_[idx(p)] != Color::Wall;
  }

  Color color(Point p) const { return color_[idx(p)]; }
  uint64_t hash() const { return hash_; }
  // Stones captured so far by each player (prisoners taken on the board).
  int captures(Player by) const { return captures_[static_cast<size_t>(player_index(by))]; }
  int stone_count(Player p) const { return stones_[static_cast<size_t>(player_index(p))]; }

  // The point where `banned()` may not play now because of simple ko, or
  // kNoPoint. Set by a move that captured one stone with a single stone that
  // is left with one liberty; cleared by any other move.
  Point ko_point() const { return ko_point_; }
  Player ko_banned_player() const { return ko_banned_; }
  bool is_ko_banned(Player pl, Point p) const { return p == ko_point_ && pl == ko_banned_; }

  // Empty points, in no particular order, for O(1) random picks.
  int empty_count() const { return empty_count_; }
  Point empty_point(int i) const { return empty_[static_cast<size_t>(i)]; }
  // Exchanges two entries of the empty list (whose order means nothing), so
  // a sampler can set rejected points aside without copying the list.
  void swap_empty(int i, int j) {
    const Point a = empty_[static_cast<size_t>(i)];
    const Point b = empty_[static_cast<size_t>(j)];
    empty_[static_cast<size_t>(i)] = b;
    empty_[static_cast<size_t>(j)] = a;
    empty_index_[idx(b)] = static_cast<uint16_t>(i);
    empty_index_[idx(a)] = static_cast<uint16_t>(j);
  }

  // Neighbours of an on-board point: p - stride, p - 1, p + 1, p + stride.
  std::array<Point, 4> neighbours(Point p) const {
    return {p - stride_, p - 1, p + 1, p + stride_};
  }
  std::array<Point, 4> diagonals(Point p) const {
    return {p - stride_ - 1, p - stride_ + 1, p + stride_ - 1, p + stride_ + 1};
  }

  bool has_empty_neighbour(Point p) const { return neighbour_count(p, Color::Empty) > 0; }

  // ---- Strings -------------------------------------------------------------
  Point string_head(Point stone) const { return head_[idx(stone)]; }
  Point next_in_string(Point stone) const { return next_[idx(stone)]; }
  int string_size(Point stone) const { return chain(stone).size; }
  // True when the string has no liberty (only transiently, inside play).
  bool has_no_liberty(Point stone) const { return chain(stone).lib_count == 0; }
  // True when the string has exactly one liberty. Precondition: it has one.
  bool in_atari(Point stone) const {
    const Chain& c = chain(stone);
    return static_cast<uint64_t>(c.lib_sum) * c.lib_sum ==
           static_cast<uint64_t>(c.lib_count) * c.lib_sum2;
  }
  // The only liberty of a string in atari. Precondition: in_atari(stone).
  Point atari_point(Point stone) const {
    const Chain& c = chain(stone);
    return point_from_index(static_cast<int>(c.lib_sum / c.lib_count));
  }
  // Exact number of liberties, counting no further than `limit` (cost grows
  // with the string's size; stops early once `limit` are found). Fills
  // `out` with the liberties found when it is not null. 0 when limit <= 0.
  int liberties_up_to(Point stone, int limit, Point* out = nullptr) const;

  // ---- Moves ---------------------------------------------------------------
  // Legal on this board: empty, not banned by simple ko, and not suicide
  // unless `allow_suicide`. Superko is the game record's business.
  bool is_legal(Player pl, Point p, bool allow_suicide = false) const;
  // A move that would leave its own string without liberties and capture
  // nothing. Precondition: p is empty.
  bool is_suicide(Player pl, Point p) const;
  // A point whose four neighbours are pl's stones or walls and whose
  // diagonals make it a real eye: at most one enemy diagonal in the centre,
  // none on the edge or in the corner. Precondition: p is empty (the test
  // reads only neighbour counts and diagonals, so an occupied point gets a
  // meaningless answer; the playout asks only about empty points).
  bool is_true_eye(Player pl, Point p) const;
  // Writes every legal point for pl (passes not included) to `out`, which
  // must hold empty_count() points, and returns how many there are.
  int legal_moves(Player pl, bool allow_suicide, Point* out) const;
  // Plays a stone. Precondition: is_legal(pl, p, allow_suicide) for the rules
  // in force; a suicide (allowed by the caller) removes the mover's string.
  // Returns the number of stones captured (the mover's own on suicide).
  int play(Player pl, Point p);
  // The hash the board would have after play(pl, p). Precondition: as play.
  uint64_t hash_after(Player pl, Point p) const;
  // A pass lifts any ko ban.
  void pass() { ko_point_ = kNoPoint; }

  // Tromp-Taylor area score, Black minus White: stones plus empty regions
  // that reach stones of one colour only. No komi.
  int area_score() const;

  // Slow: recomputes strings, liberties, neighbour counts, empty list and hash
  // from the colours alone and compares them with the incremental state.
  // Returns an empty string when everything agrees, else what differs.
  std::string check_consistency() const;

 private:
  // No default member initialisers: a board copy must not zero the
  // capacity it does not copy.
  struct Chain {
    uint16_t size;
    uint16_t lib_count;  // pseudo-liberties
    uint32_t lib_sum;    // sum of pseudo-liberty indices
    uint32_t lib_sum2;   // sum of their squares
  };

  // Neighbour counts per point, 4 bits per colour: bits 0-3 empty, 4-7
  // black, 8-11 white. Walls are the rest of the four.
  static constexpr int count_shift(Color c) { return 4 * static_cast<int>(c); }
  static constexpr uint16_t count_unit(Color c) {
    return static_cast<uint16_t>(1u << count_shift(c));
  }
  static constexpr uint16_t kCountMask = 0xF;

  static size_t idx(Point p) { return static_cast<size_t>(index(p)); }
  const Chain& chain(Point stone) const { return chains_[idx(head_[idx(stone)])]; }
  Chain& chain(Point stone) { return chains_[idx(head_[idx(stone)])]; }
  int neighbour_count(Point p, Color c) const {
    return (nbr_counts_[idx(p)] >> count_shift(c)) & kCountMask;
  }

  void add_liberty(Chain& c, Point lib) {
    const uint32_t i = static_cast<uint32_t>(index(lib));
    c.lib_count = static_cast<uint16_t>(c.lib_count + 1);
    c.lib_sum += i;
    c.lib_sum2 += i * i;
  }
  void remove_liberty(Chain& c, Point lib) {
    const uint32_t i = static_cast<uint32_t>(index(lib));
    c.lib_count = static_cast<uint16_t>(c.lib_count - 1);
    c.lib_sum -= i;
    c.lib_sum2 -= i * i;
  }
  // Liberty data of a new stone by which of its four neighbours are empty
  // (bit k for neighbour k in the order of neighbours()).
  struct EmptyPattern {
    uint16_t count;
    int offset_sum;
    int offset_square_sum;
  };

  void copy_from(const Board& other);
  void add_empty(Point p);
  void remove_empty(Point p);
  // Joins the strings of stones a and b. Precondition: they are different
  // strings of one colour.
  void merge_strings(Point a, Point b);
  int remove_string(Point stone);

  int size_;
  int stride_;
  int num_points_;
  uint64_t hash_ = 0;
  Point ko_point_ = kNoPoint;
  Player ko_banned_ = Player::Black;
  int empty_count_ = 0;
  std::array<int, 2> captures_{};
  std::array<int, 2> stones_{};

  std::array<EmptyPattern, 16> empty_patterns_;
  std::array<Color, kMaxPoints> color_;
  std::array<uint16_t, kMaxPoints> nbr_counts_;
  std::array<Point, kMaxPoints> head_;
  std::array<Point, kMaxPoints> next_;
  std::array<Chain, kMaxPoints> chains_;
  std::array<Point, kMaxPoints> empty_;
  std::array<uint16_t, kMaxPoints> empty_index_;
};

inline bool Board::is_suicide(Player pl, Point p) const {
  if (neighbour_count(p, Color::Empty) > 0) return false;
  // Joining an own string that has another liberty, or capturing an enemy
  // string in atari, leaves the new stone a liberty. Branch-free over the
  // neighbours (see play): in_atari of a wall or empty point reads a
  // meaningless chain entry, but both tests also require a stone there.
  const Color me = stone_of(pl);
  const Color them = stone_of(opponent(pl));
  bool keeps_liberty = false;
  for (Point n : neighbours(p)) {
    const Color c = color_[idx(n)];
    const bool atari = in_atari(n);
    keeps_liberty |= (c == me && !atari) | (c == them && atari);
  }
  return !keeps_liberty;
}

inline bool Board::is_legal(Player pl, Point p, bool allow_suicide) const {
  if (!is_on_board(p) || color_[idx(p)] != Color::Empty) return false;
  if (is_ko_banned(pl, p)) return false;
  return allow_suicide || !is_suicide(pl, p);
}

inline bool Board::is_true_eye(Player pl, Point p) const {
  const Color them = stone_of(opponent(pl));
  const auto blockers = static_cast<uint16_t>((kCountMask << count_shift(Color::Empty)) |
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

}  // namespace kosumi::engine
