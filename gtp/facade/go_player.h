#pragma once

#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/counting.h"
#include "engine/game.h"
#include "engine/random.h"
#include "engine/rules.h"
#include "engine/types.h"
#include "eval/patterns/model.h"
#include "eval/settle.h"
#include "search/cluster/statistics_exchange.h"
#include "search/opening_book.h"
#include "search/searcher.h"
#include "search/time_control.h"

namespace kosumi::facade {

struct GoPlayerConfig {
  engine::Rules rules = *engine::Rules::preset("chinese");  // komi included
  int size = 19;
  // Per move when no clock is set: playouts, seconds, or both (the first
  // reached ends the search). Neither: kDefaultPlayouts.
  int64_t playouts = 0;
  double seconds = 0;
  // Above 0, genmove plays a move drawn among the root's visited moves,
  // more visited ones more often (search/root_choice.h), for weaker play;
  // 0: the search's own choice. The draws are seeded from the search's seed.
  double move_temperature = 0;
  // The search's options, with the learned move patterns (the front ends
  // load them from the weights file, gtp/cli/patterns.h; null to play
  // without them).
  search::SearchOptions search;
  // The opening book genmove plays from without searching, where it holds
  // the position (search/opening_book.h); null: always search. Among
  // near-equal book moves it draws one, seeded from the search's seed.
  std::shared_ptr<const search::OpeningBook> book;
  eval::SettleOptions settle;
  std::string program_name = "Kosumi";  // for the game record
  // Under area counting, never pass while opponent stones judged dead are on
  // the board: capture them first, so that a referee who scores the board as
  // it stands (Tromp-Taylor, as CGOS does) counts what Kosumi counts.
  bool capture_dead = false;
  // In a cluster, the link of the searcher to the other ranks (it must
  // outlive the GoPlayer); null for a GoPlayer alone.
  search::cluster::StatisticsExchange* exchange = nullptr;
};

// One game as the front ends play it: the facade over the game record, the
// searcher, the clock and the settlement of the final position. Every call
// that changes something validates first and changes nothing when it fails.
//
// Pondering (search options' ponder) runs on a thread of its own between a
// genmove and the next call; every call other than the const accessors stops
// it first, so the game never changes under a running search.
class GoPlayer {
 public:
  static constexpr int64_t kDefaultPlayouts = 10000;

  explicit GoPlayer(const GoPlayerConfig& config);
  ~GoPlayer();
  GoPlayer(const GoPlayer&) = delete;
  GoPlayer& operator=(const GoPlayer&) = delete;

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
  // Goes on with a game that ended by two passes (the players disagreed on
  // the dead stones); nothing changes in a game that goes on.
  void resume();
  // Takes back the last `count` moves; false (nothing changes) when there
  // are fewer.
  bool undo(int count = 1);
  // Whether play() would accept the move, and every point it would accept.
  engine::MoveError check(engine::Player player, engine::Point point) const;
  std::vector<engine::Point> legal_moves(engine::Player player) const;

  // The move patterns, or null when the GoPlayer has none.
  const eval::PatternModel* patterns() const { return config_.search.patterns.get(); }
  struct MoveProbability {
    engine::Point move = engine::kPass;
    float probability = 0;
  };
  // The patterns' probability of each legal move of the player to move and
  // of the pass, most probable first. Precondition: patterns().
  std::vector<MoveProbability> pattern_probabilities() const;

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
  // Watches a search the GoPlayer runs: called on the caller's thread about
  // ten times a second with the result so far. Returning false stops the
  // search, which then ends as if its limits were reached (a genmove plays
  // its best move so far).
  using SearchWatcher = std::function<bool(const search::SearchResult&)>;

  // Searches and plays the move (unless it is a resignation); `excluded`
  // moves are not considered. A position the book holds is not searched:
  // a book move is played (unless moves are excluded), and last_search()
  // says so. The other calls that search never use the book.
  GeneratedMove genmove(engine::Player player, const SearchWatcher& watcher = {},
                        const search::RootExclusions& excluded = {});
  // As genmove, but the move is not played.
  GeneratedMove reg_genmove(engine::Player player, const SearchWatcher& watcher = {},
                            const search::RootExclusions& excluded = {});
  // Cleanup phase (kgs-genmove_cleanup): never resigns, and does not pass
  // while opponent stones judged dead are still on the board.
  GeneratedMove genmove_cleanup(engine::Player player, const SearchWatcher& watcher = {},
                                const search::RootExclusions& excluded = {});
  // Analysis: searches the position for `player` without limits until the
  // watcher returns false, and returns what it found. The game does not
  // change; a genmove of the same position goes on from the tree. Returns
  // at once when no move may be searched (all `excluded`).
  search::SearchResult analyze(engine::Player player, const SearchWatcher& watcher,
                               const search::RootExclusions& excluded = {});
  // A game review's search (kosumi analyze): the position as it stands, for
  // `player`, within the move's limits; nothing is played. A game that
  // ended by two passes is searched as if play went on; a single pass keeps
  // its weight (a second one would end the game), where reg_genmove forgets
  // it. The result is also last_search()'s.
  search::SearchResult review(engine::Player player);

  // What the last genmove, reg_genmove or genmove_cleanup searched, for the
  // thinking log.
  struct SearchReport {
    engine::Player player = engine::Player::Black;
    int move_number = 0;  // of the move searched, from 1
    search::SearchLimits limits;
    search::SearchResult result;
    GeneratedMove move;          // what the call answered
    bool captures_dead = false;  // a capture of dead stones replaced a pass
    int64_t pondered = 0;        // playouts pondered before the search
    // The move came from the opening book: nothing was searched, and the
    // result holds the book's moves (winrate and visits of the book's own
    // search), the move played first in the principal variation.
    bool from_book = false;
  };
  const std::optional<SearchReport>& last_search() const { return last_search_; }
  // Whether genmove or genmove_cleanup played for `player` in this game.
  bool program_played(engine::Player player) const {
    return program_played_[static_cast<size_t>(engine::player_index(player))];
  }
  const GoPlayerConfig& config() const { return config_; }
  // New search options (threads, parameters, ...); the tree is kept unless
  // the memory changes.
  void set_search_options(const search::SearchOptions& options);

  search::TimeManager& clock() { return clock_; }
  // The settlement with which genmove looks for dead stones to capture
  // before it passes, after its last search: on a clock it runs no more
  // playouts than that search did (and at least 64), so it costs about the
  // move's own share of the time, where a full one (thousands of playouts on
  // 19×19) could outlast the clock's last seconds.
  eval::SettleOptions capture_settle_options(int size) const;

  // Settles the current position with playouts and counts it.
  eval::Settlement settle();
  engine::Score final_score() { return settle().score; }
  // The stones with that status, in the settlement of the current position.
  std::vector<engine::Point> stones_with_status(eval::StoneStatus status);

  // Stops a ponder search, if one runs (also called by every mutator).
  void stop_pondering();

 private:
  search::SearchLimits limits_for(engine::Player player) const;
  // Searches `game` (the GoPlayer's own or a copy) for `player` within the
  // move's limits, and starts the report of the search.
  search::SearchResult search_move(const engine::Game& game, engine::Player player,
                                   const SearchWatcher& watcher,
                                   const search::RootExclusions& excluded);
  // The game continues first if it had ended by two passes.
  void resume_if_over();
  bool capture_dead_applies() const;
  // `move`, unless it is a pass and `wanted`: then a move towards capturing
  // a dead opponent string if there is one (stones judged dead as if the
  // rules removed dead stones, so also under Tromp-Taylor).
  engine::Point capture_instead_of_pass(const engine::Game& game, engine::Player player,
                                        engine::Point move, bool wanted);
  // A book move for `player`, drawn among the near-equal ones, with the
  // report of it in last_search_; nullopt when the book has none here.
  std::optional<engine::Point> book_move(engine::Player player);
  // Plays a move the search chose; returns the move played.
  engine::Point play_generated(engine::Player player, engine::Point move);
  // Completes the report of the last search with what the call answers.
  void record_answer(const GeneratedMove& answer, engine::Point searched);
  // Tells the clock what a move asked at `asked` cost the engine itself.
  void record_time(engine::Player player, std::chrono::steady_clock::time_point asked);
  void start_pondering();
  void reset_game(std::unique_ptr<engine::Game> game);

  GoPlayerConfig config_;
  std::unique_ptr<engine::Game> game_;
  search::Searcher searcher_;
  engine::Rng move_draws_;  // for move_temperature
  engine::Rng book_draws_;  // among near-equal book moves
  search::TimeManager clock_;
  std::thread ponder_thread_;
  int64_t pondered_ = 0;  // written by the ponder thread, read after joining it
  std::optional<SearchReport> last_search_;
  std::array<bool, 2> program_played_{};
};

}  // namespace kosumi::facade
