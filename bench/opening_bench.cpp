// Opening table speed: one lookup, what a tree prior does for each new node
// of a 19×19 search while few stones are on the board. The positions are a
// professional game's (validation.sgf's first game of the corpus, Tygem
// 2007) after 0 and 4 moves, which the shipped table knows, and after 8
// and 24, which it does not (the counter `known` says which): a lookup
// costs the canonical key (8 hashes of the stones) either way, and a found
// position the list of its moves.

#include <benchmark/benchmark.h>

#include <sstream>
#include <string_view>

#include "engine/board.h"
#include "eval/opening/opening_file.h"
#include "eval/opening/opening_prior.h"

namespace kosumi::eval {
namespace {

// The game's first 24 moves in SGF coordinates, Black first.
constexpr std::string_view kGame =
    "pd dp qp oq cd fc dc ic po lq qg cn kc qc pc qd qe re rf pe qf pb ob qb";

struct Position {
  engine::Board board{19};
  engine::Player to_move = engine::Player::Black;
};

Position after(int moves) {
  Position pos;
  std::istringstream in{std::string(kGame)};
  std::string move;
  for (int i = 0; i < moves && in >> move; ++i) {
    pos.board.play(pos.to_move, pos.board.point(move[0] - 'a', 18 - (move[1] - 'a')));
    pos.to_move = engine::opponent(pos.to_move);
  }
  return pos;
}

const OpeningPrior& table() {
  static const OpeningPrior t = load_opening(KOSUMI_OPENING_FILE);
  return t;
}

void BM_LookUpAPosition(benchmark::State& state) {
  const Position pos = after(static_cast<int>(state.range(0)));
  const bool known = table().lookup(pos.board, pos.to_move).has_value();
  for (auto _ : state) {
    auto found = table().lookup(pos.board, pos.to_move);
    benchmark::DoNotOptimize(found);
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["known"] = known ? 1 : 0;
}
BENCHMARK(BM_LookUpAPosition)->Arg(0)->Arg(4)->Arg(8)->Arg(24);

}  // namespace
}  // namespace kosumi::eval

BENCHMARK_MAIN();
