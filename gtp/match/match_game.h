#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/game.h"
#include "engine/rules.h"
#include "engine/types.h"
#include "gtp/match/engine_process.h"
#include "gtp/match/game_result.h"
#include "gtp/match/options.h"
#include "gtp/match/referee.h"

namespace kosumi::match {

// Everything one game needs to know besides its engines.
struct GameSetup {
  int size = 19;
  engine::Rules rules;  // komi included
  int handicap = 0;     // fixed handicap stones, 0 or 2..9
  std::optional<MatchTimeControl> time;
  // Limit for every command, and for genmove when there is no clock.
  std::chrono::milliseconds move_timeout{60000};
  int max_moves = 1000;  // moves (passes included) before the referee adjudicates
  // Moves played to both engines before they take over; checked legal.
  std::vector<engine::MoveRecord> opening;
};

// Plays one game between two engines: sets both up (boardsize, clear_board,
// kgs-rules when the engine knows it and KGS names the rules, komi,
// fixed_handicap, time_settings), plays the opening to both, then asks
// the side to move for genmove (with time_left first under a clock) and
// tells the other side with play. Every answer is checked against the rules
// of `setup`; the engine that errs loses. After two passes or at the move
// limit the referee counts the position and both engines' final_score
// answers are recorded.
GameResult play_game(const GameSetup& setup, EngineProcess& black, EngineProcess& white,
                     Referee& referee);

}  // namespace kosumi::match
