// End-to-end: the real binary's analysis commands, GoGui's commands, the
// interrupt, undo 0, the thinking log and the version, read the way the
// GUIs read them (tests/gtp/gui_parsers.h).
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

#include "engine/coord.h"
#include "support/gui_parsers.h"
#include "support/kosumi_process.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

using Clock = std::chrono::steady_clock;

// The next line of output; fails the test when none comes.
std::string next_line(client::Subprocess& p) {
  const client::ReadResult r = p.read_line(kAnswerTimeout);
  EXPECT_EQ(r.status, client::ReadStatus::kLine) << "no line from the engine";
  return r.line;
}

// Starts an analysis with `command` (id 1), reads `count` lines of it, then
// ends it with `name` (id 2) and checks that the analysis ended with an
// empty line before name's answer. Returns the lines read.
std::vector<std::string> collect_analysis(KosumiGtp& k, const std::string& command, int count) {
  client::Subprocess& p = k.process();
  EXPECT_TRUE(p.write_line("1 " + command, kAnswerTimeout));
  EXPECT_EQ(next_line(p), "=1");
  std::vector<std::string> lines;
  while (static_cast<int>(lines.size()) < count) {
    const std::string line = next_line(p);
    if (line.empty()) break;
    lines.push_back(line);
  }
  EXPECT_TRUE(p.write_line("2 name", kAnswerTimeout));
  // Lines written before the analysis saw `name`, then its end.
  for (std::string line = next_line(p); !line.empty(); line = next_line(p))
    EXPECT_TRUE(line.starts_with("info ")) << line;
  EXPECT_EQ(next_line(p), "=2 Kosumi");
  EXPECT_EQ(next_line(p), "");
  return lines;
}

TEST(AnalysisSession, LzAnalyzeStreamsLinesThatSabakiAndLizzieReadUntilTheNextCommand) {
  KosumiGtp k({"--size", "9", "--threads", "1", "--seed", "1"});
  k.ok("play b E5");
  const std::vector<std::string> lines = collect_analysis(k, "lz-analyze w 10", 4);
  ASSERT_EQ(lines.size(), 4u);
  int64_t visits_before = 0;
  for (const std::string& line : lines) {
    const auto sabaki = gui::sabaki_parse(line);
    const auto lizzie = gui::lizzie_parse(line, false);
    ASSERT_TRUE(sabaki && lizzie) << line;
    ASSERT_FALSE(sabaki->empty()) << line;
    EXPECT_EQ(sabaki->size(), lizzie->size()) << line;
    int64_t visits = 0;
    for (size_t i = 0; i < sabaki->size(); ++i) {
      const gui::SabakiMove& m = (*sabaki)[i];
      EXPECT_NE(m.move, "E5") << line;
      EXPECT_GE(m.winrate_percent, 0);
      EXPECT_LE(m.winrate_percent, 100);
      EXPECT_EQ(m.variation.front(), m.move) << line;
      EXPECT_EQ((*lizzie)[i].coordinate, m.move);
      EXPECT_EQ((*lizzie)[i].playouts, m.visits);
      visits += m.visits;
    }
    // The counts never go back; whether they grow between two lines depends
    // on the machine's load, which may run no playout in 100 ms.
    EXPECT_GE(visits, visits_before) << line;
    EXPECT_GT(visits, 0) << line;
    visits_before = visits;
  }
  // Analysis never plays.
  EXPECT_EQ(k.ok("list_stones white"), "");
  EXPECT_EQ(k.ok("list_stones black"), "E5");
}

TEST(AnalysisSession, KataAnalyzeOwnershipHasOneValuePerPointWithTheSignsOfThePosition) {
  KosumiGtp k({"--size", "9", "--threads", "1", "--seed", "1"});
  // Black's wall on column D, White's on column F: A-C are Black's, G-J
  // White's.
  for (int row = 1; row <= 9; ++row) {
    k.ok("play b D" + std::to_string(row));
    k.ok("play w F" + std::to_string(row));
  }
  // Row-major from the top left: A5 is value 36, J5 value 44.
  for (const char* player : {"b", "w"}) {
    const std::vector<std::string> lines =
        collect_analysis(k, std::string("kata-analyze ") + player + " 20 ownership true", 2);
    ASSERT_EQ(lines.size(), 2u);
    const auto ownership = gui::lizzie_ownership(lines.back());
    ASSERT_TRUE(ownership);
    ASSERT_EQ(ownership->size(), 81u);
    const double sign = player == std::string("b") ? 1 : -1;
    for (int row = 0; row < 9; ++row) {
      for (int column : {0, 1, 2}) {
        EXPECT_GT(sign * (*ownership)[static_cast<size_t>(9 * row + column)], 0.5)
            << player << " row " << row << " column " << column;
      }
      for (int column : {6, 7, 8}) {
        EXPECT_LT(sign * (*ownership)[static_cast<size_t>(9 * row + column)], -0.5)
            << player << " row " << row << " column " << column;
      }
    }
    const auto moves = gui::sabaki_parse(lines.back());
    ASSERT_TRUE(moves && !moves->empty());
    EXPECT_TRUE((*moves)[0].score_lead.has_value());
  }
}

bool is_number(const std::string& word) {
  std::istringstream in(word);
  double value = 0;
  return (in >> value) && in.eof();
}

std::vector<std::string> words_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;)
    words.push_back(w);
  return words;
}

// Checks an answer against GoGui's rule for its analyze type.
void expect_type(const std::string& type, const std::string& answer, int size) {
  std::istringstream lines(answer);
  std::vector<std::string> rows;
  for (std::string line; std::getline(lines, line);)
    rows.push_back(line);
  if (type == "dboard") {
    ASSERT_EQ(rows.size(), static_cast<size_t>(size)) << answer;
    for (const std::string& row : rows) {
      const std::vector<std::string> values = words_of(row);
      ASSERT_EQ(values.size(), static_cast<size_t>(size)) << row;
      for (const std::string& v : values) {
        ASSERT_TRUE(is_number(v)) << v;
        EXPECT_LE(std::abs(std::stod(v)), 1.0) << v;
      }
    }
  } else if (type == "plist" || type == "var") {
    for (const std::string& w : words_of(answer))
      EXPECT_TRUE(gui::is_vertex(w) || w == "pass") << w;
  } else if (type == "gfx") {
    ASSERT_FALSE(rows.empty());
    for (const std::string& row : rows) {
      const std::string command = words_of(row).front();
      EXPECT_TRUE(command == "LABEL" || command == "SQUARE" || command == "TEXT" ||
                  command == "VAR")
          << row;
    }
  } else if (type == "string") {
    EXPECT_EQ(rows.size(), 1u) << answer;
    EXPECT_FALSE(answer.empty());
  } else if (type == "param") {
    for (const std::string& row : rows) {
      const std::vector<std::string> w = words_of(row);
      if (w.front() == "[bool]") {
        ASSERT_EQ(w.size(), 3u) << row;
        EXPECT_TRUE(w[2] == "0" || w[2] == "1") << row;
      } else {
        ASSERT_EQ(w.size(), 2u) << row;
        EXPECT_TRUE(is_number(w[1])) << row;
      }
    }
  } else {
    ADD_FAILURE() << "unexpected analyze type " << type;
  }
}

TEST(AnalysisSession, EveryGoGuiAnalyzeCommandAnswersInItsDeclaredType) {
  KosumiGtp k({"--size", "9", "--playouts", "300", "--threads", "1", "--seed", "1"});
  for (const char* move : {"b C3", "w G7", "b C7", "w G3", "b E5"})
    k.ok(std::string("play ") + move);
  EXPECT_EQ(k.ok("gogui-interrupt"), "");
  const std::string list = k.ok("gogui-analyze_commands");
  std::istringstream entries(list);
  int count = 0;
  for (std::string entry; std::getline(entries, entry); ++count) {
    const size_t first = entry.find('/');
    const size_t second = entry.find('/', first + 1);
    ASSERT_NE(second, std::string::npos) << entry;
    const std::string type = entry.substr(0, first);
    const std::string command = entry.substr(second + 1);
    EXPECT_EQ(k.ok("known_command " + words_of(command).front()), "true") << command;
    expect_type(type, k.ok(command), 9);
  }
  EXPECT_EQ(count, 6);
  // A parameter set through GoGui's dialog reads back.
  k.ok("kosumi-params tree.exploration 0.25");
  EXPECT_NE(k.ok("kosumi-params").find("tree.exploration 0.25\n"), std::string::npos);
}

TEST(AnalysisSession, InterruptEndsASearchWithItsBestMoveSoFar) {
  KosumiGtp k({"--size", "19", "--time", "120", "--threads", "1", "--seed", "1"});
  client::Subprocess& p = k.process();
  // Idle, an interrupt is a comment: no answer.
  ASSERT_TRUE(p.write_line("# interrupt", kAnswerTimeout));
  EXPECT_NE(p.read_line(std::chrono::milliseconds(200)).status, client::ReadStatus::kLine);
  const Clock::time_point start = Clock::now();
  ASSERT_TRUE(p.write_line("5 genmove b", kAnswerTimeout));
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  ASSERT_TRUE(p.write_line("# interrupt", kAnswerTimeout));
  const std::string answer = next_line(p);
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  EXPECT_EQ(next_line(p), "");
  ASSERT_TRUE(answer.starts_with("=5 ")) << answer;
  const std::string move = answer.substr(3);
  EXPECT_TRUE(gui::is_vertex(move)) << move;
  // Far less than the 120 s the move could have taken.
  EXPECT_LT(seconds, 10) << seconds;
  EXPECT_EQ(k.ok("list_stones black"), move);
}

TEST(AnalysisSession, UndoZeroAsQGoSendsItTakesBackOneMove) {
  KosumiGtp k;
  k.ok("play b C3");
  k.ok("play w D4");
  EXPECT_EQ(k.ok("undo 0"), "");
  EXPECT_EQ(k.ok("list_stones white"), "");
  EXPECT_EQ(k.ok("list_stones black"), "C3");
}

// Standard error as a file, the thinking log's lines.
std::vector<std::string> thinking_log(std::vector<std::string> args) {
  const test::TempPath path("kosumi_thinking_log.txt");
  client::SubprocessOptions options = quick_stop();
  options.stderr_path = path.string();
  {
    KosumiGtp k(std::move(args), options);
    k.ok("genmove b");
    k.ok("genmove w");
    k.ok("quit");
    EXPECT_EQ(k.process().stop(), 0);
  }
  std::ifstream file(path.path());
  std::vector<std::string> lines;
  for (std::string line; std::getline(file, line);)
    lines.push_back(line);
  return lines;
}

std::string read_text(const std::string& path) {
  std::ifstream file(path);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

// --live-gfx: while genmove searches, blocks of GoGui's live graphics on
// standard error (a bare "gogui-gfx:", the principal variation and a status
// line, an empty line), one every half second of the search; after the
// move, a CLEAR. The search has two minutes and is interrupted once a block
// has come, so a busy machine only makes the test take longer.
TEST(AnalysisSession, LiveGfxDrawsTheSearchOnStandardErrorAndClearsItAfterTheMove) {
  const test::TempPath path("kosumi_live_gfx.txt");
  client::SubprocessOptions options = quick_stop();
  options.stderr_path = path.string();
  const std::regex block("gogui-gfx:\n(?:VAR ([^\n]*)\n)?TEXT [0-9]+ playouts[^\n]*\n\n");
  std::smatch found;
  std::string log;
  {
    KosumiGtp k({"--size", "19", "--time", "120", "--threads", "1", "--seed", "1", "--live-gfx"},
                options);
    client::Subprocess& p = k.process();
    ASSERT_TRUE(p.write_line("5 genmove b", kAnswerTimeout));
    for (int wait = 0; wait < 600 && !std::regex_search(log, found, block); ++wait) {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      log = read_text(path.string());
    }
    ASSERT_FALSE(found.empty()) << "no block of live graphics in a minute:\n" << log;
    EXPECT_EQ(log.find("gogui-gfx: CLEAR"), std::string::npos) << log;
    ASSERT_TRUE(p.write_line("# interrupt", kAnswerTimeout));
    const std::string answer = next_line(p);
    EXPECT_EQ(next_line(p), "");
    ASSERT_TRUE(answer.starts_with("=5 ")) << answer;
    // The variation alternates colours from Black's move, on points of the
    // board.
    std::istringstream variation(found[1].str());
    char colour = 'b';
    for (std::string player, vertex; variation >> player >> vertex;) {
      EXPECT_EQ(player, std::string(1, colour)) << found[0];
      EXPECT_TRUE(engine::parse_point(vertex, 19)) << found[0];
      colour = colour == 'b' ? 'w' : 'b';
    }
    k.ok("quit");
    EXPECT_EQ(k.process().stop(), 0);
  }
  log = read_text(path.string());
  EXPECT_NE(log.find("gogui-gfx: CLEAR\n"), std::string::npos) << log;
}

TEST(AnalysisSession, ThinkingLogHasALinePerMoveThatNoClientTakesForItsOwn) {
  const std::vector<std::string> lines =
      thinking_log({"--size", "9", "--playouts", "300", "--seed", "1"});
  // A start-up note (where the move patterns came from) may come first.
  std::vector<std::string> moves;
  for (const std::string& line : lines)
    if (!line.starts_with("kosumi: ")) moves.push_back(line);
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_TRUE(moves[0].starts_with("Kosumi move 1, Black ")) << moves[0];
  EXPECT_TRUE(moves[1].starts_with("Kosumi move 2, White ")) << moves[1];
  for (const std::string& line : lines) {
    // Lizzie reads standard error with the responses: a line starting like
    // a response, an analysis or a move, or holding " -> ", would be taken
    // for one.
    for (const char* prefix : {"=", "?", "info", "play"})
      EXPECT_FALSE(line.starts_with(prefix)) << line;
    EXPECT_EQ(line.find(" -> "), std::string::npos) << line;
  }
  EXPECT_TRUE(thinking_log({"--size", "9", "--playouts", "300", "--seed", "1", "--quiet"}).empty());
}

TEST(AnalysisSession, VersionSatisfiesLizziesRuleWithTheReadmesCommandLine) {
  KosumiGtp plain;
  const std::string version = plain.ok("version");
  EXPECT_EQ(version.find(' '), std::string::npos) << version;
  // The version as it stands makes Lizzie warn (its second number is below
  // 15), but reads without an error...
  EXPECT_EQ(gui::lizzie_warns_about_version("kosumi gtp", plain.ok("name"), version), true);
  // ... and the README's command line for Lizzie passes its check.
  const std::vector<std::string> args = {"--size", "19", "--override-version", "0.17"};
  KosumiGtp lizzie(args);
  EXPECT_EQ(lizzie.ok("version"), "0.17");
  EXPECT_EQ(gui::lizzie_warns_about_version("kosumi gtp --size 19 --override-version 0.17",
                                            lizzie.ok("name"), lizzie.ok("version")),
            false);
  const auto [status, out] = run_kosumi({"--version"});
  EXPECT_EQ(status, 0);
  EXPECT_TRUE(out.starts_with("kosumi " + version + " (built with ")) << out;
}

}  // namespace
}  // namespace kosumi::cli
