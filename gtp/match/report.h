#pragma once

#include <string>

#include "gtp/match/options.h"
#include "gtp/match/tally.h"

namespace kosumi::match {

// The results table for the terminal: per engine its wins (by colour), the
// win rate with its 95 % Wilson interval, the Elo difference with its
// interval, seconds per move, faults, and how often its final_score agreed
// with the referee. Win rate and Elo count draws as half a win and leave
// void games out.
std::string format_report(const MatchTally& tally, const MatchOptions& options);

// The same figures as one JSON object; infinite Elo bounds are null.
std::string format_json(const MatchTally& tally, const MatchOptions& options);

// One line of live progress: games done and the score so far.
std::string format_progress(const MatchTally& tally, int total_games);

}  // namespace kosumi::match
