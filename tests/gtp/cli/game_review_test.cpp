#include "gtp/cli/game_review.h"

#include <gtest/gtest.h>

namespace kosumi::cli {
namespace {

using engine::Player;

const engine::Point kBest = engine::point_from_index(30);
const engine::Point kOther = engine::point_from_index(31);

// Black to move, its search's best move winning 60 % of 1000 simulations
// and `other` winning `other_winrate` of `other_visits`.
ReviewedPosition black_to_move(int64_t other_visits, double other_winrate) {
  return {Player::Black, 0.6,     2.5,
          kBest,         {kBest}, {{kBest, 1000, 0.6}, {kOther, other_visits, other_winrate}}};
}

// White to move after Black's move, Black's win rate as that search reads it.
ReviewedPosition after(double black_winrate) {
  return {Player::White, black_winrate, 0, kOther, {kOther}, {{kOther, 1000, 1 - black_winrate}}};
}

// The next search reads 52 % after Kosumi's own choice (its win rate
// averaged poor replies the first search tried): no loss.
TEST(MoveLoss, KosumisOwnChoiceLosesNothing) {
  EXPECT_EQ(move_loss(black_to_move(200, 0.5), after(0.52), kBest), 0);
  EXPECT_EQ(move_loss(black_to_move(200, 0.5), after(0.2), kBest), 0);
}

// A move searched often enough is compared with the best within the same
// search, whatever the next search reads.
TEST(MoveLoss, AMoveSearchedEnoughIsComparedWithTheBestInTheSameSearch) {
  EXPECT_NEAR(move_loss(black_to_move(400, 0.45), after(0.58), kOther), 0.15, 1e-12);
  EXPECT_TRUE(is_mistake(move_loss(black_to_move(400, 0.45), after(0.58), kOther)));
}

// 3 % below the best over 200 simulations is within two standard errors
// (about 7 %): no loss. Over 100000 it is a loss.
TEST(MoveLoss, ADifferenceWithinTheSearchsNoiseIsNoLoss) {
  EXPECT_EQ(move_loss(black_to_move(200, 0.57), after(0.4), kOther), 0);
  ReviewedPosition sure = black_to_move(100000, 0.57);
  sure.searched[0].visits = 100000;
  EXPECT_NEAR(move_loss(sure, after(0.4), kOther), 0.03, 1e-12);
}

// A move the search barely tried is judged by the next search: Black's
// win rate from 60 % to 35 %.
TEST(MoveLoss, AMoveSearchedLittleIsJudgedByTheNextSearch) {
  EXPECT_NEAR(move_loss(black_to_move(kComparedVisits - 1, 0.5), after(0.35), kOther), 0.25, 1e-12);
  EXPECT_EQ(move_loss(black_to_move(0, 0.5), after(0.7), kOther), 0);
}

}  // namespace
}  // namespace kosumi::cli
