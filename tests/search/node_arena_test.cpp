#include "search/node_arena.h"

#include <gtest/gtest.h>

#include "engine/types.h"

namespace kosumi::search {
namespace {

TEST(NodeArena, NodeIsSmall) {
  EXPECT_LE(sizeof(Node), 32u);
}

TEST(NodeArena, AllocationFailsOnceFullAndResetFreesEverything) {
  NodeArena arena(0);  // the minimum: a root and room for some blocks
  const uint32_t block = 100;
  uint32_t allocated = 0;
  while (arena.allocate(block))
    allocated += block;
  EXPECT_TRUE(arena.is_full());
  EXPECT_LE(allocated + 1, arena.capacity());
  EXPECT_GT(allocated + 1 + block, arena.capacity());
  EXPECT_FALSE(arena.allocate(1).has_value());
  arena.reset();
  EXPECT_FALSE(arena.is_full());
  EXPECT_EQ(arena.used(), 1u);
  EXPECT_EQ(arena.allocate(block), std::optional<uint32_t>(1));
}

void expand_with(NodeArena& arena, uint32_t parent, uint32_t count, uint32_t visits_base) {
  const uint32_t first = *arena.allocate(count);
  for (uint32_t i = 0; i < count; ++i) {
    Node& child = arena[first + i];
    child.move = engine::point_from_index(static_cast<int>(10 + i));
    child.visits.store(visits_base + i);
  }
  Node& p = arena[parent];
  p.first_child = first;
  p.num_children = static_cast<uint16_t>(count);
  p.state.store(Node::kExpanded);
}

// Root -> {a, b}; a -> {a0, a1, a2}; b -> {b0}; a1 -> {a10, a11}. Keeping
// a's subtree must keep a0..a2 and a10, a11 with their statistics, packed
// at the front, and free b's.
TEST(NodeArena, KeepSubtreeMovesTheSubtreeToTheFrontWithItsStatistics) {
  NodeArena arena(1 << 20);
  expand_with(arena, 0, 2, 100);
  const uint32_t a = arena[0].first_child;
  const uint32_t b = a + 1;
  expand_with(arena, b, 1, 50);
  expand_with(arena, a, 3, 10);
  const uint32_t a1 = arena[a].first_child + 1;
  expand_with(arena, a1, 2, 1);

  arena.keep_subtree(a);
  EXPECT_EQ(arena.used(), 1u + 3u + 2u);
  const Node& root = arena.root();
  EXPECT_EQ(root.visits.load(), 100u);
  ASSERT_TRUE(root.is_expanded());
  ASSERT_EQ(root.num_children, 3);
  for (uint32_t i = 0; i < 3; ++i)
    EXPECT_EQ(arena[root.first_child + i].visits.load(), 10u + i);
  const Node& new_a1 = arena[root.first_child + 1];
  ASSERT_TRUE(new_a1.is_expanded());
  ASSERT_EQ(new_a1.num_children, 2);
  EXPECT_EQ(arena[new_a1.first_child].visits.load(), 1u);
  EXPECT_EQ(arena[new_a1.first_child + 1].visits.load(), 2u);
  EXPECT_FALSE(arena[root.first_child].is_expanded());
}

}  // namespace
}  // namespace kosumi::search
