#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <unordered_set>
#include <vector>

#include "engine/types.h"
#include "search/node_arena.h"
#include "search/search.h"

namespace kosumi::search::cluster {

// The shallow part of the tree that the searches of a cluster share: the
// "slow tree" of MoGo's cluster parallelisation (Gelly et al. 2008, Bourki
// et al. 2010). It holds the root, the root's children, and the nodes
// down to SharingParams::depth that hold a share of the visits. Every rank
// keeps the same list of shared nodes in the same order, each named by its
// parent's place in the list and its move (never by an arena index, which
// differs between ranks), so that one round's statistics travel as one
// vector of numbers that an element-wise sum across ranks combines.
//
// In a round each rank reports, per shared node, what its own simulations
// added since the last round (its delta: visits, value, AMAF visits, AMAF
// value), and adds the others' deltas (the sum less its own) into its
// node. A shared node that a rank's tree does not have yet keeps the
// others' counts until the tree grows it. The counts a node held when it
// was kept from the previous search count as known to every rank (the
// previous search shared them), so only this search's are sent.
//
// The others' AMAF counts are added with atomic adds, but the workers
// update AMAF counters with a plain load and store (simulation.cpp), so
// an add that lands between a worker's load and store is lost: that round's
// AMAF samples of one node, in a heuristic whose weight fades with the
// node's own visits. Visits and values are exact.
//
// Used by one thread (the search's supervisor) while the workers run.
class ClusterTree {
 public:
  // Per shared node: visits, value, AMAF visits, AMAF value.
  static constexpr size_t kWordsPerNode = 4;
  using Counts = std::array<uint32_t, kWordsPerNode>;

  // The root (expanded) and its children. Nodes at `first_new` and above
  // were created by this search (the arena's size when it began).
  ClusterTree(const NodeArena& arena, uint32_t first_new);

  size_t size() const { return entries_.size(); }

  // Writes this rank's deltas since the last round, kWordsPerNode words a
  // shared node in list order, into `deltas` (size() * kWordsPerNode).
  void take_deltas(const NodeArena& arena, std::span<uint32_t> deltas);
  // Adds the others' part of `sums`, the deltas of this round summed over
  // every rank, into the tree.
  void add_sums(NodeArena& arena, std::span<const uint32_t> sums);

  // Up to `most` nodes to share from the next round on, most visited
  // first, as proposal words (nonzero): children of shared nodes, not
  // shared yet, at most params.depth below the root, whose visits times
  // `ranks` (this rank's estimate of their visits on all ranks) reach
  // params.share of the root's visits.
  std::vector<uint32_t> propose(const NodeArena& arena, int ranks, const SharingParams& params,
                                size_t most) const;
  // Shares the nodes that `proposals` names (the same words on every
  // rank); zero words are skipped.
  void add(const NodeArena& arena, std::span<const uint32_t> proposals);

  // The shared node's counts in this rank's tree (zero when the tree does
  // not have it yet). For tests.
  Counts counts(const NodeArena& arena, size_t entry) const;

 private:
  static constexpr uint32_t kUnknown = UINT32_MAX;

  struct Entry {
    uint32_t parent;  // entry index; the root's is its own
    engine::Point move;
    uint8_t depth;
    uint32_t node = kUnknown;  // arena index, once this rank's tree has it
    Counts sent{};             // own counts reported so far
    Counts received{};         // others' counts received so far
    Counts applied{};          // of those, added into the node
    Counts delta{};            // this round's report
  };

  void push(uint32_t parent, engine::Point move, uint8_t depth, const NodeArena& arena);
  void resolve(Entry& entry, const NodeArena& arena);

  uint32_t first_new_;
  std::vector<Entry> entries_;
  std::unordered_set<uint32_t> shared_nodes_;  // arena indices of the known entries
};

}  // namespace kosumi::search::cluster
