#include "engine/tactics/semeai.h"

#include <bit>

#include "engine/tactics/self_atari.h"

namespace kosumi::engine {
namespace {

constexpr int kMaxNeighbourStrings = 8;
constexpr int kRaceLiberties = 3;

}  // namespace

int three_liberty_race_moves(const Board& board, Point stone, const Point* libs, Player to_move,
                             Point* out) {
  const Color them = stone_of(opponent(to_move));
  Point seen[kMaxNeighbourStrings];
  int seen_count = 0;
  int n = 0;
  Point s = stone;
  do {
    for (unsigned enemy = board.neighbour_mask(s, them); enemy != 0; enemy &= enemy - 1) {
      const Point head = board.string_head(board.neighbour(s, std::countr_zero(enemy)));
      if (contains(seen, seen_count, head)) continue;
      if (seen_count == kMaxNeighbourStrings) return n;
      seen[seen_count++] = head;
      Point enemy_libs[kRaceLiberties + 1];
      if (board.liberties_up_to(head, kRaceLiberties + 1, enemy_libs) != kRaceLiberties) continue;
      for (int i = 0; i < kRaceLiberties; ++i) {
        const Point lib = enemy_libs[i];
        if (contains(libs, kRaceLiberties, lib) || contains(out, n, lib)) continue;
        if (n == kMaxRaceMoves) return n;
        if (board.is_legal(to_move, lib) && !is_bad_self_atari(board, to_move, lib)) out[n++] = lib;
      }
    }
    s = board.next_in_string(s);
  } while (s != stone);
  return n;
}

}  // namespace kosumi::engine
