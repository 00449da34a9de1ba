#pragma once

#include <cstdint>
#include <span>

#include "eval/opening/opening_prior.h"
#include "eval/patterns/game_positions.h"

namespace kosumi::eval {

// What the table keeps of a corpus's openings.
struct OpeningTableOptions {
  int moves = 30;               // the positions before each of a game's first `moves` moves
  uint32_t min_games = 10;      // a position reached by at least this many games
  uint32_t min_move_count = 1;  // a move played there by at least this many of them
};

// Replays the games (19×19 or any one size; a game of another size than the
// first is left out) and counts, for every position up to symmetry before
// one of their first `moves` moves, the games that reached it and the moves
// they played, each in the position's canonical image. A game stops
// counting at its first pass. The result does not depend on the games'
// order.
OpeningPrior count_openings(std::span<const RecordedGame> games,
                            const OpeningTableOptions& options);

}  // namespace kosumi::eval
