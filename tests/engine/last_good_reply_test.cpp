#include "engine/last_good_reply.h"

#include <gtest/gtest.h>

#include <vector>

#include "engine/board.h"
#include "engine/board_text.h"
#include "engine/heavy_playout.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

const Board kBoard(9);

Point p(const char* name) {
  return at(kBoard, name);
}

TEST(LastGoodReply, TheWinnersRepliesAreKeptToOneAndTwoMoves) {
  LastGoodReply table;
  const std::vector<PlayedMove> game = {
      {Player::Black, p("E5")}, {Player::White, p("C3")}, {Player::Black, p("G7")}};
  table.learn(game, Player::Black);
  EXPECT_EQ(table.reply(Player::Black, p("E5"), p("C3")), p("G7"));  // LGR-2
  EXPECT_EQ(table.reply(Player::Black, p("A1"), p("C3")), p("G7"));  // LGR-1
  // White lost: its reply C3 to E5 was not kept.
  EXPECT_EQ(table.reply(Player::White, kPass, p("E5")), kNoPoint);
}

TEST(LastGoodReply, TheLosersRepliesAreForgotten) {
  LastGoodReply table;
  const std::vector<PlayedMove> game = {{Player::Black, p("E5")}, {Player::White, p("C3")}};
  table.learn(game, Player::White);
  ASSERT_EQ(table.reply(Player::White, kPass, p("E5")), p("C3"));
  table.learn(game, Player::Black);
  EXPECT_EQ(table.reply(Player::White, kPass, p("E5")), kNoPoint);
  table.learn(game, Player::White);
  table.clear();
  EXPECT_EQ(table.reply(Player::White, kPass, p("E5")), kNoPoint);
}

TEST(LastGoodReply, ThePolicyPlaysAStoredReplyFirst) {
  LastGoodReply table;
  const std::vector<PlayedMove> game = {{Player::Black, p("E5")}, {Player::White, p("G3")}};
  table.learn(game, Player::White);
  Board b(9);
  b.play(Player::Black, p("E5"));
  HeavyPolicyParams params;
  params.last_good_reply = true;
  HeavyPolicy policy(params, mogo_pattern3_table());
  policy.use_replies(&table);
  policy.start({p("E5"), kPass});
  Rng rng(3);
  EXPECT_EQ(policy.choose(b, Player::White, rng), p("G3"));
  // A stored reply that is now occupied is not played.
  b.play(Player::Black, p("G3"));
  policy.start({p("E5"), kPass});
  EXPECT_NE(policy.choose(b, Player::White, rng), p("G3"));
}

}  // namespace
}  // namespace kosumi::engine
