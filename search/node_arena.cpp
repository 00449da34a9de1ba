#include "search/node_arena.h"

#include <algorithm>
#include <new>
#include <vector>

#include "engine/types.h"

namespace kosumi::search {
namespace {

// Room for a root and one full set of children on a 25×25 board.
constexpr uint32_t kMinimumCapacity = 2 * engine::kMaxPoints;

// Copies the fields and statistics of one node; only between searches.
void copy_node(const Node& from, Node& to) {
  to.move = from.move;
  to.prior = from.prior;
  to.prior_visits = from.prior_visits;
  to.state.store(from.state.load(std::memory_order_relaxed), std::memory_order_relaxed);
  to.num_children = from.num_children;
  to.first_child = from.first_child;
  to.visits.store(from.visits.load(std::memory_order_relaxed), std::memory_order_relaxed);
  to.value.store(from.value.load(std::memory_order_relaxed), std::memory_order_relaxed);
  to.amaf_visits.store(from.amaf_visits.load(std::memory_order_relaxed), std::memory_order_relaxed);
  to.amaf_value.store(from.amaf_value.load(std::memory_order_relaxed), std::memory_order_relaxed);
}

}  // namespace

NodeArena::NodeArena(size_t memory_bytes)
    : capacity_(static_cast<uint32_t>(
          std::clamp<size_t>(memory_bytes / sizeof(Node), kMinimumCapacity, UINT32_MAX))),
      storage_(std::make_unique_for_overwrite<std::byte[]>(size_t{capacity_} * sizeof(Node))) {
  static_assert(alignof(Node) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__);
  reset();
}

uint32_t NodeArena::used() const {
  return static_cast<uint32_t>(
      std::min<uint64_t>(next_free_.load(std::memory_order_relaxed), capacity_));
}

std::optional<uint32_t> NodeArena::allocate(uint32_t count) {
  if (is_full()) return std::nullopt;
  const uint64_t first = next_free_.fetch_add(count, std::memory_order_relaxed);
  if (first + count > capacity_) {
    full_.store(true, std::memory_order_relaxed);
    return std::nullopt;
  }
  Node* block = nodes() + first;
  for (uint32_t i = 0; i < count; ++i)
    new (block + i) Node;
  return static_cast<uint32_t>(first);
}

void NodeArena::reset() {
  new (nodes()) Node;
  next_free_.store(1, std::memory_order_relaxed);
  full_.store(false, std::memory_order_relaxed);
}

// Blocks are allocated one after another, so every block kept starts at or
// after the position it moves to once the kept blocks are packed in their
// allocation order. Moving them in that order therefore never overwrites a
// block that has still to move.
void NodeArena::keep_subtree(uint32_t new_root) {
  if (new_root == 0) return;
  struct Block {
    uint32_t old_first;
    uint32_t count;
    uint32_t new_first;
  };
  std::vector<Block> blocks;
  std::vector<uint32_t> pending{new_root};
  while (!pending.empty()) {
    const Node& n = nodes()[pending.back()];
    pending.pop_back();
    // A node left Expanding by an interrupted expansion has no usable children.
    if (n.state.load(std::memory_order_relaxed) != Node::kExpanded) continue;
    blocks.push_back({n.first_child, n.num_children, 0});
    for (uint32_t i = 0; i < n.num_children; ++i)
      pending.push_back(n.first_child + i);
  }
  std::sort(blocks.begin(), blocks.end(),
            [](const Block& a, const Block& b) { return a.old_first < b.old_first; });

  Node root_copy;
  copy_node(nodes()[new_root], root_copy);
  copy_node(root_copy, nodes()[0]);
  uint32_t next = 1;
  for (Block& b : blocks) {
    b.new_first = next;
    for (uint32_t i = 0; i < b.count; ++i)
      copy_node(nodes()[b.old_first + i], nodes()[next + i]);
    next += b.count;
  }
  const auto relocate = [&](Node& n) {
    if (n.state.load(std::memory_order_relaxed) != Node::kExpanded) {
      n.state.store(Node::kLeaf, std::memory_order_relaxed);
      n.num_children = 0;
      n.first_child = 0;
      return;
    }
    const auto it =
        std::lower_bound(blocks.begin(), blocks.end(), n.first_child,
                         [](const Block& b, uint32_t first) { return b.old_first < first; });
    n.first_child = it->new_first;
  };
  for (uint32_t i = 0; i < next; ++i)
    relocate(nodes()[i]);
  next_free_.store(next, std::memory_order_relaxed);
  full_.store(false, std::memory_order_relaxed);
}

}  // namespace kosumi::search
