#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "engine/game.h"
#include "gtp/match/engine_process.h"

namespace kosumi::match {

// The referee's count of a finished game.
struct RefereeVerdict {
  std::optional<double> black_margin;  // positive: Black wins; nullopt: no count
  std::string error;                   // why there is no count
  // The groups whose status the referee could not settle, for people;
  // empty when the count is sure.
  std::string uncertain = {};
};

// Scores the final position of a match game (after two passes or at the
// move limit).
class Referee {
 public:
  virtual ~Referee() = default;
  virtual RefereeVerdict score(const engine::Game& game) = 0;
};

// Kosumi's own judgement: the playout settlement of life and death, counted
// under the game's rules.
class SettlementReferee final : public Referee {
 public:
  RefereeVerdict score(const engine::Game& game) override;
};

// A third engine: the game is replayed into it (boardsize, clear_board, komi,
// fixed_handicap, play ...) and its final_score is the count. An engine that
// fails or answers garbage gives no count, with the reason.
class GtpReferee final : public Referee {
 public:
  GtpReferee(EngineProcess& process, std::chrono::milliseconds timeout)
      : process_(process), timeout_(timeout) {}
  RefereeVerdict score(const engine::Game& game) override;

 private:
  EngineProcess& process_;
  std::chrono::milliseconds timeout_;
};

}  // namespace kosumi::match
