#include "engine/heavy_playout.h"

#include <gtest/gtest.h>

#include <string_view>
#include <utility>

#include "engine/board_text.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

// Only one rule on, at the given rate; everything else off.
HeavyPolicyParams only(double HeavyPolicyParams::*rule, double rate) {
  HeavyPolicyParams p;
  p.ko_retake = p.nakade = p.atari = p.two_liberty = p.three_liberty = p.pattern = 0;
  p.reject_self_atari = 0;
  p.*rule = rate;
  return p;
}

// How often `rule` chose the move in `draws` choices from the same position.
double rate_of(HeavyRule rule, const HeavyPolicyParams& params, const Board& board, Player pl,
               const MoveHistory& history, int draws, uint64_t seed) {
  HeavyPolicy policy(params, mogo_pattern3_table());
  HeavyRuleCounts counts;
  policy.count_rules(&counts);
  Rng rng(seed);
  for (int i = 0; i < draws; ++i) {
    Board b = board;
    policy.start(history);
    policy.choose(b, pl, rng);
  }
  return static_cast<double>(counts[rule]) / draws;
}

// White's last move E5 put Black D5 in atari: its one liberty is D4, and
// extending there gives it three.
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

TEST(HeavyPolicy, AtariRuleSavesTheStringTheLastMoveAttacked) {
  const Board b = parse_board(kAtari);
  HeavyPolicy policy(only(&HeavyPolicyParams::atari, 1.0), mogo_pattern3_table());
  Rng rng(3);
  for (int i = 0; i < 20; ++i) {
    Board copy = b;
    policy.start({at(b, "E5"), kPass});
    EXPECT_EQ(policy.choose(copy, Player::Black, rng), at(b, "D4"));
  }
}

TEST(HeavyPolicy, AtariRuleCapturesWhenItIsTheOpponentsTurn) {
  const Board b = parse_board(kAtari);
  HeavyPolicy policy(only(&HeavyPolicyParams::atari, 1.0), mogo_pattern3_table());
  Rng rng(5);
  Board copy = b;
  policy.start({at(b, "E5"), kPass});
  EXPECT_EQ(policy.choose(copy, Player::White, rng), at(b, "D4"));
}

// Each rule fires at its configured rate: with the rule on at rate r and
// nothing else, the rule chooses the move in a share r of the draws. With
// 20,000 draws the standard error is at most 0.0035; the tolerance is 0.015.
TEST(HeavyPolicy, AtariRuleFiresAtItsRate) {
  const Board b = parse_board(kAtari);
  for (double rate : {0.25, 0.9}) {
    const double seen = rate_of(HeavyRule::Atari, only(&HeavyPolicyParams::atari, rate), b,
                                Player::Black, {at(b, "E5"), kPass}, 20000, 11);
    EXPECT_NEAR(seen, rate, 0.015) << rate;
  }
}

TEST(HeavyPolicy, PatternRuleFiresAtItsRate) {
  // White's last move D5 touches Black D4 from above; the hane shapes
  // around it apply, nothing is in atari.
  const Board b = parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . O . . . .
    . . . . X . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .)");
  const MoveHistory history{at(b, "E6"), at(b, "E5")};
  const double seen = rate_of(HeavyRule::Pattern, only(&HeavyPolicyParams::pattern, 0.6), b,
                              Player::Black, history, 20000, 13);
  EXPECT_NEAR(seen, 0.6, 0.015);
}

TEST(HeavyPolicy, RulesAreTriedInOrder) {
  // With every rule at 0.9, the atari rule (second after ko) takes 0.9 of
  // the draws; what is left falls through to the later rules and random.
  const Board b = parse_board(kAtari);
  HeavyPolicyParams params;
  params.ko_retake = 0;
  const double seen =
      rate_of(HeavyRule::Atari, params, b, Player::Black, {at(b, "E5"), kPass}, 20000, 17);
  EXPECT_NEAR(seen, 0.9, 0.015);
}

// The kLadder position of ladder_test: Black C3 in atari cannot run.
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

TEST(HeavyPolicy, DoesNotRunOutOfALostLadder) {
  const Board b = parse_board(kLadder);
  HeavyPolicyParams params = only(&HeavyPolicyParams::atari, 1.0);
  HeavyPolicy policy(params, mogo_pattern3_table());
  HeavyRuleCounts counts;
  policy.count_rules(&counts);
  Rng rng(19);
  for (int i = 0; i < 200; ++i) {
    Board copy = b;
    policy.start({at(b, "C4"), kPass});
    policy.choose(copy, Player::Black, rng);
  }
  EXPECT_EQ(counts[HeavyRule::Atari], 0);
  // Without ladder reading the rule runs every time.
  params.read_ladders = false;
  HeavyPolicy blind(params, mogo_pattern3_table());
  Board copy = b;
  blind.start({at(b, "C4"), kPass});
  EXPECT_EQ(blind.choose(copy, Player::Black, rng), at(b, "D3"));
}

TEST(HeavyPolicy, NakadeRulePlaysTheVitalPoint) {
  // Black's last move E2 closed its straight three B2-D2: the vital point
  // C2 makes two eyes for Black and kills for White.
  const Board b = parse_board(R"(
    . . . . . .
    . . . . . .
    . . . . . .
    X X X X X .
    X . . . X .
    X X X X X .)");
  HeavyPolicy policy(only(&HeavyPolicyParams::nakade, 1.0), mogo_pattern3_table());
  Rng rng(23);
  for (Player pl : {Player::Black, Player::White}) {
    Board copy = b;
    policy.start({at(b, "E2"), kPass});
    EXPECT_EQ(policy.choose(copy, pl, rng), at(b, "C2"));
  }
}

TEST(HeavyPolicy, KoIsRetakenAfterAThreat) {
  Board b = parse_board(R"(
    . . . . . .
    . . . . . .
    . X O . . .
    X O . O . .
    . X O . . .
    . . . . . .)");
  HeavyPolicy policy(only(&HeavyPolicyParams::ko_retake, 1.0), mogo_pattern3_table());
  policy.start({kPass, kPass});
  // Black takes the ko at C3; White threatens elsewhere, Black answers.
  b.play(Player::Black, at(b, "C3"));
  policy.record(b, Player::Black, at(b, "C3"));
  for (const char* m : {"F6", "F5"}) {
    const Player pl = std::string_view(m) == "F6" ? Player::White : Player::Black;
    b.play(pl, at(b, m));
    policy.record(b, pl, at(b, m));
  }
  Rng rng(29);
  EXPECT_EQ(policy.choose(b, Player::White, rng), at(b, "B3"));
}

TEST(HeavyPolicy, ThreeLibertyRuleFillsTheEnemysOutsideLibertiesInARace) {
  // White's last move D2 touches Black A2-C2 (A1, B1, C1), in a race with
  // White A3-C3 (A4, B4, C4).
  const Board b = parse_board(R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O O O X . . . . .
    X X X O . . . . .
    . . . . . . . . .)");
  const HeavyPolicyParams params = only(&HeavyPolicyParams::three_liberty, 1.0);
  EXPECT_EQ(
      rate_of(HeavyRule::ThreeLiberty, params, b, Player::Black, {at(b, "D2"), kPass}, 20, 43),
      1.0);
  HeavyPolicy policy(params, mogo_pattern3_table());
  Rng rng(47);
  for (int i = 0; i < 20; ++i) {
    Board copy = b;
    policy.start({at(b, "D2"), kPass});
    const Point p = policy.choose(copy, Player::Black, rng);
    EXPECT_TRUE(p == at(b, "A4") || p == at(b, "B4") || p == at(b, "C4"));
  }
}

TEST(HeavyPolicy, RandomMovesRefuseBadSelfAtari) {
  // C3 would put Black B3-C3 in atari in the open: with refusal on, it is
  // never played (it is refused, or replaced by its other liberty C2).
  const Board b = parse_board(R"(
    . . . . .
    . O O . .
    O X . O .
    . O . . .
    . . . . .)");
  HeavyPolicyParams params = only(&HeavyPolicyParams::atari, 0);
  params.reject_self_atari = 1.0;
  HeavyPolicy policy(params, mogo_pattern3_table());
  Rng rng(31);
  for (int i = 0; i < 500; ++i) {
    Board copy = b;
    policy.start({kPass, kPass});
    const Point p = policy.choose(copy, Player::Black, rng);
    EXPECT_NE(p, at(b, "C3"));
  }
}

// How many of `draws` choices for Black on `board` are `point`.
int choices_of(const Board& board, Point point, const HeavyPolicyParams& params, int draws,
               uint64_t seed) {
  HeavyPolicy policy(params, mogo_pattern3_table());
  Rng rng(seed);
  int seen = 0;
  for (int i = 0; i < draws; ++i) {
    Board copy = board;
    policy.start({kPass, kPass});
    seen += policy.choose(copy, Player::Black, rng) == point;
  }
  return seen;
}

TEST(HeavyPolicy, BigSelfAtariIsRefusedAlwaysFromItsNumberOfStones) {
  // A seki in the lower left: Black's five stones and White's two share
  // their liberties A2 and B2. Either move there puts Black's string of six
  // in atari: a bad self-atari that refusal nine times in ten still plays
  // now and then. E3 is a bad self-atari of one stone.
  const Board b = parse_board(R"(
    . . . O .
    O O O O O
    X X X O .
    . . X O .
    O O X O .)");
  HeavyPolicyParams params = only(&HeavyPolicyParams::atari, 0);
  params.reject_self_atari = 0.9;
  params.refuse_self_atari_from = 0;
  EXPECT_GT(choices_of(b, at(b, "A2"), params, 3000, 61), 0);
  params.refuse_self_atari_from = 3;
  EXPECT_EQ(choices_of(b, at(b, "A2"), params, 3000, 61), 0);
  EXPECT_EQ(choices_of(b, at(b, "B2"), params, 3000, 67), 0);
  // Smaller self-ataris are left to the probability.
  EXPECT_GT(choices_of(b, at(b, "E3"), params, 3000, 71), 0);
}

// The fill-board rule's moves from `draws` choices for Black on `board`, all
// other rules off: each must stand among eight empty points.
int fill_board_moves(const Board& board, int tries, int draws, uint64_t seed) {
  HeavyPolicyParams params = only(&HeavyPolicyParams::atari, 0);
  params.fill_board_tries = tries;
  HeavyPolicy policy(params, mogo_pattern3_table());
  HeavyRuleCounts counts;
  policy.count_rules(&counts);
  Rng rng(seed);
  int64_t seen = 0;
  for (int i = 0; i < draws; ++i) {
    Board copy = board;
    policy.start({kPass, kPass});
    const Point p = policy.choose(copy, Player::Black, rng);
    if (counts[HeavyRule::FillBoard] > seen) {
      seen = counts[HeavyRule::FillBoard];
      EXPECT_EQ(board.colours_around(p), 0u) << "fill-board move beside a stone or the edge";
    }
  }
  return static_cast<int>(seen);
}

TEST(HeavyPolicy, FillBoardPlaysAmongEightEmptyPointsOnly) {
  // Open ground in the lower right: the rule finds it in most tries.
  const Board open = parse_board(R"(
    X . X . X . X . X
    . . . . . . . . .
    X . X . X . X . X
    . . . . . . . . .
    X . X . . . . . .
    . . . . . . . . .
    X . X . . . . . .
    . . . . . . . . .
    X . X . . . . . .)");
  EXPECT_GT(fill_board_moves(open, 4, 400, 37), 100);
  EXPECT_EQ(fill_board_moves(open, 0, 400, 37), 0);
  // Every empty point touches a stone or the edge: the rule never fires.
  const Board crowded = parse_board(R"(
    . . . . . . . . .
    . X . X . X . X .
    . . . . . . . . .
    . X . X . X . X .
    . . . . . . . . .
    . X . X . X . X .
    . . . . . . . . .
    . X . X . X . X .
    . . . . . . . . .)");
  EXPECT_EQ(fill_board_moves(crowded, 100, 400, 41), 0);
}

TEST(HeavyPlayout, EveryMoveIsLegalAndTheBoardStaysConsistent) {
  // The defaults, and the three-liberty rule, off by default, on top.
  HeavyPolicyParams with_three_liberty;
  with_three_liberty.three_liberty = 0.9;
  for (const HeavyPolicyParams& params : {HeavyPolicyParams{}, with_three_liberty})
    for (int size : {9, 13}) {
      HeavyPolicy policy(params, mogo_pattern3_table());
      Rng rng(static_cast<uint64_t>(size) * 37);
      for (int game = 0; game < 20; ++game) {
        Board b(size);
        policy.start({kPass, kPass});
        Player pl = Player::Black;
        int passes = 0;
        for (int move = 0; move < playout_move_cap(size) && passes < 2; ++move) {
          const Point p = policy.choose(b, pl, rng);
          if (p == kPass) {
            b.pass();
            ++passes;
          } else {
            ASSERT_TRUE(b.is_legal(pl, p)) << "size " << size << " game " << game;
            ASSERT_FALSE(b.is_true_eye(pl, p));
            b.play(pl, p);
            passes = 0;
          }
          policy.record(b, pl, p);
          pl = opponent(pl);
          if (move % 16 == 0) {
            ASSERT_EQ(b.check_consistency(), "");
          }
        }
        ASSERT_EQ(b.check_consistency(), "");
      }
    }
}

TEST(HeavyPlayout, SameSeedSamePlayout) {
  const auto run = [](uint64_t seed) {
    HeavyPolicy policy(HeavyPolicyParams{}, mogo_pattern3_table());
    Board b(9);
    Rng rng(seed);
    policy.start({kPass, kPass});
    uint64_t signature = 0;
    const PlayoutResult r = heavy_playout(b, Player::Black, policy, rng, [&](Player, Point p) {
      signature = signature * 31 + static_cast<uint64_t>(index(p));
    });
    return std::pair(r.moves, signature);
  };
  EXPECT_EQ(run(41), run(41));
  EXPECT_NE(run(41), run(42));
}

}  // namespace
}  // namespace kosumi::engine
