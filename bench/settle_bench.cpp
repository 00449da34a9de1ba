// Settlement of a finished 19x19 and 9x9 position: the default number of
// playouts, the seki search and the count, on one and two threads. The
// position is the end of a light playout from the empty board with a fixed
// seed, so every run does the same work. Target: 19x19 under a second on two
// cores; the empty board is the worst case.

#include <benchmark/benchmark.h>

#include "engine/game.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "eval/settle.h"

namespace kosumi::eval {
namespace {

constexpr uint64_t kPositionSeed = 20261123;

engine::Game finished_game(int size) {
  engine::Board board(size);
  engine::Rng rng(kPositionSeed);
  engine::light_playout(board, engine::Player::Black, rng);
  return engine::Game(board, *engine::Rules::preset("japanese"), engine::Player::Black);
}

void BM_Settle(benchmark::State& state) {
  const engine::Game game = finished_game(static_cast<int>(state.range(0)));
  SettleOptions options;
  options.threads = static_cast<int>(state.range(1));
  for (auto _ : state)
    benchmark::DoNotOptimize(settle(game, options));
  state.SetItemsProcessed(state.iterations());
  state.counters["playouts"] = settle(game, options).playouts;
}
BENCHMARK(BM_Settle)
    ->ArgNames({"size", "threads"})
    ->Args({9, 1})
    ->Args({19, 1})
    ->Args({19, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The worst case: every playout is a whole game from the empty board.
void BM_SettleEmptyBoard(benchmark::State& state) {
  const engine::Game game(static_cast<int>(state.range(0)), *engine::Rules::preset("japanese"));
  SettleOptions options;
  options.threads = static_cast<int>(state.range(1));
  for (auto _ : state)
    benchmark::DoNotOptimize(settle(game, options));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_SettleEmptyBoard)
    ->ArgNames({"size", "threads"})
    ->Args({19, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
}  // namespace kosumi::eval

BENCHMARK_MAIN();
