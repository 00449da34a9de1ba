// End-to-end: `kosumi play` in a pseudo-terminal, as a person sees it, from
// the first move to the marked final board. `script` (util-linux) gives the
// game a terminal; what is typed is sent ahead, and the terminal's output,
// echo included, is read back.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>

#include "engine/coord.h"

#include "gtp/sgf/sgf.h"
#include "support/kosumi_process.h"
#include "support/temp_path.h"

namespace kosumi::cli {
namespace {

// Everything the terminal received for `kosumi play ARGS` given `typed`,
// escape codes included, with `environment` (VAR=VALUE ...) set for it.
std::string play_in_a_raw_terminal(const std::string& args, const std::string& typed,
                                   const std::string& environment = "TERM=xterm") {
  const std::string command =
      "env -u NO_COLOR " + environment + " " + std::string(KOSUMI_BINARY) + " play " + args;
  client::Subprocess p(
      {"script", "--quiet", "--flush", "--return", "--command", command, "/dev/null"},
      quick_stop());
  EXPECT_TRUE(p.write_line(typed, kAnswerTimeout));
  std::string screen;
  for (client::ReadResult r = p.read_line(kAnswerTimeout); r.status == client::ReadStatus::kLine;
       r = p.read_line(kAnswerTimeout)) {
    screen += r.line + "\n";
  }
  EXPECT_EQ(p.stop(), 0) << screen;
  return screen;
}

// `text` without its ANSI escape sequences (ESC [ parameters letter).
std::string without_escapes(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\033' && i + 1 < text.size() && text[i + 1] == '[') {
      i += 2;
      while (i < text.size() && !std::isalpha(static_cast<unsigned char>(text[i])))
        ++i;
      continue;
    }
    out += text[i];
  }
  return out;
}

// What the terminal showed for `kosumi play ARGS` given `typed`, as text.
std::string play_in_a_terminal(const std::string& args, const std::string& typed) {
  return without_escapes(play_in_a_raw_terminal(args, typed));
}

size_t count_of(const std::string& text, const std::string& part) {
  size_t count = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
    ++count;
  return count;
}

// Where `text` first appears after `from`; fails the test when it does not.
size_t find_after(const std::string& screen, const std::string& text, size_t from) {
  const size_t at = screen.find(text, from);
  EXPECT_NE(at, std::string::npos) << "'" << text << "' not shown after offset " << from << ":\n"
                                   << screen.substr(from);
  return at == std::string::npos ? from : at;
}

// Where the last of `texts` appears, each after the one before it.
size_t find_in_order(const std::string& screen, const std::vector<std::string>& texts,
                     size_t from = 0) {
  for (const std::string& text : texts)
    from = find_after(screen, text, from);
  return from;
}

TEST(TerminalGame, AGameFromTheFirstMoveToTheMarkedFinalBoard) {
  const test::TempPath record("kosumi_terminal_game.sgf");
  const test::TempPath middle("kosumi_terminal_middle.sgf");
  std::string typed = "C3\nhint\nscore\nsave " + middle.string() + "\n";
  for (int i = 0; i < 12; ++i)
    typed += "pass\n";
  typed += "yes";
  const std::string screen = play_in_a_terminal(
      "--size 5 --playouts 300 --seed 1 --threads 1 --sgf " + record.string(), typed);
  // The player's stone is drawn, with the last-move mark, before Kosumi
  // answers; Kosumi's reply is marked in turn.
  const size_t end = find_in_order(
      screen, {" 3  . .(X). . 3", "Kosumi plays ", "Your move (Black): ", "Kosumi suggests ",
               "by the playouts from here.", "If the game ended now: Black ", "Game saved to ",
               "You pass.", "Kosumi passes", "Both players passed: the game is over."});
  // The final board: counted points marked, the legend, the count.
  const size_t board = find_after(screen, "    A B C D E", end);
  EXPECT_NE(screen.substr(board, 200).find('w'), std::string::npos) << screen.substr(board);
  const size_t result =
      find_in_order(screen,
                    {"X O living stones, x o dead stones, b w empty points counted", "Black ",
                     "; White ", "komi", "Accept (yes / dispute): ", "Result: "},
                    board);
  const std::string shown = screen.substr(result + 8, screen.find('\n', result) - result - 8);
  find_after(screen, "Game saved to " + record.string(), result);
  // The record: the players, the program, and the result shown.
  const sgf::SgfRecord sgf = sgf::parse_sgf(sgf::read_sgf_file(record.string()));
  EXPECT_EQ(sgf.black_name, "Human");
  EXPECT_EQ(sgf.white_name, "Kosumi");
  EXPECT_EQ(sgf.result, shown);
  EXPECT_EQ(sgf.moves.front().point, *engine::parse_point("C3", 5));
}

TEST(TerminalGame, DisputedDeadStonesArePlayedOutAndThenEveryStoneCounts) {
  // On 5x5 Black's lone stone in White's area is judged dead; Black
  // disputes, and the game goes on until Kosumi has captured it.
  std::string typed = "E1\n";
  for (int i = 0; i < 8; ++i)
    typed += "pass\n";
  typed += "dispute\n";
  for (int i = 0; i < 20; ++i)
    typed += "pass\n";
  const std::string screen =
      play_in_a_terminal("--size 5 --playouts 300 --seed 1 --threads 1 --color black", typed);
  const size_t at =
      find_in_order(screen, {"Dead stones: ", "Accept (yes / dispute): ", "Play goes on; ",
                             "and captures 1 stone", "Both players passed: the game is over."});
  // After a dispute nothing is dead: no list of dead stones, every stone
  // left counts as it stands.
  const size_t result = find_after(screen, "Result: ", at);
  EXPECT_EQ(screen.substr(at, result - at).find("Dead stones:"), std::string::npos)
      << screen.substr(at);
}

// On a terminal every drawing starts by clearing the screen, and the stones
// and the last move are coloured; NO_COLOR keeps the redraw without colour.
TEST(TerminalGame, OnATerminalTheBoardIsRedrawnInPlaceInColour) {
  const std::string args = "--size 9 --playouts 50 --seed 1 --threads 1";
  const std::string typed = "E5\nquit";
  const std::string screen = play_in_a_raw_terminal(args, typed);
  // The first board, the player's stone, Kosumi's reply.
  EXPECT_EQ(count_of(screen, "\033[H\033[2J"), 3u) << screen;
  EXPECT_NE(screen.find("\033[1;34mX\033[0m"), std::string::npos) << screen;
  EXPECT_NE(screen.find("\033[1;33mO\033[0m"), std::string::npos) << screen;
  EXPECT_NE(screen.find("\033[1;31m(\033[0m"), std::string::npos) << screen;
  // What was said is shown again under the redrawn board.
  EXPECT_GE(count_of(screen, "You play E5."), 2u) << screen;
  const std::string plain = play_in_a_raw_terminal(args, typed, "TERM=xterm NO_COLOR=1");
  EXPECT_EQ(count_of(plain, "\033[H\033[2J"), 3u) << plain;
  EXPECT_EQ(plain.find("\033[1;"), std::string::npos) << plain;
}

// The output of `kosumi play ARGS` on 9x9 with a tiny seeded search, piped,
// given `typed`; the game must end with status 0.
std::string play_piped(const std::string& typed, const std::vector<std::string>& more = {}) {
  std::vector<std::string> args = {"play",   "--size", "9",         "--playouts", "50",
                                   "--seed", "1",      "--threads", "1",          "--no-resign"};
  args.insert(args.end(), more.begin(), more.end());
  const auto [status, out] = run_kosumi(args, typed);
  EXPECT_EQ(status, 0) << out;
  return out;
}

TEST(TerminalGame, PipedTheBoardIsPlainWithFiveStarPointsAndDrawnOnceAMove) {
  const std::string out = play_piped("E5\nD4\nquit");
  EXPECT_EQ(out.find('\033'), std::string::npos) << out;
  // The first board, then one after each of Kosumi's two replies.
  EXPECT_EQ(count_of(out, "    A B C D E F G H J\n"), 6u) << out;
  EXPECT_NE(out.find(" 7  . . + . . . + . . 7"), std::string::npos) << out;
  EXPECT_NE(out.find(" 5  . . . . + . . . . 5"), std::string::npos) << out;
  find_in_order(
      out, {"You play E5.", "Kosumi plays ", "You play D4.", "Kosumi plays ", "Game abandoned."});
}

TEST(TerminalGame, HelpListsEveryCommandAndArgumentsAreChecked) {
  const std::string out = play_piped("help\nhint now\nfrobnicate\nquit");
  for (const char* command :
       {"hint", "score", "back", "undo", "forward", "switch", "komi K", "handicap N",
        "handicap D4 F6", "save FILE", "load FILE", "resign", "quit", "exit", "help"}) {
    EXPECT_NE(out.find(std::string("  ") + command), std::string::npos) << command << "\n" << out;
  }
  EXPECT_NE(out.find("hint takes nothing after it."), std::string::npos) << out;
  EXPECT_NE(out.find("'frobnicate' is not a point on this board"), std::string::npos) << out;
}

TEST(TerminalGame, BackTakesBackATurnAndForwardPlaysItAgain) {
  const test::TempPath record("kosumi_terminal_back.sgf");
  const std::string out = play_piped("back\nforward\nE5\nback\nback\nforward\nsave " +
                                     record.string() + "\nback\nC3\nforward\nquit");
  find_in_order(
      out, {"Nothing to take back.", "Nothing to play again: forward follows back.", "You play E5.",
            "Took back 2 moves.", "Nothing to take back.", "Played again 2 moves.",
            "Game saved to ", "Took back 2 moves.", "You play C3.", "Nothing to play again"});
  const sgf::SgfRecord sgf = sgf::parse_sgf(sgf::read_sgf_file(record.string()));
  ASSERT_EQ(sgf.moves.size(), 2u);
  EXPECT_EQ(sgf.moves.front().point, *engine::parse_point("E5", 9));
}

TEST(TerminalGame, SwitchHandsThePlayersSideToKosumi) {
  const test::TempPath record("kosumi_terminal_switch.sgf");
  const std::string out = play_piped("switch\nsave " + record.string() + "\nquit");
  find_in_order(out, {"You now play White; Kosumi takes over Black.", "Kosumi plays ",
                      "Your move (White): "});
  const sgf::SgfRecord sgf = sgf::parse_sgf(sgf::read_sgf_file(record.string()));
  EXPECT_EQ(sgf.black_name, "Kosumi");
  EXPECT_EQ(sgf.white_name, "Human");
  EXPECT_EQ(sgf.moves.size(), 1u);
}

TEST(TerminalGame, KomiChangesAndABadKomiChangesNothing) {
  const test::TempPath record("kosumi_terminal_komi.sgf");
  const std::string out =
      play_piped("komi 6.5\nkomi x\nkomi\nkomi nan\nsave " + record.string() + "\nquit");
  find_in_order(
      out, {"Komi is now 6.5.", "'x' is not a komi", "'' is not a komi", "'nan' is not a komi"});
  EXPECT_EQ(sgf::parse_sgf(sgf::read_sgf_file(record.string())).komi, 6.5);
}

TEST(TerminalGame, HandicapOnTheUsualPointsOrWhereThePlayerSays) {
  const std::string fixed = play_piped("handicap 1\nhandicap 10\nhandicap 3\nhandicap 2\nquit");
  find_in_order(
      fixed, {"Want a head start? Type handicap N (2 to 9)",
              "'1' handicap stones are not possible on this board (2 to 9)", "'10' handicap stones",
              "Black has 3 stones of handicap and White moves first; komi 0.5.", "Kosumi plays ",
              "Handicap stones go on the empty board, before the first move."});
  // The three handicap stones, drawn with White's reply.
  const size_t board = fixed.find("Kosumi is thinking");
  EXPECT_EQ(count_of(fixed.substr(board, fixed.find("Kosumi plays", board) - board), "X"), 3u)
      << fixed.substr(board);
  const test::TempPath record("kosumi_terminal_free.sgf");
  const std::string free = play_piped(
      "handicap C3 Z9\nhandicap C3 C3\nhandicap C3 G7 e5\nsave " + record.string() + "\nquit",
      {"--komi", "3"});
  find_in_order(free,
                {"'Z9' is not a point on this board.", "A handicap is two or more different points",
                 "Black has 3 stones of handicap and White moves first; komi 3."});
  const sgf::SgfRecord sgf = sgf::parse_sgf(sgf::read_sgf_file(record.string()));
  EXPECT_EQ(sgf.handicap, 3);
  EXPECT_EQ(sgf.black_setup.size(), 3u);
}

TEST(TerminalGame, LoadGoesOnWithASavedGameAndABadFileChangesNothing) {
  const test::TempPath record("kosumi_terminal_load.sgf");
  {
    std::ofstream file(record.string());
    file << "(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese];B[ee];W[cc];B[gg];W[cg])";
  }
  const std::string out =
      play_piped("load /nonexistent/game.sgf\nload\nload " + record.string() + "\nquit");
  find_in_order(out,
                {"Cannot load /nonexistent/game.sgf: ", "Load what? Type load FILE.",
                 "Loaded " + record.string() + ": 4 moves, Black to move.", "Your move (Black): "});
  // The loaded position is drawn with its last move.
  EXPECT_NE(out.find(" 3  . .(O). . . X . . 3"), std::string::npos) << out;
}

// "Please type yes or dispute." answers only what is neither.
TEST(TerminalGame, TheEndAsksAgainOnlyForAnAnswerItDoesNotKnow) {
  // On 2x2 with Black's A1 and B2, White can only pass.
  const auto [status, out] = run_kosumi({"play", "--size", "2", "--color", "black", "--playouts",
                                         "50", "--seed", "1", "--threads", "1", "--no-resign"},
                                        "A1\nB2\npass\nmaybe\ndispute\npass\npass");
  EXPECT_EQ(status, 0);
  EXPECT_EQ(count_of(out, "Please type yes or dispute."), 1u) << out;
  find_in_order(out, {"Accept (yes / dispute): ", "Please type yes or dispute.", "Play goes on; ",
                      "Result: "});
}

}  // namespace
}  // namespace kosumi::cli
