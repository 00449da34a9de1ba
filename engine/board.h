#pragma once

#include <algorithm>
#include <array>
#include <bit>
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
// The three live in one 64-bit word (see LibertyWord), so taking or giving a
// liberty is a single addition. Exact liberty counts are computed on demand
// by walking the string (liberties_up_to); tactics ask for them only for
// small strings.
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
  // Neighbour k of p, in the order of neighbours(): for a loop over the
  // bits of a neighbour mask, which needs one or two of the four.
  Point neighbour(Point p, int k) const { return p + neighbour_offsets_[static_cast<size_t>(k)]; }
  std::array<Point, 4> diagonals(Point p) const {
    return {p - stride_ - 1, p - stride_ + 1, p + stride_ - 1, p + stride_ + 1};
  }

  // The colours of the eight points around p, diagonals included, two bits
  // each (Color's values) from bit 0 in the order of their indices: the row
  // below left to right, the left and right neighbours, the row above left
  // to right (the order of pattern3_points, tactics/pattern3.h, whose
  // codes these are). The 3×3 patterns of the playout read it for every
  // point around the last move; array positions as size_t spare the zero
  // extensions that 16-bit Point arithmetic costs per point.
  unsigned colours_around(Point p) const {
    const size_t below = idx(p) - static_cast<size_t>(stride_);
    const size_t above = idx(p) + static_cast<size_t>(stride_);
    const auto colour = [&](size_t i) { return static_cast<unsigned>(color_[i]); };
    return colour(below - 1) | colour(below) << 2 | colour(below + 1) << 4 |
           colour(idx(p) - 1) << 6 | colour(idx(p) + 1) << 8 | colour(above - 1) << 10 |
           colour(above) << 12 | colour(above + 1) << 14;
  }

  bool has_empty_neighbour(Point p) const { return neighbour_mask(p, Color::Empty) != 0; }
  // Which of the four neighbours of p have colour c (Empty, Black or
  // White; walls have no bit): bit k for neighbour k of neighbours(p).
  unsigned neighbour_mask(Point p, Color c) const {
    return (nbr_masks_[idx(p)] >> mask_shift(c)) & kMaskBits;
  }
  int neighbour_count(Point p, Color c) const { return std::popcount(neighbour_mask(p, c)); }

  // ---- Strings -------------------------------------------------------------
  Point string_head(Point stone) const { return head_[idx(stone)]; }
  Point next_in_string(Point stone) const { return next_[idx(stone)]; }
  int string_size(Point stone) const { return string_size_[idx(head_[idx(stone)])]; }
  // True when the string has exactly one liberty. Precondition: it has one.
  bool in_atari(Point stone) const { return LibertyWord::single_point(libs(stone)); }
  // The only liberty of a string in atari. Precondition: in_atari(stone).
  Point atari_point(Point stone) const {
    const uint64_t w = libs(stone);
    return point_from_index(static_cast<int>(LibertyWord::sum(w) / LibertyWord::count(w)));
  }
  // Exact number of liberties, counting no further than `limit` (cost grows
  // with the string's size; stops early once `limit` are found). Fills
  // `out` with the liberties found when it is not null. 0 when limit <= 0.
  // Without `out`, a string whose pseudo-liberties already prove `limit`
  // liberties is answered without a walk.
  int liberties_up_to(Point stone, int limit, Point* out = nullptr) const;
  // A lower bound on a string's liberties in O(1): each liberty counts once
  // among the pseudo-liberties for every stone of the string it touches.
  // It touches at most four, and fewer in a small string, whose stones
  // must connect around the liberty: two stones (perpendicular neighbours
  // joined by the diagonal) take a string of three, three take five, four
  // take seven. So the count is exact for strings of one or two stones.
  int liberties_at_least(Point stone) const {
    const size_t head = idx(head_[idx(stone)]);
    const uint32_t count = LibertyWord::count(string_libs_[head]);
    // The count divided by the touches, rounded up, without a branch on the
    // size (which the playout's strings make hard to predict): (count + d -
    // 1) times 2^34 / d, rounded up, exact for counts below 2^16.
    struct Touches {
      uint32_t extra;
      uint64_t reciprocal;
    };
    static constexpr std::array<Touches, 8> kBySize{{{0, 1ull << 34},
                                                     {0, 1ull << 34},
                                                     {0, 1ull << 34},
                                                     {1, 1ull << 33},
                                                     {1, 1ull << 33},
                                                     {2, 5726623062ull},
                                                     {2, 5726623062ull},
                                                     {3, 1ull << 32}}};
    const Touches& t = kBySize[std::min<size_t>(string_size_[head], 7)];
    return static_cast<int>(((count + t.extra) * t.reciprocal) >> 34);
  }

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
  // reads only neighbour masks and diagonals, so an occupied point gets a
  // meaningless answer; the playout asks only about empty points).
  bool is_true_eye(Player pl, Point p) const;
  // Writes every legal point for pl (passes not included) to `out`, which
  // must hold empty_count() points, and returns how many there are.
  int legal_moves(Player pl, bool allow_suicide, Point* out) const;
  // Plays a stone. Precondition: is_legal(pl, p, allow_suicide) for the rules
  // in force; a suicide (allowed by the caller) removes the mover's string.
  // Returns the number of stones captured (the mover's own on suicide).
  int play(Player pl, Point p);
  // The same for a side known at compile time. The playout alternates the
  // two sides in its loop, so every colour mask and shift is a constant
  // there; the forms above choose one of these.
  template <Player pl>
  bool is_suicide(Point p) const;
  template <Player pl>
  bool is_true_eye(Point p) const;
  template <Player pl>
  int play(Point p);
  // The hash the board would have after play(pl, p). Precondition: as play.
  uint64_t hash_after(Player pl, Point p) const;
  // A pass lifts any ko ban.
  void pass() { ko_point_ = kNoPoint; }

  // Tromp-Taylor area score, Black minus White: stones plus empty regions
  // that reach stones of one colour only. No komi.
  int area_score() const;

  // Slow: recomputes strings, liberties, neighbour masks, empty list and hash
  // from the colours alone and compares them with the incremental state.
  // Returns an empty string when everything agrees, else what differs.
  std::string check_consistency() const;

 private:
  // A string's pseudo-liberties packed in one word: their count in bits
  // 50-60, the sum of their point indices in bits 30-49 and the sum of the
  // squared indices in bits 0-29. Adding or removing one pseudo-liberty, or
  // merging two strings, adds or subtracts whole words: no field can carry
  // into the next because each stays within its width (a string on 25×25 has
  // at most 834 pseudo-liberties, indices are below 703, so the sums stay
  // below 2^20 and 2^29). The word is zero exactly when the count is.
  struct LibertyWord {
    static constexpr int kSumShift = 30;
    static constexpr int kCountShift = 50;
    static constexpr uint64_t of(int i) {
      const auto u = static_cast<uint64_t>(i);
      return (uint64_t{1} << kCountShift) | (u << kSumShift) | (u * u);
    }
    static constexpr uint32_t count(uint64_t w) { return static_cast<uint32_t>(w >> kCountShift); }
    static constexpr uint64_t sum(uint64_t w) {
      return (w >> kSumShift) & ((uint64_t{1} << 20) - 1);
    }
    static constexpr uint64_t square_sum(uint64_t w) {
      return w & ((uint64_t{1} << kSumShift) - 1);
    }
    // All pseudo-liberties are one point: sum² = count · square-sum.
    static constexpr bool single_point(uint64_t w) {
      return sum(w) * sum(w) == count(w) * square_sum(w);
    }
  };
  // LibertyWord::of(i) for every array position: one load on the hot path.
  static const std::array<uint64_t, kMaxPoints> kLibertyOf;

  // Which neighbours of a point have which colour: bits 0-3 empty, 4-7
  // black, 8-11 white, bit k of each group for neighbour k in the order of
  // neighbours(). Walls have no bit.
  static constexpr int mask_shift(Color c) { return 4 * static_cast<int>(c); }
  static constexpr uint16_t kMaskBits = 0xF;
  // When a point turns from empty to a stone of colour c, the mask of its
  // neighbour k (for which it is neighbour 3 - k) gains stone_step(c) <<
  // (3 - k): bit 3 - k moves from the empty group to c's. Capture subtracts
  // the same.
  static constexpr unsigned stone_step(Color c) { return (1u << mask_shift(c)) - 1u; }
  // Words of four 16-bit lanes, lane k for neighbour k: multiplying by
  // kLaneOnes copies a point index into every lane, and kLanesOf[m] has
  // every bit set in the lanes of the bits of the 4-bit mask m.
  static constexpr uint64_t kLaneOnes = 0x0001000100010001;
  static constexpr std::array<uint64_t, 16> kLanesOf = [] {
    std::array<uint64_t, 16> lanes{};
    for (unsigned m = 0; m < 16; ++m) {
      for (unsigned k = 0; k < 4; ++k) {
        lanes[m] |= static_cast<uint64_t>((m >> k & 1u) * 0xFFFFu) << (16 * k);
      }
    }
    return lanes;
  }();

  static size_t idx(Point p) { return static_cast<size_t>(index(p)); }
  uint64_t libs(Point stone) const { return string_libs_[idx(head_[idx(stone)])]; }

  // The liberty word of a new stone at p, by which of its four neighbours
  // are empty (bit k for neighbour k in the order of neighbours()). With d
  // the offsets of those neighbours, the word is the sum of of(p + d):
  // count · of(p) + (Σd · 2^30 + Σd²) + 2p · Σd, where only p varies.
  struct EmptyPattern {
    uint64_t count;
    uint64_t offset_part;       // Σd · 2^30 + Σd², modulo 2^64
    uint64_t twice_offset_sum;  // 2 · Σd, modulo 2^64
  };

  void copy_from(const Board& other);
  void add_empty(Point p);
  void remove_empty(Point p);
  // Joins the strings of stones a and b. Precondition: they are different
  // strings of one colour.
  void merge_strings(Point a, Point b);
  int remove_string(Point stone);
  // The rest of play after the stone has joined its first own neighbour's
  // string: merging the strings of the neighbours in `merge` (bit k for
  // neighbour k) that it has not joined yet, capturing those in `capture`,
  // setting the ko point, and removing the stone's string after a suicide.
  int settle_play(Player pl, Point p, unsigned merge, unsigned capture);

  int size_;
  int stride_;
  int num_points_;
  uint64_t hash_ = 0;
  Point ko_point_ = kNoPoint;
  Player ko_banned_ = Player::Black;
  int empty_count_ = 0;
  std::array<int, 2> captures_{};
  std::array<int, 2> stones_{};

  // -stride, -1, 1, stride: kept rather than derived from stride_ in
  // neighbour(), which the tactics call in their inner loops; deriving it
  // (or reading a table by stride) measured more instructions.
  std::array<int, 4> neighbour_offsets_;
  std::array<EmptyPattern, 16> empty_patterns_;
  std::array<Color, kMaxPoints> color_;
  std::array<uint16_t, kMaxPoints> nbr_masks_;
  std::array<Point, kMaxPoints> head_;
  std::array<Point, kMaxPoints> next_;
  std::array<uint64_t, kMaxPoints> string_libs_;
  std::array<uint16_t, kMaxPoints> string_size_;
  std::array<Point, kMaxPoints> empty_;
  std::array<uint16_t, kMaxPoints> empty_index_;
};

inline constexpr std::array<uint64_t, kMaxPoints> Board::kLibertyOf = [] {
  std::array<uint64_t, kMaxPoints> words{};
  for (int i = 0; i < kMaxPoints; ++i) {
    words[static_cast<size_t>(i)] = LibertyWord::of(i);
  }
  return words;
}();

inline bool Board::is_suicide(Player pl, Point p) const {
  // Most points asked have an empty neighbour: answered before the branch
  // on the side, which alternates from move to move.
  if (has_empty_neighbour(p)) return false;
  return pl == Player::Black ? is_suicide<Player::Black>(p) : is_suicide<Player::White>(p);
}

inline bool Board::is_true_eye(Player pl, Point p) const {
  return pl == Player::Black ? is_true_eye<Player::Black>(p) : is_true_eye<Player::White>(p);
}

inline int Board::play(Player pl, Point p) {
  return pl == Player::Black ? play<Player::Black>(p) : play<Player::White>(p);
}

template <Player pl>
inline bool Board::is_suicide(Point p) const {
  const size_t at = idx(p);
  const unsigned around = nbr_masks_[at];
  if ((around & kMaskBits) != 0) return false;
  // Joining an own string that has another liberty, or capturing an enemy
  // string in atari, leaves the new stone a liberty. A neighbouring string
  // whose pseudo-liberties all lie at p (it is in atari there) has the word
  // count · of(p). Branch-free over the neighbours: the words of walls are
  // meaningless, but the colour masks have no bit for walls.
  const uint64_t here = kLibertyOf[at];
  const auto stride = static_cast<size_t>(stride_);
  const std::array<size_t, 4> ns = {at - stride, at - 1, at + 1, at + stride};
  unsigned atari = 0;
  for (unsigned k = 0; k < 4; ++k) {
    const uint64_t w = string_libs_[idx(head_[ns[k]])];
    atari |= static_cast<unsigned>(w == LibertyWord::count(w) * here) << k;
  }
  const unsigned own = around >> mask_shift(stone_of(pl));
  const unsigned enemy = around >> mask_shift(stone_of(opponent(pl)));
  return (((own & ~atari) | (enemy & atari)) & kMaskBits) == 0;
}

inline void Board::remove_empty(Point p) {
  const uint16_t i = empty_index_[idx(p)];
  const Point last = empty_[static_cast<size_t>(--empty_count_)];
  empty_[i] = last;
  empty_index_[idx(last)] = i;
}

template <Player pl>
inline int Board::play(Point p) {
  constexpr Color me = stone_of(pl);
  constexpr Color them = stone_of(opponent(pl));
  // Array positions as size_t throughout: 16-bit Point arithmetic would
  // cost a zero extension for every neighbour's address.
  const size_t at = idx(p);
  const auto stride = static_cast<size_t>(stride_);
  const std::array<size_t, 4> nbrs = {at - stride, at - 1, at + 1, at + stride};
  ko_point_ = kNoPoint;

  remove_empty(p);
  color_[at] = me;
  hash_ ^= stone_key(me, p);
  ++stones_[static_cast<size_t>(player_index(pl))];

  // The new stone's liberties are its empty neighbours (see EmptyPattern).
  const unsigned around = nbr_masks_[at];
  const uint64_t liberty = kLibertyOf[at];
  const EmptyPattern& pattern = empty_patterns_[around & kMaskBits];
  const uint64_t fresh_libs =
      pattern.count * liberty + pattern.offset_part + at * pattern.twice_offset_sum;
  const unsigned own = (around >> mask_shift(me)) & kMaskBits;
  const unsigned enemy = (around >> mask_shift(them)) & kMaskBits;

  // Take the liberty p from every neighbouring string, branch-free: random
  // playouts make these branches unpredictable, and a mispredicted branch
  // costs more than the work. Empty points and walls are their own heads
  // and their liberty words are never read, so the update is harmless there.
  // The string the stone joins is that of its first own neighbour, if any.
  // The neighbours' heads are kept as four 16-bit lanes of one word (lane k
  // for neighbour k) to compare them all with the joined head at once.
  constexpr unsigned mask_step = stone_step(me);
  uint64_t head_lanes = 0;
  unsigned no_liberty = 0;
  size_t joined = at;  // the head of the string the stone joins
  for (int k = 3; k >= 0; --k) {
    const size_t n = nbrs[static_cast<size_t>(k)];
    nbr_masks_[n] = static_cast<uint16_t>(nbr_masks_[n] + (mask_step << (3 - k)));
    const Point nh = head_[n];
    head_lanes = head_lanes << 16 | idx(nh);
    const uint64_t left = string_libs_[idx(nh)] - liberty;
    string_libs_[idx(nh)] = left;
    no_liberty |= static_cast<unsigned>(left == 0) << k;
    joined = (own >> k & 1u) != 0 ? idx(nh) : joined;
  }

  // Join that string (or start a new one) without a branch: `alone` selects
  // between an empty base and the joined string's data.
  const bool alone = joined == at;
  const uint64_t keep = alone ? 0u : ~uint64_t{0};
  string_size_[joined] = static_cast<uint16_t>((string_size_[joined] & keep) + 1);
  string_libs_[joined] = (string_libs_[joined] & keep) + fresh_libs;
  head_[at] = point_from_index(static_cast<int>(joined));
  const Point after_head = next_[joined];
  next_[at] = alone ? p : after_head;
  next_[joined] = p;

  // Merging, capturing and suicide are the rare cases, settled out of line.
  // A merge is due when an own neighbour's head differs from the joined one.
  const uint64_t other_heads = head_lanes ^ (joined * kLaneOnes);
  const unsigned merge = (other_heads & kLanesOf[own]) != 0 ? own : 0u;
  const unsigned capture = no_liberty & enemy;
  if ((merge | capture) != 0 || string_libs_[joined] == 0)
    return settle_play(pl, p, merge, capture);
  return 0;
}

inline bool Board::is_legal(Player pl, Point p, bool allow_suicide) const {
  if (!is_on_board(p) || color_[idx(p)] != Color::Empty) return false;
  if (is_ko_banned(pl, p)) return false;
  return allow_suicide || !is_suicide(pl, p);
}

template <Player pl>
inline bool Board::is_true_eye(Point p) const {
  const size_t at = idx(p);
  const unsigned around = nbr_masks_[at];
  constexpr Color them = stone_of(opponent(pl));
  if ((around & ((kMaskBits << mask_shift(Color::Empty)) | (kMaskBits << mask_shift(them)))) != 0) {
    return false;
  }
  // Every neighbour is an own stone or a wall; a wall neighbour means the
  // point is on the edge, where every diagonal counts.
  const bool edge = ((around >> mask_shift(stone_of(pl))) & kMaskBits) != kMaskBits;
  const auto stride = static_cast<size_t>(stride_);
  const int enemy = (color_[at - stride - 1] == them) + (color_[at - stride + 1] == them) +
                    (color_[at + stride - 1] == them) + (color_[at + stride + 1] == them);
  return enemy + static_cast<int>(edge) < 2;
}

}  // namespace kosumi::engine
