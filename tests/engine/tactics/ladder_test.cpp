#include "engine/tactics/ladder.h"

#include <gtest/gtest.h>

#include <vector>

#include "engine/board_text.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

// Black C3 is in atari (its liberty is D3) and runs: every extension leaves
// two liberties, and White's ataris drive the string up and to the right
// until the corner takes it.
constexpr const char* kLadder = R"(
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . O . . . . . .
  . O X . . . . . .
  . . O O . . . . .
  . . . . . . . . .)";

TEST(Ladder, RunningStringIsCapturedAtTheCorner) {
  const Board b = parse_board(kLadder);
  LadderReader reader;
  EXPECT_TRUE(reader.is_captured(b, at(b, "C3")));
  EXPECT_FALSE(reader.extension_escapes(b, at(b, "C3")));
  EXPECT_GT(reader.positions_read(), 10);
  // The one-line reading of the playouts finds it too.
  EXPECT_FALSE(reader.extension_escapes_quickly(b, at(b, "C3")));
}

// The same ladder with a black stone at G7 on its path: the runner joins it.
TEST(Ladder, BreakerOnThePathSavesTheRunner) {
  Board b = parse_board(kLadder);
  b.play(Player::Black, at(b, "G7"));
  LadderReader reader;
  EXPECT_FALSE(reader.is_captured(b, at(b, "C3")));
  EXPECT_TRUE(reader.extension_escapes(b, at(b, "C3")));
  EXPECT_TRUE(reader.extension_escapes_quickly(b, at(b, "C3")));
}

// A white stone on the path is no breaker: it only helps White.
TEST(Ladder, AttackerStoneOnThePathDoesNotSave) {
  Board b = parse_board(kLadder);
  b.play(Player::White, at(b, "G7"));
  LadderReader reader;
  EXPECT_TRUE(reader.is_captured(b, at(b, "C3")));
}

// Crawling along the first line: each extension leaves two liberties, and
// the string dies in the corner.
TEST(Ladder, FirstLineCrawlIsCaptured) {
  const Board b = parse_board(R"(
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . .
    O O . . . . .
    O X . . . . .)");
  LadderReader reader;
  EXPECT_TRUE(reader.is_captured(b, at(b, "B1")));
  EXPECT_FALSE(reader.extension_escapes_quickly(b, at(b, "B1")));
}

// The runner escapes by capturing: White's C4 stone is itself in atari, so
// Black takes it and has three liberties.
TEST(Ladder, CapturingAnAttackerEscapes) {
  const Board b = parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . X . . . . . .
    . X O . . . . . .
    . O X . . . . . .
    . . O O . . . . .
    . . . . . . . . .)");
  LadderReader reader;
  EXPECT_FALSE(reader.is_captured(b, at(b, "C3")));
}

// White's cutting stone C3 has two liberties (C4, D3). Black's atari at C4
// drives it up and to the right into a ladder that takes it; the atari at
// D3 would let it out at C4.
TEST(Ladder, LadderCapturesACuttingStone) {
  const Board b = parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . X O . . . . . .
    . . X X . . . . .
    . . . . . . . . .)");
  LadderReader reader;
  Point atari = kNoPoint;
  ASSERT_TRUE(reader.can_capture(b, at(b, "C3"), &atari));
  EXPECT_EQ(atari, at(b, "C4"));
  Board after = b;
  after.play(Player::Black, atari);
  EXPECT_TRUE(reader.is_captured(after, at(b, "C3")));
}

// In open ground neither atari works: the stone always reaches three
// liberties.
TEST(Ladder, StoneInOpenGroundCannotBeLaddered) {
  const Board b = parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . . . . X . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)");
  LadderReader reader;
  EXPECT_FALSE(reader.can_capture(b, at(b, "E5")));
}

// A reader with a tiny budget does not finish the ladder and so does not
// claim a capture.
TEST(Ladder, UnfinishedReadingIsNotTrusted) {
  const Board b = parse_board(kLadder);
  LadderReader reader(3);
  EXPECT_FALSE(reader.is_captured(b, at(b, "C3")));
}

// A long ladder on the big board, across to the far corner.
TEST(Ladder, WorksOnNineteenByNineteen) {
  Board b(19);
  b.play(Player::Black, at(b, "C3"));
  for (const char* w : {"B3", "C4", "C2", "D2"})
    b.play(Player::White, at(b, w));
  LadderReader reader;
  EXPECT_TRUE(reader.is_captured(b, at(b, "C3")));
  EXPECT_LT(reader.positions_read(), LadderReader::kDefaultBudget);
  // Q16 lies on the ladder's diagonal.
  b.play(Player::Black, at(b, "Q16"));
  EXPECT_FALSE(reader.is_captured(b, at(b, "C3")));
}

// The playouts' one-line reading may miss a capture but never claims one
// the full reading (with budget enough to finish) does not: checked for
// every string in atari in positions along seeded random games.
TEST(Ladder, QuickReadingNeverClaimsACaptureTheFullReadingDenies) {
  Rng rng(2024);
  LadderReader quick;
  LadderReader full(1000000);
  int claimed = 0;
  for (int game = 0; game < 60; ++game) {
    const int size = game % 2 == 0 ? 9 : 19;
    Board end(size);
    std::vector<std::pair<Player, Point>> moves;
    light_playout(end, Player::Black, rng, [&](Player pl, Point p) { moves.emplace_back(pl, p); });
    Board b(size);
    for (const auto& [pl, p] : moves) {
      if (p == kPass) {
        b.pass();
        continue;
      }
      b.play(pl, p);
      for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
          const Point s = b.point(x, y);
          const Color c = b.color(s);
          if (c == Color::Empty || b.string_head(s) != s || !b.in_atari(s)) continue;
          if (quick.extension_escapes_quickly(b, s)) continue;
          ++claimed;
          EXPECT_FALSE(full.extension_escapes(b, s))
              << "quick reading captures " << x << "," << y << " on\n"
              << board_to_string(b);
        }
      }
    }
  }
  EXPECT_GT(claimed, 1000);
}

}  // namespace
}  // namespace kosumi::engine
