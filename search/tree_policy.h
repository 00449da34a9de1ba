#pragma once

#include <cstdint>
#include <vector>

#include "engine/board.h"
#include "engine/heavy_playout.h"
#include "engine/types.h"
#include "eval/priors.h"
#include "search/node_arena.h"
#include "search/search.h"

namespace kosumi::search {

// How the tree grows and how a simulation walks down it: MC-RAVE selection
// (Gelly & Silver 2007) over priors, and expansion of a leaf into its moves.

// Passing is rarely right before the end, so the tree tries it last; its
// own playouts lift it quickly once the board is settled. It counts as many
// visits as the even prior.
inline constexpr double kPassPrior = 0.1;
// After the opponent has passed, our pass would end the game: the root
// tries it first, and its playouts show soon enough when it loses.
inline constexpr double kPassAfterPassPrior = 1.0;

// What a leaf's position is, for its expansion: the board, the player to
// move and the two moves before (for the priors), and the thread's prior
// computer.
struct LeafPosition {
  const engine::Board& board;
  engine::Player to_move;
  engine::MoveHistory history;
};

// Expands `node` into every move the light playout policy may choose
// (legal, not suicide, not filling one's own true eye) plus a pass, the
// last child, each with its prior from `priors`; with progressive widening
// (params.widening_start) the moves come in order of their priors. Must be
// called by the thread that moved the node to Expanding; publishes the
// children and returns true, or returns the node to Leaf and false when the
// arena is full.
bool expand(NodeArena& arena, Node& node, const LeafPosition& leaf, eval::PriorComputer& priors,
            const TreeParams& params);

// Tries to claim and expand a leaf; false when another thread holds it or
// the arena is full (the caller then runs its playout from the leaf).
bool try_expand(NodeArena& arena, Node& node, const LeafPosition& leaf, eval::PriorComputer& priors,
                const TreeParams& params);

// The child of an expanded node to descend into: the highest blend of the
// child's own win rate and its AMAF win rate, the AMAF weight falling as the
// child's own visits grow, plus a small exploration term. Children whose
// `allowed` entry is false are never chosen (used at the root for moves the
// game's superko rule forbids); `allowed` may be null. With progressive
// widening only the children open at the parent's visits and the pass
// compete. `criticality`, indexed by engine::index, raises the AMAF win
// rate of the moves at critical points by params.criticality times their
// criticality; null leaves them as they are. Returns the arena index, or 0
// when no child is allowed.
uint32_t select_child(const NodeArena& arena, const Node& parent, const std::vector<bool>* allowed,
                      const TreeParams& params, const float* criticality = nullptr);

}  // namespace kosumi::search
