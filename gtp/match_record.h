#pragma once

#include <string>

#include "gtp/match_options.h"
#include "gtp/match_outcome.h"
#include "gtp/sgf.h"

namespace kosumi::gtp {

// The SGF record of one match game: moves, rules, komi, handicap, players,
// result (RE[]), clock (TM[] main time, OT[] "STONES/SECONDS Canadian"),
// date, and in GC[] how the game ended, the engines' final_score answers
// and the referee's count.
SgfRecord match_record(const GameOutcome& outcome, const MatchOptions& options, int game_number,
                       const std::string& black_name, const std::string& white_name,
                       const std::string& date);

// "game-0007.sgf" for game number 7 (numbers count from 1).
std::string match_record_file_name(int game_number);

}  // namespace kosumi::gtp
