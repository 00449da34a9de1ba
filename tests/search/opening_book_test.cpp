#include "search/opening_book.h"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "engine/coord.h"
#include "engine/rules.h"
#include "engine/symmetry.h"

namespace kosumi::search {
namespace {

using engine::Board;
using engine::Game;
using engine::Player;
using engine::Point;

Point at(const char* text) {
  return *engine::parse_point(text, 9);
}

engine::Rules komi(double k) {
  engine::Rules rules = *engine::Rules::preset("chinese");
  rules.komi = k;
  return rules;
}

// A game of 9x9 under komi 7 after `moves`, Black first.
Game after(const std::vector<const char*>& moves, double k = 7) {
  Game game(9, komi(k));
  for (const char* m : moves) {
    EXPECT_EQ(game.play(game.to_move(), at(m)), engine::MoveError::None) << m;
  }
  return game;
}

// The same game with every move mapped by `symmetry`.
Game image_of(const std::vector<const char*>& moves, int symmetry) {
  Game game(9, komi(7));
  for (const char* m : moves)
    game.play(game.to_move(), engine::transform(symmetry, at(m), 9));
  return game;
}

// Black C4, White E5, Black G7: no image of it but the identity is the
// position itself (with G6 instead, the half turn would be).
const std::vector<const char*> kLine = {"C4", "E5", "G7"};

TEST(OpeningBookKey, EveryImageOfAPositionHasOneKeyAndTheSymmetryMapsItThere) {
  const std::string key = canonical_position(after(kLine).board(), Player::White).key;
  std::set<Point> images_of_d3;
  for (int s = 0; s < engine::kSymmetryCount; ++s) {
    const Board board = image_of(kLine, s).board();
    const CanonicalPosition position = canonical_position(board, Player::White);
    EXPECT_EQ(position.key, key) << "symmetry " << s;
    // The symmetry found takes each image to the same canonical board, so
    // a move on any image lands on one canonical point.
    images_of_d3.insert(
        engine::transform(position.symmetry, engine::transform(s, at("D3"), 9), 9));
  }
  EXPECT_EQ(images_of_d3.size(), 1u);
}

TEST(OpeningBookKey, ThePlayerToMoveIsPartOfTheKey) {
  const Board board = after(kLine).board();
  EXPECT_NE(canonical_position(board, Player::White).key,
            canonical_position(board, Player::Black).key);
  EXPECT_EQ(canonical_position(board, Player::Black).key.substr(0, 1), "B");
  EXPECT_EQ(canonical_position(board, Player::Black).key.size(), 82u);
}

TEST(OpeningBook, APositionInTheBookGivesItsMoveOnEveryImage) {
  OpeningBook book(9, 6.5, 7.5);
  book.add(after(kLine).board(), Player::White, {{at("D3"), 0.55, 900}, {at("F3"), 0.40, 100}});
  for (int s = 0; s < engine::kSymmetryCount; ++s) {
    const Game game = image_of(kLine, s);
    const std::vector<BookMove> moves = book.moves(game.board(), Player::White);
    ASSERT_EQ(moves.size(), 2u) << "symmetry " << s;
    EXPECT_EQ(moves[0].move, engine::transform(s, at("D3"), 9)) << "symmetry " << s;
    EXPECT_EQ(moves[1].move, engine::transform(s, at("F3"), 9)) << "symmetry " << s;
    EXPECT_EQ(moves[0].visits, 900);
    const std::vector<BookMove> chosen = book.choices(game, Player::White);
    ASSERT_EQ(chosen.size(), 1u);
    EXPECT_EQ(chosen[0].move, engine::transform(s, at("D3"), 9));
  }
}

TEST(OpeningBook, APositionNotInTheBookGivesNothing) {
  OpeningBook book(9, 6.5, 7.5);
  book.add(after(kLine).board(), Player::White, {{at("D3"), 0.55, 900}});
  EXPECT_TRUE(book.moves(after({"C4", "E5"}).board(), Player::Black).empty());
  EXPECT_TRUE(book.choices(after({"C4", "E5", "H7"}), Player::White).empty());
  // The same stones with the other player to move.
  EXPECT_TRUE(book.choices(after(kLine), Player::Black).empty());
}

TEST(OpeningBook, AnotherKomiAHandicapOrAnotherSizeGetNoBookMove) {
  OpeningBook book(9, 6.5, 7.5);
  book.add(Board(9), Player::Black, {{at("E5"), 0.5, 1000}});
  EXPECT_EQ(book.choices(after({}, 6.5), Player::Black).size(), 1u);
  EXPECT_EQ(book.choices(after({}, 7.5), Player::Black).size(), 1u);
  EXPECT_TRUE(book.choices(after({}, 5.5), Player::Black).empty());
  EXPECT_TRUE(book.choices(after({}, 8), Player::Black).empty());

  Game handicap(9, komi(7));
  ASSERT_TRUE(handicap.place_handicap({at("C3"), at("G7")}));
  book.add(handicap.board(), Player::White, {{at("E5"), 0.5, 1000}});
  EXPECT_FALSE(book.moves(handicap.board(), Player::White).empty());
  EXPECT_TRUE(book.choices(handicap, Player::White).empty());

  EXPECT_TRUE(book.moves(Board(13), Player::Black).empty());
  EXPECT_TRUE(book.choices(Game(13, komi(7)), Player::Black).empty());
}

TEST(OpeningBook, TheBookMovesAreTheNearEqualOnesByWinRateAndVisits) {
  const std::vector<BookMove> moves = {{at("E5"), 0.52, 1000},
                                       {at("C3"), 0.51, 600},   // both near: a book move
                                       {at("D4"), 0.53, 400},   // too few visits
                                       {at("G3"), 0.49, 700}};  // win rate too low
  const std::vector<BookMove> chosen = book_moves(moves);
  ASSERT_EQ(chosen.size(), 2u);
  EXPECT_EQ(chosen[0].move, at("E5"));
  EXPECT_EQ(chosen[1].move, at("C3"));
  EXPECT_TRUE(book_moves({}).empty());
}

TEST(OpeningBook, AnIllegalBookMoveIsNeverChosen) {
  OpeningBook book(9, 6.5, 7.5);
  const Game game = after(kLine);
  // C4 is occupied: only a book file written by hand could say so, and a
  // lookup must not play it.
  book.add(game.board(), Player::White, {{at("C4"), 0.6, 1000}, {at("D3"), 0.6, 900}});
  const std::vector<BookMove> chosen = book.choices(game, Player::White);
  ASSERT_EQ(chosen.size(), 1u);
  EXPECT_EQ(chosen[0].move, at("D3"));
}

}  // namespace
}  // namespace kosumi::search
