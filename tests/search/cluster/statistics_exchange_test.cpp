#include "search/cluster/statistics_exchange.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "engine/rules.h"
#include "search/searcher.h"
#include "support/in_process_cluster.h"
#include "support/search_setup.h"

namespace kosumi::search::cluster {
namespace {

using engine::Game;
using engine::Player;
using kosumi::testing::InProcessCluster;

// Rounds by the clock, many even in a short search.
SharingParams clock_rounds() {
  SharingParams s;
  s.interval_ms = 1;
  return s;
}

SharingParams lockstep_rounds(uint32_t round_playouts) {
  SharingParams s = clock_rounds();
  s.round_playouts = round_playouts;
  return s;
}

SearchOptions cluster_options(uint64_t seed, const SharingParams& sharing) {
  SearchOptions o = testing::single_thread_options(seed);
  o.allow_resign = false;
  o.sharing = sharing;
  return o;
}

// Every rank's searcher, linked through the cluster.
struct Ranks {
  explicit Ranks(int n, const SharingParams& sharing = clock_rounds()) : cluster(n) {
    for (int r = 0; r < n; ++r) {
      exchanges.push_back(std::make_unique<StatisticsExchange>(cluster.link(r)));
      searchers.push_back(std::make_unique<Searcher>(
          cluster_options(10 + static_cast<uint64_t>(r), sharing), exchanges.back().get()));
    }
  }
  InProcessCluster cluster;
  std::vector<std::unique_ptr<StatisticsExchange>> exchanges;
  std::vector<std::unique_ptr<Searcher>> searchers;
};

// A shared search on every rank, each with its own limits.
std::vector<SearchResult> search_everywhere(Ranks& ranks, const Game& game,
                                            const std::vector<SearchLimits>& limits) {
  std::vector<SearchResult> results(limits.size());
  const std::vector<std::string> errors = ranks.cluster.run([&](int r) {
    const auto i = static_cast<size_t>(r);
    ranks.exchanges[i]->share_next_search();
    results[i] = ranks.searchers[i]->search(game, game.to_move(), limits[i]);
  });
  for (const std::string& e : errors)
    EXPECT_EQ(e, "");
  return results;
}

int64_t children_visits(const SearchResult& r) {
  int64_t sum = 0;
  for (const ChildStats& c : r.children)
    sum += c.visits;
  return sum;
}

// Three ranks with budgets of 600, 900 and 300 playouts. With rounds by the
// clock, how many rounds come and what each rank has seen of the others
// when its early stop looks depend on the threads' timing; what holds
// whatever the load is checked here.
std::vector<SearchResult> expect_every_rank_to_end_with_every_ranks_root_statistics(Ranks& ranks) {
  const Game game(9, *engine::Rules::preset("chinese"));
  const std::vector<SearchResult> r =
      search_everywhere(ranks, game, {{600, 0}, {900, 0}, {300, 0}});
  // Each rank runs its own playouts (or a few less, once the best move
  // cannot change), and every root child ends with all of them: the same
  // visits and wins on every rank, adding up to every simulation of the
  // cluster.
  EXPECT_LE(r[0].playouts, 600);
  EXPECT_LE(r[1].playouts, 900);
  EXPECT_LE(r[2].playouts, 300);
  EXPECT_GT(r[0].playouts + r[1].playouts + r[2].playouts, 0);
  EXPECT_EQ(children_visits(r[0]), r[0].playouts + r[1].playouts + r[2].playouts);
  for (size_t i = 1; i < r.size(); ++i) {
    EXPECT_EQ(r[i].children.size(), r[0].children.size());
    for (size_t c = 0; c < std::min(r[i].children.size(), r[0].children.size()); ++c) {
      EXPECT_EQ(r[i].children[c].move, r[0].children[c].move);
      EXPECT_EQ(r[i].children[c].visits, r[0].children[c].visits);
      EXPECT_DOUBLE_EQ(r[i].children[c].winrate, r[0].children[c].winrate);
    }
    EXPECT_EQ(r[i].best_move, r[0].best_move);
  }
  for (const auto& e : ranks.exchanges) {
    EXPECT_EQ(e->totals().searches, 1);
    EXPECT_GE(e->totals().rounds, 1);
    EXPECT_EQ(e->totals().rounds, ranks.exchanges[0]->totals().rounds);
  }
  return r;
}

TEST(ClusterSearch, EveryRankEndsWithEveryRanksRootStatisticsSummed) {
  Ranks ranks(3);
  expect_every_rank_to_end_with_every_ranks_root_statistics(ranks);
}

// In lockstep the ranks see one another after the same playouts whatever
// the timing, so what the early stop and the rounds do is fixed too.
TEST(ClusterSearch, InLockstepTheRankWithTheMostToRunGoesOnPastTheOthers) {
  Ranks ranks(3, lockstep_rounds(50));
  const std::vector<SearchResult> r =
      expect_every_rank_to_end_with_every_ranks_root_statistics(ranks);
  // Rank 1 goes on past the smallest budget (rank 2's): the early stop
  // weighs what every rank may still run, which can stop it short of 600.
  EXPECT_GT(r[1].playouts, 300);
  EXPECT_GE(ranks.exchanges[0]->totals().rounds, r[1].playouts / 50);
}

TEST(ClusterSearch, ManyProposalsOfDeepNodesKeepTheSumsRight) {
  // More proposal words a round, and nodes of a few visits down to depth
  // 20 shared: the layout and the sums hold.
  SharingParams deep = clock_rounds();
  deep.proposals = 64;
  deep.min_visits = 4;
  deep.depth = 20;
  Ranks ranks(3, deep);
  expect_every_rank_to_end_with_every_ranks_root_statistics(ranks);
}

TEST(ClusterSearch, TheNextSearchStartsFromTheSharedTreeWithoutCountingItTwice) {
  Ranks ranks(2);
  const Game game(9, *engine::Rules::preset("chinese"));
  const int64_t first = children_visits(search_everywhere(ranks, game, {{500, 0}, {500, 0}})[0]);
  // The same position again: each rank keeps its tree, whose root
  // children already hold both ranks' simulations.
  const std::vector<SearchResult> r = search_everywhere(ranks, game, {{400, 0}, {200, 0}});
  EXPECT_EQ(children_visits(r[0]), first + r[0].playouts + r[1].playouts);
  EXPECT_EQ(children_visits(r[1]), children_visits(r[0]));
}

// Rank 1's own limit is far away; rank 0's clock ends the search. How many
// playouts each rank runs before that depends on the load (a starved rank
// may run none), so only the end and the sums are checked.
void expect_rank_zeros_clock_to_stop_every_rank(const SharingParams& sharing) {
  Ranks ranks(2, sharing);
  const Game game(9, *engine::Rules::preset("chinese"));
  constexpr double kRankOnesLimit = 3600;
  const std::vector<SearchResult> r =
      search_everywhere(ranks, game, {{0, 0.3}, {0, kRankOnesLimit}});
  EXPECT_LT(r[1].seconds, kRankOnesLimit);
  EXPECT_EQ(children_visits(r[0]), r[0].playouts + r[1].playouts);
  EXPECT_EQ(children_visits(r[1]), children_visits(r[0]));
}

TEST(ClusterSearch, RankZerosClockStopsEveryRank) {
  expect_rank_zeros_clock_to_stop_every_rank(clock_rounds());
}

// In lockstep, so that rank 0 knows rank 1's budget from the first round
// whatever the timing.
TEST(ClusterSearch, RankZerosEarlyStopWaitsForTheOtherRanksBudgets) {
  Ranks ranks(2, lockstep_rounds(50));
  // Black's capture at E4 is clearly best; rank 0 has little to run, rank 1 much.
  const Game game = testing::game_from(R"(
    . . . . . . .
    . . . . . . .
    X X X X X . .
    O O O O . . .
    X X X X O . .
    . . . . O . .
    . . . . O . .)",
                                       Player::Black, 7.5);
  const std::vector<SearchResult> r = search_everywhere(ranks, game, {{300, 0}, {6000, 0}});
  // Rank 0 alone would stop everyone once the lead passed its own few
  // playouts to come (a few hundred in all); the lead must pass rank 1's
  // too, which takes thousands.
  EXPECT_GT(r[1].playouts, 1500);
  EXPECT_EQ(children_visits(r[0]), r[0].playouts + r[1].playouts);
}

TEST(ClusterSearch, LockstepRoundsComeEveryFewPlayoutsAndRepeatTheSearchExactly) {
  const Game game(9, *engine::Rules::preset("chinese"));
  const auto lockstep_search = [&] {
    Ranks ranks(3, lockstep_rounds(50));
    std::vector<SearchResult> r = search_everywhere(ranks, game, {{500, 0}, {500, 0}, {300, 0}});
    // A round after every 50 playouts of the rank that runs most, and the
    // rounds that confirm the end.
    const int64_t most = std::max({r[0].playouts, r[1].playouts, r[2].playouts});
    EXPECT_GE(ranks.exchanges[0]->totals().rounds, most / 50);
    EXPECT_EQ(children_visits(r[0]), r[0].playouts + r[1].playouts + r[2].playouts);
    return r;
  };
  // Each rank waits for every round, so the ranks see one another's
  // statistics after the same playouts every time: with the same seeds the
  // cluster plays the same search again, whatever the threads' timing.
  const std::vector<SearchResult> first = lockstep_search();
  const std::vector<SearchResult> again = lockstep_search();
  for (size_t i = 0; i < first.size(); ++i) {
    EXPECT_EQ(again[i].playouts, first[i].playouts);
    ASSERT_EQ(again[i].children.size(), first[i].children.size());
    for (size_t c = 0; c < first[i].children.size(); ++c) {
      EXPECT_EQ(again[i].children[c].visits, first[i].children[c].visits);
      EXPECT_DOUBLE_EQ(again[i].children[c].winrate, first[i].children[c].winrate);
    }
  }
}

TEST(ClusterSearch, RankZerosClockStopsEveryRankInLockstep) {
  expect_rank_zeros_clock_to_stop_every_rank(lockstep_rounds(50));
}

TEST(ClusterSearch, ARankSearchingAnotherPositionEndsTheSearchWithAnError) {
  Ranks ranks(2);
  const Game empty(9, *engine::Rules::preset("chinese"));
  Game moved = empty;
  moved.play(Player::Black, *engine::parse_point("E5", 9));
  const std::vector<std::string> errors = ranks.cluster.run([&](int r) {
    const auto i = static_cast<size_t>(r);
    ranks.exchanges[i]->share_next_search();
    const Game& game = r == 0 ? empty : moved;
    ranks.searchers[i]->search(game, Player::White, {300, 0});
  });
  EXPECT_NE(ranks.cluster.failure().find("the game differs from rank 0's"), std::string::npos)
      << ranks.cluster.failure();
  EXPECT_NE(errors[0], "");
  EXPECT_NE(errors[1], "");
}

TEST(ClusterSearch, ASearchNotAnnouncedRunsAlone) {
  Ranks ranks(2);
  const Game game(9, *engine::Rules::preset("chinese"));
  // Rank 1 never searches: a shared search would wait for it.
  const SearchResult r = ranks.searchers[0]->search(game, Player::Black, {300, 0});
  EXPECT_GT(r.playouts, 100);  // it stops at 300, or once its best move is settled
  EXPECT_LE(r.playouts, 300);
  EXPECT_EQ(children_visits(r), r.playouts);
  EXPECT_EQ(ranks.exchanges[0]->totals().searches, 0);
}

}  // namespace
}  // namespace kosumi::search::cluster
