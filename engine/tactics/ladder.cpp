#include "engine/tactics/ladder.h"

#include <algorithm>
#include <bit>
#include <utility>

#include "engine/tactics/liberties.h"

namespace kosumi::engine {
namespace {

constexpr int kMaxDefenderCaptures = 8;

// Lines between p and the nearest edge, 0 on the first line, capped at 3 so
// that it only breaks ties between equal room (counted four times over).
int edge_distance(const Board& board, Point p) {
  const int x = board.x_of(p);
  const int y = board.y_of(p);
  const int far = board.size() - 1;
  return std::min({x, y, far - x, far - y, 3});
}

Player owner(const Board& board, Point stone) {
  return board.color(stone) == Color::Black ? Player::Black : Player::White;
}

// The empty neighbours of p, up to `limit`, in the order of neighbours().
int empty_neighbours(const Board& board, Point p, int limit, Point* out) {
  int n = 0;
  for (unsigned empty = board.neighbour_mask(p, Color::Empty); empty != 0 && n < limit;
       empty &= empty - 1) {
    out[n++] = board.neighbour(p, std::countr_zero(empty));
  }
  return n;
}

// True when a string of colour c next to p is in atari.
bool touches_string_in_atari(const Board& board, Point p, Color c) {
  for (unsigned stones = board.neighbour_mask(p, c); stones != 0; stones &= stones - 1) {
    if (board.in_atari(board.neighbour(p, std::countr_zero(stones)))) return true;
  }
  return false;
}

// liberties_after_move(board, pl, escape, 4) for the string of `stone`,
// whose two liberties are `escape` and `other`, running to `escape`. When
// the new stone joins no other string and captures nothing, the string's
// liberties are the new stone's empty neighbours and `other`, which spares
// walking it.
int room_after_running(const Board& board, Player pl, Point stone, Point escape, Point other) {
  constexpr int kLimit = 4;
  Point own[4];
  const int n = neighbour_strings(board, escape, stone_of(pl), own);
  if (n != 1 || own[0] != board.string_head(stone) || move_captures(board, pl, escape)) {
    return liberties_after_move(board, pl, escape, kLimit);
  }
  Point libs[4];
  int count = empty_neighbours(board, escape, 4, libs);
  if (!contains(libs, count, other)) ++count;
  return std::min(count, kLimit);
}

}  // namespace

LadderReader::LadderReader(int budget) : budget_(budget) {}

Board& LadderReader::ply(int depth) {
  while (boards_.size() <= static_cast<size_t>(depth))
    boards_.emplace_back(kMaxSize);
  return boards_[static_cast<size_t>(depth)];
}

bool LadderReader::is_captured(const Board& board, Point stone) {
  positions_ = 0;
  ply(0) = board;
  return defender_fails(0, stone);
}

bool LadderReader::can_capture(const Board& board, Point stone, Point* atari) {
  positions_ = 0;
  ply(0) = board;
  return attacker_wins(0, stone, atari);
}

bool LadderReader::extension_escapes(const Board& board, Point stone) {
  positions_ = 0;
  const Point run = board.atari_point(stone);
  const Player defender = owner(board, stone);
  if (!board.is_legal(defender, run)) return false;
  Board& next = ply(1);
  next = board;
  next.play(defender, run);
  return defender_safe_after(1, stone);
}

bool LadderReader::extension_escapes_quickly(const Board& board, Point stone) {
  positions_ = 0;
  const Player defender = owner(board, stone);
  const Player attacker = opponent(defender);
  const Color attacking = stone_of(attacker);
  Board& b = ply(0);
  b = board;
  Point attackers[1];
  // Once the whole runner has been looked at, every attacking string next
  // to it is known not to be in atari, and a move can change that only
  // next to the stone it adds, unless it joins or captures strings.
  bool looked_at_all = false;
  for (;;) {
    const Point run = b.atari_point(stone);
    if (!b.is_legal(defender, run)) return false;
    const int size_before = b.string_size(stone);
    const bool captured = b.play(defender, run) > 0;
    if (out_of_budget()) return true;
    // A plain extension, which captures nothing and joins no other string,
    // leaves the runner the empty neighbours of the new stone alone: run
    // was the only liberty of the others.
    const bool plain = !captured && b.string_size(stone) == size_before + 1;
    Point libs[3];  // room for the limit
    const int count = plain ? empty_neighbours(b, run, 3, libs) : b.liberties_up_to(stone, 3, libs);
    if (count >= 3) return true;
    if (count <= 1) return false;
    if (plain && looked_at_all ? touches_string_in_atari(b, run, attacking)
                               : adjacent_strings_in_atari(b, stone, attackers, 1) > 0) {
      return true;
    }
    looked_at_all = true;
    // The atari that leaves the runner less room at the other liberty, or
    // on a tie the one that drives it towards the edge.
    const auto escape_cost = [&](Point escape, Point other) {
      return 4 * room_after_running(b, defender, stone, escape, other) + edge_distance(b, escape);
    };
    if (escape_cost(libs[0], libs[1]) < escape_cost(libs[1], libs[0])) std::swap(libs[0], libs[1]);
    if (!b.is_legal(attacker, libs[0])) return true;
    b.play(attacker, libs[0]);
    // The attacker's move takes no liberty from its own strings: only the
    // one it played into can be in atari now.
    if (b.in_atari(libs[0])) return true;
  }
}

bool LadderReader::defender_safe_after(int depth, Point stone) {
  const int libs = ply(depth).liberties_up_to(stone, 3);
  if (libs >= 3) return true;
  if (libs <= 1) return false;
  return !attacker_wins(depth, stone, nullptr);
}

bool LadderReader::defender_fails(int depth, Point stone) {
  if (out_of_budget() || depth >= kMaxDepth) return false;
  const Board& board = ply(depth);
  Board& next = ply(depth + 1);
  const Player defender = owner(board, stone);

  Point attackers[kMaxDefenderCaptures];
  const int n = adjacent_strings_in_atari(board, stone, attackers, kMaxDefenderCaptures);
  for (int i = 0; i < n; ++i) {
    const Point capture = board.atari_point(attackers[i]);
    if (!may_capture_at(board, defender, capture)) continue;
    next = board;
    next.play(defender, capture);
    if (defender_safe_after(depth + 1, stone)) return false;
  }
  const Point run = board.atari_point(stone);
  if (board.is_legal(defender, run)) {
    next = board;
    next.play(defender, run);
    if (defender_safe_after(depth + 1, stone)) return false;
  }
  return true;
}

bool LadderReader::attacker_wins(int depth, Point stone, Point* atari) {
  if (out_of_budget() || depth >= kMaxDepth) return false;
  const Board& board = ply(depth);
  Board& next = ply(depth + 1);
  const Player attacker = opponent(owner(board, stone));
  Point libs[3];  // room for the limit
  if (board.liberties_up_to(stone, 3, libs) != 2) return false;
  // The atari that leaves the runner fewer liberties at the other point is
  // the likelier to work: read it first.
  const int first_room = liberties_after_move(board, owner(board, stone), libs[1], 3);
  const int second_room = liberties_after_move(board, owner(board, stone), libs[0], 3);
  if (second_room < first_room) std::swap(libs[0], libs[1]);
  for (int i = 0; i < 2; ++i) {
    const Point move = libs[i];
    if (!board.is_legal(attacker, move)) continue;
    next = board;
    next.play(attacker, move);
    if (next.color(stone) == Color::Empty || next.liberties_up_to(stone, 2) != 1) continue;
    if (defender_fails(depth + 1, stone)) {
      if (atari != nullptr) *atari = move;
      return true;
    }
  }
  return false;
}

}  // namespace kosumi::engine
