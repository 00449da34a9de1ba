#include "eval/priors.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "engine/board_text.h"
#include "eval/opening/opening_table.h"
#include "eval/patterns/model.h"
#include "support/opening_games.h"
#include "support/test_points.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::kPass;
using engine::Player;
using engine::Point;
using test::at;

// The priors of the named moves (and of every other empty point, which the
// computer also sees), for `to_move` after `last`.
struct Priors {
  Board board;
  std::vector<Point> moves;
  std::vector<Prior> values;

  Prior of(const char* name) const {
    const Point p = at(board, name);
    for (size_t i = 0; i < moves.size(); ++i) {
      if (moves[i] == p) return values[i];
    }
    ADD_FAILURE() << name << " is not a candidate";
    return {};
  }
};

Priors priors_for(const char* diagram, Player to_move, const char* last,
                  const PriorParams& params = PriorParams{}) {
  Priors out{engine::parse_board(diagram), {}, {}};
  for (int i = 0; i < out.board.empty_count(); ++i) {
    const Point p = out.board.empty_point(i);
    if (out.board.is_legal(to_move, p)) out.moves.push_back(p);
  }
  out.values.resize(out.moves.size());
  PriorComputer computer(params.for_board(out.board.size()), engine::mogo_pattern3_table());
  const Point last_point = last == nullptr ? kPass : at(out.board, last);
  computer.compute(out.board, to_move, {last_point, kPass}, out.moves, out.values);
  return out;
}

// White's last move E5 put Black D5 in atari; D4 saves it.
constexpr const char* kAtari = R"(
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . O . . . . .
  . . O X O . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .)";

TEST(Priors, SavingAStringInAtariIsLikedAndCapturingItToo) {
  const Priors black = priors_for(kAtari, Player::Black, "E5");
  EXPECT_GT(black.of("D4").value, 0.8f);
  EXPECT_GT(black.of("D4").visits, black.of("H2").visits);
  const Priors white = priors_for(kAtari, Player::White, "E5");
  EXPECT_GT(white.of("D4").value, 0.8f);
}

// White's lone stone B8 and its four stones G2-H2-G3-H3 are both in atari:
// capturing either gets the capture's visits (half of them at H1, far from
// the last move), and more for more stones with the string size exponent.
TEST(Priors, CapturingMoreStonesCountsMoreWithTheStringSizeExponent) {
  constexpr const char* kTwoAtaris = R"(
    . . . . . . . . .
    X O X . . . . . .
    . X . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . X X .
    . . . . . X O O X
    . . . . . X O O X
    . . . . . . X . .)";
  const Priors alike = priors_for(kTwoAtaris, Player::Black, "A8");
  EXPECT_GT(alike.of("H1").value, 0.6f);
  PriorParams by_size;
  by_size.string_size_exponent = 0.5f;
  const Priors grown = priors_for(kTwoAtaris, Player::Black, "A8", by_size);
  EXPECT_FLOAT_EQ(grown.of("B9").visits, alike.of("B9").visits);
  EXPECT_NEAR(grown.of("H1").visits - alike.of("H1").visits, PriorParams{}.capture / 2, 0.01f);
}

TEST(Priors, MovesFarFromEverythingGetTheEvenPriorAlone) {
  const Priors p = priors_for(kAtari, Player::Black, "E5");
  EXPECT_FLOAT_EQ(p.of("J1").value, 0.5f);
  EXPECT_FLOAT_EQ(p.of("J1").visits, PriorParams{}.even);
}

TEST(Priors, NearTheLastMoveIsBetterThanFarAway) {
  const Priors p = priors_for(kAtari, Player::Black, "E5");
  EXPECT_GT(p.of("F5").value, p.of("J1").value);  // one step from E5
}

TEST(Priors, BadSelfAtariIsDisliked) {
  // C3 puts B3-C3 in atari in the open.
  const Priors p = priors_for(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . O O . . . .
    O X . O . . .
    . O . . . . .
    . . . . . . .)",
                              Player::Black, nullptr);
  EXPECT_LT(p.of("C3").value, 0.3f);
}

// The ladder of ladder_test: Black C3 in atari cannot run out at D3.
TEST(Priors, RunningOutOfALostLadderIsAlmostPruned) {
  const Priors p = priors_for(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . O . . . . . .
    . O X . . . . . .
    . . O O . . . . .
    . . . . . . . . .)",
                              Player::Black, "C4");
  EXPECT_LT(p.of("D3").value, 0.2f);
  EXPECT_GT(p.of("D3").visits, PriorParams{}.losing_ladder);
}

TEST(Priors, LadderAtariOnACuttingStoneIsLiked) {
  // White's cutting stone C3 dies in a ladder after Black's atari at C4;
  // White's last move was C3.
  const Priors p = priors_for(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X O . . . . . .
    . . X X . . . . .
    . . . . . . . . .)",
                              Player::Black, "C3");
  EXPECT_GT(p.of("C4").value, p.of("D3").value);
}

// A race at three liberties, far from any last move: Black A2-C2
// (liberties A1, B1, C1) against White A3-C3 (liberties A4, B4, C4).
TEST(Priors, InARaceAtThreeLibertiesTheEnemysLibertiesAreLikedWithTheRaceWeight) {
  constexpr const char* kRace = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O X . . . . .
    X X X O . . . . .
    . . . . . . . . .)";
  PriorParams params;
  params.race = 20;
  const Priors with = priors_for(kRace, Player::Black, nullptr, params);
  const Priors without = priors_for(kRace, Player::Black, nullptr);
  for (const char* outside : {"A4", "B4", "C4"}) {
    EXPECT_GT(with.of(outside).value, without.of(outside).value) << outside;
    EXPECT_FLOAT_EQ(with.of(outside).visits, without.of(outside).visits + 20) << outside;
  }
  // Black's own liberties are no race move for Black.
  EXPECT_FLOAT_EQ(with.of("B1").value, without.of("B1").value);
  EXPECT_FLOAT_EQ(with.of("B1").visits, without.of("B1").visits);
}

TEST(Priors, LargeBoardsPreferTheThirdLineToTheFirstOnOpenGround) {
  Board empty(19);
  std::vector<Point> moves = {at(empty, "C10"), at(empty, "A10"), at(empty, "K10")};
  std::vector<Prior> values(moves.size());
  PriorComputer computer(PriorParams{}.for_board(19), engine::mogo_pattern3_table());
  computer.compute(empty, Player::Black, {kPass, kPass}, moves, values);
  EXPECT_GT(values[0].value, 0.5f);
  EXPECT_LT(values[1].value, 0.5f);
  EXPECT_FLOAT_EQ(values[2].value, 0.5f);
  // Small boards have no edge heuristic.
  EXPECT_EQ(PriorParams{}.for_board(9).edge, 0);
}

TEST(Priors, LargeBoardWeightsAreScaled) {
  const PriorParams small = PriorParams{}.for_board(9);
  const PriorParams large = PriorParams{}.for_board(19);
  EXPECT_FLOAT_EQ(large.even, small.even * PriorParams{}.large_scale);
  EXPECT_FLOAT_EQ(large.distance[1], PriorParams{}.distance_large[1]);
  PriorParams params;
  params.learned_pattern = 60;
  params.learned_pattern_large = 250;
  EXPECT_FLOAT_EQ(params.for_board(9).learned_pattern, 60);
  EXPECT_FLOAT_EQ(params.for_board(19).learned_pattern, 250);
  params.string_size_exponent = 0.25f;
  params.string_size_exponent_large = 1;
  EXPECT_FLOAT_EQ(params.for_board(9).string_size_exponent, 0.25f);
  EXPECT_FLOAT_EQ(params.for_board(19).string_size_exponent, 1);
}

// On a large board the defaults weigh a capture by the stones at stake: the
// four stones' capture at M1 (far from the last move, A12) gets half the
// scaled capture visits more than with the exponent off, the one stone's
// at B13 the same.
TEST(Priors, LargeBoardsCountCapturesByTheStonesAtStake) {
  constexpr const char* kTwoAtaris = R"(
    . . . . . . . . . . . . .
    X O X . . . . . . . . . .
    . X . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . X X .
    . . . . . . . . . X O O X
    . . . . . . . . . X O O X
    . . . . . . . . . . X . .)";
  const PriorParams defaults;
  PriorParams alike;
  alike.string_size_exponent_large = 0;
  const Priors grown = priors_for(kTwoAtaris, Player::Black, "A12", defaults);
  const Priors flat = priors_for(kTwoAtaris, Player::Black, "A12", alike);
  EXPECT_FLOAT_EQ(grown.of("B13").visits, flat.of("B13").visits);
  EXPECT_NEAR(grown.of("M1").visits - flat.of("M1").visits,
              defaults.capture * defaults.large_scale / 2, 0.01f);
}

// A model that likes the third line fifty times more than any other.
PatternModel third_line_model() {
  PatternModel model{PatternDictionary()};
  model.set_gamma(FeatureGroup::EdgeDistance, edge_value(3), 50);
  return model;
}

std::vector<Prior> open_ground_priors(int size, const PatternModel* model,
                                      const std::vector<const char*>& names) {
  Board empty(size);
  std::vector<Point> moves;
  for (const char* name : names)
    moves.push_back(at(empty, name));
  std::vector<Prior> values(moves.size());
  PriorComputer computer(PriorParams{}.for_board(size), engine::mogo_pattern3_table(), model);
  computer.compute(empty, Player::Black, {kPass, kPass}, moves, values);
  return values;
}

TEST(Priors, LearnedPatternsAddAWinWorthTheSquareRootOfTheProbability) {
  const PatternModel model = third_line_model();
  const std::vector<const char*> names = {"C10", "K10", "E10"};
  const std::vector<Prior> plain = open_ground_priors(19, nullptr, names);
  const std::vector<Prior> learned = open_ground_priors(19, &model, names);
  // Among the three candidates C10 (third line) has the strength 50, K10
  // and E10 (fifth line) 1 each.
  const float weight = PriorParams{}.learned_pattern;
  const float likely = weight * std::sqrt(50.0f / 52.0f);
  const float rare = weight * std::sqrt(1.0f / 52.0f);
  for (size_t i = 0; i < names.size(); ++i) {
    const float bonus = i == 0 ? likely : rare;
    EXPECT_NEAR(learned[i].visits, plain[i].visits + bonus, 1e-3f) << names[i];
    EXPECT_NEAR(learned[i].value * learned[i].visits, plain[i].value * plain[i].visits + bonus,
                1e-3f)
        << names[i];
  }
  EXPECT_GT(learned[0].value, learned[1].value);
}

TEST(Priors, LearnedPatternsWeighTheSameOnSmallBoardsAndNoneWithoutWeight) {
  const PatternModel model = third_line_model();
  const std::vector<const char*> names = {"C5", "E5"};
  const std::vector<Prior> plain = open_ground_priors(9, nullptr, names);
  const std::vector<Prior> learned = open_ground_priors(9, &model, names);
  // C5 on the third line, E5 on the fifth.
  const float weight = PriorParams{}.learned_pattern;
  EXPECT_NEAR(learned[0].visits, plain[0].visits + weight * std::sqrt(50.0f / 51.0f), 1e-3f);
  EXPECT_NEAR(learned[1].visits, plain[1].visits + weight * std::sqrt(1.0f / 51.0f), 1e-3f);

  PriorParams off;
  off.learned_pattern = 0;
  Board empty(9);
  std::vector<Point> moves = {at(empty, "C5"), at(empty, "E5")};
  std::vector<Prior> values(moves.size());
  PriorComputer computer(off.for_board(9), engine::mogo_pattern3_table(), &model);
  computer.compute(empty, Player::Black, {kPass, kPass}, moves, values);
  for (size_t i = 0; i < moves.size(); ++i)
    EXPECT_FLOAT_EQ(values[i].visits, plain[i].visits) << names[i];
}

// An opening table of three games: after Q16 and D3, two played R4 and
// one Q3.
OpeningPrior three_game_table() {
  const std::vector<RecordedGame> games = {test::game_of({"Q16", "D3", "R4"}),
                                           test::game_of({"Q16", "D3", "R4"}),
                                           test::game_of({"Q16", "D3", "Q3"})};
  return count_openings(games, {.moves = 3, .min_games = 1});
}

// The priors of the named moves of `board`, Black to move after `last`,
// with the opening table `opening` (or none).
std::vector<Prior> opening_priors(const Board& board, const OpeningPrior* opening,
                                  const std::vector<const char*>& names,
                                  const PriorParams& params = PriorParams{}) {
  std::vector<Point> moves;
  for (const char* name : names)
    moves.push_back(at(board, name));
  std::vector<Prior> values(moves.size());
  PriorComputer computer(params.for_board(board.size()), engine::mogo_pattern3_table(), nullptr,
                         opening);
  computer.compute(board, Player::Black, {at(board, "D3"), at(board, "Q16")}, moves, values);
  return values;
}

TEST(Priors, TheOpeningTableGivesThePlayersMovesWinsByTheirShare) {
  const OpeningPrior table = three_game_table();
  const Board board = test::board_after(test::game_of({"Q16", "D3"}), 2);
  const std::vector<const char*> names = {"R4", "Q3", "K10"};
  const std::vector<Prior> plain = opening_priors(board, nullptr, names);
  const std::vector<Prior> known = opening_priors(board, &table, names);
  const float weight = PriorParams{}.opening;
  for (size_t i = 0; i < 2; ++i) {
    const float bonus = weight * (i == 0 ? 2.0f / 3 : 1.0f / 3);
    EXPECT_NEAR(known[i].visits, plain[i].visits + bonus, 1e-3f) << names[i];
    EXPECT_NEAR(known[i].value * known[i].visits, plain[i].value * plain[i].visits + bonus, 1e-3f)
        << names[i];
    EXPECT_GT(known[i].value, plain[i].value) << names[i];
  }
  EXPECT_GT(known[0].value, known[1].value);
  // A move no game played keeps its prior: the unplayed moves' loss is off
  // by default.
  EXPECT_FLOAT_EQ(known[2].visits, plain[2].visits);
  EXPECT_FLOAT_EQ(known[2].value, plain[2].value);
}

TEST(Priors, AMoveNoGamePlayedInAWellKnownPositionGetsALoss) {
  const OpeningPrior table = three_game_table();
  const Board board = test::board_after(test::game_of({"Q16", "D3"}), 2);
  PriorParams params;
  params.opening_unplayed = 20;
  params.opening_known_games = 3;
  const std::vector<const char*> names = {"K10"};
  const Prior plain = opening_priors(board, nullptr, names, params)[0];
  const Prior known = opening_priors(board, &table, names, params)[0];
  EXPECT_NEAR(known.visits, plain.visits + 20, 1e-3f);
  EXPECT_NEAR(known.value * known.visits, plain.value * plain.visits, 1e-3f);
  // Three games do not make the position well known at four.
  params.opening_known_games = 4;
  EXPECT_FLOAT_EQ(opening_priors(board, &table, names, params)[0].visits, plain.visits);
}

TEST(Priors, TheOpeningTableSaysNothingWithoutWeightOrOnAnotherSize) {
  const OpeningPrior table = three_game_table();
  const Board board = test::board_after(test::game_of({"Q16", "D3"}), 2);
  PriorParams off;
  off.opening = 0;
  const std::vector<const char*> names = {"R4", "Q3"};
  const std::vector<Prior> plain = opening_priors(board, nullptr, names, off);
  const std::vector<Prior> known = opening_priors(board, &table, names, off);
  for (size_t i = 0; i < names.size(); ++i)
    EXPECT_FLOAT_EQ(known[i].visits, plain[i].visits) << names[i];

  const Board small = engine::parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X . . . . . .
    . . . . . . . . .
    . . . . . . . . .
  )");
  PriorComputer with_table(PriorParams{}.for_board(9), engine::mogo_pattern3_table(), nullptr,
                           &table);
  PriorComputer without(PriorParams{}.for_board(9), engine::mogo_pattern3_table());
  std::vector<Point> moves = {at(small, "D4"), at(small, "E5")};
  std::vector<Prior> a(moves.size());
  std::vector<Prior> b(moves.size());
  with_table.compute(small, Player::White, {at(small, "C3"), kPass}, moves, a);
  without.compute(small, Player::White, {at(small, "C3"), kPass}, moves, b);
  for (size_t i = 0; i < moves.size(); ++i)
    EXPECT_FLOAT_EQ(a[i].visits, b[i].visits);
}

}  // namespace
}  // namespace kosumi::eval
