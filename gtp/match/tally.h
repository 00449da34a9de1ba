#pragma once

#include <array>
#include <cstdint>
#include <set>
#include <string>

#include "gtp/match/game_result.h"

namespace kosumi::match {

// One engine's figures over a match.
struct EngineTally {
  std::string name;
  int wins = 0;
  int wins_as_black = 0;
  int wins_as_white = 0;
  int games_as_black = 0;
  int games_as_white = 0;
  int draws = 0;
  int illegal_moves = 0;
  int crashes = 0;
  int timeouts = 0;
  int protocol_errors = 0;  // malformed answers, required commands refused
  MoveTimes times;
  // Counted games in which the engine answered final_score readably, and
  // those in which its answer named the referee's winner / exact result.
  int scores_answered = 0;
  int scores_same_winner = 0;
  int scores_same_result = 0;

  double points() const { return wins + 0.5 * draws; }
  double average_seconds_per_move() const {
    return times.moves == 0 ? 0 : times.total_seconds / times.moves;
  }
};

// The figures of a match, engine 0 being --black's command and engine 1
// --white's. Every game is a win for one engine, a draw, or void:
// engines[0].wins + engines[1].wins + draws + void_games == games.
struct MatchTally {
  std::array<EngineTally, 2> engines;
  int games = 0;
  int draws = 0;
  int void_games = 0;        // no result: the referee could not count
  int uncertain_counts = 0;  // counted, but the referee marked its count uncertain
  int black_wins = 0;
  int white_wins = 0;
  // Hashes of the games' move sequences: a game replayed move for move adds
  // no information, so the report says how many differ.
  std::set<uint64_t> move_sequences;

  int decided_games() const { return games - void_games; }
  int distinct_games() const { return static_cast<int>(move_sequences.size()); }
  // Adds a game in which engine `black_engine` (0 or 1) played Black.
  void add(const GameResult& game, int black_engine);
};

}  // namespace kosumi::match
