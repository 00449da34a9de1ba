#pragma once

#include <memory>

#include "engine/game.h"
#include "search/cluster/statistics_exchange.h"
#include "search/search.h"
#include "search/time_control.h"

namespace kosumi::search {

// The search as the facade (gtp/facade/) sees it: give it a game and limits,
// get a move.
//
// Thread-safety: search() and ponder() run on the caller's thread (which
// starts the worker threads) and must not overlap each other; stop() may be
// called from any thread at any time and makes a running search() or
// ponder() return soon. Everything else only between searches.
//
// In a cluster, `exchange` (which must outlive the searcher) links the
// searcher to the other ranks: a search announced on it is shared with
// theirs (statistics_exchange.h), and its result then sums every rank's
// root statistics.
class Searcher {
 public:
  explicit Searcher(const SearchOptions& options, cluster::StatisticsExchange* exchange = nullptr);
  ~Searcher();
  Searcher(const Searcher&) = delete;
  Searcher& operator=(const Searcher&) = delete;

  // Searches the game's position with `to_move` to play and returns the
  // move to play (never an illegal one, never one that breaks the game's
  // superko rule; kPass or resign when appropriate). Reuses the subtree of
  // the previous search when the game continues from it.
  // `excluded` moves are not searched at the root.
  SearchResult search(const engine::Game& game, engine::Player to_move, const SearchLimits& limits,
                      const ProgressCallback& progress = {}, const RootExclusions& excluded = {});
  // Searches until stop(), without limits (pondering on the opponent's
  // time, and analysis), and returns what it found.
  SearchResult ponder(const engine::Game& game, engine::Player to_move,
                      const ProgressCallback& progress = {}, const RootExclusions& excluded = {});
  void stop();
  // Forgets the tree (new game, board size change, undo).
  void clear();

  const SearchOptions& options() const;
  // Between searches only: a running search reads the options (and the
  // playouts' 3×3 table built from them).
  void set_options(const SearchOptions& options);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace kosumi::search
