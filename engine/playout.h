#pragma once

#include "engine/board.h"
#include "engine/random.h"
#include "engine/types.h"

namespace kosumi::engine {

// The light playout policy: a uniformly random move among the legal moves
// that do not fill one's own true eye; pass only when there is none. Simple
// ko holds inside playouts (the board's ban); suicide is never played.

// A playout longer than this many moves is cut off and scored as it stands.
constexpr int playout_move_cap(int size) {
  return 3 * size * size;
}

// True for a move the light policy may choose. A point with an empty
// neighbour is never an eye, never suicide and never the ko point (a ko point
// is surrounded by the capturing side), so the common case costs one test.
template <Player pl>
bool is_light_candidate(const Board& board, Point p) {
  if (board.has_empty_neighbour(p)) return true;
  return !board.is_true_eye<pl>(p) && !board.is_ko_banned(pl, p) && !board.is_suicide<pl>(p);
}

inline bool is_light_candidate(const Board& board, Player pl, Point p) {
  return pl == Player::Black ? is_light_candidate<Player::Black>(board, p)
                             : is_light_candidate<Player::White>(board, p);
}

// Draws a candidate uniformly: pick a random empty point; if it is not a
// candidate, move it to the end of the unexplored part of the empty list and
// draw again among the rest. kPass when no candidate exists. Forced inline:
// the playout loop calls it once per side, and as a call it would keep the
// generator's state in memory.
template <Player pl>
[[gnu::always_inline]] inline Point select_light_move(Board& board, Rng& rng) {
  for (int n = board.empty_count(); n > 0; --n) {
    const int i = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
    const Point p = board.empty_point(i);
    if (is_light_candidate<pl>(board, p)) return p;
    board.swap_empty(i, n - 1);
  }
  return kPass;
}

inline Point select_light_move(Board& board, Player pl, Rng& rng) {
  return pl == Player::Black ? select_light_move<Player::Black>(board, rng)
                             : select_light_move<Player::White>(board, rng);
}

struct PlayoutResult {
  int moves = 0;         // moves played, passes included
  int area_score = 0;    // Black minus White, Tromp-Taylor area, no komi
  bool finished = true;  // ended by two passes rather than the move cap
};

namespace playout_detail {

struct Progress {
  int cap;
  int passes = 0;
  PlayoutResult result;
};

// One move of a side fixed at compile time (see Board::play<pl>) chosen by
// `policy` (policy.choose<pl>(board, rng), then policy.record(board, pl, p)
// once it is played); false once the playout is over. Forced inline, like
// select_light_move: the loop calls it for both sides, and as a call it
// would keep the generator in memory.
template <Player pl, class Policy, class OnMove>
[[gnu::always_inline]] inline bool step(Board& board, Rng& rng, Policy& policy, Progress& progress,
                                        OnMove& on_move) {
  if (progress.passes >= 2) return false;
  if (progress.result.moves >= progress.cap) {
    progress.result.finished = false;
    return false;
  }
  const Point p = policy.template choose<pl>(board, rng);
  if (p == kPass) {
    board.pass();
    ++progress.passes;
  } else {
    board.play<pl>(p);
    progress.passes = 0;
  }
  policy.record(board, pl, p);
  on_move(pl, p);
  ++progress.result.moves;
  return true;
}

// The playout loop of every policy: the two sides' steps alternate, each
// with its side known at compile time.
template <class Policy, class OnMove>
PlayoutResult run(Board& board, Player to_move, Rng& rng, Policy& policy, OnMove& on_move) {
  Progress progress{playout_move_cap(board.size()), 0, {}};
  // A local copy keeps the generator's state in a register for the loop.
  Rng local_rng = rng;
  if (to_move == Player::Black ||
      step<Player::White>(board, local_rng, policy, progress, on_move)) {
    while (step<Player::Black>(board, local_rng, policy, progress, on_move) &&
           step<Player::White>(board, local_rng, policy, progress, on_move)) {
    }
  }
  rng = local_rng;
  progress.result.area_score = board.area_score();
  return progress.result;
}

// The light policy as the loop sees it: it remembers nothing.
struct LightPolicy {
  template <Player pl>
  [[gnu::always_inline]] Point choose(Board& board, Rng& rng) {
    return select_light_move<pl>(board, rng);
  }
  void record(const Board&, Player, Point) {}
};

}  // namespace playout_detail

// Plays from `board` (modified in place) with `to_move` first until two
// passes in a row or the move cap. `on_move(player, point)` sees every move
// (kPass included), e.g. for all-moves-as-first statistics.
template <class OnMove>
PlayoutResult light_playout(Board& board, Player to_move, Rng& rng, OnMove&& on_move) {
  playout_detail::LightPolicy policy;
  return playout_detail::run(board, to_move, rng, policy, on_move);
}

inline PlayoutResult light_playout(Board& board, Player to_move, Rng& rng) {
  return light_playout(board, to_move, rng, [](Player, Point) {});
}

}  // namespace kosumi::engine
