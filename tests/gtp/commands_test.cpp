// The engine commands beyond GTP's standard set and the standard ones that
// take extra forms: undo N, version, kosumi-rules, printsgf with players and
// result, final_status_list by string, the thinking log, capture of dead
// stones before passing.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "engine/coord.h"
#include "gtp/sgf/sgf.h"
#include "gtp/thinking_log.h"
#include "support/conversation.h"

namespace kosumi::gtp {
namespace {

TEST(Commands, UndoTakesBackCountMovesAllOrNone) {
  Conversation s;
  s.ok("play b C3");
  s.ok("play w D4");
  s.ok("play b E5");
  // qGo's `undo 0` and a plain undo take back one move, as GNU Go does.
  s.ok("undo 0");
  EXPECT_EQ(s.ok("list_stones black"), "C3");
  const std::string before = s.state();
  EXPECT_EQ(s.error("undo 3"), "cannot undo");
  EXPECT_TRUE(s.error("undo -1").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("undo x").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("undo 1 2").starts_with("syntax error: "));
  EXPECT_EQ(s.state(), before);
  s.ok("undo 2");
  EXPECT_EQ(s.ok("list_stones black"), "");
  EXPECT_EQ(s.error("undo"), "cannot undo");
}

TEST(Commands, VersionIsTheProjectsWithTheCommitOrTheOverride) {
  Conversation s;
  const std::string version = s.ok("version");
  EXPECT_TRUE(version.starts_with("0.") && version.find(' ') == std::string::npos) << version;
  s.server().options().version = "0.17";
  EXPECT_EQ(s.ok("version"), "0.17");
}

TEST(Commands, PrintsgfNamesThePlayersTheProgramAndTheResult) {
  Conversation s;
  s.ok("cgos-opponent_name GnuGo-Level10");
  s.ok("clear_board");
  const std::string move = s.ok("genmove b");
  s.ok("play w pass");
  sgf::SgfRecord record = sgf::parse_sgf(s.ok("printsgf"));
  EXPECT_EQ(record.black_name, "Kosumi");
  EXPECT_EQ(record.white_name, "GnuGo-Level10");
  EXPECT_TRUE(record.application.starts_with("Kosumi:0.")) << record.application;
  EXPECT_EQ(record.result, "");
  // Two passes end the game: Kosumi's own count is the result...
  if (move != "pass") s.ok("play b pass");
  record = sgf::parse_sgf(s.ok("printsgf"));
  EXPECT_FALSE(record.result.empty());
  // ... unless the server told its own.
  s.ok("cgos-gameover W+Time");
  EXPECT_EQ(sgf::parse_sgf(s.ok("printsgf")).result, "W+Time");
  s.ok("clear_board");
  EXPECT_EQ(sgf::parse_sgf(s.ok("printsgf")).result, "");
}

TEST(Commands, FinalStatusListWritesOneStringPerLine) {
  Conversation s;
  for (std::string_view move : {"b C3", "b C4", "w G7", "w G6", "b E5"})
    s.ok("play " + std::string(move));
  EXPECT_EQ(s.send("final_status_list alive"), "= C3 C4\nE5\nG6 G7\n\n");
}

TEST(Commands, GenmoveWritesOneThinkingLineThatNoClientTakesForItsOwn) {
  Conversation s;
  std::ostringstream err;
  s.server().options().err = &err;
  s.ok("genmove b");
  s.ok("reg_genmove w");
  s.ok("kgs-genmove_cleanup w");
  const std::string log = err.str();
  std::istringstream lines(log);
  int count = 0;
  for (std::string line; std::getline(lines, line); ++count) {
    EXPECT_TRUE(line.starts_with("Kosumi move ")) << line;
    EXPECT_EQ(line.find(" -> "), std::string::npos) << line;
    EXPECT_NE(line.find(" playouts in "), std::string::npos) << line;
  }
  EXPECT_EQ(count, 3) << log;
  // --quiet: nothing.
  err.str("");
  s.server().options().thinking_log = false;
  s.ok("genmove b");
  EXPECT_EQ(err.str(), "");
}

TEST(Commands, ThinkingLineSaysWhatTheSearchDid) {
  facade::GoPlayer::SearchReport report;
  report.player = engine::Player::White;
  report.move_number = 12;
  report.limits = {0, 5};
  report.move.point = *engine::parse_point("D4", 9);
  report.result.best_move = report.move.point;
  report.result.playouts = 10000;
  report.result.seconds = 1.234;
  report.result.winrate = 0.5634;
  report.result.children = {search::ChildStats{}};
  report.result.children[0].move = report.move.point;
  report.result.children[0].visits = 4123;
  report.result.principal_variation = {report.move.point, *engine::parse_point("E5", 9)};
  report.result.reused_visits = 1234;
  report.pondered = 5678;
  EXPECT_EQ(thinking_line(report, 9),
            "Kosumi move 12, White D4: 10000 playouts in 1.23 s (limit 5.00 s), win rate 56.3 % "
            "over 4123 visits, PV D4 E5, 1234 visits kept from before, pondered 5678 playouts");
  report.move.resign = true;
  EXPECT_TRUE(thinking_line(report, 9).starts_with("Kosumi move 12, White resigns: "));
}

TEST(Commands, ThinkingLineSaysThatABookMoveWasNotSearched) {
  facade::GoPlayer::SearchReport report;
  report.player = engine::Player::Black;
  report.move_number = 1;
  report.from_book = true;
  report.move.point = *engine::parse_point("E5", 9);
  report.result.best_move = report.move.point;
  report.result.winrate = 0.512;
  report.result.children = {search::ChildStats{}, search::ChildStats{}};
  report.result.children[0].move = report.move.point;
  report.result.children[0].visits = 4000;
  report.result.children[1].move = *engine::parse_point("C3", 9);
  report.result.children[1].visits = 2500;
  EXPECT_EQ(thinking_line(report, 9),
            "Kosumi move 1, Black E5: from the opening book, no search (the book's win rate "
            "51.2 %; its moves by visits: E5 4000, C3 2500)");
}

TEST(Commands, CaptureDeadCapturesBeforePassingUnderAreaCounting) {
  // Two dead white stones in Black's area, which Black captures at once
  // (C9, C1); White has just passed.
  const std::string path = KOSUMI_TEST_DATA_DIR "/dead_stones.sgf";
  for (bool capture : {false, true}) {
    facade::GoPlayerConfig config;
    config.size = 9;
    config.playouts = 2000;
    config.search.seed = 1;
    config.capture_dead = capture;
    facade::GoPlayer go_player(config);
    GtpServer server(go_player);
    ASSERT_EQ(server.execute("loadsgf " + path), "= \n\n");
    const std::string move = *server.execute("genmove b");
    if (capture) {
      EXPECT_TRUE(move == "= C9\n\n" || move == "= C1\n\n") << move;
      EXPECT_TRUE(go_player.last_search()->captures_dead);
    } else {
      EXPECT_EQ(move, "= pass\n\n");
    }
  }
}

TEST(Commands, OnAClockTheCaptureSettlementCostsNoMoreThanTheSearch) {
  // The same dead stones; a search of 10 ms a move, whose playouts bound
  // the settlement that looks for the stones to capture (between 64 and a
  // full settlement's).
  const std::string path = KOSUMI_TEST_DATA_DIR "/dead_stones.sgf";
  facade::GoPlayerConfig config;
  config.size = 9;
  config.seconds = 0.01;
  config.search.seed = 1;
  facade::GoPlayer go_player(config);
  GtpServer server(go_player);
  EXPECT_EQ(go_player.capture_settle_options(9).max_playouts, 0) << "no search yet: in full";
  ASSERT_EQ(server.execute("loadsgf " + path), "= \n\n");
  ASSERT_TRUE(server.execute("genmove b")->starts_with("= "));
  const int64_t searched = go_player.last_search()->result.playouts;
  const int full = eval::max_settle_playouts(9);
  EXPECT_EQ(go_player.capture_settle_options(9).max_playouts,
            std::clamp<int64_t>(searched, 64, full));

  // At fixed playouts, whatever the search ran, the settlement runs in full.
  config.seconds = 0;
  config.playouts = 100;
  facade::GoPlayer fixed(config);
  GtpServer fixed_server(fixed);
  ASSERT_EQ(fixed_server.execute("loadsgf " + path), "= \n\n");
  ASSERT_TRUE(fixed_server.execute("genmove b")->starts_with("= "));
  EXPECT_EQ(fixed.capture_settle_options(9).max_playouts, 0);
}

}  // namespace
}  // namespace kosumi::gtp
