#include "engine/tactics/two_liberty.h"

#include <algorithm>
#include <array>
#include <bit>

#include "engine/tactics/liberties.h"
#include "engine/tactics/self_atari.h"

namespace kosumi::engine {
namespace {

constexpr int kMaxNeighbourStrings = 8;

void add_unique(Point* out, int& n, Point p) {
  if (n < kMaxTwoLibertyMoves && std::find(out, out + n, p) == out + n) out[n++] = p;
}

bool adjacent(const Board& board, Point a, Point b) {
  const std::array<Point, 4> around = board.neighbours(a);
  return std::find(around.begin(), around.end(), b) != around.end();
}

// The liberties pl's string of two liberties (`here` and `other`) would
// have after pl plays `here` and the opponent takes `other`. Its own
// liberties are known, so only the new stone's empty neighbours count,
// unless they are too few and the strings it joins or its captures must be
// walked.
int room_after_extending(const Board& board, Player pl, Point here, Point other) {
  const int direct = std::popcount(board.neighbour_mask(here, Color::Empty)) -
                     (adjacent(board, here, other) ? 1 : 0);
  if (direct >= 3) return direct;
  Point libs[4];
  const int n = liberties_after_move(board, pl, here, 4, libs);
  return n - static_cast<int>(std::find(libs, libs + n, other) != libs + n);
}

}  // namespace

int two_liberty_attacks(const Board& board, Point stone, Player attacker, Point* out) {
  Point libs[2];
  if (board.liberties_up_to(stone, 3, libs) != 2) return 0;
  const Player defender = opponent(attacker);
  int n = 0;
  for (int i = 0; i < 2; ++i) {
    const Point atari = libs[i];
    const Point escape = libs[1 - i];
    if (!board.is_legal(attacker, atari)) continue;
    if (room_after_extending(board, defender, escape, atari) >= 3) continue;
    if (is_bad_self_atari(board, attacker, atari)) continue;
    out[n++] = atari;
  }
  return n;
}

int two_liberty_moves(const Board& board, Point stone, Player to_move, Point* out) {
  int n = 0;
  if (board.color(stone) != stone_of(to_move)) {
    Point attacks[2];
    const int a = two_liberty_attacks(board, stone, to_move, attacks);
    for (int i = 0; i < a; ++i)
      add_unique(out, n, attacks[i]);
    return n;
  }
  Point libs[2];
  if (board.liberties_up_to(stone, 3, libs) != 2) return 0;
  for (int i = 0; i < 2; ++i) {
    // Extending here keeps the other liberty: one more than the room.
    if (board.is_legal(to_move, libs[i]) &&
        room_after_extending(board, to_move, libs[i], libs[1 - i]) + 1 >= 3) {
      add_unique(out, n, libs[i]);
    }
  }
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
      if (std::find(seen, seen + seen_count, head) != seen + seen_count) continue;
      if (seen_count == kMaxNeighbourStrings) return n;
      seen[seen_count++] = head;
      if (board.in_atari(head)) {
        const Point capture = board.atari_point(head);
        if (board.is_legal(to_move, capture)) add_unique(out, n, capture);
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
