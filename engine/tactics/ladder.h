#pragma once

#include <deque>

#include "engine/board.h"
#include "engine/types.h"

namespace kosumi::engine {

// Reads ladders: a string in atari runs, the attacker keeps it in atari,
// and either the string reaches three liberties (a ladder breaker, an own
// stone on the way, a capture of an attacking stone) or it is taken. The
// reader plays the sequence out on scratch copies of the board, so the
// edge, breakers of either colour and captures along the way count as they
// do on the board. The defender may extend or capture any attacking string
// in atari; the attacker may atari on either liberty. Reading stops after
// a budget of positions; an unfinished ladder is not trusted to work
// (reported as an escape).
//
// Owns its scratch boards (one per ply, made when a ladder first gets that
// long): one reader per thread.
class LadderReader {
 public:
  // Positions read per question before giving up.
  static constexpr int kDefaultBudget = 200;
  // Plies read at most: a ladder across a 25×25 board and back.
  static constexpr int kMaxDepth = 100;

  explicit LadderReader(int budget = kDefaultBudget);

  // The string of `stone` is in atari and its owner is to move: true when
  // it cannot escape however it runs or captures.
  bool is_captured(const Board& board, Point stone);
  // The string of `stone` has exactly two liberties and the opponent is to
  // move: true when an atari on one of them captures it in a ladder, and
  // `*atari` (when not null) gets that move.
  bool can_capture(const Board& board, Point stone, Point* atari = nullptr);
  // The string of `stone` is in atari and its owner is to move: true when
  // extending on its liberty saves it (three liberties, or two on which no
  // ladder takes it). Captures of attacking strings are not tried.
  bool extension_escapes(const Board& board, Point stone);
  // The same question read along one line only, on one scratch board, for
  // the playouts: the attacker always ataris on the side that leaves the
  // runner less room, and an attacking string in atari next to the runner
  // counts as an escape. Never claims a capture the full reading would
  // not; may miss a capture that needs the other atari. Budgeted in plies.
  bool extension_escapes_quickly(const Board& board, Point stone);
  // Positions read by the last question (for tests and benchmarks).
  int positions_read() const { return positions_; }

 private:
  // On boards_[depth]: the defender (owner of `stone`) to move, in atari.
  bool defender_fails(int depth, Point stone);
  // On boards_[depth]: the attacker to move, the defender on two liberties.
  bool attacker_wins(int depth, Point stone, Point* atari);
  // After the defender's move on boards_[depth]: true when the string is
  // safe (three liberties, or two the attacker cannot exploit).
  bool defender_safe_after(int depth, Point stone);
  bool out_of_budget() { return ++positions_ > budget_; }
  // The scratch board of a ply. A deque, so that growing it keeps the
  // boards of the plies being read where they are.
  Board& ply(int depth);

  int budget_;
  int positions_ = 0;
  std::deque<Board> boards_;
};

}  // namespace kosumi::engine
