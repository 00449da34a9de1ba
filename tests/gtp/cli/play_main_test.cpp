// End-to-end: `kosumi play` in a pseudo-terminal, as a person sees it, from
// the first move to the marked final board. `script` (util-linux) gives the
// game a terminal; what is typed is sent ahead, and the terminal's output,
// echo included, is read back.
#include <gtest/gtest.h>

#include <fstream>

#include "engine/coord.h"

#include "gtp/cli/kosumi_process.h"
#include "gtp/sgf/sgf.h"
#include "temp_path.h"

namespace kosumi::gtp {
namespace {

// Everything the terminal showed for `kosumi play ARGS` given `typed`.
std::string play_in_a_terminal(const std::string& args, const std::string& typed) {
  const std::string command = std::string(KOSUMI_BINARY) + " play " + args;
  Subprocess p({"script", "--quiet", "--flush", "--return", "--command", command, "/dev/null"},
               quick_stop());
  EXPECT_TRUE(p.write_line(typed, kAnswerTimeout));
  std::string screen;
  for (ReadResult r = p.read_line(kAnswerTimeout); r.status == ReadStatus::kLine;
       r = p.read_line(kAnswerTimeout)) {
    screen += r.line + "\n";
  }
  EXPECT_EQ(p.stop(), 0) << screen;
  return screen;
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
  const std::string record = test::temp_path("kosumi_terminal_game.sgf");
  const std::string middle = test::temp_path("kosumi_terminal_middle.sgf");
  std::string typed = "C3\nhint\nscore\nsave " + middle + "\n";
  for (int i = 0; i < 12; ++i)
    typed += "pass\n";
  typed += "yes";
  const std::string screen =
      play_in_a_terminal("--size 5 --playouts 300 --seed 1 --threads 1 --sgf " + record, typed);
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
  find_after(screen, "Game saved to " + record, result);
  // The record: the players, the program, and the result shown.
  const SgfRecord sgf = parse_sgf(read_sgf_file(record));
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

}  // namespace
}  // namespace kosumi::gtp
