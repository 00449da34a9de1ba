#include "engine/tactics/two_liberty.h"

#include <bit>

#include "engine/tactics/liberties.h"
#include "engine/tactics/self_atari.h"

namespace kosumi::engine {
namespace {

constexpr int kMaxNeighbourStrings = 8;

void add_unique(Point* out, int& n, Point p) {
  if (n < kMaxTwoLibertyMoves && !contains(out, n, p)) out[n++] = p;
}

// The liberties pl's string of two liberties (`here` and `other`, the
// string of `stone`) would have after pl plays `here`, not counting `other`
// (the opponent takes it, or it stays as it is), up to three. The string's
// own liberties are known, so it is not walked: only the new stone's empty
// neighbours and the other own strings it joins count. A move that
// captures is counted exactly by liberties_after_move.
int room_after_extending(const Board& board, Player pl, Point stone, Point here, Point other) {
  constexpr int kEnough = 3;
  // Room for four: the loop below stores each empty neighbour of `here`
  // before it tests it, and a point off the string could have four.
  Point found[kEnough + 1];
  int n = 0;
  const auto add_empty_neighbours = [&](Point s) {
    for (unsigned empty = board.neighbour_mask(s, Color::Empty); empty != 0; empty &= empty - 1) {
      const Point q = board.neighbour(s, std::countr_zero(empty));
      if (q == here || q == other || contains(found, n, q)) continue;
      found[n++] = q;
      if (n == kEnough) return true;
    }
    return false;
  };
  // The new stone's own empty neighbours are distinct, and `here` is none
  // of them: only `other` is left out, without a branch (where it lies is
  // not predictable). One of its neighbours is the string, so three means
  // all the others are empty.
  for (unsigned empty = board.neighbour_mask(here, Color::Empty); empty != 0; empty &= empty - 1) {
    const Point q = board.neighbour(here, std::countr_zero(empty));
    found[n] = q;
    n += static_cast<int>(q != other);
  }
  if (n == kEnough) return n;
  // Captures free points the walk below does not see: count those exactly.
  if (move_captures(board, pl, here)) {
    Point libs[kEnough + 1];
    const int count = liberties_after_move(board, pl, here, kEnough + 1, libs);
    // Four, less `other` or not, is enough (and `libs` may not list them).
    if (count > kEnough) return kEnough;
    return count - static_cast<int>(contains(libs, count, other));
  }
  Point own[4];
  const int own_count = neighbour_strings(board, here, stone_of(pl), own);
  const Point head = board.string_head(stone);
  for (int i = 0; i < own_count; ++i) {
    if (own[i] == head) continue;
    Point s = own[i];
    do {
      if (add_empty_neighbours(s)) return n;
      s = board.next_in_string(s);
    } while (s != own[i]);
  }
  return n;
}

}  // namespace

int two_liberty_attacks(const Board& board, Point stone, Player attacker, Point* out) {
  Point libs[3];  // room for the limit
  if (board.liberties_up_to(stone, 3, libs) != 2) return 0;
  return two_liberty_attacks(board, stone, libs, attacker, out);
}

int two_liberty_attacks(const Board& board, Point stone, const Point* libs, Player attacker,
                        Point* out) {
  const Player defender = opponent(attacker);
  int n = 0;
  for (int i = 0; i < 2; ++i) {
    const Point atari = libs[i];
    const Point escape = libs[1 - i];
    if (!board.is_legal(attacker, atari)) continue;
    if (room_after_extending(board, defender, stone, escape, atari) >= 3) continue;
    if (is_bad_self_atari(board, attacker, atari)) continue;
    out[n++] = atari;
  }
  return n;
}

int two_liberty_moves(const Board& board, Point stone, Player to_move, Point* out) {
  Point libs[3];  // room for the limit
  if (board.liberties_up_to(stone, 3, libs) != 2) return 0;
  return two_liberty_moves(board, stone, libs, to_move, out);
}

int two_liberty_moves(const Board& board, Point stone, const Point* libs, Player to_move,
                      Point* out) {
  int n = 0;
  if (board.color(stone) != stone_of(to_move)) {
    Point attacks[2];
    const int a = two_liberty_attacks(board, stone, libs, to_move, attacks);
    for (int i = 0; i < a; ++i)
      add_unique(out, n, attacks[i]);
    return n;
  }
  for (int i = 0; i < 2; ++i) {
    // Extending here keeps the other liberty: one more than the room. Room
    // for two proves the move legal (it has liberties, and a point next to
    // one's own string is no ko one is banned from), so that is not asked.
    if (room_after_extending(board, to_move, stone, libs[i], libs[1 - i]) + 1 >= 3) {
      add_unique(out, n, libs[i]);
    }
  }
  // A string that can run out needs no fight with the strings around it.
  if (n > 0) return n;
  // The enemy strings around it that are short of liberties, in one walk:
  // capture those in atari, atari those with two.
  const Color them = stone_of(opponent(to_move));
  Point seen[kMaxNeighbourStrings];
  int seen_count = 0;
  Point s = stone;
  do {
    for (Point q : board.neighbours(s)) {
      if (board.color(q) != them) continue;
      const Point head = board.string_head(q);
      if (contains(seen, seen_count, head)) continue;
      if (seen_count == kMaxNeighbourStrings) return n;
      seen[seen_count++] = head;
      if (board.in_atari(head)) {
        const Point capture = board.atari_point(head);
        if (may_capture_at(board, to_move, capture)) add_unique(out, n, capture);
      } else if (board.liberties_at_least(head) <= 2) {
        Point attacks[2];
        const int a = two_liberty_attacks(board, head, to_move, attacks);
        for (int j = 0; j < a; ++j)
          add_unique(out, n, attacks[j]);
      }
    }
    s = board.next_in_string(s);
  } while (s != stone);
  return n;
}

}  // namespace kosumi::engine
