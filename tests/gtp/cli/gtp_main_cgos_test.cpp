// End-to-end: a game as CGOS plays it. The opponent (GNU Go) passes whenever
// Kosumi passes, and the server scores the final board as it stands, by
// Tromp-Taylor: dead stones left on the board count for their owner.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/coord.h"
#include "engine/counting.h"
#include "gtp/client/client.h"
#include "gtp/sgf/sgf.h"
#include "support/gnugo_path.h"
#include "support/kosumi_process.h"

namespace kosumi::cli {
namespace {

using engine::Player;

// Two dead white stones in Black's area, captured at once at C9 and C1;
// Black wins by 1.5 with them removed, White by 4.5 with them on the board.
// White has just passed; Kosumi plays Black.
const std::string kPosition = KOSUMI_TEST_DATA_DIR "/dead_stones.sgf";

struct CgosGame {
  std::string kosumi_count;  // Kosumi's final_score at the end
  std::string server_count;  // Tromp-Taylor on the final board
  int kosumi_moves = 0;      // moves before Kosumi passed
  // The opponent's stones left on the final board that Kosumi holds dead.
  std::vector<std::string> opponent_dead;
};

// Kosumi plays `kosumi_colour` from the position of `record_path` (the
// empty board when ""), GNU Go the other colour; with the default options,
// or with --no-capture-dead when `capture_dead` is false.
CgosGame play_as_cgos(bool capture_dead, const std::string& record_path, Player kosumi_colour) {
  std::vector<std::string> args = {"gtp",       "--size", "9",      "--playouts", "4000",
                                   "--threads", "1",      "--seed", "1",          "--quiet"};
  if (!capture_dead) args.push_back("--no-capture-dead");
  client::GtpClient kosumi(client::Subprocess(kosumi_command(args), quick_stop()));
  client::GtpClient gnugo(client::Subprocess(
      {test::gnugo_path(), "--mode", "gtp", "--level", "1", "--chinese-rules", "--seed", "1"},
      quick_stop()));
  // The server's board, under Tromp-Taylor with CGOS's komi.
  engine::Rules rules = *engine::Rules::preset("tromp-taylor");
  rules.komi = 7.5;
  engine::Game server(9, rules);
  if (!record_path.empty()) {
    EXPECT_TRUE(kosumi.send("loadsgf " + record_path).ok());
    EXPECT_TRUE(gnugo.send("loadsgf " + record_path).ok());
    server = sgf::replay(sgf::parse_sgf(sgf::read_sgf_file(record_path)), rules);
  } else {
    for (client::GtpClient* engine : {&kosumi, &gnugo}) {
      EXPECT_TRUE(engine->boardsize(9).ok());
      EXPECT_TRUE(engine->clear_board().ok());
      EXPECT_TRUE(engine->komi(7.5).ok());
    }
  }
  const Player gnugo_colour = engine::opponent(kosumi_colour);
  CgosGame game;
  for (int turn = 0; turn < 200; ++turn) {
    if (server.to_move() == gnugo_colour) {
      const client::GtpResponse reply = gnugo.genmove(gnugo_colour);
      EXPECT_TRUE(reply.ok()) << reply.text;
      EXPECT_EQ(server.play(gnugo_colour, *engine::parse_point(reply.text, 9)),
                engine::MoveError::None);
      EXPECT_TRUE(kosumi.play(gnugo_colour, reply.text).ok());
      continue;
    }
    const client::GtpResponse move = kosumi.genmove(kosumi_colour);
    if (move.text == "resign" || move.text == "RESIGN") {
      game.kosumi_count = "resigned";
      break;
    }
    EXPECT_TRUE(move.ok()) << move.text;
    if (move.text == "PASS") {
      // The opponent passes too, unless its own pass before already ended
      // the game.
      EXPECT_EQ(server.play(kosumi_colour, engine::kPass), engine::MoveError::None);
      if (!server.is_over()) {
        EXPECT_EQ(server.play(gnugo_colour, engine::kPass), engine::MoveError::None);
        EXPECT_TRUE(kosumi.play(gnugo_colour, "pass").ok());
      }
      break;
    }
    ++game.kosumi_moves;
    EXPECT_EQ(server.play(kosumi_colour, *engine::parse_point(move.text, 9)),
              engine::MoveError::None);
    EXPECT_TRUE(gnugo.play(kosumi_colour, move.text).ok());
  }
  if (game.kosumi_count.empty()) game.kosumi_count = kosumi.final_score().text;
  const std::vector<std::string> dead =
      client::split_vertices(kosumi.send("final_status_list dead").text);
  const std::vector<std::string> opponent =
      kosumi.list_stones(gnugo_colour).value_or(std::vector<std::string>{});
  for (const std::string& stone : opponent) {
    if (std::find(dead.begin(), dead.end(), stone) != dead.end())
      game.opponent_dead.push_back(stone);
  }
  game.server_count = engine::count_score(server, {}, {}).result();
  kosumi.quit();
  gnugo.quit();
  return game;
}

TEST(CgosGame, ByDefaultKosumiWinsOnTheBoardItCounted) {
  const CgosGame game = play_as_cgos(true, kPosition, Player::Black);
  EXPECT_EQ(game.kosumi_moves, 2);  // C9 and C1, then the pass
  EXPECT_EQ(game.server_count, "B+1.5");
  EXPECT_EQ(game.kosumi_count, game.server_count);
  EXPECT_TRUE(game.opponent_dead.empty());
}

TEST(CgosGame, WithNoCaptureDeadKosumiPassesAndTheBoardAsItStandsLoses) {
  const CgosGame game = play_as_cgos(false, kPosition, Player::Black);
  EXPECT_EQ(game.kosumi_moves, 0);
  EXPECT_EQ(game.opponent_dead, (std::vector<std::string>{"C2", "C8"}));
  EXPECT_EQ(game.kosumi_count, "B+1.5");
  EXPECT_EQ(game.server_count, "W+4.5");
}

// From the empty board Kosumi wins by its own count and by the server's.
// The two may differ in the margin: the opponent may leave Kosumi's dead
// stones on the board, which only adds to Kosumi's points as they stand;
// Kosumi leaves none of the opponent's.
TEST(CgosGame, AWholeGameAgainstGnuGoEndsAsKosumiCountedIt) {
  const CgosGame game = play_as_cgos(true, "", Player::White);
  EXPECT_GT(game.kosumi_moves, 10);
  EXPECT_TRUE(game.kosumi_count.starts_with("W+")) << game.kosumi_count;
  EXPECT_TRUE(game.server_count.starts_with("W+")) << game.server_count;
  EXPECT_TRUE(game.opponent_dead.empty()) << game.opponent_dead.front();
}

}  // namespace
}  // namespace kosumi::cli
