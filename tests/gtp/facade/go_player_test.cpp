// GoPlayer::review, the search kosumi analyze runs on each position of a
// record: it searches the position as it stands and plays nothing.

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "engine/game.h"
#include "engine/types.h"
#include "gtp/facade/go_player.h"

namespace kosumi::facade {
namespace {

using engine::Player;

GoPlayerConfig tiny_search() {
  GoPlayerConfig c;
  c.size = 9;
  c.playouts = 50;
  c.search.seed = 1;
  c.settle.max_playouts = 200;
  return c;
}

TEST(GoPlayerReview, SearchesThePositionForThePlayerGivenAndPlaysNothing) {
  GoPlayer go_player(tiny_search());
  ASSERT_EQ(go_player.play(Player::Black, *engine::parse_point("E5", 9)), engine::MoveError::None);
  const std::string before = engine::board_to_string(go_player.game().board());

  const search::SearchResult r = go_player.review(Player::Black);

  EXPECT_GE(r.playouts, 50);
  EXPECT_NE(r.best_move, engine::kPass);
  EXPECT_EQ(go_player.game().moves().size(), 1u);
  EXPECT_EQ(engine::board_to_string(go_player.game().board()), before);
  ASSERT_TRUE(go_player.last_search());
  EXPECT_EQ(go_player.last_search()->player, Player::Black);
  EXPECT_EQ(go_player.last_search()->result.best_move, r.best_move);
}

TEST(GoPlayerReview, AGameEndedByTwoPassesIsSearchedAsIfPlayWentOnAndStaysEnded) {
  GoPlayer go_player(tiny_search());
  ASSERT_EQ(go_player.play(Player::Black, engine::kPass), engine::MoveError::None);
  ASSERT_EQ(go_player.play(Player::White, engine::kPass), engine::MoveError::None);
  ASSERT_TRUE(go_player.game().is_over());

  const search::SearchResult r = go_player.review(Player::Black);

  EXPECT_GE(r.playouts, 50);
  EXPECT_NE(r.best_move, engine::kPass);
  EXPECT_TRUE(go_player.game().is_over());
  EXPECT_EQ(go_player.game().moves().size(), 2u);
}

}  // namespace
}  // namespace kosumi::facade
