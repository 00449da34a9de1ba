#include "engine/tactics/pattern3.h"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>

#include "engine/board_text.h"
#include "engine/random.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

Pattern3 colour_of(Color c, int k) {
  return static_cast<Pattern3>(c) << (2 * k);
}

TEST(Pattern3, CodeReadsNeighboursColoursAndAtari) {
  // White B3 is in atari; its last liberty is B2.
  const Board b = parse_board(R"(
    . . . . .
    X X . . .
    X O X . .
    . . . . .
    . . . . .)");
  const Pattern3 code = pattern3_at(b, at(b, "B2"));
  // Around B2 in code order: A1 B1 C1, A2 C2, A3 B3 C3; the atari bit of
  // the point above (B3) is bit 19.
  const Pattern3 expected = colour_of(Color::Black, 5) | colour_of(Color::White, 6) |
                            colour_of(Color::Black, 7) | (Pattern3{1} << 19);
  EXPECT_EQ(code, expected);
  EXPECT_TRUE(pattern3_is_possible(code));
}

TEST(Pattern3, CornerCodeHasTwoEdges) {
  const Board b(5);
  const Pattern3 code = pattern3_at(b, at(b, "A1"));
  // A1 sits in the bottom-left corner: the row below and the left column
  // are off the board.
  for (int k : {0, 1, 2, 3, 5}) {
    EXPECT_EQ((code >> (2 * k)) & 3u, static_cast<uint32_t>(Color::Wall)) << k;
  }
  EXPECT_TRUE(pattern3_is_possible(code));
}

TEST(Pattern3, SwappingColoursTwiceIsTheIdentity) {
  Rng rng(7);
  for (int i = 0; i < 1000; ++i) {
    const auto code = static_cast<Pattern3>(rng.below(kPattern3Count));
    EXPECT_EQ(pattern3_swap_colours(pattern3_swap_colours(code)), code);
  }
  const Pattern3 black_north = colour_of(Color::Black, 1) | colour_of(Color::Wall, 6);
  EXPECT_EQ(pattern3_swap_colours(black_north),
            colour_of(Color::White, 1) | colour_of(Color::Wall, 6));
}

TEST(Pattern3, SymmetriesMapPossibleCodesToPossibleCodes) {
  const Board b = parse_board(R"(
    X O . . .
    . X . . .
    . . O . .
    . . . . .
    . . . . .)");
  const Pattern3 code = pattern3_at(b, at(b, "A4"));
  std::set<Pattern3> images;
  for (int s = 0; s < 8; ++s) {
    const Pattern3 image = pattern3_transform(code, s);
    EXPECT_TRUE(pattern3_is_possible(image)) << s;
    images.insert(image);
  }
  EXPECT_EQ(pattern3_transform(code, 0), code);
  // An edge point without symmetry of its own has eight distinct images.
  EXPECT_EQ(images.size(), 8u);
}

TEST(Pattern3, ImpossibleCodesAreRecognised) {
  EXPECT_FALSE(pattern3_is_possible(colour_of(Color::Wall, 1)));  // a lone wall
  const Pattern3 top =
      colour_of(Color::Wall, 0) | colour_of(Color::Wall, 1) | colour_of(Color::Wall, 2);
  const Pattern3 bottom =
      colour_of(Color::Wall, 5) | colour_of(Color::Wall, 6) | colour_of(Color::Wall, 7);
  EXPECT_TRUE(pattern3_is_possible(top));
  EXPECT_FALSE(pattern3_is_possible(top | bottom));
  EXPECT_FALSE(pattern3_is_possible(Pattern3{1} << 16));  // atari on an empty point
}

TEST(Pattern3, MogoTableMatchesAHaneForTheSideToMove) {
  // Black D3 below White D4, which sits between Black C4 and E4: the
  // enclosing hane.
  const Board b = parse_board(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . X O X . .
    . . . . . . .
    . . . . . . .
    . . . . . . .)");
  const Pattern3Table& table = mogo_pattern3_table();
  EXPECT_GT(table.weight(pattern3_for(b, at(b, "D3"), Player::Black)), 0);
  // For White the same point is no hane.
  EXPECT_EQ(table.weight(pattern3_for(b, at(b, "D3"), Player::White)), 0);
  // Open ground matches nothing.
  EXPECT_EQ(table.weight(pattern3_for(b, at(b, "D1"), Player::Black)), 0);
  EXPECT_GT(table.shape_count(), 0);
}

// The shape: an own stone on a corner of the 3×3 and an opponent stone
// beside it on the same side, the rest anything.
TEST(Pattern3, ShapesAreMatchedInEverySymmetry) {
  Pattern3Table table;
  table.add_shape("XO*/.../***", 5);
  // Around C3: X at D3 (a side), O at D2 (a corner): the roles swapped, no
  // match.
  const Board swapped = parse_board(R"(
    . . . . .
    . . . . .
    . . . X .
    . . . O .
    . . . . .)");
  EXPECT_EQ(table.weight(pattern3_for(swapped, at(swapped, "C3"), Player::Black)), 0);
  // For White the colours swap, and it matches.
  EXPECT_EQ(table.weight(pattern3_for(swapped, at(swapped, "C3"), Player::White)), 5);
  // X on the corner D4, O at D3 on the side: the shape turned a quarter.
  const Board turned = parse_board(R"(
    . . . . .
    . . . X .
    . . . O .
    . . . . .
    . . . . .)");
  EXPECT_EQ(table.weight(pattern3_for(turned, at(turned, "C3"), Player::Black)), 5);
}

TEST(Pattern3, MalformedShapesAreRejected) {
  Pattern3Table table;
  EXPECT_THROW(table.add_shape("XO/.../***", 1), std::invalid_argument);
  EXPECT_THROW(table.add_shape("XOX/.X./***", 1), std::invalid_argument);
  EXPECT_THROW(table.add_shape("XOZ/.../***", 1), std::invalid_argument);
}

}  // namespace
}  // namespace kosumi::engine
