#include "gtp/cluster/cluster_server.h"

#include <gtest/gtest.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "gtp/sgf/sgf.h"
#include "support/in_process_cluster.h"
#include "support/temp_path.h"

namespace kosumi::cluster {
namespace {

using kosumi::testing::InProcessCluster;

// Every rank's GoPlayer and server, linked through a cluster of threads.
struct ClusterOfGoPlayers {
  // `playouts` a move; 0 leaves the moves to the clock of time_settings.
  explicit ClusterOfGoPlayers(int ranks, int64_t playouts = 300) : cluster(ranks) {
    for (int r = 0; r < ranks; ++r) {
      exchanges.push_back(std::make_unique<search::cluster::StatisticsExchange>(cluster.link(r)));
      facade::GoPlayerConfig config;
      config.size = 9;
      config.playouts = playouts;
      config.search.threads = 1;
      config.search.seed = 7 + static_cast<uint64_t>(r);
      config.search.memory_mb = 16;
      config.search.sharing.interval_ms = 1;
      config.settle.threads = 1;
      config.exchange = exchanges.back().get();
      go_players.push_back(std::make_unique<facade::GoPlayer>(config));
      servers.push_back(std::make_unique<gtp::GtpServer>(*go_players.back()));
    }
  }

  // Runs the cluster on `script` as rank 0's input; returns rank 0's output.
  std::string run(const std::string& script) {
    std::istringstream in(script);
    std::ostringstream out;
    const std::vector<std::string> errors = cluster.run([&](int r) {
      std::istringstream no_input;
      std::ostringstream no_output;
      const auto i = static_cast<size_t>(r);
      run_cluster(*servers[i], *exchanges[i], r == 0 ? in : no_input, r == 0 ? out : no_output);
      EXPECT_EQ(no_output.str(), "") << "rank " << r << " wrote";
    });
    for (size_t r = 0; r < errors.size(); ++r)
      EXPECT_EQ(errors[r], "") << "rank " << r;
    return out.str();
  }

  // The game of a rank as an SGF record: stones, moves, rules and komi.
  std::string game(int rank) const {
    return sgf::write_sgf(sgf::record_of(go_players[static_cast<size_t>(rank)]->game()));
  }

  InProcessCluster cluster;
  std::vector<std::unique_ptr<search::cluster::StatisticsExchange>> exchanges;
  std::vector<std::unique_ptr<facade::GoPlayer>> go_players;
  std::vector<std::unique_ptr<gtp::GtpServer>> servers;
};

// How many responses of `output` start with `status` ('=' or '?').
int responses(const std::string& output, char status) {
  int n = 0;
  for (size_t at = 0; at < output.size(); at = output.find("\n\n", at) + 2) {
    if (output[at] == status) ++n;
  }
  return n;
}

TEST(ClusterServer, EveryRankFollowsTheGameAndItsGeneratedMoves) {
  ClusterOfGoPlayers c(3);
  const std::string out = c.run(
      "boardsize 7\n"
      "komi 3.5\n"
      "kosumi-rules japanese\n"
      "play b D4\n"
      "play w C3\n"
      "undo\n"
      "genmove w\n"
      "1 kgs-genmove_cleanup b\n"
      "reg_genmove w\n"
      "genmove w\n"
      "quit\n");
  EXPECT_EQ(responses(out, '='), 11) << out;
  EXPECT_EQ(c.go_players[0]->size(), 7);
  EXPECT_EQ(c.go_players[0]->game().moves().size(), 4u);
  EXPECT_DOUBLE_EQ(c.go_players[2]->rules().komi, 3.5);
  for (int r = 1; r < 3; ++r)
    EXPECT_EQ(c.game(r), c.game(0)) << "rank " << r;
  // Four searches that every rank shared.
  for (const auto& e : c.exchanges)
    EXPECT_EQ(e->totals().searches, 4);
}

TEST(ClusterServer, SetupAndClearBoardReachEveryRank) {
  ClusterOfGoPlayers c(2);
  c.run(
      "play b E5\n"
      "clear_board\n"
      "fixed_handicap 3\n"
      "time_settings 60 5 1\n"
      "time_left white 30 0\n"
      "genmove w\n");
  EXPECT_EQ(c.go_players[1]->game().handicap(), 3);
  EXPECT_EQ(c.game(1), c.game(0));
}

TEST(ClusterServer, FailedCommandsAndQueriesStayOnRankZero) {
  ClusterOfGoPlayers c(2);
  // Each of these would end the run with an error were it carried out on
  // rank 1 after failing on rank 0.
  const std::string out = c.run(
      "play b E5\n"
      "play w E5\n"
      "play b Z99\n"
      "undo\n"
      "undo\n"
      "boardsize 99\n"
      "genmove purple\n"
      "showboard\n"
      "final_score\n"
      "quit\n");
  EXPECT_EQ(responses(out, '?'), 5) << out;
  EXPECT_TRUE(c.go_players[1]->board_is_empty());
  EXPECT_EQ(c.exchanges[1]->totals().searches, 0);
}

TEST(ClusterServer, LoadsgfSendsTheLoadedGameNotTheFileName) {
  const test::TempPath path("cluster_loadsgf.sgf");
  std::ofstream(path.string()) << "(;GM[1]FF[4]SZ[9]KM[5.5]RU[Chinese];B[ee];W[cc];B[gg])";
  ClusterOfGoPlayers c(2);
  c.run("loadsgf " + path.string() + " 3\ngenmove w\nquit\n");
  EXPECT_EQ(c.go_players[1]->game().moves().size(), 3u);
  EXPECT_EQ(c.game(1), c.game(0));
}

// No playout limit: rank 0's clock alone ends each shared search, and every
// genmove answers with a move that every rank plays. A rank left waiting
// would end the run with the in-process cluster's timeout error.
TEST(ClusterServer, OnAClockEverySearchEndsAndAnswers) {
  ClusterOfGoPlayers c(2, /*playouts=*/0);
  const std::string out = c.run(
      "time_settings 2 0 0\n"
      "genmove b\n"
      "time_left w 1 0\n"
      "genmove w\n"
      "quit\n");
  EXPECT_EQ(responses(out, '='), 5) << out;
  EXPECT_EQ(responses(out, '?'), 0) << out;
  const std::vector<engine::MoveRecord>& moves = c.go_players[0]->game().moves();
  ASSERT_EQ(moves.size(), 2u) << out;
  EXPECT_EQ(moves[0].player, engine::Player::Black);
  EXPECT_EQ(moves[1].player, engine::Player::White);
  EXPECT_EQ(c.game(1), c.game(0));
  for (const auto& go_player : c.go_players) {
    ASSERT_TRUE(go_player->last_search());
    EXPECT_EQ(go_player->last_search()->limits.playouts, 0);
    EXPECT_GT(go_player->last_search()->limits.seconds, 0);
  }
  for (const auto& e : c.exchanges)
    EXPECT_EQ(e->totals().searches, 2);
}

TEST(ClusterServer, TheEndOfRankZerosInputEndsEveryRank) {
  ClusterOfGoPlayers c(3);
  const std::string out = c.run("play b E5\n");
  EXPECT_EQ(out, "= \n\n");
  EXPECT_EQ(c.game(2), c.game(0));
}

}  // namespace
}  // namespace kosumi::cluster
