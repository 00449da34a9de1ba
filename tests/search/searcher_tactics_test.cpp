// Positions with one right answer that a search must find within a modest
// playout budget (500: the heavy playouts and the priors know the tactics;
// light playouts needed 4,000 for the first six). Komi is chosen in each so
// that the right move is the only one that wins (or, for the capture and the save, so that the
// stones at stake decide the game).

#include <gtest/gtest.h>

#include "search/searcher.h"
#include "support/search_setup.h"

namespace kosumi::search {
namespace {

using engine::Player;
using testing::at;
using testing::describe;
using testing::game_from;

constexpr int64_t kPlayouts = 500;
constexpr uint64_t kSeeds[] = {11, 22, 33};

engine::Point best_move(const engine::Game& game, Player to_move, uint64_t seed, std::string* log) {
  Searcher searcher(testing::single_thread_options(seed));
  const SearchResult r = searcher.search(game, to_move, {kPlayouts, 0});
  *log = describe(game, r);
  return r.best_move;
}

void expect_answer(const engine::Game& game, Player to_move, const char* answer) {
  for (uint64_t seed : kSeeds) {
    std::string log;
    EXPECT_EQ(best_move(game, to_move, seed, &log), at(game, answer)) << "seed " << seed << "\n"
                                                                      << log;
  }
}

// The white string A4-D4 has one liberty; if White gets E4 first it joins
// the white stones below.
constexpr const char* kStringInAtari = R"(
  . . . . . . .
  . . . . . . .
  X X X X X . .
  O O O O . . .
  X X X X O . .
  . . . . O . .
  . . . . O . .)";

TEST(SearchTactics, CapturesStringInAtari) {
  expect_answer(game_from(kStringInAtari, Player::Black, 7.5), Player::Black, "E4");
}

// The same shape with the colours swapped: Black's string A4-D4 must
// connect at E4 before White captures it.
TEST(SearchTactics, SavesOwnStringInAtari) {
  constexpr const char* kOwnStringInAtari = R"(
    . . . . . . .
    . . . . . . .
    O O O O O . .
    X X X X . . .
    O O O O X . .
    . . . . X . .
    . . . . X . .)";
  expect_answer(game_from(kOwnStringInAtari, Player::Black, -7.5), Player::Black, "E4");
}

// A black group around a straight three (C2 D2 E2) inside a white wall. The
// middle point D2 gives it two eyes; any other move leaves it dead. Komi
// -19.5 makes the group's life decide the game: alive, Black has 15 points
// plus komi against White's 34.
constexpr const char* kStraightThree = R"(
  . . . . . . .
  . . . . . . .
  . . . . . . .
  O O O O O O O
  O X X X X X O
  O X . . . X O
  O X X X X X O)";

TEST(SearchTactics, MakesTheSecondEye) {
  expect_answer(game_from(kStraightThree, Player::Black, -19.5), Player::Black, "D2");
}

TEST(SearchTactics, KillsGroupThatHasRoomForOneEyeOnly) {
  expect_answer(game_from(kStraightThree, Player::White, -19.5), Player::White, "D2");
}

// Black's group on the left has exactly two eyes, A5 and A1, and the board
// is settled: filling either eye lets White capture the group. Alive, Black
// has 10 points and komi -5.5 against White's 15.
TEST(SearchTactics, DoesNotFillOwnEye) {
  const engine::Game game = game_from(R"(
    . X O . .
    X X O . .
    X X O . .
    X X O . .
    . X O . .)",
                                      Player::Black, -5.5);
  for (uint64_t seed : kSeeds) {
    std::string log;
    const engine::Point move = best_move(game, Player::Black, seed, &log);
    EXPECT_NE(move, at(game, "A5")) << log;
    EXPECT_NE(move, at(game, "A1")) << log;
  }
}

// Walls along columns D and E, with a gap at D4: closing it keeps White out
// of Black's side. With it Black has 28 points to 21 and wins by 0.5 with
// komi 6.5; anywhere else White takes D4 or makes it dame and wins.
TEST(SearchTactics, TakesTheLastBigPoint) {
  constexpr const char* kGap = R"(
    . . . X O . .
    . . . X O . .
    . . . X O . .
    . . . . O . .
    . . . X O . .
    . . . X O . .
    . . . X O . .)";
  expect_answer(game_from(kGap, Player::Black, 6.5), Player::Black, "D4");
}

// Black C3 is in atari, and running at D3 only feeds White's ladder, which
// takes the whole string at the corner: anything else loses less.
TEST(SearchTactics, DoesNotRunOutOfALostLadder) {
  const engine::Game game = game_from(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . O . . . . . .
    . O X . . . . . .
    . . O O . . . . .
    . . . . . . . . .)",
                                      Player::Black, 7);
  for (uint64_t seed : kSeeds) {
    std::string log;
    EXPECT_NE(best_move(game, Player::Black, seed, &log), at(game, "D3")) << log;
  }
}

// White's group encloses a bulky five (B2 C2 D2 B3 C3) and nothing else;
// Black to move kills it at the vital point C2, and otherwise White lives
// there with two eyes. With komi 13.5 the group's life decides: alive,
// White has 18 points and komi against Black's 31.
TEST(SearchTactics, KillsAtTheNakadePoint) {
  constexpr const char* kBulkyFive = R"(
    . . . . . . .
    . . . . . . .
    X X X X X . .
    O O O O X . .
    O . . O X . .
    O . . . O X .
    O O O O O X .)";
  expect_answer(game_from(kBulkyFive, Player::Black, 13.5), Player::Black, "C2");
}

}  // namespace
}  // namespace kosumi::search
