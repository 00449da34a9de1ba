// Move pattern speed: the features and probabilities of every legal move
// (and the pass) of a 19×19 position, what a tree prior computes for each
// new node. The position is a professional game after 60, 120 and 150
// moves (validation.sgf's first game of the corpus, Tygem 2007), with the
// weights file of the repository, so the shapes found are the real ones.
//
// One iteration scores one position: the CPU time is per position,
// items_per_second counts positions, moves_per_second the moves scored
// (legal moves and the pass; moves_per_position of them).

#include <benchmark/benchmark.h>

#include <sstream>
#include <string_view>
#include <vector>

#include "engine/board.h"
#include "eval/patterns/extraction.h"
#include "eval/patterns/model.h"
#include "eval/patterns/weights_file.h"

namespace kosumi::eval {
namespace {

// The game's first 150 moves in SGF coordinates, Black first.
constexpr std::string_view kGame =
    "pd dp qp oq cd fc dc ic po lq qg cn kc qc pc qd qe re rf pe qf pb ob qb nc rd oe fe gd fd "
    "cg pl np nq nl mp nn pj nj qn pn ro rj rp qm qq hb de ce gc hc hd id he ie hf if rm ql ig "
    "jg jh ih hg kg ji li eq cj hp pq pr se sb pp qr jo rl qk di dj ei ej fi fj ci hj gj gk gi "
    "hl ik il jk hk ii jq fl fk hn jm kn jn iq cm dn bm ib jb bn ir hr ip hq jc eb db gb ia bh "
    "bg ag bf dl hi hh km da ca ea bb bj ck bk cl lk ml lo mn rk qj jr an ao am bo kr is kq em";

struct Position {
  engine::Board board{19};
  engine::Player to_move = engine::Player::Black;
  MoveContext context;
};

Position after(int moves) {
  Position pos;
  std::istringstream in{std::string(kGame)};
  std::string move;
  for (int i = 0; i < moves && in >> move; ++i) {
    const engine::Point p = pos.board.point(move[0] - 'a', 18 - (move[1] - 'a'));
    pos.board.play(pos.to_move, p);
    pos.context = {p, pos.context.last};
    pos.to_move = engine::opponent(pos.to_move);
  }
  return pos;
}

const PatternModel& model() {
  static const PatternModel m = load_weights(KOSUMI_WEIGHTS_FILE);
  return m;
}

void BM_ScoreEveryLegalMove(benchmark::State& state) {
  const Position pos = after(static_cast<int>(state.range(0)));
  const std::vector<engine::Point> moves = candidate_moves(pos.board, pos.to_move);
  std::vector<float> probabilities(moves.size());
  PatternScorer scorer(model());
  for (auto _ : state) {
    scorer.move_probabilities(pos.board, pos.to_move, pos.context.last, pos.context.second_last,
                              moves, probabilities);
    benchmark::DoNotOptimize(probabilities.data());
  }
  state.SetItemsProcessed(state.iterations());
  state.counters["moves_per_position"] = static_cast<double>(moves.size());
  state.counters["moves_per_second"] = benchmark::Counter(
      static_cast<double>(state.iterations() * static_cast<int64_t>(moves.size())),
      benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ScoreEveryLegalMove)->Arg(60)->Arg(120)->Arg(150);

}  // namespace
}  // namespace kosumi::eval

BENCHMARK_MAIN();
