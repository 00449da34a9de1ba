#include "gtp/server.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <future>
#include <iterator>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "engine/coord.h"
#include "engine/random.h"
#include "eval/settle.h"
#include "gtp/facade/points.h"
#include "support/conversation.h"
#include "support/stopped_early_game.h"
#include "support/temp_path.h"

namespace kosumi::gtp {
namespace {

TEST(GtpServer, EchoesTheIdOnSuccessAndOnFailure) {
  Conversation s;
  EXPECT_EQ(s.send("12 name"), "=12 Kosumi\n\n");
  EXPECT_EQ(s.send("7 play b Z99"), "?7 syntax error: 'Z99' is not a vertex of the 9x9 board\n\n");
  EXPECT_EQ(s.send("3 frobnicate"), "?3 unknown command\n\n");
  EXPECT_EQ(s.send("5"), "?5 syntax error\n\n");
}

TEST(GtpServer, AdministrativeCommands) {
  Conversation s;
  EXPECT_EQ(s.ok("protocol_version"), "2");
  EXPECT_EQ(s.ok("name"), "Kosumi");
  EXPECT_FALSE(s.ok("version").empty());
  EXPECT_EQ(s.ok("known_command kgs-genmove_cleanup"), "true");
  EXPECT_EQ(s.ok("known_command frobnicate"), "false");
  EXPECT_TRUE(s.error("known_command").starts_with("syntax error: "));
}

TEST(GtpServer, ListCommandsNamesEveryKnownCommandOnce) {
  Conversation s;
  std::istringstream names(s.ok("list_commands"));
  std::set<std::string> seen;
  for (std::string name; std::getline(names, name);) {
    EXPECT_EQ(s.ok("known_command " + name), "true") << name;
    EXPECT_TRUE(seen.insert(name).second) << name;
  }
  for (const char* required : {"protocol_version",
                               "name",
                               "version",
                               "known_command",
                               "list_commands",
                               "quit",
                               "boardsize",
                               "clear_board",
                               "komi",
                               "play",
                               "genmove",
                               "undo",
                               "fixed_handicap",
                               "place_free_handicap",
                               "set_free_handicap",
                               "final_score",
                               "final_status_list",
                               "time_settings",
                               "time_left",
                               "loadsgf",
                               "reg_genmove",
                               "showboard",
                               "kgs-genmove_cleanup",
                               "kgs-time_settings",
                               "kata-time_settings",
                               "kata-list_time_settings",
                               "kgs-rules",
                               "kgs-game_over",
                               "kosumi-rules",
                               "printsgf",
                               "list_stones",
                               "captures",
                               "is_legal",
                               "all_legal"}) {
    EXPECT_TRUE(seen.contains(required)) << required;
  }
}

TEST(GtpServer, IgnoresEmptyWhiteSpaceAndCommentLines) {
  Conversation s;
  EXPECT_EQ(s.send(""), "");
  EXPECT_EQ(s.send("   \t "), "");
  EXPECT_EQ(s.send("# a comment"), "");
  EXPECT_EQ(s.send("\r"), "");
  EXPECT_EQ(s.send("name # trailing comment"), "= Kosumi\n\n");
}

TEST(GtpServer, HandlesCarriageReturnsTabsAndControlCharacters) {
  Conversation s;
  EXPECT_EQ(s.send("1\tplay\tb\tD4\r"), "=1 \n\n");
  EXPECT_EQ(s.send("list_\x01stones b\x7f"), "= D4\n\n");
}

TEST(GtpServer, UnknownCommandChangesNothing) {
  Conversation s;
  s.ok("play b C3");
  const std::string before = s.state();
  EXPECT_EQ(s.error("frobnicate b D4"), "unknown command");
  EXPECT_EQ(s.error("PLAY b D4"), "unknown command");
  EXPECT_EQ(s.state(), before);
}

TEST(GtpServer, BadVerticesAreSyntaxErrorsAndChangeNothing) {
  Conversation s;
  s.ok("play b C3");
  const std::string before = s.state();
  for (const char* vertex : {"Z99", "A0", "I5", "J10", "K1", "D", "44", "DD", "-1", "passx"}) {
    EXPECT_TRUE(s.error(std::string("play w ") + vertex).starts_with("syntax error: ")) << vertex;
    EXPECT_TRUE(s.error(std::string("is_legal w ") + vertex).starts_with("syntax error: "))
        << vertex;
  }
  EXPECT_TRUE(s.error("play x D4").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("play w").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("play w D4 D5").starts_with("syntax error: "));
  EXPECT_EQ(s.state(), before);
}

TEST(GtpServer, IllegalMovesAnswerIllegalMoveAndChangeNothing) {
  Conversation s;
  // Black B1 and A2 make A1 a suicide point for White.
  for (const char* move : {"play b C3", "play b B1", "play b A2", "play w D3"})
    s.ok(move);
  const std::string before = s.state();
  EXPECT_EQ(s.error("play w C3"), "illegal move");  // occupied
  EXPECT_EQ(s.error("play w A1"), "illegal move");  // suicide
  EXPECT_EQ(s.ok("is_legal w A1"), "0");
  EXPECT_EQ(s.ok("is_legal w E5"), "1");
  EXPECT_EQ(s.state(), before);
}

TEST(GtpServer, SimpleKoRecaptureIsIllegalUntilAThreat) {
  Conversation s;
  s.ok("kosumi-rules japanese");
  for (const char* move : {"play b D4", "play b C5", "play b D6", "play w E4", "play w F5",
                           "play w E6", "play b E5", "play w D5"}) {
    s.ok(move);
  }
  EXPECT_EQ(s.ok("captures w"), "1");
  EXPECT_EQ(s.error("play b E5"), "illegal move");
  s.ok("play b A9");
  s.ok("play w A1");
  s.ok("play b E5");
}

TEST(GtpServer, BoardsizeRejectsUnacceptableSizesAndKeepsTheBoard) {
  Conversation s;
  s.ok("play b E5");
  const std::string before = s.state();
  for (const char* size : {"0", "1", "26", "-3", "1000000000000"}) {
    const std::string message = s.error(std::string("boardsize ") + size);
    EXPECT_TRUE(message == "unacceptable size" || message.starts_with("syntax error: ")) << size;
  }
  EXPECT_EQ(s.error("boardsize 26"), "unacceptable size");
  EXPECT_TRUE(s.error("boardsize abc").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("boardsize 9.5").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("boardsize").starts_with("syntax error: "));
  EXPECT_EQ(s.state(), before);
  s.ok("boardsize 25");
  EXPECT_EQ(s.ok("list_stones b"), "");
  s.ok("play w Z25");
  s.ok("boardsize 2");
  s.ok("play b B2");
}

TEST(GtpServer, KomiRejectsWhatIsNotAFiniteNumber) {
  Conversation s;
  s.ok("komi 6.5");
  const std::string before = s.state();
  for (const char* komi : {"nan", "inf", "-inf", "abc", "6.5x", ""}) {
    EXPECT_TRUE(s.error(std::string("komi ") + komi).starts_with("syntax error: ")) << komi;
  }
  EXPECT_EQ(s.state(), before);
  s.ok("komi -3");
  EXPECT_NE(s.ok("showboard").find("komi -3"), std::string::npos);
}

TEST(GtpServer, ClearBoardKeepsSizeAndKomi) {
  Conversation s;
  s.ok("komi 3.5");
  s.ok("play b E5");
  s.ok("clear_board");
  EXPECT_EQ(s.ok("list_stones b"), "");
  EXPECT_NE(s.ok("showboard").find("komi 3.5"), std::string::npos);
  EXPECT_NE(s.ok("showboard").find(" J\n"), std::string::npos);
}

TEST(GtpServer, UndoTakesBackMovesThenFails) {
  Conversation s;
  EXPECT_EQ(s.error("undo"), "cannot undo");
  s.ok("play b E5");
  s.ok("play w pass");
  s.ok("undo");
  s.ok("undo");
  EXPECT_EQ(s.ok("list_stones b"), "");
  EXPECT_EQ(s.error("undo"), "cannot undo");
}

TEST(GtpServer, FixedHandicapPlacesTheSpecificationPoints) {
  Conversation s;
  s.ok("boardsize 19");
  EXPECT_EQ(s.ok("fixed_handicap 9"), "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10");
  EXPECT_EQ(s.error("fixed_handicap 2"), "board not empty");
  s.ok("clear_board");
  EXPECT_EQ(s.ok("fixed_handicap 5"), "D4 Q16 D16 Q4 K10");
  s.ok("boardsize 9");
  EXPECT_EQ(s.ok("fixed_handicap 2"), "C3 G7");
  s.ok("boardsize 8");
  EXPECT_EQ(s.error("fixed_handicap 5"), "invalid number of stones");
  s.ok("boardsize 5");
  EXPECT_EQ(s.error("fixed_handicap 2"), "invalid number of stones");
  EXPECT_EQ(s.error("fixed_handicap 1"), "invalid number of stones");
  EXPECT_TRUE(s.error("fixed_handicap two").starts_with("syntax error: "));
  EXPECT_EQ(s.ok("list_stones b"), "");
}

TEST(GtpServer, FreeHandicapPlacementAndSetting) {
  Conversation s;
  const std::string placed = s.ok("place_free_handicap 12");
  EXPECT_EQ(std::count(placed.begin(), placed.end(), ' '), 11);
  EXPECT_EQ(s.ok("list_stones b").size(), placed.size());
  EXPECT_EQ(s.error("place_free_handicap 2"), "board not empty");
  s.ok("clear_board");
  EXPECT_EQ(s.error("place_free_handicap 81"), "invalid number of stones");
  EXPECT_EQ(s.error("set_free_handicap C3"), "bad vertex list");
  EXPECT_EQ(s.error("set_free_handicap C3 C3"), "bad vertex list");
  EXPECT_EQ(s.error("set_free_handicap C3 pass"), "bad vertex list");
  EXPECT_TRUE(s.error("set_free_handicap C3 Z99").starts_with("syntax error: "));
  EXPECT_EQ(s.ok("list_stones b"), "");
  s.ok("set_free_handicap C3 G7 E5");
  EXPECT_EQ(s.ok("list_stones b"), "C3 E5 G7");
  EXPECT_EQ(s.error("set_free_handicap A1 A2"), "board not empty");
  s.ok("genmove w");  // White moves first after a handicap
}

TEST(GtpServer, GenmovePlaysALegalMoveAndRegGenmoveDoesNot) {
  Conversation s;
  const std::string before = s.state();
  const std::string suggestion = s.ok("reg_genmove b");
  EXPECT_EQ(s.state(), before);
  const std::string move = s.ok("genmove b");
  ASSERT_NE(move, "resign");
  if (move != "pass") {
    EXPECT_EQ(s.ok("list_stones b"), move);
  }
  EXPECT_TRUE(s.error("genmove").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("genmove purple").starts_with("syntax error: "));
  EXPECT_FALSE(suggestion.empty());
}

TEST(GtpServer, GenmoveOnAFullBoardPasses) {
  Conversation s;
  s.ok("boardsize 2");
  s.ok("play b A1");
  s.ok("play w pass");
  s.ok("play b B2");
  // Both empty points are Black's eyes; White may only pass or commit suicide.
  EXPECT_EQ(s.ok("genmove w"), "pass");
}

TEST(GtpServer, TimeSettingsAreValidated) {
  Conversation s;
  s.ok("time_settings 300 30 5");
  s.ok("time_settings 0 0 0");
  s.ok("time_left b 120 0");
  s.ok("time_left white 20 3");
  EXPECT_TRUE(s.error("time_settings 300 30").starts_with("syntax error: "));
  EXPECT_EQ(s.error("time_settings -1 30 5"),
            "main time -1 is out of range (0 to 1000000 seconds)");
  EXPECT_TRUE(s.error("time_settings 300 30 five").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("time_left b 10").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("time_left red 10 0").starts_with("syntax error: "));
  s.ok("kgs-time_settings none");
  s.ok("kgs-time_settings absolute 600");
  s.ok("kgs-time_settings byoyomi 600 30 5");
  s.ok("kgs-time_settings canadian 600 300 25");
  EXPECT_TRUE(s.error("kgs-time_settings").starts_with("syntax error: "));
  EXPECT_EQ(s.error("kgs-time_settings fischer 600 10"),
            "unknown time system 'fischer' (none absolute byoyomi canadian)");
  EXPECT_TRUE(s.error("kgs-time_settings byoyomi 600 30").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("kgs-time_settings absolute nan").starts_with("syntax error: "));
}

// gtp2ogs sends OGS's Fischer clocks with kata-time_settings fischer-capped
// when kata-list_time_settings names it.
TEST(GtpServer, KataTimeSettingsListsAndSetsEveryClock) {
  using Kind = search::TimeSettings::Kind;
  Conversation s;
  EXPECT_EQ(s.ok("kata-list_time_settings"),
            "none absolute byoyomi canadian fischer fischer-capped");
  const auto& clock = s.go_player().clock().settings();
  s.ok("kata-time_settings absolute 90.5");
  EXPECT_EQ(clock.kind, Kind::Absolute);
  EXPECT_EQ(clock.main_time, 90.5);
  s.ok("kata-time_settings byoyomi 600 30 5");
  EXPECT_EQ(clock.kind, Kind::Japanese);
  EXPECT_EQ(clock.byoyomi_periods, 5);
  s.ok("kata-time_settings byo-yomi 0 2.5 3");
  EXPECT_EQ(clock.byoyomi_time, 2.5);
  s.ok("kata-time_settings canadian 600 300 25");
  EXPECT_EQ(clock.kind, Kind::Canadian);
  EXPECT_EQ(clock.byoyomi_stones, 25);
  s.ok("kata-time_settings fischer 300 5.5");
  EXPECT_EQ(clock.kind, Kind::Fischer);
  EXPECT_EQ(clock.main_time, 300);
  EXPECT_EQ(clock.increment, 5.5);
  EXPECT_EQ(clock.max_per_move, 0);
  s.ok("kata-time_settings fischer-capped 86400 3600 172800 -1");
  EXPECT_EQ(clock.kind, Kind::Fischer);
  EXPECT_EQ(clock.increment, 3600);
  EXPECT_EQ(clock.max_per_move, 0);
  s.ok("kata-time_settings fischer-capped 60 10 -1 20");
  EXPECT_EQ(clock.max_per_move, 20);
  s.ok("kata-time_settings none");
  EXPECT_EQ(clock.kind, Kind::None);
}

TEST(GtpServer, KataTimeSettingsRefusesBadClocksAndChangesNothing) {
  using Kind = search::TimeSettings::Kind;
  Conversation s;
  s.ok("kata-time_settings absolute 60");
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"kata-time_settings", "syntax error: expected 1 to 5 arguments, got 0"},
      {"kata-list_time_settings fischer", "syntax error: expected 0 arguments, got 1"},
      {"kata-time_settings fischer 300", "syntax error: expected 3 arguments, got 2"},
      {"kata-time_settings fischer-capped 300 5 600", "syntax error: expected 5 arguments, got 4"},
      {"kata-time_settings hourglass 300",
       "unknown time system 'hourglass' (none absolute byoyomi canadian fischer fischer-capped)"},
      {"kata-time_settings fischer -1 5", "main time -1 is out of range (0 to 1000000 seconds)"},
      {"kata-time_settings fischer 300 1e300",
       "increment 1e300 is out of range (0 to 1000000 seconds)"},
      {"kata-time_settings fischer 300 nan", "syntax error: 'nan' is not a finite number"},
      {"kata-time_settings fischer-capped 300 5 1e7 -1",
       "main time limit 1e7 is out of range (0 to 1000000 seconds)"},
      {"kata-time_settings fischer-capped 300 5 -1 2e6",
       "time per move 2e6 is out of range (0 to 1000000 seconds)"},
      {"kata-time_settings fischer-capped 300 5 200 -1",
       "main time limit 200 is below the main time 300"},
  };
  for (const auto& [line, message] : refused)
    EXPECT_EQ(s.error(line), message) << line;
  EXPECT_EQ(s.go_player().clock().settings().kind, Kind::Absolute);
  EXPECT_EQ(s.go_player().clock().settings().main_time, 60);
}

// A clock of 1e300 seconds would overflow the search's deadline: clock
// values past a million seconds are refused and change nothing, and on the
// longest clock kept a move still thinks at most the default cap.
TEST(GtpServer, HugeClockValuesAreRefusedAndEveryMoveIsCapped) {
  Conversation s;
  EXPECT_EQ(s.error("time_settings 1e300 0 0"),
            "main time 1e300 is out of range (0 to 1000000 seconds)");
  EXPECT_EQ(s.error("kgs-time_settings canadian 1e300 1e300 25"),
            "main time 1e300 is out of range (0 to 1000000 seconds)");
  EXPECT_EQ(s.go_player().clock().settings().kind, search::TimeSettings::Kind::None);
  s.ok("time_settings 1000000 0 0");
  s.ok("time_left b 1000000 0");
  EXPECT_FALSE(s.ok("genmove b").empty());
  const auto& limits = s.go_player().last_search()->limits;
  EXPECT_GT(limits.seconds, 0);
  EXPECT_LE(limits.seconds, search::TimeManager::kDefaultMoveCap);
  EXPECT_LE(limits.max_seconds, search::TimeManager::kDefaultMoveCap);
}

TEST(GtpServer, GenmoveWithAClockPlaysALegalMove) {
  Conversation s;
  s.ok("play b E5");
  s.ok("time_settings 2 0 0");
  s.ok("time_left w 1 0");
  const engine::Game before = s.go_player().game();
  const std::string move = s.ok("genmove w");
  const std::optional<engine::Point> point = engine::parse_point(move, 9);
  ASSERT_TRUE(point) << move;
  EXPECT_EQ(before.check(engine::Player::White, *point), engine::MoveError::None) << move;
  const std::vector<engine::MoveRecord>& moves = s.go_player().game().moves();
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(moves.back().player, engine::Player::White);
  EXPECT_EQ(moves.back().point, *point);
  if (*point != engine::kPass) {
    EXPECT_EQ(s.ok("list_stones w"), move);
  }
}

// A 5x5 game where Black owns the left two columns with a living group and
// White has nothing: with enough playouts to trust the win rate, White's
// genmove resigns and plays nothing; without resignation it plays on.
TEST(GtpServer, GenmoveResignsAHopelessGameOnlyWhenAllowed) {
  for (const bool allow_resign : {true, false}) {
    SCOPED_TRACE(allow_resign ? "resignation allowed" : "resignation off");
    facade::GoPlayerConfig config;
    config.size = 5;
    config.playouts = 2000;
    config.search.seed = 10;
    config.search.threads = 1;
    config.search.allow_resign = allow_resign;
    facade::GoPlayer go_player(config);
    GtpServer server(go_player);
    const auto ok = [&](const std::string& line) {
      const std::string r = server.execute(line).value_or("");
      EXPECT_TRUE(r.starts_with("= ")) << line << " -> " << r;
      return r.size() >= 4 ? r.substr(2, r.size() - 4) : r;
    };
    ok("komi 0.5");
    for (const char* point : {"B5", "A4", "B4", "B3", "A2", "B2", "B1"}) {
      ok(std::string("play b ") + point);
      if (std::string(point) != "B1") ok("play w pass");
    }
    const size_t moves_before = go_player.game().moves().size();
    const std::string answer = ok("genmove w");
    if (allow_resign) {
      EXPECT_EQ(answer, "resign");
      EXPECT_EQ(go_player.game().moves().size(), moves_before);
    } else {
      EXPECT_NE(answer, "resign");
      ASSERT_TRUE(engine::parse_point(answer, 5)) << answer;
      EXPECT_EQ(go_player.game().moves().size(), moves_before + 1);
    }
  }
}

TEST(GtpServer, RulesCommandsSetPresetsAndRejectUnknownOnes) {
  Conversation s;
  s.ok("kgs-rules japanese");
  EXPECT_NE(s.ok("showboard").find("rules japanese"), std::string::npos);
  s.ok("kgs-rules new_zealand");
  EXPECT_NE(s.ok("showboard").find("rules new-zealand"), std::string::npos);
  s.ok("kosumi-rules tromp-taylor");
  EXPECT_NE(s.ok("showboard").find("rules tromp-taylor"), std::string::npos);
  const std::string before = s.state();
  EXPECT_EQ(s.error("kgs-rules tromp-taylor"), "unknown rules 'tromp-taylor'");
  EXPECT_EQ(s.error("kosumi-rules klingon"), "unknown rules 'klingon'");
  EXPECT_TRUE(s.error("kosumi-rules tromp-taylor chinese").starts_with("syntax error: "));
  EXPECT_EQ(s.state(), before);
}

// Every number is read whole (engine::try_parse): trailing text, a number
// beyond the type's range and an empty word are refused, each error quoting
// the word; a file that cannot be written is named too.
TEST(GtpServer, ErrorsNameTheBadText) {
  Conversation s;
  const std::string before = s.state();
  EXPECT_EQ(s.error("boardsize 9x"), "syntax error: '9x' is not an integer");
  EXPECT_EQ(s.error("boardsize 99999999999"), "syntax error: '99999999999' is not an integer");
  EXPECT_EQ(s.error("komi 6.5k"), "syntax error: '6.5k' is not a finite number");
  EXPECT_EQ(s.error("komi 1e999"), "syntax error: '1e999' is not a finite number");
  EXPECT_EQ(s.error("komi inf"), "syntax error: 'inf' is not a finite number");
  EXPECT_EQ(s.error("time_left b 10 3x"), "syntax error: '3x' is not an integer");
  EXPECT_EQ(s.error("play purple D4"), "syntax error: 'purple' is not a color (black or white)");
  EXPECT_EQ(s.error("printsgf /nonexistent/dir/game.sgf"),
            "cannot write file '/nonexistent/dir/game.sgf'");
  EXPECT_EQ(s.state(), before);
}

TEST(GtpServer, KosumiRulesWithoutArgumentTellsTheRulesInForce) {
  Conversation s;
  s.ok("kosumi-rules japanese");
  s.ok("komi 6.5");
  EXPECT_EQ(s.ok("kosumi-rules"),
            "japanese (ko simple, suicide forbidden, territory counting, handicap compensation "
            "none, komi 6.5)");
}

TEST(GtpServer, RulesChangeMidGameRefusedWhenAMoveBecomesIllegal) {
  Conversation s;
  s.ok("kosumi-rules new-zealand");  // suicide allowed
  for (const char* move : {"play b B1", "play b A2", "play b B2", "play w A1"})
    s.ok(move);
  const std::string before = s.state();
  EXPECT_NE(s.error("kosumi-rules chinese").find("cannot change rules"), std::string::npos);
  EXPECT_EQ(s.state(), before);
}

TEST(GtpServer, InspectionCommands) {
  Conversation s;
  s.ok("boardsize 3");
  s.ok("play b B2");
  s.ok("play w A1");
  s.ok("play b B1");
  s.ok("play w C3");
  s.ok("play b A2");  // captures A1
  EXPECT_EQ(s.ok("captures b"), "1");
  EXPECT_EQ(s.ok("captures w"), "0");
  EXPECT_EQ(s.ok("list_stones b"), "B1 A2 B2");
  EXPECT_EQ(s.ok("list_stones w"), "C3");
  EXPECT_EQ(s.ok("all_legal w"), "C1 C2 A3 B3");  // A1 is suicide
  EXPECT_TRUE(s.error("list_stones").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("captures green").starts_with("syntax error: "));
}

TEST(GtpServer, PrintsgfAndLoadsgfRoundTrip) {
  Conversation s;
  for (const char* move : {"play b E5", "play w C3", "play b G7", "play w pass"})
    s.ok(move);
  const test::TempPath path("gtp_server_test_game.sgf");
  s.ok("printsgf " + path.string());
  const std::string before = s.state();
  s.ok("clear_board");
  s.ok("loadsgf " + path.string());
  EXPECT_EQ(s.state(), before);
  s.ok("loadsgf " + path.string() + " 3");  // up to but not including move 3
  EXPECT_EQ(s.ok("list_stones b"), "E5");
  EXPECT_EQ(s.ok("list_stones w"), "C3");
}

TEST(GtpServer, LoadsgfFailuresChangeNothing) {
  Conversation s;
  s.ok("play b E5");
  const std::string before = s.state();
  EXPECT_EQ(s.error("loadsgf /nonexistent/file.sgf"),
            "cannot load file: /nonexistent/file.sgf: no such file");
  const test::TempPath path("gtp_server_test_bad.sgf");
  std::ofstream(path.string()) << "(;GM[1]SZ[9];B[ee];W[ee])";  // illegal second move
  EXPECT_EQ(
      s.error("loadsgf " + path.string()),
      "cannot load file: " + path.string() + ": move 2 (white E5) is illegal: point occupied");
  std::ofstream(path.string()) << "(;GM[1]SZ[9]KM[nan])";
  EXPECT_EQ(
      s.error("loadsgf " + path.string()),
      "cannot load file: " + path.string() + ": SGF line 1, column 13: komi 'nan' is not finite");
  std::ofstream(path.string()) << "(;GM[1]SZ[19]HA[99])";
  EXPECT_EQ(s.error("loadsgf " + path.string()),
            "cannot load file: " + path.string() +
                ": SGF line 1, column 1: HA[99] names a handicap but no stone is set "
                "up (AB)");
  std::ofstream(path.string()) << "not an sgf file";
  EXPECT_TRUE(s.error("loadsgf " + path.string())
                  .starts_with("cannot load file: " + path.string() + ": SGF line 1, column 1: "));
  EXPECT_TRUE(s.error("loadsgf " + path.string() + " 0").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("loadsgf").starts_with("syntax error: "));
  EXPECT_EQ(s.state(), before);
}

TEST(GtpServer, FinalStatusListRejectsUnknownStatus) {
  Conversation s;
  EXPECT_TRUE(s.error("final_status_list").starts_with("syntax error: "));
  EXPECT_TRUE(s.error("final_status_list undead").starts_with("syntax error: "));
  s.ok("play b E5");
  EXPECT_EQ(s.ok("final_status_list alive"), "E5");
  EXPECT_EQ(s.ok("final_status_list seki"), "");
}

// A finished 9x9 game: Black walls off columns A-D (handicap stones D1 D2),
// White columns E-J; nothing is dead. Area 36 against 45, territory 27
// against 36.
void play_walls_game(Conversation& s, const char* rules) {
  s.ok(std::string("kosumi-rules ") + rules);
  s.ok("komi 0.5");
  s.ok("set_free_handicap D1 D2");
  for (int row = 1; row <= 9; ++row) {
    s.ok("play w E" + std::to_string(row));
    s.ok(row + 2 <= 9 ? "play b D" + std::to_string(row + 2) : std::string("play b pass"));
  }
  s.ok("play w pass");
}

TEST(GtpServer, FinalScoreCountsHandicapCompensationPerPreset) {
  {
    Conversation s;  // area: 36 - 45 - 0.5 komi - 2 (one point per handicap stone)
    play_walls_game(s, "chinese");
    EXPECT_EQ(s.ok("final_score"), "W+11.5");
  }
  {
    Conversation s;  // territory: 27 - 36 - 0.5, no compensation
    play_walls_game(s, "japanese");
    EXPECT_EQ(s.ok("final_score"), "W+9.5");
  }
  {
    // AGA: territory + pass stones (B passed twice, W once), no compensation;
    // the same as area counting with one point per stone after the first.
    Conversation s;
    play_walls_game(s, "aga");
    EXPECT_EQ(s.ok("final_score"), "W+10.5");
  }
  {
    Conversation s;  // Tromp-Taylor, area, one point per stone
    play_walls_game(s, "tromp-taylor");
    EXPECT_EQ(s.ok("final_score"), "W+11.5");
  }
}

// Black owns columns A-D, White E-J, and a white stone at B5 is dead
// inside Black's area; both have passed.
void play_dead_stone_game(Conversation& s, const char* rules) {
  s.ok(std::string("kosumi-rules ") + rules);
  s.ok("play w B5");
  for (int row = 1; row <= 9; ++row) {
    s.ok("play b D" + std::to_string(row));
    s.ok("play w E" + std::to_string(row));
  }
  s.ok("play b pass");
  s.ok("play w pass");
}

TEST(GtpServer, FinalStatusAndScoreRemoveTheDeadStone) {
  {
    Conversation s;  // area: Black 36 with B5, White 45 + 7.5
    play_dead_stone_game(s, "chinese");
    EXPECT_EQ(s.ok("final_status_list dead"), "B5");
    EXPECT_EQ(s.ok("final_status_list seki"), "");
    EXPECT_EQ(s.ok("final_score"), "W+16.5");
  }
  {
    // Territory: Black 27 + 1 prisoner, White 36 + 7.5 (a rules command
    // leaves the komi alone).
    Conversation s;
    play_dead_stone_game(s, "japanese");
    EXPECT_EQ(s.ok("final_score"), "W+15.5");
  }
  {
    Conversation s;  // Tromp-Taylor keeps every stone: B5 is alive and takes B's area
    play_dead_stone_game(s, "tromp-taylor");
    EXPECT_EQ(s.ok("final_status_list dead"), "");
  }
}

// A game stopped early: final_score answers the settlement's estimate,
// which names GNU Go's winner (stopped_early_game.h).
TEST(GtpServer, FinalScoreOfAnUnfinishedGameIsTheEstimate) {
  Conversation s;
  s.ok("boardsize 19");
  s.ok("kosumi-rules japanese");
  s.ok("komi 6.5");
  const std::string_view moves = test::kStoppedEarlyMoves;
  const std::string columns = "ABCDEFGHJKLMNOPQRST";
  for (size_t i = 0; i + 1 < moves.size(); i += 2) {
    const std::string vertex =
        columns[static_cast<size_t>(moves[i] - 'a')] + std::to_string(19 - (moves[i + 1] - 'a'));
    s.ok(std::string(i % 4 == 0 ? "play b " : "play w ") + vertex);
  }
  EXPECT_EQ(s.ok("final_score").substr(0, 2), "B+");
}

// A 9x9 game of GNU Go self-play (seed 61 of the agreement corpus) stopped
// early: the estimate counts some stones dead that survived 20 % of the
// playouts or more (doubtful), and final_status_list dead lists only the
// stones proven dead or dead in 80 % of them or more.
TEST(GtpServer, FinalStatusListOfAnUnfinishedGameLeavesOutDoubtfulStones) {
  const test::TempPath path("gtp_server_test_stopped_early.sgf");
  std::ofstream(path.string())
      << "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese];B[bg];W[ga];B[ee];W[fg];B[eg];W[eh];B[ef]"
         ";W[dh];B[ge];W[hf];B[gc];W[cc];B[cb];W[db];B[gg];W[bb];B[hg];W[hb];B[hc];W[be]"
         ";B[ib];W[bf];B[bh];W[ch];B[cg];W[dg];B[cf];W[df];B[ce];W[gh];B[de];W[hh];B[bd]"
         ";W[gf];B[gb];W[he];B[fd];W[bc];B[ad];W[fb];B[ha];W[bi];B[fa];W[ea])";
  Conversation s;
  s.ok("loadsgf " + path.string());
  const eval::Settlement settled = s.go_player().settle();
  ASSERT_TRUE(settled.estimate);
  ASSERT_TRUE(settled.doubtful.any());
  const auto words = [](const std::string& text) {
    std::istringstream in(text);
    return std::set<std::string>{std::istream_iterator<std::string>(in),
                                 std::istream_iterator<std::string>()};
  };
  const engine::Board& board = s.go_player().game().board();
  const auto listed = [&](const engine::PointSet& stones) {
    return words(facade::vertex_list(facade::points_in(board, stones), 9));
  };
  const std::set<std::string> answer = words(s.ok("final_status_list dead"));
  EXPECT_EQ(answer, listed(settled.dead & ~settled.doubtful));
  for (const std::string& stone : listed(settled.doubtful))
    EXPECT_FALSE(answer.contains(stone)) << stone;
}

TEST(GtpServer, CleanupCapturesTheDeadStoneBeforePassing) {
  Conversation s;
  play_dead_stone_game(s, "chinese");
  bool captured = false;
  for (int move = 0; move < 40 && !captured; ++move) {
    const std::string reply = s.ok("kgs-genmove_cleanup b");
    captured = s.ok("list_stones w").find("B5") == std::string::npos;
    if (!captured) {
      EXPECT_NE(reply, "pass") << "passed with the dead stone on the board";
      EXPECT_NE(reply, "resign");
    }
    s.ok("play w pass");
  }
  EXPECT_TRUE(captured);
}

TEST(GtpServer, PlayAfterTwoPassesContinuesTheGame) {
  Conversation s;
  s.ok("play b pass");
  s.ok("play w pass");
  const std::string over = s.state();
  EXPECT_EQ(s.ok("is_legal b E5"), "1");
  EXPECT_EQ(s.ok("all_legal b").size(), std::string("A1 ").size() * 81 - 1);
  s.ok("reg_genmove b");
  EXPECT_EQ(s.state(), over);
  s.ok("play b E5");
  EXPECT_EQ(s.ok("list_stones b"), "E5");
  s.ok("genmove w");
}

TEST(GtpServer, LongLinesAndBinaryGarbageGetExactlyOneResponse) {
  Conversation s;
  s.ok("play b E5");
  const std::string before = s.state();
  EXPECT_EQ(s.error(std::string(100000, 'x')), "unknown command");
  EXPECT_TRUE(s.error("play b " + std::string(100000, 'D')).starts_with("syntax error: "));
  EXPECT_EQ(s.send("99999999999999999999999 komi"),
            "?99999999999999999999999 syntax error: expected 1 argument, got 0\n\n");
  std::string garbage;
  for (int i = 0; i < 4096; ++i)
    garbage += static_cast<char>((i * 7919) % 256);
  std::istringstream in(garbage + "\nname\n");
  std::ostringstream out;
  s.server().run(in, out);
  EXPECT_TRUE(out.str().ends_with("= Kosumi\n\n")) << out.str();
  EXPECT_EQ(s.state(), before);
}

// Well-formed commands with seeded random damage: every line gets exactly
// one well-formed response and the GoPlayer's board stays consistent.
TEST(GtpServer, MutatedCommandsAlwaysGetOneWellFormedResponse) {
  const std::vector<std::string> commands = {"play b D4",
                                             "play w E5",
                                             "genmove b",
                                             "undo",
                                             "boardsize 9",
                                             "boardsize 5",
                                             "komi 6.5",
                                             "fixed_handicap 3",
                                             "place_free_handicap 4",
                                             "set_free_handicap A1 B2",
                                             "final_score",
                                             "final_status_list dead",
                                             "time_settings 10 5 2",
                                             "time_left b 3 1",
                                             "kgs-time_settings byoyomi 10 2 3",
                                             "kgs-rules japanese",
                                             "kosumi-rules aga",
                                             "showboard",
                                             "list_stones b",
                                             "captures w",
                                             "is_legal b C3",
                                             "all_legal w",
                                             "kgs-genmove_cleanup b",
                                             "clear_board",
                                             "known_command play",
                                             "loadsgf /nonexistent"};
  const std::string insertions = " \t\r#09AZi-.\x01\x80\xff";
  const std::vector<std::string> bad_arguments = {
      "0", "-1", "99999999999", "nan", "1e308", "Z99", "A0", "I5", "pass", "black", ""};
  Conversation s;
  engine::Rng rng(20261123);
  const auto pick = [&rng](size_t n) {
    return static_cast<size_t>(rng.below(static_cast<uint32_t>(n)));
  };
  for (int i = 0; i < 1500; ++i) {
    std::string line = commands[pick(commands.size())];
    if (rng.uniform() < 0.4) {
      for (size_t k = 0, n = 1 + pick(3); k < n; ++k) {
        line.insert(pick(line.size() + 1), 1, insertions[pick(insertions.size())]);
      }
    } else if (rng.uniform() < 0.2) {
      line = line.substr(0, line.find(' '));
      for (size_t k = 0, n = pick(4); k < n; ++k)
        line += " " + bad_arguments[pick(bad_arguments.size())];
    }
    const std::optional<std::string> r = s.server().execute(line);
    if (!r) continue;  // a comment or blank line
    ASSERT_TRUE(r->starts_with("=") || r->starts_with("?")) << line << " -> " << *r;
    ASSERT_TRUE(r->ends_with("\n\n")) << line;
    ASSERT_EQ(r->find("\n\n"), r->size() - 2) << line << " -> " << *r;
    ASSERT_EQ(s.go_player().game().board().check_consistency(), "") << line;
  }
}

TEST(GtpServer, RunAnswersEachCommandAndStopsAtQuit) {
  Conversation s;
  std::istringstream in("1 name\n\n# comment\n2 play b E5\r\n3 quit\n4 name\n");
  std::ostringstream out;
  s.server().run(in, out);
  EXPECT_EQ(out.str(), "=1 Kosumi\n\n=2 \n\n=3 \n\n");
  EXPECT_TRUE(s.server().quit_requested());
}

// Pondering runs between a genmove and the next command, which must stop it.
// The conversation runs on a thread of its own: a ponder that never stops
// fails the test after a bound far beyond any load instead of hanging it
// (the GoPlayer is then left to the stuck thread, and the process ends).
TEST(GtpServer, PonderingStopsForTheNextCommand) {
  auto s = std::make_unique<Conversation>(/*ponder=*/true);
  auto conversation = std::async(std::launch::async, [&s] {
    const std::string first = s->ok("genmove b");
    EXPECT_EQ(s->ok("name"), "Kosumi");
    s->ok("play w pass");
    const std::string second = s->ok("genmove b");
    s->ok("undo");
    EXPECT_EQ(s->ok("captures b"), "0");
    s->ok("kgs-game_over");
    return std::vector<std::string>{first, second};
  });
  if (conversation.wait_for(std::chrono::minutes(2)) != std::future_status::ready) {
    ADD_FAILURE() << "a command did not stop the pondering within two minutes";
    std::_Exit(1);
  }
  const std::vector<std::string> moves = conversation.get();
  ASSERT_TRUE(engine::parse_point(moves[0], 9)) << moves[0];
  // The first genmove, White's pass, and the second genmove taken back.
  const std::vector<engine::MoveRecord>& played = s->go_player().game().moves();
  ASSERT_EQ(played.size(), 2u);
  EXPECT_EQ(engine::point_to_string(played[0].point, 9), moves[0]);
  EXPECT_EQ(played[1].point, engine::kPass);
}

}  // namespace
}  // namespace kosumi::gtp
