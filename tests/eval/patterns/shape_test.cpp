#include <gtest/gtest.h>

#include <array>
#include <set>

#include "engine/board_text.h"
#include "eval/patterns/code_index.h"
#include "eval/patterns/dictionary.h"
#include "eval/patterns/pattern3_liberties.h"
#include "eval/patterns/shape.h"
#include "support/test_points.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::Player;
using test::at;

using Hashes = std::array<uint64_t, kMaxShapeSize - kMinShapeSize + 1>;

Hashes hashes_at(const Board& b, std::string_view point, Player pl) {
  Hashes h{};
  shape_hashes(b, at(b, point), pl, h);
  return h;
}

TEST(Shapes, DiscsGrowByGridcularRings) {
  // Distance 2: the four neighbours; 3: the diagonals; 4: two away on a
  // line; 5: the knight's moves; 6: (2, 2) and (3, 0).
  EXPECT_EQ(shape_point_count(2), 4);
  EXPECT_EQ(shape_point_count(3), 8);
  EXPECT_EQ(shape_point_count(kMinShapeSize), 12);
  EXPECT_EQ(shape_point_count(5), 20);
  EXPECT_EQ(shape_point_count(6), 28);
  const Board b(19);
  EXPECT_EQ(gridcular_distance(b, at(b, "D4"), at(b, "F5")), 2 + 1 + 2);
  EXPECT_EQ(gridcular_distance(b, at(b, "F5"), at(b, "D4")), 5);
  EXPECT_EQ(gridcular_distance(b, at(b, "D4"), at(b, "D4")), 0);
}

// The same stones reflected, rotated, or with the colours exchanged for
// the other player to move, give the same hashes at every size.
TEST(Shapes, HashIsTheSameInEverySymmetryAndForEitherSide) {
  const Board original = engine::parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . . . . . . . . .
    . . . . X . . . .
    . . . . . . O . .
    . . . . . . . . .
    . . . . . . . . .)");
  // Mirrored left to right, and turned a quarter about E5.
  const Board mirrored = engine::parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . O X . . .
    . . . . . . . . .
    . . . . X . . . .
    . . O . . . . . .
    . . . . . . . . .
    . . . . . . . . .)");
  const Board turned = engine::parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . O . .
    . . . . . . . . .
    . . . O . X . . .
    . . . X . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)");
  const Board swapped = engine::parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . O X . . . .
    . . . . . . . . .
    . . . . O . . . .
    . . . . . . X . .
    . . . . . . . . .
    . . . . . . . . .)");
  const Hashes h = hashes_at(original, "E5", Player::Black);
  EXPECT_EQ(hashes_at(mirrored, "E5", Player::Black), h);
  EXPECT_EQ(hashes_at(turned, "E5", Player::Black), h);
  EXPECT_EQ(hashes_at(swapped, "E5", Player::White), h);
  // For the other side to move the stones change sides: another shape.
  const Hashes other = hashes_at(original, "E5", Player::White);
  for (size_t i = 0; i < h.size(); ++i)
    EXPECT_NE(other[i], h[i]) << "size " << i + kMinShapeSize;
}

// A stone changes the shapes from the size whose disc reaches it: N13 is
// 3 + 2 + 3 = 8 away from K11.
TEST(Shapes, NestedSizesSeeOnlyTheirOwnDisc) {
  Board b(19);
  b.play(Player::Black, at(b, "K10"));
  const Hashes before = hashes_at(b, "K11", Player::Black);
  b.play(Player::White, at(b, "N13"));
  const Hashes after = hashes_at(b, "K11", Player::Black);
  for (int size = kMinShapeSize; size <= kMaxShapeSize; ++size) {
    const auto i = static_cast<size_t>(size - kMinShapeSize);
    if (size < 8) {
      EXPECT_EQ(after[i], before[i]) << "size " << size;
    } else {
      EXPECT_NE(after[i], before[i]) << "size " << size;
    }
  }
  // Every size has its own keys: the empty disc's hashes all differ.
  const Hashes empty = hashes_at(Board(19), "K10", Player::Black);
  EXPECT_EQ(std::set<uint64_t>(empty.begin(), empty.end()).size(), empty.size());
}

// The edge is part of a shape from the size that reaches it: around C3,
// size 6 reaches 3 lines out, past the edge.
TEST(Shapes, EdgeCounts) {
  const Board b(19);
  const Hashes corner = hashes_at(b, "C3", Player::Black);
  const Hashes centre = hashes_at(b, "K10", Player::Black);
  EXPECT_EQ(corner[0], centre[0]);
  EXPECT_EQ(corner[1], centre[1]);
  EXPECT_NE(corner[2], centre[2]);
  EXPECT_EQ(hashes_at(b, "C3", Player::Black), hashes_at(b, "R17", Player::Black));
  EXPECT_EQ(hashes_at(b, "C4", Player::Black), hashes_at(b, "Q3", Player::Black));
}

TEST(LibertyPattern3, CodeCountsTheLibertiesOfAdjacentStrings) {
  const Board b = engine::parse_board(R"(
    . . . . .
    . . O . .
    . X . X .
    . O X O .
    . . . . .)");
  // Around C3: S is C2 (Black, two liberties: C1 and C3 itself), W is B3
  // and E is D3 (Black, three), N is C4 (White, four).
  const LibertyPattern3 code = liberty_pattern3_at(b, at(b, "C3"), Player::Black);
  const auto libs = [code](int i) { return (code >> (16 + 2 * i)) & 3u; };
  EXPECT_EQ(libs(0), 2u);
  EXPECT_EQ(libs(1), 3u);
  EXPECT_EQ(libs(2), 3u);
  EXPECT_EQ(libs(3), 3u);
  EXPECT_EQ(code & 0xFFFF, engine::pattern3_colours_at(b, at(b, "C3")));
  // For White the colours are exchanged and the liberties stay.
  const LibertyPattern3 white = liberty_pattern3_at(b, at(b, "C3"), Player::White);
  EXPECT_EQ(white & 0xFFFF, engine::pattern3_swap_colours(code & 0xFFFF));
  EXPECT_EQ(white >> 16, code >> 16);
  // An empty neighbour has no liberty count; one liberty is counted as 1.
  const Board atari = engine::parse_board(R"(
    . . .
    O X O
    . O .)");
  const LibertyPattern3 a = liberty_pattern3_at(atari, at(atari, "B3"), Player::White);
  EXPECT_EQ((a >> 16) & 3u, 1u);        // S: B2 has only B3
  EXPECT_EQ((a >> (16 + 2)) & 3u, 0u);  // W: A3 is empty
}

TEST(LibertyPattern3, CanonicalCodeIsTheSameInEverySymmetry) {
  const Board b = engine::parse_board(R"(
    . . . . .
    . . O . .
    . X . . .
    . O X . .
    . . . . .)");
  const LibertyPattern3 code = liberty_pattern3_at(b, at(b, "C3"), Player::Black);
  const LibertyPattern3 canonical = liberty_pattern3_canonical(code);
  std::set<LibertyPattern3> seen;
  for (int s = 0; s < 8; ++s) {
    const LibertyPattern3 t = liberty_pattern3_transform(code, s);
    EXPECT_EQ(liberty_pattern3_canonical(t), canonical);
    EXPECT_GE(t, canonical);
    seen.insert(t);
  }
  EXPECT_EQ(seen.size(), 8u);  // this neighbourhood has no symmetry of its own
  EXPECT_EQ(liberty_pattern3_transform(code, 0), code);
}

TEST(LibertyPattern3, VariantsOfAnEnginePatternCode) {
  // Black to move; S is a black stone in atari, E a white stone not in
  // atari, the rest empty: the liberties at E are open (2 or 3+).
  const engine::Pattern3 colours = (1u << 2) | (2u << 8);  // S black, E white
  const engine::Pattern3 code = colours | (1u << 16);      // S in atari
  LibertyPattern3 variants[16];
  ASSERT_EQ(liberty_pattern3_variants(code, variants), 2);
  EXPECT_EQ(variants[0], colours | (1u << 16) | (2u << 20));
  EXPECT_EQ(variants[1], colours | (1u << 16) | (3u << 20));
}

TEST(CodeIndex, FindsWhatWasInsertedAndNothingElse) {
  CodeIndex index;
  for (uint32_t i = 1; i <= 5000; ++i)
    index.insert(uint64_t{i} * 7919, i);
  EXPECT_EQ(index.size(), 5000u);
  for (uint32_t i = 1; i <= 5000; ++i)
    ASSERT_EQ(index.find(uint64_t{i} * 7919), i);
  EXPECT_EQ(index.find(0), 0u);
  EXPECT_EQ(index.find(7919 * 5001ULL), 0u);
  index.insert(7919, 42);  // replaces
  EXPECT_EQ(index.find(7919), 42u);
  EXPECT_EQ(index.size(), 5000u);
}

TEST(PatternDictionary, IdsInOrderAndLookupsInEverySymmetry) {
  PatternDictionary d;
  const LibertyPattern3 c1 = liberty_pattern3_canonical(0x10004u);
  const LibertyPattern3 c2 = liberty_pattern3_canonical(0x20004u);
  EXPECT_EQ(d.add_pattern3(c1), 1u);
  EXPECT_EQ(d.add_pattern3(c2), 2u);
  for (int s = 0; s < 8; ++s) {
    EXPECT_EQ(d.pattern3_id(liberty_pattern3_transform(c1, s)), 1u);
    EXPECT_EQ(d.pattern3_id(liberty_pattern3_transform(c2, s)), 2u);
  }
  EXPECT_EQ(d.pattern3_id(0), 0u);
  EXPECT_EQ(d.add_shape({5, 0xabcdef}), 1u);
  EXPECT_EQ(d.shape_id(0xabcdef), 1u);
  EXPECT_EQ(d.shape(1), (ShapeKey{5, 0xabcdef}));
  EXPECT_EQ(d.shape_id(0xabcdee), 0u);
  const Board empty(9);
  EXPECT_EQ(d.largest_shape(empty, at(empty, "E5"), Player::Black), 0u);
}

}  // namespace
}  // namespace kosumi::eval
