#include "search/tree_policy.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "engine/board_text.h"
#include "engine/tactics/pattern3.h"
#include "eval/priors.h"
#include "search/node_arena.h"

namespace kosumi::search {
namespace {

using engine::Point;

// White's last move at C3 put the black stone C4 in atari, so the priors
// favour the escape and the capture around it over the rest of the board.
constexpr const char* kPosition =
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . O X O . .\n"
    ". . . O . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n";

struct Expanded {
  std::vector<Point> moves;
  std::vector<double> priors;
};

Expanded expand_position(const TreeParams& params) {
  const engine::Board board = engine::parse_board(kPosition);
  NodeArena arena(1 << 20);
  Node& root = arena.root();
  root.state.store(Node::kExpanding);
  eval::PriorComputer computer(eval::PriorParams{}, engine::mogo_pattern3_table());
  engine::MoveHistory history;
  history.last = board.point(3, 2);
  const bool expanded =
      expand(arena, root, LeafPosition{board, engine::Player::Black, history}, computer, params);
  EXPECT_TRUE(expanded);
  Expanded out;
  for (uint32_t i = 0; i < root.num_children; ++i) {
    const Node& child = arena[root.first_child + i];
    out.moves.push_back(child.move);
    out.priors.push_back(child.prior_winrate());
  }
  return out;
}

TEST(ProgressiveWidening, ExpansionOrdersTheMovesByPriorAndKeepsThePassLast) {
  TreeParams widening;
  widening.widening_start = 3;
  const Expanded plain = expand_position(TreeParams{});
  const Expanded sorted = expand_position(widening);

  ASSERT_EQ(sorted.moves.size(), plain.moves.size());
  EXPECT_EQ(sorted.moves.back(), engine::kPass);
  EXPECT_EQ(plain.moves.back(), engine::kPass);
  EXPECT_TRUE(std::is_sorted(sorted.priors.begin(), sorted.priors.end() - 1, std::greater<>()));
  // The same children with the same priors, only in another order.
  std::vector<std::pair<Point, double>> a;
  std::vector<std::pair<Point, double>> b;
  for (size_t i = 0; i < plain.moves.size(); ++i) {
    a.emplace_back(plain.moves[i], plain.priors[i]);
    b.emplace_back(sorted.moves[i], sorted.priors[i]);
  }
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  EXPECT_EQ(a, b);
  // Without widening the board's own order stays: here it is not the
  // priors' order, so the test above sees the sorting.
  EXPECT_FALSE(std::is_sorted(plain.priors.begin(), plain.priors.end() - 1, std::greater<>()));
}

// A parent with `count` move children (priors falling with the index) and a
// pass; the child at `best` has won every one of its visits.
uint32_t make_parent(NodeArena& arena, uint32_t count, uint32_t best, uint32_t parent_visits) {
  const uint32_t first = *arena.allocate(count + 1);
  for (uint32_t i = 0; i <= count; ++i) {
    Node& child = arena[first + i];
    child.move = i == count ? engine::kPass : engine::point_from_index(static_cast<int>(20 + i));
    child.prior = prior_from_winrate(i == count ? 0.1 : 0.6 - 0.01 * i);
    child.prior_visits = 10;
    if (i == best) {
      child.visits.store(50);
      child.value.store(100);
    }
  }
  Node& parent = arena.root();
  parent.first_child = first;
  parent.num_children = static_cast<uint16_t>(count + 1);
  parent.visits.store(parent_visits);
  parent.state.store(Node::kExpanded);
  return first;
}

TEST(ProgressiveWidening, SelectionConsidersOnlyTheOpenChildrenAndThePass) {
  TreeParams params;
  params.widening_start = 2;
  params.widening_visits = 40;
  params.widening_factor = 2;
  // Child 4 is the best by far; it opens as the fifth child: at 40 visits
  // the third, then at 80 the fourth and at 160 the fifth.
  for (const auto& [visits, opened] :
       std::vector<std::pair<uint32_t, bool>>{{0, false}, {39, false}, {150, false}, {170, true}}) {
    NodeArena arena(1 << 20);
    const uint32_t first = make_parent(arena, 10, 4, visits);
    const uint32_t chosen = select_child(arena, arena.root(), nullptr, params);
    if (opened) {
      EXPECT_EQ(chosen, first + 4) << visits << " visits";
    } else {
      EXPECT_LT(chosen - first, 4u) << visits << " visits";
    }
  }
  // Without widening it is chosen at once.
  NodeArena arena(1 << 20);
  const uint32_t first = make_parent(arena, 10, 4, 0);
  EXPECT_EQ(select_child(arena, arena.root(), nullptr, TreeParams{}), first + 4);
}

TEST(ProgressiveWidening, ThePassIsAlwaysOpen) {
  TreeParams params;
  params.widening_start = 1;
  NodeArena arena(1 << 20);
  const uint32_t count = 10;
  const uint32_t first = make_parent(arena, count, count, 0);
  EXPECT_EQ(select_child(arena, arena.root(), nullptr, params), first + count);
}

// Unvisited children whose AMAF says they are even: the highest prior wins,
// unless another move's point is critical enough.
TEST(Criticality, RaisesTheAmafValueOfAMoveAtACriticalPoint) {
  NodeArena arena(1 << 20);
  const uint32_t count = 10;
  const uint32_t first = make_parent(arena, count, count + 1, 0);
  for (uint32_t i = 0; i <= count; ++i) {
    arena[first + i].amaf_visits.store(20 * kAmafUnit);
    arena[first + i].amaf_value.store(20 * kAmafUnit);
  }
  std::vector<float> critical(engine::kMaxPoints, 0.0f);
  const Point point_5 = arena[first + 5].move;
  critical[static_cast<size_t>(engine::index(point_5))] = 0.3f;
  TreeParams params;
  EXPECT_EQ(select_child(arena, arena.root(), nullptr, params, critical.data()), first);
  params.criticality = 0.5f;
  EXPECT_EQ(select_child(arena, arena.root(), nullptr, params), first);
  EXPECT_EQ(select_child(arena, arena.root(), nullptr, params, critical.data()), first + 5);
  // A point that goes with losing takes nothing away.
  critical[static_cast<size_t>(engine::index(point_5))] = -0.3f;
  critical[static_cast<size_t>(engine::index(arena[first + 1].move))] = -0.3f;
  EXPECT_EQ(select_child(arena, arena.root(), nullptr, params, critical.data()), first);
}

}  // namespace
}  // namespace kosumi::search
