#pragma once

#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/counting.h"
#include "engine/game.h"
#include "engine/rules.h"
#include "engine/types.h"
#include "eval/settle.h"
#include "search/searcher.h"
#include "search/statistics_exchange.h"
#include "search/time_control.h"

namespace kosumi::gtp {

struct SessionConfig {
  engine::Rules rules = *engine::Rules::preset("chinese");  // komi included
  int size = 19;
  // Per move when no clock is set: playouts, seconds, or both (the first
  // reached ends the search). Neither: kDefaultPlayouts.
  int64_t playouts = 0;
  double seconds = 0;
  search::SearchOptions search;
  eval::SettleOptions settle;
  // In a cluster, the link of the searcher to the other ranks (it must
  // outlive the session); null for a session alone.
  search::StatisticsExchange* exchange = nullptr;
};

// One game as the front ends play it: the facade over the game record, the
// searcher, the clock and the settlement of the final position. Every call
// that changes something validates first and changes nothing when it fails.
//
// Pondering (search options' ponder) runs on a thread of its own between a
// genmove and the next call; every call other than the const accessors stops
// it first, so the game never changes under a running search.
class Session {
 public:
  static constexpr int64_t kDefaultPlayouts = 10000;

  explicit Session(const SessionConfig& config);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  const engine::Game& game() const { return *game_; }
  const engine::Rules& rules() const { return game_->rules(); }
  int size() const { return game_->size(); }

  // A new empty board of `size`; false (nothing changes) off 2..25.
  bool set_board_size(int size);
  void clear_board();
  void set_komi(double komi);
  // New rules, keeping the komi; the moves so far are replayed under them.
  // False (nothing changes) when a move is illegal under the new rules.
  bool set_rules(const engine::Rules& rules);
  // Replaces the game (loadsgf); its rules and komi come along.
  void set_game(const engine::Game& game);

  // Plays a move for any colour (GTP lets a controller do that); a game that
  // had ended by two passes continues.
  engine::MoveError play(engine::Player player, engine::Point point);
  bool undo();
  // Whether play() would accept the move, and every point it would accept.
  engine::MoveError check(engine::Player player, engine::Point point) const;
  std::vector<engine::Point> legal_moves(engine::Player player) const;

  // Handicap stones; empty (nothing changes) when the board is not empty
  // or the count is not possible. `fixed`: the GTP specification's points.
  std::vector<engine::Point> place_fixed_handicap(int stones);
  std::vector<engine::Point> place_free_handicap(int stones);
  bool set_free_handicap(const std::vector<engine::Point>& points);
  bool board_is_empty() const;

  struct GeneratedMove {
    engine::Point point = engine::kPass;
    bool resign = false;
  };
  // Searches and plays the move (unless it is a resignation).
  GeneratedMove genmove(engine::Player player);
  // As genmove, but the move is not played.
  GeneratedMove reg_genmove(engine::Player player);
  // Cleanup phase (kgs-genmove_cleanup): never resigns, and does not pass
  // while opponent stones judged dead are still on the board.
  GeneratedMove genmove_cleanup(engine::Player player);

  search::TimeManager& clock() { return clock_; }

  // Settles the current position with playouts and counts it.
  eval::Settlement settle();
  engine::Score final_score() { return settle().score; }
  // The stones with that status, in the settlement of the current position.
  std::vector<engine::Point> stones_with_status(eval::StoneStatus status);

  // Stops a ponder search, if one runs (also called by every mutator).
  void stop_pondering();

 private:
  search::SearchLimits limits_for(engine::Player player) const;
  // Searches the game, which continues first if it had ended by two passes.
  search::SearchResult search_and_resume(engine::Player player);
  // Plays a move the search chose; returns the move played.
  engine::Point play_generated(engine::Player player, engine::Point move);
  void start_pondering();
  void reset_game(std::unique_ptr<engine::Game> game);

  SessionConfig config_;
  std::unique_ptr<engine::Game> game_;
  search::Searcher searcher_;
  search::TimeManager clock_;
  std::thread ponder_thread_;
};

}  // namespace kosumi::gtp
