#pragma once

#include <stdexcept>
#include <string>

#include "gtp/match/game_result.h"
#include "gtp/match/options.h"
#include "gtp/sgf/sgf.h"

namespace kosumi::match {

// A game record that --resume cannot count: unreadable, written by another
// match, or missing what the tally needs. The message says which and why.
class MatchResumeError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// How game `game_number` (from 1) went, read back from the record that
// match_record wrote for it, so an interrupted match counts its finished
// games instead of playing them again. The record must belong to this
// match: board size, komi, rules, handicap, clock and the players who had
// Black and White in that game (`black_name`, `white_name`). Throws
// MatchResumeError naming what differs or what cannot be read.
GameResult result_from_record(const sgf::SgfRecord& record, const MatchOptions& options,
                              int game_number, const std::string& black_name,
                              const std::string& white_name);

}  // namespace kosumi::match
