#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "search/node.h"

namespace kosumi::search {

// All nodes of one search tree, in one block of memory reserved up front from
// the memory limit. The root lives at index 0; children are allocated as
// contiguous blocks by bumping an atomic counter, so threads allocate without
// locks. When the block is full, allocation fails and the tree stops growing:
// the search goes on sampling the tree it has.
//
// Nodes are constructed when allocated, so memory pages the tree never
// reaches are never touched. Thread-safety: allocate() and the node
// statistics may be used from any thread during a search; reset(),
// keep_subtree() and everything else only between searches.
class NodeArena {
 public:
  // The arena always holds at least a root and one full set of children on
  // the largest board, whatever the limit says, so a search can always run.
  explicit NodeArena(size_t memory_bytes);
  NodeArena(const NodeArena&) = delete;
  NodeArena& operator=(const NodeArena&) = delete;

  uint32_t capacity() const { return capacity_; }
  uint32_t used() const;
  bool is_full() const { return full_.load(std::memory_order_relaxed); }

  Node& operator[](uint32_t i) { return nodes()[i]; }
  const Node& operator[](uint32_t i) const { return nodes()[i]; }
  Node& root() { return nodes()[0]; }

  // Index of a block of `count` fresh nodes, or nullopt when full.
  std::optional<uint32_t> allocate(uint32_t count);

  // Drops every node and starts a new tree with a fresh root.
  void reset();
  // Makes node `new_root` the root and frees everything outside its
  // subtree, moving the kept nodes to the front of the arena.
  void keep_subtree(uint32_t new_root);

 private:
  Node* nodes() { return reinterpret_cast<Node*>(storage_.get()); }
  const Node* nodes() const { return reinterpret_cast<const Node*>(storage_.get()); }

  uint32_t capacity_;
  std::unique_ptr<std::byte[]> storage_;
  // May run past capacity_ after failed allocations; used() clamps it.
  std::atomic<uint64_t> next_free_{1};
  std::atomic<bool> full_{false};
};

}  // namespace kosumi::search
