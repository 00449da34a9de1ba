#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/rules.h"

namespace kosumi::match {

using Opening = std::vector<engine::MoveRecord>;

// Reads the main lines of SGF files as openings for `size` under `rules`.
// Throws MatchUsageError naming the file when it cannot be read, is not a
// Go record of that size, holds set-up stones (GTP can only replay moves),
// or holds an illegal move.
std::vector<Opening> load_openings(const std::vector<std::string>& files, int size,
                                   const engine::Rules& rules);

// Which opening game `game_index` (from 0) starts from: the openings in an
// order shuffled by `seed`, each used for one game or, when colours
// alternate, for two games in a row so both engines play both sides of it.
// Precondition: opening_count > 0.
int opening_for_game(int game_index, int opening_count, bool alternate, uint64_t seed);

}  // namespace kosumi::match
