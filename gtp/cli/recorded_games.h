#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "eval/patterns/game_positions.h"

namespace kosumi::cli {

// The games of an SGF collection (one game a line, or any collection) as
// the pattern training and measurement read them. A record that cannot be
// read, is not 19×19 (`size` 0: any size) or whose moves are not legal on
// replay is left out with a warning on `log`. nullopt, with the reason on
// `log`, when the file cannot be read or its syntax is broken.
std::optional<std::vector<eval::RecordedGame>> read_recorded_games(const std::string& path,
                                                                   int size, std::ostream& log);

// The 19×19 games to learn from and, when `validation_path` names a file,
// the games to measure on, as read_recorded_games reads them; nullopt when
// either cannot be read.
struct LearningGames {
  std::vector<eval::RecordedGame> training;
  std::optional<std::vector<eval::RecordedGame>> validation;
};
std::optional<LearningGames> read_learning_games(const std::string& training_path,
                                                 const std::optional<std::string>& validation_path,
                                                 std::ostream& log);

}  // namespace kosumi::cli
