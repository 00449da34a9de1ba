#include "search/cluster/cluster_tree.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <vector>

#include "engine/types.h"

namespace kosumi::search::cluster {
namespace {

using Counts = ClusterTree::Counts;
constexpr size_t kWords = ClusterTree::kWordsPerNode;

engine::Point move(int i) {
  return engine::point_from_index(100 + i);
}

// Gives node `parent` children for moves 0..count-1; returns the first's index.
uint32_t expand_node(NodeArena& arena, uint32_t parent, int count) {
  const uint32_t first = *arena.allocate(static_cast<uint32_t>(count));
  for (int i = 0; i < count; ++i)
    arena[first + static_cast<uint32_t>(i)].move = move(i);
  Node& p = arena[parent];
  p.first_child = first;
  p.num_children = static_cast<uint16_t>(count);
  p.state.store(Node::kExpanded, std::memory_order_release);
  return first;
}

void add(Node& n, uint32_t visits, uint32_t value, uint32_t amaf_visits = 0,
         uint32_t amaf_value = 0) {
  n.visits.fetch_add(visits);
  n.value.fetch_add(value);
  n.amaf_visits.fetch_add(amaf_visits);
  n.amaf_value.fetch_add(amaf_value);
}

std::vector<uint32_t> deltas_of(ClusterTree& tree, const NodeArena& arena) {
  std::vector<uint32_t> d(tree.size() * kWords);
  tree.take_deltas(arena, d);
  return d;
}

Counts entry(const std::vector<uint32_t>& words, size_t i) {
  return {words[i * kWords], words[i * kWords + 1], words[i * kWords + 2], words[i * kWords + 3]};
}

// A fresh tree: the root expanded into three children.
struct FreshTree {
  FreshTree() : arena(1 << 20), first(expand_node(arena, 0, 3)), tree(arena, 1) {}
  NodeArena arena;
  uint32_t first;
  ClusterTree tree;
};

TEST(ClusterTree, StartsWithTheRootAndItsChildren) {
  FreshTree t;
  EXPECT_EQ(t.tree.size(), 4u);
}

TEST(ClusterTree, DeltasAreWhatThisRankAddedSinceTheLastRound) {
  FreshTree t;
  add(t.arena[0], 5, 6);
  add(t.arena[t.first + 1], 5, 6, 9, 10);
  std::vector<uint32_t> d = deltas_of(t.tree, t.arena);
  EXPECT_EQ(entry(d, 0), (Counts{5, 6, 0, 0}));
  EXPECT_EQ(entry(d, 2), (Counts{5, 6, 9, 10}));
  EXPECT_EQ(entry(d, 1), (Counts{}));
  t.tree.add_sums(t.arena, d);  // alone: the sums are its own deltas
  add(t.arena[t.first + 1], 1, 2);
  d = deltas_of(t.tree, t.arena);
  EXPECT_EQ(entry(d, 2), (Counts{1, 2, 0, 0}));
  EXPECT_EQ(entry(d, 0), (Counts{}));
}

TEST(ClusterTree, TheOthersDeltasAreAddedOnceAndNeverSentBack) {
  FreshTree t;
  add(t.arena[t.first], 4, 4);
  std::vector<uint32_t> sums = deltas_of(t.tree, t.arena);
  // Two other ranks add 10 and 3 visits to the first child.
  sums[1 * kWords] += 13;
  sums[1 * kWords + 1] += 20;
  t.tree.add_sums(t.arena, sums);
  EXPECT_EQ(t.tree.counts(t.arena, 1), (Counts{17, 24, 0, 0}));
  // Next round: only this rank's new simulations go out.
  add(t.arena[t.first], 2, 0);
  const std::vector<uint32_t> d = deltas_of(t.tree, t.arena);
  EXPECT_EQ(entry(d, 1), (Counts{2, 0, 0, 0}));
}

TEST(ClusterTree, CountsKeptFromThePreviousSearchAreNotSentAgain) {
  NodeArena arena(1 << 20);
  const uint32_t first = expand_node(arena, 0, 2);
  add(arena[first], 50, 60);
  // Everything up to here belongs to an earlier search.
  ClusterTree tree(arena, arena.used());
  add(arena[first], 1, 2);
  const std::vector<uint32_t> d = deltas_of(tree, arena);
  EXPECT_EQ(entry(d, 1), (Counts{1, 2, 0, 0}));
}

TEST(ClusterTree, AnAmafCountBelowWhatWasSentSendsNothingUntilItCatchesUp) {
  FreshTree t;
  add(t.arena[t.first], 0, 0, 10, 10);
  std::vector<uint32_t> d = deltas_of(t.tree, t.arena);
  t.tree.add_sums(t.arena, d);
  // A worker's plain store overwrote the counter with an older value.
  t.arena[t.first].amaf_visits.store(7);
  d = deltas_of(t.tree, t.arena);
  EXPECT_EQ(entry(d, 1), (Counts{}));
  t.tree.add_sums(t.arena, d);
  t.arena[t.first].amaf_visits.store(12);
  d = deltas_of(t.tree, t.arena);
  EXPECT_EQ(entry(d, 1), (Counts{0, 0, 2, 0}));
}

// Visits (all wins) for the root, its first child and that child's
// children, which it expands; returns the first of those.
uint32_t visit_first_line(FreshTree& t, uint32_t root, uint32_t first,
                          std::initializer_list<uint32_t> grandchildren) {
  const uint32_t g = expand_node(t.arena, t.first, static_cast<int>(grandchildren.size()));
  add(t.arena[0], root, root);
  add(t.arena[t.first], first, first);
  uint32_t i = g;
  for (const uint32_t visits : grandchildren)
    add(t.arena[i++], visits, visits);
  return g;
}

TEST(ClusterTree, ProposesUnsharedChildrenHoldingTheShareMostVisitedFirst) {
  FreshTree t;
  visit_first_line(t, 1000, 900, {30, 600, 5});
  SharingParams params;
  params.share = 0.05f;  // 50 of the root's 1000 visits, on 2 ranks 25 each
  const std::vector<uint32_t> words = t.tree.propose(t.arena, 2, params, 16);
  ASSERT_EQ(words.size(), 2u);
  // Shared from now on, in the order proposed.
  t.tree.add(t.arena, words);
  ASSERT_EQ(t.tree.size(), 6u);
  EXPECT_EQ(t.tree.counts(t.arena, 4)[0], 600u);
  EXPECT_EQ(t.tree.counts(t.arena, 5)[0], 30u);
  // Shared nodes are not proposed again, and at most `most` are.
  EXPECT_TRUE(t.tree.propose(t.arena, 2, params, 16).empty());
}

TEST(ClusterTree, ANodeNeedsTheMinimumOfOwnVisitsWhateverTheShare) {
  FreshTree t;
  visit_first_line(t, 100, 90, {10, 3});
  SharingParams params;
  params.share = 0;
  params.min_visits = 16;
  EXPECT_TRUE(t.tree.propose(t.arena, 4, params, 16).empty());
  params.min_visits = 4;
  EXPECT_EQ(t.tree.propose(t.arena, 4, params, 16).size(), 1u);
  params.min_visits = 3;
  EXPECT_EQ(t.tree.propose(t.arena, 4, params, 16).size(), 2u);
}

TEST(ClusterTree, NothingDeeperThanTheDepthIsProposed) {
  FreshTree t;
  visit_first_line(t, 1000, 900, {800, 0});
  SharingParams params;
  params.depth = 1;
  EXPECT_TRUE(t.tree.propose(t.arena, 1, params, 16).empty());
  params.depth = 2;
  EXPECT_EQ(t.tree.propose(t.arena, 1, params, 16).size(), 1u);
}

TEST(ClusterTree, ANodeThisRankLacksGetsTheOthersCountsOnceItsTreeGrowsIt) {
  // Rank 0 has expanded the first child; this rank has not.
  FreshTree rank0;
  const uint32_t deep0 = expand_node(rank0.arena, rank0.first, 2);
  add(rank0.arena[0], 1000, 1000);
  add(rank0.arena[rank0.first], 900, 900);
  add(rank0.arena[deep0 + 1], 500, 400);
  const std::vector<uint32_t> words = rank0.tree.propose(rank0.arena, 1, SharingParams{}, 16);
  ASSERT_EQ(words.size(), 1u);
  FreshTree here;
  here.tree.add(here.arena, words);
  rank0.tree.add(rank0.arena, words);
  ASSERT_EQ(here.tree.size(), 5u);
  // A round: rank 0 sends the node's 500 visits; here it has no node yet.
  std::vector<uint32_t> sums = deltas_of(here.tree, here.arena);
  const std::vector<uint32_t> from0 = deltas_of(rank0.tree, rank0.arena);
  for (size_t i = 0; i < sums.size(); ++i)
    sums[i] += from0[i];
  here.tree.add_sums(here.arena, sums);
  EXPECT_EQ(here.tree.counts(here.arena, 4), (Counts{}));
  // This rank's tree grows the node and runs 3 simulations through it.
  const uint32_t deep = expand_node(here.arena, here.first, 2);
  add(here.arena[deep + 1], 3, 2);
  sums = deltas_of(here.tree, here.arena);
  EXPECT_EQ(entry(sums, 4), (Counts{3, 2, 0, 0}));
  here.tree.add_sums(here.arena, sums);
  EXPECT_EQ(here.tree.counts(here.arena, 4), (Counts{503, 402, 0, 0}));
}

}  // namespace
}  // namespace kosumi::search::cluster
