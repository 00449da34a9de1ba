#include "engine/tactics/two_liberty.h"

#include <algorithm>

#include "engine/tactics/liberties.h"
#include "engine/tactics/self_atari.h"

namespace kosumi::engine {
namespace {

constexpr int kMaxNeighbourStrings = 8;

void add_unique(Point* out, int& n, Point p) {
  if (n < kMaxTwoLibertyMoves && std::find(out, out + n, p) == out + n) out[n++] = p;
}

// The distinct enemy strings touching the string of `stone`, by head.
int touching_enemy_strings(const Board& board, Point stone, Point* heads) {
  const Color them = board.color(stone) == Color::Black ? Color::White : Color::Black;
  int n = 0;
  Point s = stone;
  do {
    for (Point q : board.neighbours(s)) {
      if (board.color(q) != them) continue;
      const Point h = board.string_head(q);
      if (std::find(heads, heads + n, h) == heads + n) {
        heads[n++] = h;
        if (n >= kMaxNeighbourStrings) return n;
      }
    }
    s = board.next_in_string(s);
  } while (s != stone);
  return n;
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
    // Extending on the other liberty keeps the attacker's stone at `atari`
    // off the count: it gains at most the liberties counted here less one.
    if (liberties_after_move(board, defender, escape, 4) - 1 >= 3) continue;
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
  for (Point lib : libs) {
    if (board.is_legal(to_move, lib) && liberties_after_move(board, to_move, lib, 3) >= 3) {
      add_unique(out, n, lib);
    }
  }
  Point enemies[kMaxNeighbourStrings];
  const int e = touching_enemy_strings(board, stone, enemies);
  for (int i = 0; i < e; ++i) {
    const int enemy_libs = board.liberties_up_to(enemies[i], 3);
    if (enemy_libs == 1) {
      const Point capture = board.atari_point(enemies[i]);
      if (board.is_legal(to_move, capture)) add_unique(out, n, capture);
    } else if (enemy_libs == 2) {
      Point attacks[2];
      const int a = two_liberty_attacks(board, enemies[i], to_move, attacks);
      for (int j = 0; j < a; ++j)
        add_unique(out, n, attacks[j]);
    }
  }
  return n;
}

}  // namespace kosumi::engine
