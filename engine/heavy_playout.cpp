#include "engine/heavy_playout.h"

#include <algorithm>
#include <bit>
#include <numeric>

#include "engine/tactics/liberties.h"
#include "engine/tactics/nakade.h"
#include "engine/tactics/self_atari.h"
#include "engine/tactics/semeai.h"
#include "engine/tactics/two_liberty.h"

namespace kosumi::engine {
namespace {

bool is_stone(Color c) {
  return c == Color::Black || c == Color::White;
}

// The liberties of a string that is not in atari and whose pseudo-liberties
// do not prove three, counted up to three as liberties_up_to counts them. A
// lone stone then has exactly two, its empty neighbours: read from the mask
// without a walk.
int liberties_up_to_three(const Board& board, Point head, Point* libs) {
  if (board.string_size(head) > 1) return board.liberties_up_to(head, 3, libs);
  const unsigned empty = board.neighbour_mask(head, Color::Empty);
  libs[0] = board.neighbour(head, std::countr_zero(empty));
  libs[1] = board.neighbour(head, std::countr_zero(empty & (empty - 1)));
  return 2;
}

}  // namespace

int64_t HeavyRuleCounts::total() const {
  return std::accumulate(moves.begin(), moves.end(), int64_t{0});
}

void HeavyPolicy::Candidates::add(Point p, uint8_t weight) {
  if (count >= kMax || weight == 0) return;
  if (contains(points.data(), count, p)) return;
  points[static_cast<size_t>(count)] = p;
  weights[static_cast<size_t>(count)] = weight;
  ++count;
  total_weight += weight;
}

Point HeavyPolicy::Candidates::pick(Rng& rng) const {
  if (count == 0) return kNoPoint;
  uint32_t r = rng.below(total_weight);
  for (int i = 0; i < count; ++i) {
    if (r < weights[static_cast<size_t>(i)]) return points[static_cast<size_t>(i)];
    r -= weights[static_cast<size_t>(i)];
  }
  return points[static_cast<size_t>(count - 1)];
}

HeavyPolicy::HeavyPolicy(const HeavyPolicyParams& params, const Pattern3Table& patterns)
    : params_(params),
      ko_retake_(params.ko_retake),
      atari_(params.atari),
      two_liberty_(params.two_liberty),
      three_liberty_(params.three_liberty),
      nakade_(params.nakade),
      pattern_(params.pattern),
      reject_self_atari_(params.reject_self_atari),
      patterns_(patterns),
      ladders_(params.ladder_budget) {}

void HeavyPolicy::start(const MoveHistory& history) {
  history_ = history;
  ko_ = kNoPoint;
  moves_ = 0;
}

void HeavyPolicy::record(const Board& board, Player pl, Point p) {
  ++moves_;
  history_.second_last = history_.last;
  history_.last = p;
  if (p != kPass && board.ko_point() != kNoPoint) {
    ko_ = board.ko_point();
    ko_loser_ = opponent(pl);
    ko_move_ = moves_;
  }
}

Point HeavyPolicy::chosen(HeavyRule rule, Point p) const {
  if (counts_ != nullptr) ++counts_->moves[static_cast<size_t>(rule)];
  return p;
}

template <Player pl>
Point HeavyPolicy::choose(Board& board, Rng& rng) {
  // A rule's move is taken unless it fills an own true eye (an extension or
  // a liberty in a fight can be one), which no policy plays.
  const auto usable = [&](Point p) { return p != kNoPoint && !board.is_true_eye<pl>(p); };
  local_known_ = false;
  if (replies_ != nullptr) {
    const Point p = replies_->reply(pl, history_.second_last, history_.last);
    if (p != kNoPoint && p != kPass && board.color(p) == Color::Empty && board.is_legal(pl, p) &&
        usable(p) && !is_bad_self_atari(board, pl, p)) {
      return chosen(HeavyRule::Reply, p);
    }
  }
  if (ko_ != kNoPoint && pl == ko_loser_ && ko_retake_.fires(rng)) {
    const Point p = ko_retake(board, pl);
    if (usable(p)) return chosen(HeavyRule::KoRetake, p);
  }
  const Point last = history_.last;
  if (last != kPass && is_stone(board.color(last))) {
    if (atari_.fires(rng)) {
      const Point p = atari(board, pl, rng);
      if (usable(p)) return chosen(HeavyRule::Atari, p);
    }
    if (two_liberty_.fires(rng)) {
      const Point p = two_liberty(board, pl, rng);
      if (usable(p)) return chosen(HeavyRule::TwoLiberty, p);
    }
    if (three_liberty_.fires(rng)) {
      const Point p = three_liberty(board, pl, rng);
      if (usable(p)) return chosen(HeavyRule::ThreeLiberty, p);
    }
    if (nakade_.fires(rng)) {
      const Point p = nakade(board, pl);
      if (usable(p)) return chosen(HeavyRule::Nakade, p);
    }
    if (pattern_.fires(rng)) {
      const Point p = pattern(board, pl, rng);
      if (usable(p)) return chosen(HeavyRule::Pattern, p);
    }
  }
  if (params_.fill_board_tries > 0) {
    const Point p = fill_board(board, rng);
    if (p != kNoPoint) return chosen(HeavyRule::FillBoard, p);
  }
  return random_move<pl>(board, rng);
}

template Point HeavyPolicy::choose<Player::Black>(Board& board, Rng& rng);
template Point HeavyPolicy::choose<Player::White>(Board& board, Rng& rng);

Point HeavyPolicy::ko_retake(const Board& board, Player pl) const {
  if (moves_ - ko_move_ > params_.ko_age) return kNoPoint;
  if (!board.is_legal(pl, ko_) || !move_captures(board, pl, ko_)) return kNoPoint;
  return ko_;
}

void HeavyPolicy::add_escapes(const Board& board, Player pl, Point stone, Candidates& out) {
  constexpr int kMaxAttackers = 8;
  Point attackers[kMaxAttackers];
  const int n = adjacent_strings_in_atari(board, stone, attackers, kMaxAttackers);
  for (int i = 0; i < n; ++i) {
    const Point capture = board.atari_point(attackers[i]);
    if (may_capture_at(board, pl, capture)) out.add(capture);
  }
  const Point run = board.atari_point(stone);
  if (!board.is_legal(pl, run)) return;
  Point libs[3];
  const int count = liberties_after_move(board, pl, run, 3, libs);
  if (count >= 3) {
    out.add(run);
  } else if (count == 2) {
    // A ladder needs both liberties next to the runner's new stone (the
    // stairs); with one of them elsewhere the attacker cannot keep it in
    // atari move after move, and the reading is spared.
    const auto touches_run = [&](Point lib) {
      const std::array<Point, 4> around = board.neighbours(run);
      return std::find(around.begin(), around.end(), lib) != around.end();
    };
    const bool ladder_shape = touches_run(libs[0]) && touches_run(libs[1]);
    if (!params_.read_ladders || !ladder_shape ||
        ladders_.extension_escapes_quickly(board, stone)) {
      out.add(run);
    }
  }
}

void HeavyPolicy::find_local_strings(const Board& board) {
  if (local_known_) return;
  local_known_ = true;
  local_.count = 0;
  const Point last = history_.last;
  const auto consider = [&](Point stone) {
    const Point head = board.string_head(stone);
    for (int i = 0; i < local_.count; ++i) {
      if (local_.strings[static_cast<size_t>(i)].head == head) return;
    }
    LocalString& s = local_.strings[static_cast<size_t>(local_.count++)];
    s.head = head;
    s.colour = board.color(head);
    s.liberties = board.in_atari(head) ? 1
                  : board.liberties_at_least(head) >= 3
                      ? 3
                      : liberties_up_to_three(board, head, s.libs);
  };
  consider(last);
  for (unsigned stones =
           board.neighbour_mask(last, Color::Black) | board.neighbour_mask(last, Color::White);
       stones != 0; stones &= stones - 1) {
    consider(board.neighbour(last, std::countr_zero(stones)));
  }
}

Point HeavyPolicy::atari(const Board& board, Player pl, Rng& rng) {
  find_local_strings(board);
  const Color them = stone_of(opponent(pl));
  Candidates c;
  for (int i = 0; i < local_.count; ++i) {
    const LocalString& s = local_.strings[static_cast<size_t>(i)];
    if (s.liberties != 1) continue;
    if (s.colour == them) {
      const Point capture = board.atari_point(s.head);
      if (may_capture_at(board, pl, capture)) c.add(capture);
    } else {
      add_escapes(board, pl, s.head, c);
    }
  }
  return c.pick(rng);
}

Point HeavyPolicy::two_liberty(const Board& board, Player pl, Rng& rng) {
  find_local_strings(board);
  Candidates c;
  Point moves[kMaxTwoLibertyMoves];
  for (int i = 0; i < local_.count; ++i) {
    const LocalString& s = local_.strings[static_cast<size_t>(i)];
    if (s.liberties != 2) continue;
    const int n = two_liberty_moves(board, s.head, s.libs, pl, moves);
    for (int j = 0; j < n; ++j)
      c.add(moves[j]);
  }
  return c.pick(rng);
}

Point HeavyPolicy::three_liberty(const Board& board, Player pl, Rng& rng) {
  find_local_strings(board);
  const Color own = stone_of(pl);
  Candidates c;
  Point moves[kMaxRaceMoves];
  for (int i = 0; i < local_.count; ++i) {
    const LocalString& s = local_.strings[static_cast<size_t>(i)];
    // Counted up to three: "three" may be more, which the count below tells.
    if (s.liberties != 3 || s.colour != own) continue;
    Point libs[4];
    if (board.liberties_up_to(s.head, 4, libs) != 3) continue;
    const int n = three_liberty_race_moves(board, s.head, libs, pl, moves);
    for (int j = 0; j < n; ++j)
      c.add(moves[j]);
  }
  return c.pick(rng);
}

Point HeavyPolicy::nakade(const Board& board, Player pl) const {
  // The space must be enclosed by the last move's colour: an empty
  // neighbour that touches the other colour is not in it. A stone with
  // three or four empty neighbours stands in open ground, not on a wall.
  const Point last = history_.last;
  const unsigned empties = board.neighbour_mask(last, Color::Empty);
  if (std::popcount(empties) > 2) return kNoPoint;
  const Color other = board.color(last) == Color::Black ? Color::White : Color::Black;
  for (unsigned empty = empties; empty != 0; empty &= empty - 1) {
    const Point q = board.neighbour(last, std::countr_zero(empty));
    if (board.neighbour_mask(q, other) != 0) continue;
    const Point vital = nakade_vital_point(board, q);
    if (vital != kNoPoint && board.is_legal(pl, vital)) return vital;
  }
  return kNoPoint;
}

void HeavyPolicy::add_pattern_moves(const Board& board, Player pl, Point around,
                                    Candidates& out) const {
  const std::array<Point, 8> ring = pattern3_points(board, around);
  // The empty points of the ring, read from its own 3×3 code: colour 0 is
  // empty, so the low bit of each two-bit field whose two bits are both
  // clear marks one. A loop over those only spares a hard-to-predict test
  // per point.
  const Pattern3 ring_colours = pattern3_colours_at(board, around);
  for (unsigned empty = ~(ring_colours | ring_colours >> 1) & 0x5555u; empty != 0;
       empty &= empty - 1) {
    const Point q = ring[static_cast<size_t>(std::countr_zero(empty) / 2)];
    Pattern3 colours = pattern3_colours_at(board, q);
    if (pl == Player::White) colours = pattern3_swap_colours(colours);
    if (!patterns_.may_match(colours) || !board.is_legal(pl, q)) continue;
    const uint8_t weight = patterns_.weight(colours | pattern3_atari_bits(board, q));
    if (weight != 0 && !is_bad_self_atari(board, pl, q)) out.add(q, weight);
  }
}

Point HeavyPolicy::pattern(const Board& board, Player pl, Rng& rng) const {
  Candidates c;
  add_pattern_moves(board, pl, history_.last, c);
  const Point second = history_.second_last;
  if (params_.pattern_second_move && second != kPass && is_stone(board.color(second))) {
    add_pattern_moves(board, pl, second, c);
  }
  return c.pick(rng);
}

Point HeavyPolicy::fill_board(const Board& board, Rng& rng) const {
  // A point among eight empty neighbours (none off the board: the wall is a
  // colour of its own) is legal, no eye and no self-atari.
  const auto empty = static_cast<uint32_t>(board.empty_count());
  for (int tries = params_.fill_board_tries; tries > 0 && empty > 0; --tries) {
    const Point p = board.empty_point(static_cast<int>(rng.below(empty)));
    if (pattern3_colours_at(board, p) == 0) return p;
  }
  return kNoPoint;
}

bool HeavyPolicy::throws_many_stones_away(const Board& board, Player pl, Point p) const {
  return params_.refuse_self_atari_from > 0 &&
         string_size_after_move(board, pl, p) >= params_.refuse_self_atari_from;
}

template <Player pl>
Point HeavyPolicy::random_move(Board& board, Rng& rng) const {
  for (int n = board.empty_count(); n > 0; --n) {
    const int i = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
    const Point p = board.empty_point(i);
    if (!is_light_candidate<pl>(board, p)) {
      board.swap_empty(i, n - 1);
      continue;
    }
    // Two empty neighbours are two liberties: most moves stop at this test.
    if (params_.reject_self_atari > 0 && board.neighbour_count(p, Color::Empty) < 2 &&
        is_bad_self_atari(board, pl, p) &&
        (reject_self_atari_.fires(rng) || throws_many_stones_away(board, pl, p))) {
      // Play the string's other liberty instead when that is sound.
      Point libs[2];
      if (liberties_after_move(board, pl, p, 2, libs) == 1 &&
          is_light_candidate(board, pl, libs[0]) && !is_bad_self_atari(board, pl, libs[0])) {
        return chosen(HeavyRule::SelfAtariReplaced, libs[0]);
      }
      if (counts_ != nullptr) ++counts_->self_ataris_refused;
      board.swap_empty(i, n - 1);
      continue;
    }
    return chosen(HeavyRule::Random, p);
  }
  return chosen(HeavyRule::Pass, kPass);
}

}  // namespace kosumi::engine
