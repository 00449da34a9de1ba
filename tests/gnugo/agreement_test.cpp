// Kosumi's settlement against GNU Go's judgement (tests/agreement/):
//  - GNU Go self-play games on 9x9, 13x13 and 19x19 under Chinese and
//    Japanese rules, from fixed seeds, each giving a finished position and,
//    where it came, one stopped early (a small, seeded subset of the corpus
//    that scripts/gnugo-agreement.sh builds and reports);
//  - the hand-made seki and their look-alikes (seki_positions.h) and the
//    worked examples of RULES.md (worked_examples.h), set up in GNU Go
//    stone by stone, under both countings.
// Both judgements are counted by RULES.md, so the comparison is of dead and
// seki stones; where GNU Go's own final_score credits an open region, that
// is counted apart. Kosumi's estimate of a position stopped early credits
// open regions too: there its winner is compared with GNU Go's final_score.
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "agreement/comparison.h"
#include "agreement/selfplay.h"
#include "engine/board_text.h"
#include "engine/coord.h"
#include "engine/counting.h"
#include "gtp/client/client.h"
#include "gtp/facade/points.h"
#include "gtp/match/score.h"
#include "support/gnugo_path.h"
#include "support/seki_positions.h"
#include "support/worked_examples.h"

namespace kosumi::agreement {
namespace {

using engine::Player;

// The subset: seeds 1..games of each size, GNU Go's levels up to
// max_level. About a minute on two cores. GNU Go 3.8 gives 12, 3 and 1
// finished positions and 4, 2 and 1 stopped early.
struct SizeRun {
  int size;
  int games;
  int max_level;
  // The test fails below these counts of positions, so that no threshold
  // can pass on none.
  int min_finished;
  int min_stopped_early;
};

constexpr SizeRun kRuns[] = {{9, 12, 3, 10, 3}, {13, 3, 2, 2, 1}, {19, 1, 1, 1, 1}};
constexpr int kWorkers = 2;

AgreementReport play_subset() {
  struct Job {
    int size;
    int max_level;
    uint64_t seed;
  };
  std::vector<Job> jobs;
  for (const SizeRun& run : kRuns) {
    for (int seed = 1; seed <= run.games; ++seed)
      jobs.push_back({run.size, run.max_level, static_cast<uint64_t>(seed)});
  }
  // The largest boards first, so that the two workers end together.
  std::stable_sort(jobs.begin(), jobs.end(),
                   [](const Job& a, const Job& b) { return a.size > b.size; });
  std::vector<SelfPlayGame> games(jobs.size());
  std::vector<std::string> errors;
  std::mutex mutex;
  size_t next = 0;
  const std::string gnugo = test::gnugo_path();
  const auto worker = [&] {
    for (;;) {
      size_t i = 0;
      {
        const std::lock_guard lock(mutex);
        if (next == jobs.size()) return;
        i = next++;
      }
      try {
        games[i] =
            play_selfplay(spec_for_seed(jobs[i].size, jobs[i].seed, jobs[i].max_level), gnugo);
      } catch (const std::exception& e) {
        const std::lock_guard lock(mutex);
        errors.push_back(e.what());
      }
    }
  };
  std::vector<std::thread> threads;
  for (int w = 0; w < kWorkers; ++w)
    threads.emplace_back(worker);
  for (std::thread& t : threads)
    t.join();
  for (const std::string& e : errors)
    ADD_FAILURE() << e;

  AgreementReport report;
  for (const SelfPlayGame& game : games) {
    for (const auto* p : {&game.stopped_early, &game.finished}) {
      if (*p) report.add(compare(**p, eval::SettleOptions{}));
    }
  }
  return report;
}

TEST(GnugoAgreement, SelfPlayPositionsOnEverySizeAgreeWithGnugo) {
  const AgreementReport report = play_subset();
  std::cout << report.table() << report.disagreement_text();
  for (const SizeRun& run : kRuns) {
    const Tally finished = report.tally(run.size, PositionKind::Finished);
    const Tally stopped = report.tally(run.size, PositionKind::StoppedEarly);
    EXPECT_GE(finished.positions, run.min_finished) << run.size;
    EXPECT_GE(stopped.positions, run.min_stopped_early) << run.size;
    EXPECT_GE(finished.same_winner * 100, 99 * finished.positions) << run.size;
    EXPECT_GE(finished.same_score * 100, 97 * finished.positions) << run.size;
    // Stopped early, both programs estimate the open regions: the winner
    // is compared with GNU Go's own final_score.
    EXPECT_GE(stopped.same_winner_as_score * 100, 90 * stopped.positions) << run.size;
  }
}

// Disagreements of the subset, pinned by RULES.md ("stones that cannot
// escape capture" are dead). 19x19 seed 1 stopped early, White to play:
// GNU Go lists the white stone F7 dead, but it is in atari at F8 and White,
// to move, connects there to the string E8-G8-F9; Kosumi keeps it alive.
// (The other differences of the subset are open fights, M4 here and the
// 13x13 corners, whose status depends on play both programs only guess.)
constexpr std::string_view kNineteenSeedOne =
    "(;GM[1]FF[4]CA[UTF-8]SZ[19]KM[7.5]RU[Chinese]PB[GNU Go level 1]PW[GNU Go level 0]"
    ";B[kl];W[as];B[oc];W[is];B[eo];W[ce];B[pq];W[po];B[np];W[qq]"
    ";B[qr];W[qp];B[or];W[qk];B[qd];W[dc];B[jc];W[qh];B[cj];W[br]"
    ";B[co];W[hc];B[dh];W[iq];B[je];W[rr];B[rs];W[nd];B[nc];W[md]"
    ";B[lb];W[dk];B[ck];W[dl];B[bm];W[ei];B[cg];W[gl];B[rq];W[pe]"
    ";B[qe];W[pf];B[rg];W[rp];B[sr];W[eq];B[kj];W[pm];B[nk];W[mg]"
    ";B[mi];W[oh];B[rh];W[gj];B[qi];W[pi];B[qj];W[rm];B[pj];W[oj]"
    ";B[ok];W[pk];B[rk];W[rl];B[sj];W[ol];B[mm];W[lr];B[bf];W[nn]"
    ";B[bd];W[mn];B[cb];W[ln];B[go];W[jm];B[ep];W[fq];B[db];W[dq]"
    ";B[cd];W[fg];B[de];W[kg];B[ig];W[jh];B[jf];W[jd];B[kd];W[ec]"
    ";B[ni];W[oi];B[lm];W[eb];B[ib];W[cc];B[bb];W[hb];B[qg];W[lp]"
    ";B[lh];W[lg];B[id];W[ge];B[gf];W[ee];B[ff];W[fe];B[ef];W[bc]"
    ";B[ac];W[eg];B[gg];W[jj];B[jk];W[ki];B[li];W[ij];B[nj];W[ph]"
    ";B[ik];W[hk];B[il];W[dd];B[df];W[bp];B[im];W[kn];B[in];W[bo]"
    ";B[jo];W[jp];B[fi];W[fj];B[gh];W[eh];B[cn];W[bn];B[em];W[cl]"
    ";B[bl];W[cm];B[hi];W[hj];B[gi];W[el];B[gm];W[am];B[ak];W[dj]"
    ";B[di];W[io];B[ho];W[ip];B[jn];W[fm];B[fn];W[hm];B[fl];W[hl]"
    ";B[hn];W[fk];B[gq];W[gr];B[hq];W[hr];B[km];W[fm];B[dm])";

TEST(GnugoAgreement, AStoneTheSideToMoveCanConnectIsNotDead) {
  const engine::Game game =
      sgf::replay(sgf::parse_sgf(kNineteenSeedOne), *engine::Rules::preset("chinese"));
  const engine::Board& board = game.board();
  const engine::Point f7 = *engine::parse_point("F7", 19);
  const engine::Point f8 = *engine::parse_point("F8", 19);
  ASSERT_EQ(game.to_move(), Player::White);
  ASSERT_EQ(board.color(f7), engine::Color::White);
  ASSERT_TRUE(board.in_atari(f7));
  ASSERT_EQ(board.atari_point(f7), f8);
  engine::Board connected = board;
  connected.play(Player::White, f8);
  EXPECT_GE(connected.liberties_up_to(f7, 3), 3);
  const eval::Settlement s = eval::settle(game, eval::SettleOptions{});
  EXPECT_EQ(s.status(f7), eval::StoneStatus::Alive);
}

// A position set up in GNU Go stone by stone, judged by both programs.
struct Judged {
  std::string gnugo_seki;
  std::string gnugo_dead;
  double gnugo_counted = 0;  // GNU Go's lists counted by RULES.md
  std::string kosumi_seki;
  std::string kosumi_dead;
  double kosumi = 0;
};

std::string sorted_vertices(std::vector<std::string> vertices) {
  std::sort(vertices.begin(), vertices.end());
  return joined(vertices);
}

engine::PointSet point_set(const std::string& vertices, int size) {
  engine::PointSet set;
  for (const std::string& v : client::split_vertices(vertices))
    set.set(static_cast<size_t>(engine::index(*engine::parse_point(v, size))));
  return set;
}

Judged judge(std::string_view diagram, std::string_view preset, double komi) {
  const engine::Board board = engine::parse_board(diagram);
  engine::Rules rules = *engine::Rules::preset(preset);
  rules.komi = komi;
  const engine::Game game(board, rules, Player::Black);
  const int size = board.size();

  const std::string rules_option = preset == "japanese" ? " --japanese-rules" : " --chinese-rules";
  client::GtpClient gnugo =
      client::GtpClient::start(test::gnugo_path() + " --mode gtp" + rules_option);
  std::vector<std::string> commands = {"boardsize " + std::to_string(size), "clear_board"};
  std::ostringstream komi_command;
  komi_command << "komi " << komi;
  commands.push_back(komi_command.str());
  for (engine::Point p : facade::board_points(board)) {
    if (board.color(p) == engine::Color::Empty) continue;
    const Player player = board.color(p) == engine::Color::Black ? Player::Black : Player::White;
    commands.push_back("play " + std::string(engine::to_string(player)) + " " +
                       engine::point_to_string(p, size));
  }
  commands.insert(commands.end(), {"final_status_list seki", "final_status_list dead"});
  const std::vector<client::GtpResponse> answers =
      gnugo.send_all(commands, std::chrono::minutes(2));
  gnugo.quit();
  for (size_t i = 0; i < answers.size(); ++i)
    EXPECT_TRUE(answers[i].ok()) << commands[i] << ": " << answers[i].text;

  Judged j;
  j.gnugo_seki = sorted_vertices(client::split_vertices(answers[answers.size() - 2].text));
  j.gnugo_dead = sorted_vertices(client::split_vertices(answers.back().text));
  j.gnugo_counted =
      engine::count_score(game, point_set(j.gnugo_dead, size), point_set(j.gnugo_seki, size))
          .margin();
  const eval::Settlement s = eval::settle(game, eval::SettleOptions{});
  const auto listed = [&](const engine::PointSet& set) {
    std::vector<std::string> vertices;
    for (engine::Point p : facade::points_in(board, set))
      vertices.push_back(engine::point_to_string(p, size));
    return sorted_vertices(vertices);
  };
  j.kosumi_seki = listed(s.seki);
  j.kosumi_dead = listed(s.dead);
  j.kosumi = s.score.margin();
  return j;
}

double margin_of(std::string_view result) {
  return *match::parse_final_score(result);
}

TEST(GnugoAgreement, HandMadeSekiAgreeWithGnugoUnderBothCountings) {
  for (const test::SekiPosition& position : test::seki_positions()) {
    for (std::string_view preset : {"chinese", "japanese"}) {
      const Judged j = judge(position.diagram, preset, 0);
      const std::string where = std::string(position.name) + ", " + std::string(preset);
      std::vector<std::string> seki(position.seki.begin(), position.seki.end());
      EXPECT_EQ(j.gnugo_seki, sorted_vertices(seki)) << where;
      EXPECT_EQ(j.kosumi_seki, j.gnugo_seki) << where;
      EXPECT_EQ(j.kosumi_dead, j.gnugo_dead) << where;
      EXPECT_EQ(j.kosumi, j.gnugo_counted) << where;
      const std::string_view expected =
          preset == "chinese" ? position.chinese_result : position.japanese_result;
      EXPECT_EQ(j.kosumi, margin_of(expected)) << where;
    }
  }
}

TEST(GnugoAgreement, WorkedExamplesOfTheRulesAgreeWithGnugo) {
  for (const test::WorkedExample& e : test::worked_examples()) {
    const Judged j = judge(e.diagram, e.preset, e.komi);
    EXPECT_EQ(j.gnugo_dead, e.dead) << e.name;
    EXPECT_EQ(j.kosumi_dead, e.dead) << e.name;
    EXPECT_EQ(j.gnugo_counted, margin_of(e.result)) << e.name;
    EXPECT_EQ(j.kosumi, margin_of(e.result)) << e.name;
  }
}

}  // namespace
}  // namespace kosumi::agreement
