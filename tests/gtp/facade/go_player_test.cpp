// GoPlayer::review, the search kosumi analyze runs on each position of a
// record: it searches the position as it stands and plays nothing; and
// genmove's opening book, which only genmove uses.

#include <gtest/gtest.h>

#include <memory>
#include <set>

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

engine::Point at(const char* text) {
  return *engine::parse_point(text, 9);
}

// A searcher that would need many playouts to find anything, with a book
// that holds the empty board (two near-equal moves) and Black E5.
GoPlayerConfig with_book(uint64_t seed = 1) {
  GoPlayerConfig c = tiny_search();
  c.playouts = 1;
  c.search.seed = seed;
  auto book = std::make_shared<search::OpeningBook>(9, 6.5, 7.5);
  book->add(engine::Board(9), Player::Black, {{at("E5"), 0.52, 1000}, {at("C3"), 0.51, 900}});
  engine::Board after_e5(9);
  after_e5.play(Player::Black, at("E5"));
  book->add(after_e5, Player::White, {{at("C4"), 0.46, 1000}, {at("D3"), 0.30, 100}});
  c.book = book;
  return c;
}

TEST(GoPlayerBook, GenmovePlaysTheBookMoveWithoutASearchAndSaysSo) {
  GoPlayer go_player(with_book());
  ASSERT_EQ(go_player.play(Player::Black, at("E5")), engine::MoveError::None);

  const GoPlayer::GeneratedMove move = go_player.genmove(Player::White);

  EXPECT_EQ(move.point, at("C4"));
  EXPECT_FALSE(move.resign);
  EXPECT_EQ(go_player.game().moves().size(), 2u);
  ASSERT_TRUE(go_player.last_search());
  EXPECT_TRUE(go_player.last_search()->from_book);
  EXPECT_EQ(go_player.last_search()->result.playouts, 0);
  EXPECT_EQ(go_player.last_search()->result.best_move, at("C4"));
  EXPECT_EQ(go_player.last_search()->result.children.size(), 2u);
  EXPECT_TRUE(go_player.program_played(Player::White));
}

TEST(GoPlayerBook, AmongNearEqualBookMovesTheSeedChooses) {
  std::set<engine::Point> chosen;
  for (uint64_t seed = 1; seed <= 16; ++seed) {
    GoPlayer first(with_book(seed));
    GoPlayer again(with_book(seed));
    const engine::Point move = first.genmove(Player::Black).point;
    EXPECT_EQ(again.genmove(Player::Black).point, move) << "seed " << seed;
    chosen.insert(move);
  }
  EXPECT_EQ(chosen, (std::set<engine::Point>{at("E5"), at("C3")}));
}

TEST(GoPlayerBook, APositionOutsideTheBookOrWithExcludedMovesIsSearched) {
  GoPlayer go_player(with_book());
  ASSERT_EQ(go_player.play(Player::Black, at("C3")), engine::MoveError::None);
  go_player.genmove(Player::White);
  EXPECT_FALSE(go_player.last_search()->from_book);
  EXPECT_GE(go_player.last_search()->result.playouts, 1);

  GoPlayer avoiding(with_book());
  engine::PointSet excluded;
  excluded.set(static_cast<size_t>(engine::index(at("A1"))));
  avoiding.genmove(Player::Black, {}, excluded);
  EXPECT_FALSE(avoiding.last_search()->from_book);
  EXPECT_GE(avoiding.last_search()->result.playouts, 1);
}

TEST(GoPlayerBook, TheOtherSearchesNeverUseTheBook) {
  GoPlayer go_player(with_book());
  go_player.reg_genmove(Player::Black);
  EXPECT_FALSE(go_player.last_search()->from_book);
  EXPECT_GE(go_player.last_search()->result.playouts, 1);
  EXPECT_GE(go_player.review(Player::Black).playouts, 1);
  EXPECT_FALSE(go_player.last_search()->from_book);
  EXPECT_TRUE(go_player.game().moves().empty());
}

}  // namespace
}  // namespace kosumi::facade
