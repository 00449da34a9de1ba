#pragma once

#include <string>
#include <vector>

#include "engine/board.h"
#include "engine/types.h"
#include "gtp/server.h"
#include "search/search.h"

namespace kosumi::gtp {

// The analysis commands' requests and output lines, in the formats their
// clients parse: Leela Zero's (lz-analyze, Lizzie and Sabaki), KataGo's
// (kata-analyze, Lizzie with KataGo, CGOS's client) and Sabaki's own
// (analyze). See the README's GUI sections.
enum class AnalysisFormat {
  LeelaZero,  // winrate, prior and lcb as integers in 0..10000
  KataGo,     // floats in 0..1, score fields, ownership on request
};

// `[player] [interval] [key value ...]`, as Leela Zero and KataGo take it:
// interval in centiseconds (also `interval N`), `minmoves N`, `maxmoves N`,
// `ownership true|false` (KataGo's format only), and `avoid|allow PLAYER
// VERTICES UNTIL` with VERTICES separated by commas. Avoid and allow apply
// to the first move of the variations, the one analysed; moves deeper in
// the tree are not restricted.
struct AnalysisRequest {
  engine::Player player = engine::Player::Black;
  int interval_centiseconds = 0;  // 0: no line while searching
  int min_moves = 0;              // moves to show, visited or not
  int max_moves = 0;              // 0: no limit
  bool ownership = false;
  search::RootExclusions excluded;
};

// Throws GtpError naming what is wrong. `to_move` is the player when none
// is given.
AnalysisRequest parse_analysis_request(const Arguments& args, AnalysisFormat format,
                                       const engine::Board& board, engine::Player to_move);

// One line of analysis: "info move D4 visits ... pv D4 E5 info move ...",
// for the moves the request asks for, and KataGo's "ownership" values (one
// per point, the top row first, for the player to move) when asked for and
// known. Empty when no move qualifies. `ownership` is by point index with
// Black positive, as search::SearchResult has it. A move's `prior` is its
// share of the prior win rates of all the root's moves, so that the priors
// add up to one as a policy's probabilities do.
std::string analysis_line(const search::SearchResult& result, const AnalysisRequest& request,
                          AnalysisFormat format, const engine::Board& board,
                          const std::vector<float>& ownership);

// The lower end of a 95 % confidence interval of a win rate observed over
// `visits` playouts (normal approximation); 0 without visits.
double winrate_lower_bound(double winrate, int64_t visits);

}  // namespace kosumi::gtp
