#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/board.h"
#include "engine/heavy_playout.h"
#include "engine/random.h"
#include "engine/types.h"
#include "eval/priors.h"
#include "search/node_arena.h"
#include "search/outcome.h"
#include "search/root_statistics.h"
#include "search/search.h"

namespace kosumi::search {

// What every search thread shares, read-only apart from the tree's atomic
// statistics and allocation.
struct SearchContext {
  NodeArena& arena;
  const engine::Board& root_board;
  engine::Player root_player;
  int root_passes;  // passes in a row just before the root position
  const Outcome& outcome;
  // Under Tromp-Taylor every stone on the board at two passes is alive, so a
  // position after two passes is scored as it stands. Under the other rules
  // dead stones are removed, and a playout from that position settles them.
  bool score_two_passes_as_is;
  // Which root children the game's rules allow (superko), by child number.
  const std::vector<bool>& root_allowed;
  // The two moves before the root position, which the first moves answer.
  engine::MoveHistory root_history;
  const SearchOptions& options;
  // The prior weights for this board size (options.priors scaled).
  const eval::PriorParams& priors;
  // The 3×3 table of the heavy playouts (options.playout_shapes).
  const engine::Pattern3Table& playout_shapes;
  // Ownership and scores of the finished playouts, a slot per thread.
  RootStatistics& statistics;
};

// One search thread's simulations: walk down the tree, expand, run a light
// or heavy playout on a copy of the board, and back the result up with AMAF
// updates. Owns its board, generator, playout policy, prior computer and
// buffers (the threads have only the tree in common).
class Simulator {
 public:
  Simulator(const SearchContext& context, uint64_t seed);

  void run_one();

 private:
  using Move = engine::PlayedMove;

  // Plays the tree part; returns true when the walk ended after two passes.
  bool descend();
  // The points' criticality for the selection (TreeParams::criticality), or
  // null when it is off or the search has too few playouts yet.
  const float* criticality();
  // The two moves before the position after the first `tree_moves` moves
  // of this simulation.
  engine::MoveHistory history_after(size_t tree_moves) const;
  engine::PlayoutResult run_playout(engine::Player to_move);
  // Black's value of a finished simulation in half wins, the score term
  // included (outcome.h).
  uint32_t result_value_for_black(int area_score);
  void back_up(uint32_t black_value);
  // Records that m, the move at moves_[at], is the first at its point so far.
  void mark_first_mover(const Move& m, size_t at);

  const SearchContext& context_;
  RootStatistics::Slot& statistics_;
  engine::Rng rng_;
  engine::Board board_;
  engine::HeavyPolicy heavy_;
  // The last-good-reply tables, when the heavy policy uses them.
  std::unique_ptr<engine::LastGoodReply> replies_;
  eval::PriorComputer priors_;
  std::vector<uint32_t> path_;  // arena indices, root first
  std::vector<Move> moves_;     // tree moves, then playout moves
  size_t tree_moves_ = 0;
  // first_mover_[p]: who played p first in the moves after the node being
  // backed up; valid where stamp_[p] == current stamp (saves clearing).
  std::array<engine::Player, engine::kMaxPoints> first_mover_{};
  std::array<uint32_t, engine::kMaxPoints> first_at_{};  // its index in moves_
  std::array<uint32_t, engine::kMaxPoints> stamp_{};
  uint32_t current_stamp_ = 0;
  // This thread's copy of the search's criticality, refreshed every
  // kCriticalityRefresh of its simulations; empty until the search has
  // kCriticalityMinPlayouts.
  std::vector<float> criticality_;
  uint32_t criticality_age_ = 0;
};

}  // namespace kosumi::search
