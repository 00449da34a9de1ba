#include "engine/board.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "engine/playout.h"
#include "engine/random.h"

namespace kosumi::engine {
namespace {

Point at(const Board& b, const char* text) { return *parse_point(text, b.size()); }

TEST(Board, EmptyBoardHasAllPointsEmpty) {
  const Board b(9);
  EXPECT_EQ(b.empty_count(), 81);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, SingleStoneCaptureRemovesStoneAndCountsPrisoner) {
  Board b = parse_board(R"(
    . . . . .
    . . X . .
    . X O X .
    . . . . .
    . . . . .)");
  ASSERT_TRUE(b.in_atari(at(b, "C3")));
  EXPECT_EQ(b.atari_point(at(b, "C3")), at(b, "C2"));
  EXPECT_EQ(b.play(Player::Black, at(b, "C2")), 1);
  EXPECT_EQ(b.color(at(b, "C3")), Color::Empty);
  EXPECT_EQ(b.captures(Player::Black), 1);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(Board, RandomGamesKeepIncrementalStateConsistent) {
  for (int size : {2, 3, 5, 9}) {
    Rng rng(static_cast<uint64_t>(size) * 7919);
    for (int game = 0; game < 40; ++game) {
      Board b(size);
      Player pl = Player::Black;
      for (int move = 0; move < 3 * size * size; ++move) {
        const Point p = select_light_move(b, pl, rng);
        if (p != kPass) b.play(pl, p);
        ASSERT_EQ(b.check_consistency(), "") << "size " << size << " game " << game << " move " << move;
        pl = opponent(pl);
      }
    }
  }
}

}  // namespace
}  // namespace kosumi::engine
