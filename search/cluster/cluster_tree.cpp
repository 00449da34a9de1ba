#include "search/cluster/cluster_tree.h"

#include <algorithm>
#include <stdexcept>

namespace kosumi::search::cluster {
namespace {

// A proposal word: the parent's entry index in the high half, the move in
// the low half. The root's children are never proposed (they are shared
// from the start), so no proposal is zero.
constexpr uint32_t kMoveBits = 16;
constexpr uint32_t kMoveMask = (1u << kMoveBits) - 1;
constexpr size_t kMaxEntries = size_t{1} << kMoveBits;

uint32_t proposal_word(uint32_t parent, engine::Point move) {
  return parent << kMoveBits | static_cast<uint32_t>(engine::index(move));
}

ClusterTree::Counts read_counts(const Node& n) {
  return {n.visits.load(std::memory_order_relaxed), n.value.load(std::memory_order_relaxed),
          n.amaf_visits.load(std::memory_order_relaxed),
          n.amaf_value.load(std::memory_order_relaxed)};
}

void add_counts(Node& n, const ClusterTree::Counts& c) {
  n.visits.fetch_add(c[0], std::memory_order_relaxed);
  n.value.fetch_add(c[1], std::memory_order_relaxed);
  n.amaf_visits.fetch_add(c[2], std::memory_order_relaxed);
  n.amaf_value.fetch_add(c[3], std::memory_order_relaxed);
}

}  // namespace

ClusterTree::ClusterTree(const NodeArena& arena, uint32_t first_new) : first_new_(first_new) {
  const Node& root = arena[0];
  if (!root.is_expanded()) throw std::logic_error("ClusterTree: the root must be expanded");
  push(0, root.move, 0, arena);
  for (uint32_t c = 0; c < root.num_children; ++c)
    push(0, arena[root.first_child + c].move, 1, arena);
}

void ClusterTree::push(uint32_t parent, engine::Point move, uint8_t depth, const NodeArena& arena) {
  if (entries_.size() >= kMaxEntries) return;
  Entry& e = entries_.emplace_back(Entry{parent, move, depth});
  resolve(e, arena);
}

// Finds the entry's node among its parent's children, once the parent is
// known and expanded. A node kept from the previous search starts from its
// counts as they are (known to every rank); a node of this search from
// zero, so that its counts so far go out in the next round.
void ClusterTree::resolve(Entry& e, const NodeArena& arena) {
  if (e.node != kUnknown) return;
  uint32_t found = kUnknown;
  if (e.depth == 0) {
    found = 0;
  } else {
    const uint32_t parent = entries_[e.parent].node;
    if (parent == kUnknown || !arena[parent].is_expanded()) return;
    const Node& p = arena[parent];
    for (uint32_t c = 0; c < p.num_children && found == kUnknown; ++c) {
      if (arena[p.first_child + c].move == e.move) found = p.first_child + c;
    }
    if (found == kUnknown) return;
  }
  e.node = found;
  shared_nodes_.insert(found);
  if (found < first_new_) e.sent = read_counts(arena[found]);
}

void ClusterTree::take_deltas(const NodeArena& arena, std::span<uint32_t> deltas) {
  for (size_t i = 0; i < entries_.size(); ++i) {
    Entry& e = entries_[i];
    resolve(e, arena);
    e.delta = {};
    if (e.node != kUnknown) {
      const Counts now = read_counts(arena[e.node]);
      for (size_t k = 0; k < kWordsPerNode; ++k) {
        // Own counts: what the node holds less what came from the others.
        // Below what was sent only after a lost AMAF add (see the header):
        // nothing goes out until the own counts pass it again.
        const int64_t own = int64_t{now[k]} - int64_t{e.applied[k]};
        if (own > int64_t{e.sent[k]}) {
          e.delta[k] = static_cast<uint32_t>(own - e.sent[k]);
          e.sent[k] += e.delta[k];
        }
      }
    }
    std::copy(e.delta.begin(), e.delta.end(), deltas.subspan(i * kWordsPerNode).begin());
  }
}

void ClusterTree::add_sums(NodeArena& arena, std::span<const uint32_t> sums) {
  for (size_t i = 0; i < entries_.size(); ++i) {
    Entry& e = entries_[i];
    Counts pending{};
    for (size_t k = 0; k < kWordsPerNode; ++k) {
      e.received[k] += sums[i * kWordsPerNode + k] - e.delta[k];
      pending[k] = e.received[k] - e.applied[k];
    }
    if (e.node == kUnknown) continue;
    add_counts(arena[e.node], pending);
    e.applied = e.received;
  }
}

std::vector<uint32_t> ClusterTree::propose(const NodeArena& arena, int ranks,
                                           const SharingParams& params, size_t most) const {
  const double root_visits = arena[0].visits.load(std::memory_order_relaxed);
  const double threshold =
      std::max<double>(params.min_visits, params.share * root_visits / std::max(ranks, 1));
  std::vector<std::pair<uint32_t, uint32_t>> candidates;  // visits, proposal word
  for (size_t i = 0; i < entries_.size(); ++i) {
    const Entry& e = entries_[i];
    if (e.depth == 0 || e.depth >= params.depth || e.node == kUnknown) continue;
    const Node& p = arena[e.node];
    // The parent's visits bound its children's.
    if (p.visits.load(std::memory_order_relaxed) < threshold || !p.is_expanded()) continue;
    for (uint32_t c = 0; c < p.num_children; ++c) {
      const uint32_t index = p.first_child + c;
      const uint32_t visits = arena[index].visits.load(std::memory_order_relaxed);
      if (visits < threshold || shared_nodes_.contains(index)) continue;
      candidates.emplace_back(visits, proposal_word(static_cast<uint32_t>(i), arena[index].move));
    }
  }
  std::sort(candidates.begin(), candidates.end(), std::greater<>());
  std::vector<uint32_t> words;
  for (size_t i = 0; i < candidates.size() && i < most; ++i)
    words.push_back(candidates[i].second);
  return words;
}

void ClusterTree::add(const NodeArena& arena, std::span<const uint32_t> proposals) {
  for (const uint32_t word : proposals) {
    if (word == 0) continue;
    const uint32_t parent = word >> kMoveBits;
    if (parent >= entries_.size()) continue;
    const auto depth = static_cast<uint8_t>(entries_[parent].depth + 1);
    push(parent, engine::point_from_index(static_cast<int>(word & kMoveMask)), depth, arena);
  }
}

ClusterTree::Counts ClusterTree::counts(const NodeArena& arena, size_t entry) const {
  const Entry& e = entries_[entry];
  return e.node == kUnknown ? Counts{} : read_counts(arena[e.node]);
}

}  // namespace kosumi::search::cluster
