#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/board.h"
#include "search/node_arena.h"
#include "search/search.h"

namespace kosumi::search {

// What a search's finished playouts say besides who won: who owned each
// point at the end, and the final score of the playouts through each root
// child. The analysis commands show them (KataGo's scoreLead and ownership);
// the tree's selection reads the points' criticality.
//
// Each search thread claims a slot of its own and is its only writer, so a
// playout is added with plain relaxed loads and stores, without the cost of
// atomic read-modify-writes on counters every thread touches. A reader while
// the search runs may see a playout half added: a few counters off by one.
class RootStatistics {
 public:
  // `threads` slots; `root_children` as the root has them; every margin's
  // fractional part is `margin_fraction` (the search's komi's, 0 to 1).
  // The search's komi is the game's plus `extra_komi` for White (dynamic
  // komi, search/outcome.h): the margins it reports are the game's own.
  RootStatistics(int threads, int num_points, uint32_t root_children, double margin_fraction,
                 double extra_komi = 0);
  ~RootStatistics();

  struct Slot;
  // The next free slot, for a new search thread.
  Slot& claim();
  // Adds a finished playout: the board at its end, the root child it went
  // through (child number; none when it never left the root) and Black's
  // margin, the search's komi included.
  static void record(Slot& slot, const engine::Board& final_board, int root_child,
                     double black_margin);

  // Sets the result's ownership (Black +1) and its children's score_mean,
  // score_stdev, score_median and game_winrate (for `root_player`),
  // matching children by move.
  void fill(SearchResult& result, const NodeArena& arena, engine::Player root_player) const;

  // The finished playouts, every thread's.
  int64_t playouts() const;
  // Each point's criticality (Coulom 2009), indexed by engine::index: how
  // much owning the point at the end of a playout goes with winning it,
  // P(owner = winner) - P(Black owns) P(Black wins) - P(White owns) P(White
  // wins). About 0 for a point whose owner is settled or unrelated to the
  // result, up to 1/2 for one whose owner decides the game. `out` is sized
  // to the board's points; all 0 before the first playout.
  void criticality(std::vector<float>& out) const;

  static constexpr int kNoChild = -1;

 private:
  // Child `child`'s playouts by Black's margin, one count a margin bin,
  // and the margin a bin holds.
  std::vector<double> margin_counts(uint32_t child) const;
  double margin_of(size_t bin) const;
  // Of a child's `counts` (margin_counts) of its `playouts`:
  double median_margin(const std::vector<double>& counts, double playouts) const;
  double game_black_share(const std::vector<double>& counts, double playouts) const;
  // The sum over every thread's slot of the counter `counter(slot)`.
  template <class Counter>
  double sum(Counter counter) const;

  int num_points_;
  uint32_t root_children_;
  double margin_fraction_;
  double extra_komi_;
  std::vector<std::unique_ptr<Slot>> slots_;
  std::atomic<size_t> claimed_{0};
};

}  // namespace kosumi::search
