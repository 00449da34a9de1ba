#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "agreement/position.h"

namespace kosumi::agreement {

// One GNU Go self-play game: board size, rules, the seed and the levels.
struct SelfPlaySpec {
  int size = 9;
  std::string preset = "chinese";
  uint64_t seed = 1;
  int black_level = 1;
  int white_level = 1;
};

// The game of `seed` on a board of `size`: Chinese rules for odd seeds and
// Japanese for even ones (so any run of seeds has both), and each side's
// level drawn from 0 to `max_level`, all from the seed alone.
SelfPlaySpec spec_for_seed(int size, uint64_t seed, int max_level);

// What a game gives: the position where it could have stopped early, if it
// came, and the position after two passes, unless the move limit came first.
struct SelfPlayGame {
  std::optional<AgreementPosition> stopped_early;
  std::optional<AgreementPosition> finished;
  int moves = 0;
};

// Plays the game: GNU Go started with --seed (so the moves depend on the
// seed alone) and the rules' ko and counting options, a few random opening
// moves drawn from the seed, then GNU Go's moves for both sides, each
// played into a Kosumi game under the same rules.
//
// The stopped-early position is the first one, past the opening, where GNU
// Go's score estimate has stayed within a few points for the last moves of
// both sides and its final_status_list dead is not empty: the moment
// people stop a game whose result is clear. Throws std::runtime_error when
// GNU Go fails or plays a move Kosumi refuses: the rules would then
// disagree, which a test must see rather than skip.
SelfPlayGame play_selfplay(const SelfPlaySpec& spec, const std::string& gnugo_path);

}  // namespace kosumi::agreement
