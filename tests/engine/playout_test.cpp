#include "engine/playout.h"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

// Every empty point is a true eye of Black's: Black must not fill them, and
// for White each is suicide. Both pass.
constexpr const char* kOnlyEyesLeft = R"(
  . X . X .
  X X X X X
  . X . X .
  X X X X X
  . X . X .)";

TEST(Playout, NeverFillsAnOwnTrueEyeAndPassesWhenNothingElseIsLeft) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    Board b = parse_board(kOnlyEyesLeft);
    Rng rng(seed);
    EXPECT_EQ(select_light_move(b, Player::Black, rng), kPass);
    EXPECT_EQ(select_light_move(b, Player::White, rng), kPass);
  }
}

TEST(Playout, FindsTheOnlyCandidateWhateverTheSeed) {
  // All of Black's other empty points are true eyes (A1 included).
  const Board start = parse_board(R"(
    . X . X .
    X X X X X
    . X . X .
    X X X X X
    . X . . .)");
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    Board b = start;
    Rng rng(seed);
    const Point p = select_light_move(b, Player::Black, rng);
    EXPECT_TRUE(p == at(start, "C1") || p == at(start, "D1") || p == at(start, "E1")) << seed;
  }
}

TEST(Playout, EveryChosenMoveIsALegalNonEyeAndPassesOnlyWithoutCandidates) {
  for (int size : {5, 9}) {
    Rng rng(static_cast<uint64_t>(size) * 101);
    for (int game = 0; game < 30; ++game) {
      Board b(size);
      Player pl = Player::Black;
      for (int move = 0; move < playout_move_cap(size); ++move) {
        int candidates = 0;
        for (int i = 0; i < b.empty_count(); ++i) {
          const Point q = b.empty_point(i);
          candidates += b.is_legal(pl, q) && !b.is_true_eye(pl, q);
        }
        const Point p = select_light_move(b, pl, rng);
        if (p == kPass) {
          ASSERT_EQ(candidates, 0) << size << " " << game << " " << move;
          b.pass();
        } else {
          ASSERT_TRUE(b.is_legal(pl, p)) << size << " " << game << " " << move;
          ASSERT_FALSE(b.is_true_eye(pl, p)) << size << " " << game << " " << move;
          b.play(pl, p);
        }
        pl = opponent(pl);
      }
    }
  }
}

TEST(Playout, RespectsTheMoveCapAndReportsHowItEnded) {
  EXPECT_EQ(playout_move_cap(9), 243);
  EXPECT_EQ(playout_move_cap(19), 1083);
  // Random play on tiny boards often cycles through captures, so some of
  // these playouts must reach the cap.
  int capped = 0;
  for (int size : {2, 3, 4, 5, 9}) {
    Rng rng(static_cast<uint64_t>(size) * 31);
    for (int game = 0; game < 50; ++game) {
      Board b(size);
      int seen = 0;
      const PlayoutResult r = light_playout(b, Player::Black, rng, [&](Player, Point) { ++seen; });
      EXPECT_LE(r.moves, playout_move_cap(size));
      EXPECT_EQ(r.moves, seen);
      if (!r.finished) {
        EXPECT_EQ(r.moves, playout_move_cap(size));
        ++capped;
      }
      EXPECT_EQ(r.area_score, b.area_score());
    }
  }
  EXPECT_GT(capped, 0);
}

TEST(Playout, FinishedPlayoutLeavesOnlyEyesAndEndsOnTwoPasses) {
  Rng rng(77);
  Board b(9);
  Point last = kNoPoint;
  Point before_last = kNoPoint;
  const PlayoutResult r = light_playout(b, Player::Black, rng, [&](Player, Point p) {
    before_last = last;
    last = p;
  });
  ASSERT_TRUE(r.finished);
  EXPECT_EQ(last, kPass);
  EXPECT_EQ(before_last, kPass);
  for (int i = 0; i < b.empty_count(); ++i) {
    const Point p = b.empty_point(i);
    for (Player pl : {Player::Black, Player::White}) {
      EXPECT_TRUE(!b.is_legal(pl, p) || b.is_true_eye(pl, p));
    }
  }
}

TEST(Playout, SidesAlternateFromTheSideToMoveAndReplayToTheSameBoard) {
  for (Player first : {Player::Black, Player::White}) {
    Rng rng(first == Player::Black ? 11 : 12);
    Board b(9);
    std::vector<std::pair<Player, Point>> moves;
    light_playout(b, first, rng, [&](Player pl, Point p) { moves.emplace_back(pl, p); });
    ASSERT_FALSE(moves.empty());
    Board replay(9);
    Player expected = first;
    for (const auto& [pl, p] : moves) {
      ASSERT_EQ(pl, expected);
      if (p == kPass) {
        replay.pass();
      } else {
        ASSERT_TRUE(replay.is_legal(pl, p));
        replay.play(pl, p);
      }
      expected = opponent(expected);
    }
    EXPECT_EQ(replay.hash(), b.hash());
    EXPECT_EQ(replay.area_score(), b.area_score());
  }
}

TEST(Playout, SameSeedGivesTheSamePlayoutAndOtherSeedsDiffer) {
  const auto run = [](uint64_t seed) {
    Board b(9);
    Rng rng(seed);
    std::vector<Point> moves;
    light_playout(b, Player::Black, rng, [&](Player, Point p) { moves.push_back(p); });
    return std::make_pair(moves, b.hash());
  };
  EXPECT_EQ(run(42), run(42));
  EXPECT_NE(run(42).first, run(43).first);
}

TEST(Playout, GeneratorAdvancesSoConsecutivePlayoutsDiffer) {
  Rng rng(5);
  Board a(9);
  Board b(9);
  light_playout(a, Player::Black, rng);
  light_playout(b, Player::Black, rng);
  EXPECT_NE(a.hash(), b.hash());
}

}  // namespace
}  // namespace kosumi::engine
