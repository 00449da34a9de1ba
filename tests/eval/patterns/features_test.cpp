#include "eval/patterns/extractor.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "eval/patterns/pattern3_liberties.h"
#include "eval/patterns/shape.h"
#include "support/test_points.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::kNoPoint;
using engine::kPass;
using engine::Player;
using engine::Point;
using test::at;

using ValueMap = std::map<std::string, uint32_t>;

// The non-zero values of `group` over every legal move of `pl` and the
// pass, by point name: where the feature fires, and nowhere else.
ValueMap fired(const Board& board, Player pl, const MoveContext& context, FeatureGroup group,
               const PatternDictionary& dictionary = PatternDictionary()) {
  FeatureExtractor extractor(dictionary);
  ValueMap values;
  for (int i = 0; i < board.num_points(); ++i) {
    const Point p = engine::point_from_index(i);
    if (!board.is_on_board(p) || !board.is_legal(pl, p)) continue;
    const uint32_t v = extractor.extract(board, pl, context, p)[group];
    if (v != 0) values[engine::point_to_string(p, board.size())] = v;
  }
  const uint32_t pass = extractor.extract(board, pl, context, kPass)[group];
  if (pass != 0) values["pass"] = pass;
  return values;
}

template <class Value>
uint32_t v(Value value) {
  return static_cast<uint32_t>(value);
}

// White's B2 (the last move) is in atari, so is White's G5, which could
// run out at G4, and White's E9, which could not: its extension to E8 has
// one liberty.
TEST(PatternFeatures, CaptureSaysWhatItTakes) {
  const Board b = engine::parse_board(R"(
    . . . X O X . . .
    . . . X . X . . .
    . . . . . . . . .
    . . . . . . X . .
    . . . . . X O X .
    . . . . . . . . .
    . X . . . . . . .
    X O X . . . . . .
    . . . . . . . . .)");
  EXPECT_EQ(fired(b, Player::Black, {at(b, "B2"), kNoPoint}, FeatureGroup::Capture),
            (ValueMap{{"B1", v(CaptureValue::LastMove)},
                      {"G4", v(CaptureValue::Escapable)},
                      {"E8", v(CaptureValue::Doomed)}}));
  // The same captures after another last move: B2 is then only a stone in
  // atari, which could not run out (B1 leaves it two liberties, and either
  // atari takes it).
  EXPECT_EQ(fired(b, Player::Black, {at(b, "G5"), kNoPoint}, FeatureGroup::Capture),
            (ValueMap{{"B1", v(CaptureValue::Doomed)},
                      {"G4", v(CaptureValue::LastMove)},
                      {"E8", v(CaptureValue::Doomed)}}));
  // White has nothing to capture.
  EXPECT_TRUE(fired(b, Player::White, {}, FeatureGroup::Capture).empty());
}

// Black's D3 takes the ko: a lone stone capturing a lone stone.
TEST(PatternFeatures, CaptureOfAKo) {
  const Board b = engine::parse_board(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . X O . . .
    . X O . O . .
    . . X O . . .
    . . . . . . .)");
  EXPECT_EQ(fired(b, Player::Black, {at(b, "E3"), kNoPoint}, FeatureGroup::Capture),
            (ValueMap{{"D3", v(CaptureValue::Ko)}}));
}

// Black's E5 is in atari; capturing White's E6 (in atari too) at F6 saves it.
TEST(PatternFeatures, CaptureThatSavesAnOwnString) {
  const Board b = engine::parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . X . . . .
    . . . X O . . . .
    . . . O X O . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)");
  EXPECT_EQ(fired(b, Player::Black, {at(b, "F5"), kNoPoint}, FeatureGroup::Capture),
            (ValueMap{{"F6", v(CaptureValue::SavesOwn)}}));
}

// Black's C3 is in atari with its liberty at D3, and a ladder takes it;
// Black's B7 in atari runs out at B8.
constexpr const char* kEscapes = R"(
  . . . . . . . . .
  . . . . . . . . .
  O X O . . . . . .
  . O . . . . . . .
  . . . . . . . . .
  . . O . . . . . .
  . O X . . . . . .
  . . O O . . . . .
  . . . . . . . . .)";

TEST(PatternFeatures, AtariEscapeReadsTheLadderAndTheLastMove) {
  const Board b = engine::parse_board(kEscapes);
  EXPECT_EQ(fired(b, Player::Black, {at(b, "C4"), kNoPoint}, FeatureGroup::AtariEscape),
            (ValueMap{{"D3", v(EscapeValue::NewLadder)}, {"B8", v(EscapeValue::OldEscapes)}}));
  EXPECT_EQ(fired(b, Player::Black, {at(b, "B6"), at(b, "C4")}, FeatureGroup::AtariEscape),
            (ValueMap{{"D3", v(EscapeValue::OldLadder)}, {"B8", v(EscapeValue::NewEscapes)}}));
  EXPECT_TRUE(fired(b, Player::White, {}, FeatureGroup::AtariEscape).empty());
}

// Black's self-ataris: A4, B3 and C2 throw a stone away; D1 and E1 are
// throw-ins into White's two-point eye space.
TEST(PatternFeatures, SelfAtariBadAndGood) {
  const Board b = engine::parse_board(R"(
    . . . . .
    . O . . .
    O . O . .
    . . . O O
    . . O . .)");
  EXPECT_EQ(fired(b, Player::Black, {}, FeatureGroup::SelfAtari),
            (ValueMap{{"A4", v(SelfAtariValue::Bad)},
                      {"B3", v(SelfAtariValue::Bad)},
                      {"C2", v(SelfAtariValue::Bad)},
                      {"D1", v(SelfAtariValue::Good)},
                      {"E1", v(SelfAtariValue::Good)}}));
}

// White's C3 has two liberties: Black's atari at C4 drives it into a
// ladder, the one at D3 lets it out at C4. In the corner White can take a
// ko at H1.
constexpr const char* kAtaris = R"(
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . X O . . . . . .
  . . X X . O O X .
  . . . . . O X . X)";

TEST(PatternFeatures, AtariInALadderAndAsAKoThreat) {
  Board b = engine::parse_board(kAtaris);
  EXPECT_EQ(fired(b, Player::Black, {}, FeatureGroup::Atari),
            (ValueMap{{"C4", v(AtariValue::Ladder)}, {"D3", v(AtariValue::Other)}}));
  b.play(Player::White, at(b, "H1"));  // takes the ko at G1
  ASSERT_EQ(b.ko_point(), at(b, "G1"));
  EXPECT_EQ(fired(b, Player::Black, {at(b, "H1"), kNoPoint}, FeatureGroup::Atari),
            (ValueMap{{"C4", v(AtariValue::Ladder)}, {"D3", v(AtariValue::KoThreat)}}));
}

TEST(PatternFeatures, EdgeLineOfEveryMove) {
  const Board b(19);
  const PatternDictionary none;
  FeatureExtractor extractor(none);
  const auto line = [&](std::string_view name) {
    return extractor.extract(b, Player::Black, {}, at(b, name))[FeatureGroup::EdgeDistance];
  };
  EXPECT_EQ(line("A1"), 1u);
  EXPECT_EQ(line("T10"), 1u);
  EXPECT_EQ(line("C17"), 3u);
  EXPECT_EQ(line("D4"), 4u);
  EXPECT_EQ(line("E10"), 5u);
  EXPECT_EQ(line("F6"), 6u);
  EXPECT_EQ(line("K10"), kEdgeLines);  // the tenth line counts as the sixth
  EXPECT_EQ(extractor.extract(b, Player::Black, {}, kPass)[FeatureGroup::EdgeDistance], 0u);
}

TEST(PatternFeatures, DistancesToTheLastTwoMoves) {
  Board b(19);
  b.play(Player::Black, at(b, "D4"));
  b.play(Player::White, at(b, "K10"));
  const PatternDictionary none;
  FeatureExtractor extractor(none);
  const MoveContext context{at(b, "K10"), at(b, "D4")};
  const auto distances = [&](std::string_view name) {
    const MoveFeatures f = extractor.extract(b, Player::Black, context, at(b, name));
    return std::pair{f[FeatureGroup::LastDistance], f[FeatureGroup::SecondLastDistance]};
  };
  // Gridcular, dx + dy + max(dx, dy): L10 is 2 from K10, L11 3, M10 4,
  // E4 5 + 6 + 6 = 17 (far), F6 4 + 4 + 4; from D4, E4 is 2, F6 6 and
  // the others are far.
  EXPECT_EQ(distances("L10"), std::pair(1u, kFarDistance - 1));
  EXPECT_EQ(distances("L11"), std::pair(2u, kFarDistance - 1));
  EXPECT_EQ(distances("M10"), std::pair(3u, kFarDistance - 1));
  EXPECT_EQ(distances("E4"), std::pair(kFarDistance - 1, 1u));
  EXPECT_EQ(distances("F6"), std::pair(distance_value(12), distance_value(6)));
  // After a pass, or with no move before, there is no distance.
  const MoveFeatures after_pass =
      extractor.extract(b, Player::Black, {kPass, at(b, "D4")}, at(b, "E4"));
  EXPECT_EQ(after_pass[FeatureGroup::LastDistance], 0u);
  EXPECT_EQ(after_pass[FeatureGroup::SecondLastDistance], 1u);
  EXPECT_EQ(extractor.extract(b, Player::Black, {}, at(b, "E4"))[FeatureGroup::LastDistance], 0u);
  // Playing where the second-last stone stood (it was captured since).
  Board empty(19);
  EXPECT_EQ(extractor.extract(empty, Player::Black, {at(b, "K10"), at(b, "D4")},
                              at(b, "D4"))[FeatureGroup::SecondLastDistance],
            kFarDistance);
}

TEST(PatternFeatures, PassHasOnlyItsOwnFeature) {
  Board b(9);
  b.play(Player::Black, at(b, "E5"));
  const PatternDictionary none;
  FeatureExtractor extractor(none);
  MoveFeatures expected;
  expected[FeatureGroup::Pass] = v(PassValue::Pass);
  EXPECT_EQ(extractor.extract(b, Player::White, {at(b, "E5"), kNoPoint}, kPass), expected);
  expected[FeatureGroup::Pass] = v(PassValue::AfterPass);
  EXPECT_EQ(extractor.extract(b, Player::White, {kPass, at(b, "E5")}, kPass), expected);
  EXPECT_TRUE(fired(b, Player::White, {kPass, at(b, "E5")}, FeatureGroup::Pass) ==
              (ValueMap{{"pass", v(PassValue::AfterPass)}}));
}

// A lone black stone at D4 on 7×7: the four points next to it have one
// 3×3 code and one shape of every size, up to reflection and rotation.
constexpr const char* kLoneStone = R"(
  . . . . . . .
  . . . . . . .
  . . . . . . .
  . . . X . . .
  . . . . . . .
  . . . . . . .
  . . . . . . .)";

TEST(PatternFeatures, Pattern3FiresInEverySymmetryForTheSideItWasLearnedFor) {
  const Board b = engine::parse_board(kLoneStone);
  PatternDictionary dictionary;
  const uint32_t id = dictionary.add_pattern3(
      liberty_pattern3_canonical(liberty_pattern3_at(b, at(b, "C4"), Player::Black)));
  EXPECT_EQ(fired(b, Player::Black, {}, FeatureGroup::Pattern3, dictionary),
            (ValueMap{{"C4", id}, {"E4", id}, {"D3", id}, {"D5", id}}));
  // For White the stone is an enemy's: another code.
  EXPECT_TRUE(fired(b, Player::White, {}, FeatureGroup::Pattern3, dictionary).empty());
}

TEST(PatternFeatures, ShapeIsTheLargestKnown) {
  const Board b = engine::parse_board(kLoneStone);
  std::array<uint64_t, kMaxShapeSize - kMinShapeSize + 1> hashes{};
  shape_hashes(b, at(b, "C4"), Player::Black, hashes);
  PatternDictionary dictionary;
  const uint32_t small = dictionary.add_shape({kMinShapeSize, hashes[0]});
  EXPECT_EQ(fired(b, Player::Black, {}, FeatureGroup::Shape, dictionary),
            (ValueMap{{"C4", small}, {"E4", small}, {"D3", small}, {"D5", small}}));
  const uint32_t larger = dictionary.add_shape({kMinShapeSize + 1, hashes[1]});
  EXPECT_EQ(fired(b, Player::Black, {}, FeatureGroup::Shape, dictionary),
            (ValueMap{{"C4", larger}, {"E4", larger}, {"D3", larger}, {"D5", larger}}));
  EXPECT_TRUE(fired(b, Player::White, {}, FeatureGroup::Shape, dictionary).empty());
}

}  // namespace
}  // namespace kosumi::eval
