#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "gtp/match/engine_process.h"
#include "gtp/match/openings.h"
#include "gtp/match/options.h"
#include "gtp/match/referee.h"
#include "gtp/match/tally.h"

namespace kosumi::match {

// How the runner gets its engines and its default referee; tests replace
// the processes with engines in the test process.
struct MatchFactories {
  // Starts an engine from its command line. Throws EngineStartError.
  std::function<std::unique_ptr<EngineProcess>(const std::string& command)> start_engine;
  // The referee when the options name no --referee engine.
  std::function<std::unique_ptr<Referee>()> default_referee;
};

// The real thing: engines as subprocesses (SpawnedEngineProcess, `move_timeout` for
// their first commands) and Kosumi's settlement as the default referee.
MatchFactories process_match_factories(double move_timeout);

// Called after every game, one call at a time, in the order games finish:
// the tally so far, the game's number (from 1), which engine played Black
// (0 or 1) and how the game went.
using MatchProgress = std::function<void(const MatchTally& tally, int game_number, int black_engine,
                                         const GameResult& outcome)>;

// Plays options.games games, options.parallel at a time; each parallel slot
// owns its own engine processes (and referee engine) and restarts an engine
// before its next game when it crashed, hung or answered garbage, or could
// not be started. An engine that cannot be started loses that game as a
// crash. Game g (from 0) gives Black to engine 1 when colours alternate and
// g is odd, else to engine 0. Writes one SGF record per game into
// options.sgf_dir when set (a write failure is reported on `errors` and the
// match goes on). With options.resume the games whose records sgf_dir
// already holds are counted from them (and reported to `progress` first)
// instead of played; a record that does not belong to this match throws
// MatchResumeError before any game is played. Engine names in the tally
// come from starting each engine once before the first game, which also
// turns an engine that cannot start at all into an EngineStartError before
// any game is played; two engines of the same name are told apart as
// "NAME #1" and "NAME #2".
MatchTally run_match(const MatchOptions& options, const std::vector<Opening>& openings,
                     const MatchFactories& factories, const MatchProgress& progress,
                     std::vector<std::string>& errors);

}  // namespace kosumi::match
