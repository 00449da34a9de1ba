// Search speed: playouts per second of a whole search (descent, expansion
// with priors, heavy playout, backup with AMAF) on 9×9 and 19×19, from the
// empty board and from a mid-game position, with 1, 2 and up to all the
// machine's threads (powers of two and the core count); beside it
// the bare heavy playouts (the search's default policy) from the same
// positions, so that
//   tree overhead = BM_Search/threads:1 rate ÷ BM_BarePlayouts rate
// and the thread scaling = threads:2 rate ÷ threads:1 rate, to set against
// BM_BarePlayoutsScaling's (threads:2 ÷ threads:1 of playouts that share
// nothing). BM_SelectChild times one selection step alone, the part of the
// tree overhead that grows with the board.
//
// One iteration is one search with a fixed playout count on a cleared tree
// (fixed seed), so every iteration does the same work. items_per_second is
// wall-clock (UseRealTime), since the work runs on the search's own threads:
// use it for thread scaling on an idle machine. playouts_per_cpu_second
// divides by the CPU time of the whole process, which a busy machine
// disturbs far less: use it for the tree overhead against the bare
// playouts' items_per_second (CPU time of the one thread that runs them).

#include <benchmark/benchmark.h>

#include <cstdint>
#include <ctime>
#include <thread>
#include <vector>

#include "engine/game.h"
#include "engine/heavy_playout.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "engine/rules.h"
#include "search/node_arena.h"
#include "search/searcher.h"
#include "search/tree_policy.h"

namespace kosumi::search {
namespace {

constexpr uint64_t kPositionSeed = 4242;
constexpr uint64_t kSearchSeed = 99;
constexpr size_t kMemoryMb = 64;

// Playouts per search: enough for the tree to grow several levels deep.
int64_t playouts_for(int size) {
  return size <= 9 ? 4000 : 1000;
}

enum class Stage { Empty = 0, MidGame = 1 };

// The empty board, or the position after size²/3 light-policy moves played
// through the game record (so superko holds).
engine::Game position(int size, Stage stage) {
  engine::Game game(size, *engine::Rules::preset("chinese"));
  if (stage == Stage::Empty) return game;
  engine::Rng rng(kPositionSeed);
  for (int i = 0; i < size * size / 3; ++i) {
    const engine::Player pl = game.to_move();
    engine::Board scratch = game.board();
    const engine::Point p = engine::select_light_move(scratch, pl, rng);
    if (game.play(pl, p) != engine::MoveError::None) game.play(pl, engine::kPass);
  }
  return game;
}

void BM_Search(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const engine::Game game = position(size, static_cast<Stage>(state.range(1)));
  SearchOptions options;
  options.threads = static_cast<int>(state.range(2));
  options.seed = kSearchSeed;
  options.memory_mb = kMemoryMb;
  options.allow_resign = false;
  Searcher searcher(options);
  int64_t playouts = 0;
  int64_t root_amaf_updates = 0;
  const std::clock_t cpu_start = std::clock();
  for (auto _ : state) {
    searcher.clear();
    const SearchResult r = searcher.search(game, game.to_move(), {playouts_for(size), 0});
    playouts += r.playouts;
    for (const ChildStats& c : r.children)
      root_amaf_updates += c.amaf_visits;
    benchmark::DoNotOptimize(r.best_move);
  }
  const double cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  state.SetItemsProcessed(playouts);
  state.counters["playouts_per_cpu_second"] = static_cast<double>(playouts) / cpu_seconds;
  // The writes every thread makes to the root's children, which all threads
  // share: what would limit the scaling on many cores (README, Thread
  // scaling). Each playout also adds to the root's visits and value and to
  // one child's. Counted in AMAF samples: a write adds 0 to 2 of them
  // (TreeParams::amaf_decay).
  state.counters["root_amaf_updates_per_playout"] =
      static_cast<double>(root_amaf_updates) / static_cast<double>(playouts);
}
// 1 and 2 threads, and every power of two up to the machine's cores: the
// thread scaling of one process, where a machine has the cores for it.
std::vector<int64_t> thread_counts() {
  std::vector<int64_t> counts = {1, 2};
  const auto cores = static_cast<int64_t>(std::thread::hardware_concurrency());
  for (int64_t t = 4; t <= cores; t *= 2)
    counts.push_back(t);
  if (cores > 2 && counts.back() != cores) counts.push_back(cores);
  return counts;
}

BENCHMARK(BM_Search)
    ->ArgNames({"size", "midgame", "threads"})
    ->ArgsProduct({{9, 19}, {0, 1}, thread_counts()})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

void BM_BarePlayouts(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const engine::Game game = position(size, static_cast<Stage>(state.range(1)));
  engine::Rng rng(kSearchSeed + static_cast<uint64_t>(state.thread_index()));
  engine::HeavyPolicy policy(SearchOptions{}.heavy, engine::mogo_pattern3_table());
  for (auto _ : state) {
    engine::Board board = game.board();
    policy.start({engine::kPass, engine::kPass});
    const engine::PlayoutResult r = engine::heavy_playout(board, game.to_move(), policy, rng);
    benchmark::DoNotOptimize(r.area_score);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BarePlayouts)->ArgNames({"size", "midgame"})->ArgsProduct({{9, 19}, {0, 1}});
// The same on 1 and 2 threads, wall-clock: each thread runs its own playouts
// and shares nothing, so the ratio is the machine's own scaling, the ceiling
// for the search's.
BENCHMARK(BM_BarePlayouts)
    ->Name("BM_BarePlayoutsScaling")
    ->ArgNames({"size", "midgame"})
    ->ArgsProduct({{9, 19}, {0, 1}})
    ->Apply([](benchmark::internal::Benchmark* b) {
      for (const int64_t t : thread_counts())
        b->Threads(static_cast<int>(t));
    })
    ->UseRealTime();

// One selection step at a node with a child for every point and a pass, the
// statistics spread as in a search of some thousand playouts: a few children
// hold most visits, AMAF samples several times the own. items_per_second
// counts children evaluated, the unit of the descent's cost.
void BM_SelectChild(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const auto children = static_cast<uint32_t>(size * size + 1);
  NodeArena arena(kMemoryMb << 20);
  Node& parent = arena.root();
  parent.first_child = *arena.allocate(children);
  parent.num_children = static_cast<uint16_t>(children);
  engine::Rng rng(kSearchSeed);
  uint32_t total = 0;
  for (uint32_t i = 0; i < children; ++i) {
    Node& child = arena[parent.first_child + i];
    const uint32_t visits = rng.below(8) == 0 ? rng.below(2000) : rng.below(20);
    child.prior = prior_from_winrate(0.5);
    child.prior_visits = 14;
    child.visits.store(visits);
    child.value.store(visits == 0 ? 0 : rng.below(2 * visits));
    const uint32_t amaf = 4 * visits + rng.below(200);
    child.amaf_visits.store(amaf * kAmafUnit);
    child.amaf_value.store(rng.below(2 * amaf + 1) * kAmafUnit);
    total += visits;
  }
  parent.visits.store(total);
  for (auto _ : state) {
    benchmark::DoNotOptimize(select_child(arena, parent, nullptr, TreeParams{}));
  }
  state.SetItemsProcessed(state.iterations() * children);
}
BENCHMARK(BM_SelectChild)->ArgName("size")->Arg(9)->Arg(19);

}  // namespace
}  // namespace kosumi::search
BENCHMARK_MAIN();
