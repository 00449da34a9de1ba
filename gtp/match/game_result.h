#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/types.h"

namespace kosumi::match {

enum class GameEnd : uint8_t {
  TwoPasses,  // scored by the referee
  MoveLimit,  // scored by the referee at max_moves
  Resignation,
  IllegalMove,    // the engine played a move the rules forbid
  Timeout,        // over the clock, or silent past the command limit
  Crash,          // the engine exited or closed its output
  ProtocolError,  // a malformed answer, or a required command refused
  NoResult,       // the referee could not count the final position
};

std::string_view to_string(GameEnd end);

// Seconds the engine spent on its genmove commands.
struct MoveTimes {
  int moves = 0;
  double total_seconds = 0;
  double max_seconds = 0;
};

struct GameResult {
  explicit GameResult(engine::Game start) : game(std::move(start)) {}

  engine::Game game;  // the final position and moves
  GameEnd end = GameEnd::NoResult;
  std::optional<engine::Player> winner;    // nullopt: a draw, or no result
  std::optional<engine::Player> at_fault;  // who lost by a fault
  std::string result;                      // SGF RE[]: "B+3.5", "W+R", "B+T", "W+F", "0", "Void"
  std::string reason;                      // one line for people, e.g. "white played C3: occupied"
  // final_score answers of the engines (by player index) and of the referee
  // when the game was counted; empty when not asked or not answered.
  std::array<std::string, 2> engine_scores;
  std::string referee_score;
  // The groups the referee's count left uncertain (for people); empty when
  // the count is sure.
  std::string uncertain_count;
  std::array<MoveTimes, 2> times;
  // With a clock: the mover's clock after each move, by move number in
  // game.moves() (moves of an opening have none).
  struct ClockReading {
    size_t move;
    double seconds_left;
    int stones_left;  // 0 in main time
  };
  std::vector<ClockReading> clock_readings;
};

}  // namespace kosumi::match
