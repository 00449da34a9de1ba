// Benchmarks of the board's hot paths: a light and a heavy playout from the
// empty board, one move, legal-move generation, the board copy, the eye and light-candidate
// tests, and the area score. Each is run on 9×9 and 19×19 with fixed seeds, so
// two runs do the same work; scripts/run-benchmarks.sh repeats them and prints
// the medians.
//
// Rates are reported through items_per_second: playouts per second for the
// playout benchmark, moves, calls or points per second for the others.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "engine/board.h"
#include "engine/heavy_playout.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "engine/types.h"

namespace kosumi::engine {
namespace {

constexpr uint64_t kPlayoutSeed = 20240601;
constexpr uint64_t kPositionSeed = 7001;
// Positions sampled per stage of the game: enough that no single shape
// dominates, few enough that they all stay in cache.
constexpr int kPositionsPerStage = 4;
// Recorded games replayed by the play-move benchmark, so that the branch
// predictor cannot learn one fixed sequence.
constexpr int kRecordedGames = 16;

struct Position {
  Board board;
  Player to_move;
};

// The position after `moves` moves of the light policy from the empty board
// (fewer when two passes end the game first), or at the end of the playout
// when `moves` is negative.
Position play_out(int size, int moves, uint64_t seed) {
  Board board(size);
  Rng rng(seed);
  Player pl = Player::Black;
  int passes = 0;
  const int limit = moves < 0 ? playout_move_cap(size) : moves;
  for (int i = 0; i < limit && passes < 2; ++i) {
    const Point p = select_light_move(board, pl, rng);
    if (p == kPass) {
      board.pass();
      ++passes;
    } else {
      board.play(pl, p);
      passes = 0;
    }
    pl = opponent(pl);
  }
  return {board, pl};
}

// Mid-game positions at a quarter, a half and three quarters of the board's
// area in moves: the range in which a search asks for legal moves.
std::vector<Position> mid_game_positions(int size) {
  std::vector<Position> out;
  uint64_t seed = kPositionSeed;
  for (int quarter = 1; quarter <= 3; ++quarter) {
    for (int i = 0; i < kPositionsPerStage; ++i) {
      out.push_back(play_out(size, quarter * size * size / 4, seed++));
    }
  }
  return out;
}

// Mid-game positions and finished playouts: the eye test matters most at the
// end of a playout, where most empty points are eyes.
std::vector<Position> mixed_positions(int size) {
  std::vector<Position> out = mid_game_positions(size);
  for (int i = 0; i < kPositionsPerStage; ++i) {
    out.push_back(play_out(size, -1, kPositionSeed + 1000 + static_cast<uint64_t>(i)));
  }
  return out;
}

void BM_LightPlayout(benchmark::State& state) {
  const Board empty(static_cast<int>(state.range(0)));
  Rng rng(kPlayoutSeed);
  int64_t moves = 0;
  for (auto _ : state) {
    Board board = empty;
    const PlayoutResult result = light_playout(board, Player::Black, rng);
    moves += result.moves;
    benchmark::DoNotOptimize(result.area_score);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["moves_per_playout"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_LightPlayout)->ArgName("size")->Arg(9)->Arg(19);

// The heavy policy with its default parameters and MoGo's 3×3 shapes.
void BM_HeavyPlayout(benchmark::State& state) {
  const Board empty(static_cast<int>(state.range(0)));
  HeavyPolicy policy(HeavyPolicyParams{}, mogo_pattern3_table());
  Rng rng(kPlayoutSeed);
  int64_t moves = 0;
  for (auto _ : state) {
    Board board = empty;
    policy.start({kPass, kPass});
    const PlayoutResult result = heavy_playout(board, Player::Black, policy, rng);
    moves += result.moves;
    benchmark::DoNotOptimize(result.area_score);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["moves_per_playout"] =
      benchmark::Counter(static_cast<double>(moves), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_HeavyPlayout)->ArgName("size")->Arg(9)->Arg(19);

struct Move {
  Player player;
  Point point;
};

struct RecordedGame {
  std::vector<Move> moves;
  uint64_t final_hash;
};

RecordedGame record_game(const Board& empty, uint64_t seed) {
  RecordedGame game;
  Board board = empty;
  Rng rng(seed);
  light_playout(board, Player::Black, rng, [&](Player pl, Point p) {
    game.moves.push_back({pl, p});
  });
  game.final_hash = board.hash();
  return game;
}

// One iteration replays one recorded game on a copy of the empty board. The
// time per move includes that copy (BM_BoardCopy) spread over the game's
// moves: one copy per hundred moves or more.
void BM_PlayMove(benchmark::State& state) {
  const Board empty(static_cast<int>(state.range(0)));
  std::vector<RecordedGame> games;
  for (int i = 0; i < kRecordedGames; ++i) {
    games.push_back(record_game(empty, kPlayoutSeed + static_cast<uint64_t>(i)));
  }
  size_t next = 0;
  int64_t moves = 0;
  for (auto _ : state) {
    const RecordedGame& game = games[next];
    next = (next + 1) % games.size();
    Board board = empty;
    for (const Move& m : game.moves) {
      if (m.point == kPass) {
        board.pass();
      } else {
        board.play(m.player, m.point);
      }
    }
    moves += static_cast<int64_t>(game.moves.size());
    if (board.hash() != game.final_hash) {
      state.SkipWithError("replaying a recorded game gave a different final position");
      break;
    }
  }
  state.SetItemsProcessed(moves);
  // Seconds per move, which the console prints with a prefix ("21ns").
  state.counters["time_per_move"] = benchmark::Counter(
      static_cast<double>(moves), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_PlayMove)->ArgName("size")->Arg(9)->Arg(19);

// One iteration is one call, cycling through the mid-game positions.
void BM_LegalMoves(benchmark::State& state) {
  const std::vector<Position> positions = mid_game_positions(static_cast<int>(state.range(0)));
  std::vector<Point> out(static_cast<size_t>(kMaxPoints));
  size_t next = 0;
  int64_t legal = 0;
  for (auto _ : state) {
    const Position& pos = positions[next];
    next = (next + 1) % positions.size();
    legal += pos.board.legal_moves(pos.to_move, false, out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["legal_per_call"] =
      benchmark::Counter(static_cast<double>(legal), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_LegalMoves)->ArgName("size")->Arg(9)->Arg(19);

// The board's arrays are sized for 25×25, so the copy should cost the same on
// every size; running two sizes shows whether it does.
void BM_BoardCopy(benchmark::State& state) {
  const Position source = play_out(static_cast<int>(state.range(0)), 40, kPositionSeed);
  for (auto _ : state) {
    Board copy = source.board;
    benchmark::DoNotOptimize(copy);
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BoardCopy)->ArgName("size")->Arg(9)->Arg(19);

// Every empty point of every mixed position, asked for the side to move. The
// count of true answers is reported, which also keeps the calls alive. (It is
// not passed to benchmark::DoNotOptimize: with GCC 12 and Google Benchmark
// 1.7.1 at -O3 -march=native, reading an integer after DoNotOptimize gave a
// stale copy.)
template <class Test>
void run_point_test(benchmark::State& state, Test test) {
  const std::vector<Position> positions = mixed_positions(static_cast<int>(state.range(0)));
  int64_t points = 0;
  int64_t hits = 0;
  for (auto _ : state) {
    for (const Position& pos : positions) {
      const Board& b = pos.board;
      for (int i = 0; i < b.empty_count(); ++i)
        hits += test(b, pos.to_move, b.empty_point(i));
      points += b.empty_count();
    }
  }
  state.SetItemsProcessed(points);
  state.counters["true_fraction"] = benchmark::Counter(
      points > 0 ? static_cast<double>(hits) / static_cast<double>(points) : 0.0);
}

void BM_IsTrueEye(benchmark::State& state) {
  run_point_test(state, [](const Board& b, Player pl, Point p) { return b.is_true_eye(pl, p); });
}
BENCHMARK(BM_IsTrueEye)->ArgName("size")->Arg(9)->Arg(19);

void BM_IsLightCandidate(benchmark::State& state) {
  run_point_test(state,
                 [](const Board& b, Player pl, Point p) { return is_light_candidate(b, pl, p); });
}
BENCHMARK(BM_IsLightCandidate)->ArgName("size")->Arg(9)->Arg(19);

// One iteration scores one finished playout, cycling through several.
void BM_AreaScore(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  std::vector<Board> finished;
  for (int i = 0; i < kPositionsPerStage; ++i) {
    finished.push_back(play_out(size, -1, kPositionSeed + 1000 + static_cast<uint64_t>(i)).board);
  }
  size_t next = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(finished[next].area_score());
    next = (next + 1) % finished.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AreaScore)->ArgName("size")->Arg(9)->Arg(19);

}  // namespace
}  // namespace kosumi::engine

BENCHMARK_MAIN();
