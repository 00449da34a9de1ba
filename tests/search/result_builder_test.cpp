#include "search/result_builder.h"

#include <gtest/gtest.h>

#include <vector>

#include "engine/game.h"
#include "engine/rules.h"
#include "engine/types.h"

namespace kosumi::search {
namespace {

// A root expanded with `priors` (win rates) and `visits` for its children,
// which are the points 1, 2, 3, ... of a 19×19 board.
void expand_root(NodeArena& arena, const std::vector<double>& priors,
                 const std::vector<uint32_t>& visits) {
  const auto count = static_cast<uint32_t>(priors.size());
  const uint32_t first = *arena.allocate(count);
  for (uint32_t c = 0; c < count; ++c) {
    Node& child = arena[first + c];
    child.move = engine::point_at(static_cast<int>(c % 19), static_cast<int>(c / 19), 19);
    child.prior = prior_from_winrate(priors[c]);
    child.prior_visits = prior_visits_from(20);
    child.visits = visits[c];
    child.value = visits[c];
  }
  Node& root = arena.root();
  root.first_child = first;
  root.num_children = static_cast<uint16_t>(count);
  root.state.store(Node::kExpanded, std::memory_order_release);
}

TEST(ResultBuilder, TheMostVisitedChildIsTheBestMove) {
  NodeArena arena(1 << 20);
  expand_root(arena, {0.9, 0.5, 0.2}, {3, 10, 1});
  const SearchResult result = read_result(arena, std::vector<bool>(3, true));
  ASSERT_EQ(result.children.size(), 3u);
  EXPECT_EQ(result.best_move, arena[arena.root().first_child + 1].move);
  EXPECT_EQ(result.children[1].visits, 3u);
}

TEST(ResultBuilder, WithoutVisitsThePriorChoosesNotTheFirstPoint) {
  NodeArena arena(1 << 20);
  expand_root(arena, {0.3, 0.5, 0.8, 0.6}, {0, 0, 0, 0});
  const SearchResult result = read_result(arena, std::vector<bool>(4, true));
  EXPECT_EQ(result.best_move, arena[arena.root().first_child + 2].move);
  EXPECT_EQ(result.children[1].move, arena[arena.root().first_child + 3].move);
}

TEST(ResultBuilder, EqualVisitsGoByThePrior) {
  NodeArena arena(1 << 20);
  expand_root(arena, {0.4, 0.7, 0.9}, {5, 5, 2});
  const SearchResult result = read_result(arena, std::vector<bool>(3, true));
  EXPECT_EQ(result.best_move, arena[arena.root().first_child + 1].move);
}

TEST(ResultBuilder, MovesTheGameForbidsAreLeftOut) {
  NodeArena arena(1 << 20);
  expand_root(arena, {0.9, 0.5}, {0, 0});
  const SearchResult result = read_result(arena, {false, true});
  ASSERT_EQ(result.children.size(), 1u);
  EXPECT_EQ(result.best_move, arena[arena.root().first_child + 1].move);
}

// A lost-looking best move, 5 % in the search; how the game's own komi
// judges the same playouts decides where the search counted a komi of
// its own.
TEST(ChooseMove, ResignsUnderDynamicKomiOnlyWhereTheGamesKomiAgrees) {
  const engine::Game game(19, *engine::Rules::preset("chinese"));
  const SearchOptions options;
  SearchResult result;
  result.best_move = engine::point_at(3, 3, 19);
  result.winrate = 0.05;
  ChildStats best;
  best.move = result.best_move;
  best.visits = 5000;
  best.winrate = 0.05;
  best.game_winrate = 0.3;
  result.children = {best};
  const auto resigns = [&](double extra_komi, double game_winrate) {
    SearchResult r = result;
    r.extra_komi = extra_komi;
    r.children[0].game_winrate = game_winrate;
    choose_move(r, game, options, 5000);
    return r.resign;
  };
  EXPECT_TRUE(resigns(0, 0.3));  // no komi of its own: the search's win rate decides
  EXPECT_FALSE(resigns(14.4, 0.3));
  EXPECT_FALSE(resigns(-14.4, 0.3));
  EXPECT_TRUE(resigns(14.4, 0.05));
}

}  // namespace
}  // namespace kosumi::search
