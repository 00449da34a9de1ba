#include "engine/counting.h"

#include <gtest/gtest.h>

#include <initializer_list>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

Rules with_komi(const char* name, double komi) {
  Rules r = *Rules::preset(name);
  r.komi = komi;
  return r;
}

PointSet points(const Board& b, std::initializer_list<const char*> names) {
  PointSet set;
  for (const char* n : names)
    set.set(static_cast<size_t>(index(at(b, n))));
  return set;
}

// 000 Dia. 2: Black 20 points of territory, White 22, no komi: W+2. The
// walls bend, and six points between them are dame.
constexpr const char* kTwentyAgainstTwentyTwo = R"(
  . . . X O . . .
  . . . X O . . .
  . . . X O . . .
  . . . X O . . .
  . . X . O . . .
  . . X . O . . .
  . . X . . O . .
  . . X . . O . .)";

TEST(Counting, Seed000Diagram2TerritoryTwentyAgainstTwentyTwo) {
  const Game game(parse_board(kTwentyAgainstTwentyTwo), with_komi("japanese", 0), Player::Black);
  const Score s = count_score(game, PointSet{}, PointSet{});
  EXPECT_EQ(s.black_territory, 20);
  EXPECT_EQ(s.white_territory, 22);
  EXPECT_EQ(s.neutral, 6);
  EXPECT_EQ(s.black, 20);
  EXPECT_EQ(s.white, 22);
  EXPECT_EQ(s.result(), "W+2");
}

TEST(Counting, AreaCountingAddsTheStonesOnTheBoard) {
  const Game game(parse_board(kTwentyAgainstTwentyTwo), with_komi("chinese", 0), Player::Black);
  const Score s = count_score(game, PointSet{}, PointSet{});
  EXPECT_EQ(s.black_stones, 8);
  EXPECT_EQ(s.white_stones, 8);
  EXPECT_EQ(s.black, 28);
  EXPECT_EQ(s.white, 30);
  EXPECT_EQ(s.result(), "W+2");
}

// 000 Dia. 11: Black 25; White 23 territory plus one dead black stone: B+1.
TEST(Counting, Seed000Diagram11DeadStoneBecomesAPrisoner) {
  const Board board = parse_board(R"(
    . . . X . O . . .
    . . . X . O . X .
    . . . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
    . . . X . . O . .
    . . . X . . O . .
    . . X . . . O . .
    . . X . . . O . .)");
  const Game game(board, with_komi("japanese", 0), Player::Black);
  const Score s = count_score(game, points(board, {"H8"}), PointSet{});
  EXPECT_EQ(s.black_territory, 25);
  EXPECT_EQ(s.white_territory, 23);
  EXPECT_EQ(s.white_prisoners, 1);
  EXPECT_EQ(s.black_stones, 9);
  EXPECT_EQ(s.result(), "B+1");
}

// 001 §9: pass stones and dead stones go to the prisoners; White 11, Black
// 12: B+1. The game is played out on 5×5 and ends with a pass each (White
// last), so each side hands the other one pass stone. French area counting
// and AGA's territory with pass stones agree.
constexpr const char* kTwelveAgainstEleven[] = {"C5", "D5", "C4", "D4", "B3",
                                                "D3", "B2", "D2", "B1", "C1"};

Game play_twelve_against_eleven(const char* preset) {
  Game game(5, with_komi(preset, 0));
  Player pl = Player::Black;
  for (const char* move : kTwelveAgainstEleven) {
    EXPECT_EQ(game.play(pl, *parse_point(move, 5)), MoveError::None) << move;
    pl = opponent(pl);
  }
  EXPECT_EQ(game.play(Player::Black, kPass), MoveError::None);
  EXPECT_EQ(game.play(Player::White, kPass), MoveError::None);
  EXPECT_TRUE(game.is_over());
  return game;
}

TEST(Counting, Seed001Section9TwelveAgainstElevenUnderFrenchAreaCounting) {
  const Score s = count_score(play_twelve_against_eleven("french"), PointSet{}, PointSet{});
  EXPECT_EQ(s.black, 12);
  EXPECT_EQ(s.white, 11);
  EXPECT_EQ(s.neutral, 2);
  EXPECT_EQ(s.result(), "B+1");
}

TEST(Counting, Seed001Section9SameMarginUnderAgaTerritoryWithPassStones) {
  const Score s = count_score(play_twelve_against_eleven("aga"), PointSet{}, PointSet{});
  EXPECT_EQ(s.black_territory, 7);
  EXPECT_EQ(s.white_territory, 6);
  EXPECT_EQ(s.black_prisoners, 1);
  EXPECT_EQ(s.white_prisoners, 1);
  EXPECT_EQ(s.result(), "B+1");
}

// 004: White has 3 points more than Black; with komi 7.5 White wins by 10.5.
TEST(Counting, Seed004ThreePointsAndKomiGiveWhiteTenAndAHalf) {
  const Game game(parse_board(R"(
    . . O X .
    . . O X .
    . . O X .
    . O . X .
    . O . X .)"),
                  with_komi("chinese", 7.5), Player::Black);
  const Score s = count_score(game, PointSet{}, PointSet{});
  EXPECT_EQ(s.white - 7.5 - s.black, 3);
  EXPECT_EQ(s.margin(), -10.5);
  EXPECT_EQ(s.result(), "W+10.5");
}

// 002: komi 6.5 in the territory game; a half point means no draw.
TEST(Counting, HalfPointKomiLeavesNoDrawAndIntegralKomiCanDraw) {
  const Board board = parse_board(R"(
    . X O .
    . X O .
    . X O .
    . X O .)");
  const Score japanese =
      count_score(Game(board, *Rules::preset("japanese"), Player::Black), PointSet{}, PointSet{});
  EXPECT_EQ(japanese.result(), "W+6.5");
  const Score drawn =
      count_score(Game(board, with_komi("japanese", 0), Player::Black), PointSet{}, PointSet{});
  EXPECT_EQ(drawn.margin(), 0);
  EXPECT_EQ(drawn.result(), "0");
}

// Seki with two shared liberties (A1 and B2): the inner strings B1-C3 and
// A2-B3 each have only those two, and whoever fills one is captured.
constexpr const char* kSeki = R"(
  . . . . .
  X X O O .
  O O X O .
  O . X O .
  . X X O .)";

TEST(Counting, SekiStonesLiveAndTheirSharedLibertiesAreNeutral) {
  const Board board = parse_board(kSeki);
  const PointSet seki = points(board, {"B1", "C1", "C2", "C3", "A2", "A3", "B3"});
  const Score territory =
      count_score(Game(board, with_komi("japanese", 0), Player::Black), PointSet{}, seki);
  EXPECT_EQ(territory.black_territory, 0);
  EXPECT_EQ(territory.white_territory, 0);
  EXPECT_EQ(territory.neutral, 11);
  EXPECT_EQ(territory.margin(), 0);
  const Score area =
      count_score(Game(board, with_komi("chinese", 0), Player::Black), PointSet{}, seki);
  EXPECT_EQ(area.black, 6);
  EXPECT_EQ(area.white, 8);
}

// Under territory counting the eye of a group in seki is neutral even
// though one colour alone borders it.
TEST(Counting, SekiEyesAreNeutralOnlyUnderTerritoryCounting) {
  const Board board = parse_board(R"(
    . X O .
    . X O .
    . X O .
    . X O .)");
  const PointSet seki = points(board, {"B1", "B2", "B3", "B4"});
  const Score territory =
      count_score(Game(board, with_komi("japanese", 0), Player::Black), PointSet{}, seki);
  EXPECT_EQ(territory.black_territory, 0);
  EXPECT_EQ(territory.neutral, 4);
  const Score area =
      count_score(Game(board, with_komi("chinese", 0), Player::Black), PointSet{}, seki);
  EXPECT_EQ(area.black_territory, 4);
}

// A territory that a seki string borders beside other living stones of the
// same colour: only its points next to the seki stones are neutral, never
// the whole territory (issue 32).
TEST(Counting, ATerritoryBesideASekiLosesOnlyThePointsNextToIt) {
  const Board board = parse_board(R"(
    . . . X O .
    . . . X O .
    X X . X O .
    . X . X O .
    . X . X O .
    . X . X O .)");
  const PointSet seki = points(board, {"D1", "D2", "D3", "D4", "D5", "D6"});
  const Score territory =
      count_score(Game(board, with_komi("japanese", 0), Player::Black), PointSet{}, seki);
  // The region A5-C6 and C1-C4 borders the seki string and the free string
  // A4-B1: its column C touches the seki and counts for no one, A5-B6 for
  // Black; A1-A3 is Black's too.
  EXPECT_EQ(territory.neutral, 6);
  EXPECT_EQ(territory.black_territory, 4 + 3);
  const Score area =
      count_score(Game(board, with_komi("chinese", 0), Player::Black), PointSet{}, seki);
  EXPECT_EQ(area.black_territory, 13);
}

TEST(Counting, DeadStonesAreRemovedUnderAreaCountingToo) {
  const Board board = parse_board(R"(
    . X O .
    . X O X
    . X O .
    . X O .)");
  const Score s = count_score(Game(board, with_komi("chinese", 0), Player::Black),
                              points(board, {"D3"}), PointSet{});
  EXPECT_EQ(s.white, 8);
  EXPECT_EQ(s.black, 8);
}

TEST(Counting, TrompTaylorKeepsEveryStoneOnTheBoard) {
  const Board board = parse_board(R"(
    . X O .
    . X O X
    . X O .
    . X O .)");
  const Score s = count_score(Game(board, with_komi("tromp-taylor", 0), Player::Black),
                              points(board, {"D3"}), PointSet{});
  EXPECT_EQ(s.black_stones, 5);
  EXPECT_EQ(s.white_stones, 4);
  EXPECT_EQ(s.white_territory, 0);  // D4, D2 and D1 touch the black stone
  EXPECT_EQ(s.black, 9);
  EXPECT_EQ(s.white, 4);
}

TEST(Counting, CapturesDuringTheGameCountAsPrisonersUnderTerritory) {
  const Board board = parse_board(R"(
    . . . . .
    . . X . .
    . X O X .
    . . . . .
    . . . . .)");
  Game game(board, with_komi("japanese", 0), Player::Black);
  ASSERT_EQ(game.play(Player::Black, at(board, "C2")), MoveError::None);
  const Score s = count_score(game, PointSet{}, PointSet{});
  EXPECT_EQ(s.black_prisoners, 1);
  EXPECT_EQ(s.black, s.black_territory + 1);
}

TEST(Counting, ButtonIsWorthHalfAPoint) {
  Rules rules = with_komi("chinese", 0);
  rules.button = true;
  Game game(5, rules);
  ASSERT_EQ(game.take_button(Player::White), MoveError::None);
  const Score s = count_score(game, PointSet{}, PointSet{});
  EXPECT_EQ(s.white, 0.5);
  EXPECT_EQ(s.result(), "W+0.5");
}

}  // namespace
}  // namespace kosumi::engine
