// End-to-end: the real `kosumi` binary, driven through pipes.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <sys/resource.h>

#include "engine/game.h"
#include "gtp/client/client.h"
#include "gtp/client/subprocess.h"
#include "support/kosumi_process.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

TEST(GtpSession, EveryCommandAnswersOnceWithItsId) {
  KosumiGtp k;
  const std::vector<std::pair<std::string, std::string>> script = {
      {"protocol_version", "2"},
      {"name", "Kosumi"},
      {"known_command genmove", "true"},
      {"known_command frobnicate", "false"},
      {"boardsize 9", ""},
      {"clear_board", ""},
      {"komi 6.5", ""},
      {"kgs-rules chinese", ""},
      {"kosumi-rules japanese", ""},
      {"fixed_handicap 2", "C3 G7"},
      {"undo", "?"},
      {"clear_board", ""},
      {"place_free_handicap 2", "C3 G7"},
      {"clear_board", ""},
      {"set_free_handicap C3 G7", ""},
      {"play white E5", ""},
      {"is_legal black E5", "0"},
      {"is_legal black D5", "1"},
      {"captures white", "0"},
      {"list_stones white", "E5"},
      {"time_settings 600 30 5", ""},
      {"kgs-time_settings byoyomi 600 30 5", ""},
      {"time_left black 600 0", ""},
      {"genmove black", "*"},
      {"reg_genmove white", "*"},
      {"undo", ""},
      {"all_legal black", "*"},
      {"final_status_list alive", "*"},
      {"final_score", "*"},
      {"kgs-genmove_cleanup black", "*"},
      {"kgs-game_over", ""},
      {"showboard", "*"},
      {"printsgf", "*"},
      {"list_commands", "*"},
      {"version", "*"},
      {"kosumi-patterns 3", "*"},
  };
  int id = 1;
  for (const auto& [command, expected] : script) {
    const std::string id_text = std::to_string(id++);
    const std::string r = k.exchange(id_text + " " + command, id_text);
    if (expected == "?") {
      EXPECT_TRUE(r.starts_with("?" + id_text + " ")) << command << " -> " << r;
    } else {
      EXPECT_TRUE(r.starts_with("=" + id_text + " ")) << command << " -> " << r;
      if (expected != "*") {
        EXPECT_EQ(r, "=" + id_text + " " + expected + "\n") << command;
      }
    }
  }
  EXPECT_EQ(k.exchange("99 quit", "99"), "=99 \n");
  EXPECT_EQ(k.process().stop(), 0);
}

TEST(GtpSession, BadInputGetsOneErrorAndChangesNothing) {
  KosumiGtp k;
  k.ok("play black C3");
  k.ok("play white G7");
  const std::string before = k.state();
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"frobnicate", "unknown command"},
      {"play black Z99", "syntax error: 'Z99' is not a vertex of the 9x9 board"},
      {"play black A0", "syntax error: 'A0' is not a vertex of the 9x9 board"},
      {"play black I5", "syntax error: 'I5' is not a vertex of the 9x9 board"},
      {"play black C3", "illegal move"},
      {"play purple D4", "syntax error: 'purple' is not a color (black or white)"},
      {"boardsize 0", "unacceptable size"},
      {"boardsize 1", "unacceptable size"},
      {"boardsize 26", "unacceptable size"},
      {"boardsize abc", "syntax error: 'abc' is not an integer"},
      {"komi nan", "syntax error: 'nan' is not a finite number"},
      {"komi", "syntax error: expected 1 argument, got 0"},
      {"fixed_handicap 3", "board not empty"},
      {"set_free_handicap A1 B1", "board not empty"},
      {"final_status_list zombie", "syntax error: 'zombie' is not a status (alive, dead or seki)"},
      {"loadsgf /nonexistent.sgf", "cannot load file: /nonexistent.sgf: no such file"},
      {"undo -2", "syntax error: '-2' is negative"},
      {"loadsgf game.sgf 0", "syntax error: move number '0' is not 1 or more"},
      {"kgs-time_settings hourglass 10",
       "unknown time system 'hourglass' (none absolute byoyomi canadian)"},
      {"komi 1e308", "komi 1e308 is out of range (-1000 to 1000)"},
      {"time_left black soon 0", "syntax error: 'soon' is not a finite number"},
      {"kgs-rules chess", "unknown rules 'chess'"},
      {"genmove", "syntax error: expected 1 argument, got 0"},
      {"kosumi-patterns 0", "the number of moves must be at least 1, not 0"},
      {"kosumi-patterns many", "syntax error: 'many' is not an integer"},
      {std::string(1 << 20, 'x'), "unknown command"},
      {"play black " + std::string(100000, '9'),
       "syntax error: '9999999999999999999999999999999999999999...' is not a vertex of the 9x9 "
       "board"},
  };
  for (const auto& [line, message] : bad) {
    EXPECT_EQ(k.error(line), message) << line.substr(0, 80);
  }
  std::string garbage;
  for (int i = 0; i < 2000; ++i) {
    const char c = static_cast<char>((i * 131 + 7) % 256);
    if (c != '\n' && c != '#') garbage += c;
  }
  EXPECT_EQ(k.error("\x80\xff" + garbage), "unknown command");
  EXPECT_EQ(k.state(), before);
  k.ok("undo");
  k.ok("undo");
  EXPECT_EQ(k.error("undo"), "cannot undo");
}

TEST(GtpSession, CrLfCommentsTabsAndEmptyLinesAsTheSpecificationSays) {
  KosumiGtp k;
  EXPECT_TRUE(k.process().write_line("", kAnswerTimeout));
  EXPECT_TRUE(k.process().write_line("   # only a comment", kAnswerTimeout));
  EXPECT_EQ(k.exchange("5\tplay\tblack\tD4 # comment\r", "5"), "=5 \n");
  EXPECT_EQ(k.ok("list_stones black"), "D4");
}

// The weights file beside the binary is loaded at start: the patterns
// rank the legal moves, answers to the first move of the game first.
TEST(GtpSession, MovePatternsRankTheLegalMoves) {
  KosumiGtp k;
  k.ok("boardsize 19");
  k.ok("clear_board");
  k.ok("play black Q16");
  const std::string answer = k.ok("kosumi-patterns 5");
  const std::regex line("[A-HJ-T][0-9]+ [0-9.e-]+");
  std::istringstream lines(answer);
  double last = 1;
  int count = 0;
  for (std::string l; std::getline(lines, l); ++count) {
    EXPECT_TRUE(std::regex_match(l, line)) << l;
    const double p = std::stod(l.substr(l.find(' ') + 1));
    EXPECT_LE(p, last);
    last = p;
  }
  EXPECT_EQ(count, 5);
}

// A weights file named by --patterns that cannot be read is a bad option:
// the engine does not start, and says why on stderr.
TEST(GtpSession, RefusesToStartWithAPatternsFileItCannotRead) {
  const test::TempPath err("kosumi_gtp_patterns_stderr.txt");
  client::SubprocessOptions options = quick_stop();
  options.stderr_path = err.string();
  client::Subprocess p(kosumi_command({"gtp", "--size", "9", "--playouts", "50", "--seed", "1",
                                       "--patterns", "/nonexistent/weights.txt"}),
                       options);
  EXPECT_EQ(p.read_line(kAnswerTimeout).status, client::ReadStatus::kClosed);
  EXPECT_EQ(p.stop(), 2);
  std::ifstream in(err.string());
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text,
            "kosumi gtp: error: --patterns: /nonexistent/weights.txt: cannot open the file\n"
            "(see kosumi gtp --help)\n");
}

TEST(GtpSession, EndOfInputEndsTheEngine) {
  client::Subprocess p(
      kosumi_command({"gtp", "--playouts", "50", "--seed", "1", "--threads", "1", "--ponder"}),
      quick_stop());
  ASSERT_TRUE(p.write_line("genmove b", kAnswerTimeout));
  p.close_stdin();
  std::string out;
  for (client::ReadResult r = p.read_line(kAnswerTimeout); r.status == client::ReadStatus::kLine;
       r = p.read_line(kAnswerTimeout)) {
    out += r.line + "\n";
  }
  EXPECT_TRUE(out.starts_with("= ")) << out;
  EXPECT_EQ(p.stop(), 0);
}

// A record of the most moves a game may have loads in bounded memory (it
// took 2.9 GB when each move kept a copy of the board); one more move is
// refused with the reason. The sanitizers' shadow memory (and the address
// sanitizer's quarantine) take two to three times what the program holds.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr long kPeakLimitMb = 1000;
#else
constexpr long kPeakLimitMb = 200;
#endif

TEST(GtpSession, TheLongestRecordLoadsInBoundedMemory) {
  std::string record = "(;GM[1]SZ[19]";
  for (int i = 0; i < engine::Game::kMaxMoves / 2; ++i)
    record += ";B[tt];W[tt]";
  const test::TempPath longest("gtp_main_test_longest.sgf");
  const test::TempPath too_long("gtp_main_test_too_long.sgf");
  std::ofstream(longest.string()) << record << ")";
  std::ofstream(too_long.string()) << record << ";B[dd])";
  {
    KosumiGtp k({"--size", "19", "--playouts", "50", "--seed", "1", "--threads", "1"});
    k.ok("loadsgf " + longest.string());
    k.ok("undo");
    EXPECT_TRUE(k.error("loadsgf " + too_long.string())
                    .ends_with("the record has more than 100000 moves, the most a game may have"));
    k.ok("quit");
    EXPECT_EQ(k.process().stop(), 0);
  }
  rusage usage{};
  ASSERT_EQ(getrusage(RUSAGE_CHILDREN, &usage), 0);
  const long peak_mb = usage.ru_maxrss / 1024;
  EXPECT_LT(peak_mb, kPeakLimitMb) << "peak resident memory of kosumi gtp";
}

TEST(GtpSession, ClientPlaysAGameToTheEndAndScoresIt) {
  client::GtpClient client(
      client::Subprocess(kosumi_command({"gtp", "--size", "5", "--playouts", "50", "--seed", "2",
                                         "--threads", "1", "--no-resign"}),
                         quick_stop()));
  int passes = 0;
  engine::Player player = engine::Player::Black;
  for (int move = 0; move < 200 && passes < 2; ++move) {
    const client::GtpResponse r = client.genmove(player);
    ASSERT_TRUE(r.ok()) << r.text;
    passes = r.text == "PASS" || r.text == "pass" ? passes + 1 : 0;
    player = engine::opponent(player);
  }
  EXPECT_EQ(passes, 2);
  const client::GtpResponse score = client.final_score();
  ASSERT_TRUE(score.ok());
  EXPECT_TRUE(score.text == "0" || score.text.starts_with("B+") || score.text.starts_with("W+"))
      << score.text;
  client.quit();
}

TEST(CommandLine, BadOptionsExitWithStatus2) {
  EXPECT_EQ(run_kosumi({}).first, 2);
  EXPECT_EQ(run_kosumi({"frobnicate"}).first, 2);
  EXPECT_EQ(run_kosumi({"gtp", "--sise", "9"}).first, 2);
  EXPECT_EQ(run_kosumi({"gtp", "--size", "26"}).first, 2);
  EXPECT_EQ(run_kosumi({"play", "--komi", "nan"}).first, 2);
  EXPECT_EQ(run_kosumi({"bench", "--threads", "-1"}).first, 2);
  EXPECT_EQ(run_kosumi({"score"}).first, 2);
  EXPECT_EQ(run_kosumi({"score", "a.sgf", "--size", "9"}).first, 2);
}

TEST(CommandLine, HelpForEverySubcommand) {
  for (const char* command : {"gtp", "play", "bench", "score", "analyze", "match", "params",
                              "train-patterns", "predict"}) {
    const auto [status, out] = run_kosumi({command, "--help"});
    EXPECT_EQ(status, 0) << command;
    EXPECT_NE(out.find(std::string("Usage: kosumi ") + command), std::string::npos) << out;
    EXPECT_NE(out.find("--help"), std::string::npos) << out;
  }
  const auto [status, out] = run_kosumi({"--help"});
  EXPECT_EQ(status, 0);
  EXPECT_NE(out.find("score"), std::string::npos);
}

// Each --help says one thing about the playouts, and the thing it does.
TEST(CommandLine, HelpTellsTheDefaultPlayoutsTheCommandRuns) {
  const std::string bench = run_kosumi({"bench", "--help"}).second;
  EXPECT_NE(bench.find("(default 20000)"), std::string::npos) << bench;
  EXPECT_EQ(bench.find("10000"), std::string::npos) << bench;
  const std::string score = run_kosumi({"score", "--help"}).second;
  EXPECT_EQ(score.find("playouts per move"), std::string::npos) << score;
  EXPECT_NE(score.find("the most playouts the settlement runs"), std::string::npos) << score;
  const std::string gtp = run_kosumi({"gtp", "--help"}).second;
  EXPECT_NE(gtp.find("--no-capture-dead"), std::string::npos) << gtp;
  EXPECT_EQ(gtp.find("KataGo"), std::string::npos) << gtp;
}

TEST(CommandLine, PlayTakesMovesExplainsBadInputAndEndsOnResign) {
  const auto [status, out] =
      run_kosumi({"play", "--size", "9", "--playouts", "50", "--seed", "1", "--threads", "1"},
                 "E5\nZ9\nE5\nhelp\nundo\nD4\nresign");
  EXPECT_EQ(status, 0);
  EXPECT_NE(out.find("Kosumi plays"), std::string::npos) << out;
  EXPECT_NE(out.find("'Z9' is not a point on this board"), std::string::npos) << out;
  EXPECT_NE(out.find("Illegal move E5: point occupied"), std::string::npos) << out;
  EXPECT_NE(out.find("You resign: White wins."), std::string::npos) << out;
}

TEST(CommandLine, PlayCountsTheGameAfterTwoPasses) {
  // On 2x2 with Black's A1 and B2, White can only pass.
  const auto [status, out] = run_kosumi({"play", "--size", "2", "--color", "black", "--playouts",
                                         "50", "--seed", "1", "--threads", "1", "--no-resign"},
                                        "A1\nB2\npass\npass\npass");
  EXPECT_EQ(status, 0);
  EXPECT_NE(out.find("the game is over"), std::string::npos) << out;
  EXPECT_NE(out.find("Result: "), std::string::npos) << out;
}

TEST(CommandLine, ScoreCountsAGameRecord) {
  const test::TempPath path("gtp_session_test_walls.sgf");
  {
    // Black owns columns A-D, White E-J; both pass.
    std::ofstream file(path.string());
    file << "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]";
    for (int row = 0; row < 9; ++row) {
      const char y = static_cast<char>('a' + row);
      file << ";B[d" << y << "];W[e" << y << "]";
    }
    file << ";B[];W[])";
  }
  const auto [status, out] = run_kosumi({"score", path.string(), "--seed", "1"});
  EXPECT_EQ(status, 0);
  EXPECT_NE(out.find("Result: W+16.5"), std::string::npos) << out;
  EXPECT_EQ(run_kosumi({"score", "/nonexistent.sgf"}).first, 1);
}

TEST(CommandLine, BenchReportsWallAndCpuTimeAndNoCarriageReturnIntoALog) {
  const test::TempPath log("kosumi_bench_stderr.txt");
  client::SubprocessOptions options = quick_stop();
  options.stderr_path = log.string();
  client::Subprocess p(kosumi_command({"bench", "--size", "9", "--playouts", "2000", "--seed", "1",
                                       "--threads", "1"}),
                       options);
  std::string out;
  for (client::ReadResult r = p.read_line(kAnswerTimeout); r.status == client::ReadStatus::kLine;
       r = p.read_line(kAnswerTimeout)) {
    out += r.line + "\n";
  }
  EXPECT_EQ(p.stop(), 0);
  EXPECT_NE(out.find("Search (1 thread): "), std::string::npos) << out;
  EXPECT_NE(out.find(" s (CPU "), std::string::npos) << out;
  EXPECT_NE(out.find(" per CPU second)"), std::string::npos) << out;
  std::ifstream file(log.string(), std::ios::binary);
  const std::string err((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  EXPECT_EQ((out + err).find('\r'), std::string::npos) << err;
}

// The bench times the engine as it plays: its heavy playouts read the 3×3
// table the search would: MoGo's by default, the learned one when a --param
// asks for it and the patterns are there; asked for without the patterns,
// MoGo's and a warning.
TEST(CommandLine, BenchTimesTheHeavyPlayoutsWithTheSearchsShapes) {
  const auto bench = [](std::vector<std::string> more) {
    const test::TempPath log("kosumi_bench_shapes_stderr.txt");
    std::vector<std::string> args = {"bench",  "--size", "9",         "--playouts", "300",
                                     "--seed", "1",      "--threads", "1"};
    args.insert(args.end(), more.begin(), more.end());
    client::SubprocessOptions options = quick_stop();
    options.stderr_path = log.string();
    client::Subprocess p(kosumi_command(args), options);
    std::string out;
    for (client::ReadResult r = p.read_line(kAnswerTimeout); r.status == client::ReadStatus::kLine;
         r = p.read_line(kAnswerTimeout)) {
      out += r.line + "\n";
    }
    EXPECT_EQ(p.stop(), 0);
    std::ifstream file(log.string(), std::ios::binary);
    const std::string err((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    return std::make_pair(out, err);
  };
  const std::string learned = "Heavy playouts (9x9, learned 3x3 shapes): 300 ";
  const std::string mogo = "Heavy playouts (9x9, MoGo's 3x3 shapes): 300 ";
  const std::string warning = "heavy.learned_shapes needs the move patterns";
  const auto [by_default, by_default_err] = bench({"--quiet"});
  EXPECT_NE(by_default.find(mogo), std::string::npos) << by_default << by_default_err;
  EXPECT_EQ(by_default_err.find("warning"), std::string::npos) << by_default_err;
  const auto [on, on_err] = bench({"--param", "heavy.learned_shapes=2"});
  EXPECT_NE(on.find(learned), std::string::npos) << on << on_err;
  EXPECT_EQ(on_err.find("warning"), std::string::npos) << on_err;
  const auto [asked, asked_err] = bench({"--no-patterns", "--param", "heavy.learned_shapes=3"});
  EXPECT_NE(asked.find(mogo), std::string::npos) << asked;
  EXPECT_NE(asked_err.find(warning), std::string::npos) << asked_err;
}

}  // namespace
}  // namespace kosumi::cli
