#pragma once

#include <string>

#include "gtp/match/game_result.h"
#include "gtp/match/options.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::match {

// The SGF record of one match game: moves, rules, komi, handicap, players,
// result (RE[]), clock (TM[] main time, OT[] "STONES/SECONDS Canadian"),
// date, and in GC[] how the game ended, the engines' final_score answers,
// the referee's count and each player's genmove seconds (move_times_line),
// all that --resume needs to count the game again.
sgf::SgfRecord match_record(const GameResult& outcome, const MatchOptions& options, int game_number,
                            const std::string& black_name, const std::string& white_name,
                            const std::string& date);

// "genmove seconds of black: 36 moves, 130.412 in all, 5.005 at most".
std::string move_times_line(const char* player, const MoveTimes& times);

// "game-0007.sgf" for game number 7 (numbers count from 1).
std::string match_record_file_name(int game_number);

}  // namespace kosumi::match
