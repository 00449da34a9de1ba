#include "eval/opening/symmetry.h"

#include <gtest/gtest.h>

#include <bit>
#include <set>
#include <utility>
#include <vector>

#include "engine/random.h"
#include "support/test_points.h"

namespace kosumi::eval {
namespace {

using engine::Board;
using engine::kSymmetryCount;
using engine::Player;
using engine::Point;
using engine::transform;
using test::at;

// Stones placed in this order, Black first.
Board board_of(const std::vector<Point>& moves, int size = 19) {
  Board board(size);
  Player next = Player::Black;
  for (Point p : moves) {
    board.play(next, p);
    next = engine::opponent(next);
  }
  return board;
}

// `count` seeded random moves of an opening, none of them capturing.
std::vector<Point> random_moves(int count, uint64_t seed) {
  engine::Rng rng(seed);
  Board board(19);
  std::vector<Point> moves;
  Player next = Player::Black;
  while (static_cast<int>(moves.size()) < count) {
    const Point p =
        board.empty_point(static_cast<int>(rng.below(static_cast<uint32_t>(board.empty_count()))));
    if (!board.is_legal(next, p)) continue;
    board.play(next, p);
    moves.push_back(p);
    next = engine::opponent(next);
  }
  return moves;
}

TEST(CanonicalPosition, AllEightImagesOfAPositionHaveOneKeyAndOneCanonicalMove) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const std::vector<Point> moves = random_moves(12, seed);
    const Point next = moves.back();
    const std::vector<Point> before(moves.begin(), moves.end() - 1);
    const Board board = board_of(before);
    const CanonicalPosition original = canonical_position(board, Player::White);
    const Point canonical_next = original.canonical_move(next, 19);
    for (int s = 0; s < kSymmetryCount; ++s) {
      std::vector<Point> image;
      for (Point p : before)
        image.push_back(transform(s, p, 19));
      const CanonicalPosition c = canonical_position(board_of(image), Player::White);
      EXPECT_EQ(c.key, original.key) << "seed " << seed << ", symmetry " << s;
      EXPECT_EQ(c.canonical_move(transform(s, next, 19), 19), canonical_next)
          << "seed " << seed << ", symmetry " << s;
    }
  }
}

TEST(CanonicalPosition, TheKeyIgnoresTheOrderOfTheMovesButNotThePlayerToMove) {
  const Board board(19);
  const std::vector<Point> one = {at(board, "Q16"), at(board, "D4"), at(board, "Q4"),
                                  at(board, "D16")};
  const std::vector<Point> other = {at(board, "Q4"), at(board, "D16"), at(board, "Q16"),
                                    at(board, "D4")};
  EXPECT_EQ(canonical_position(board_of(one), Player::Black).key,
            canonical_position(board_of(other), Player::Black).key);
  EXPECT_NE(canonical_position(board_of(one), Player::Black).key,
            canonical_position(board_of(one), Player::White).key);
}

TEST(CanonicalPosition, DifferentPositionsHaveDifferentKeys) {
  const Board board(19);
  const Board hoshi = board_of({at(board, "Q16")});
  const Board komoku = board_of({at(board, "R16")});
  EXPECT_NE(canonical_position(hoshi, Player::White).key,
            canonical_position(komoku, Player::White).key);
}

TEST(CanonicalPosition, MovesThatTheEmptyBoardMakesEqualAreOneMove) {
  const Board board(19);
  const CanonicalPosition empty = canonical_position(board, Player::Black);
  EXPECT_EQ(empty.symmetries, 0xff);
  const Point c = empty.canonical_move(at(board, "Q16"), 19);
  for (const char* corner : {"D4", "D16", "Q4"})
    EXPECT_EQ(empty.canonical_move(at(board, corner), 19), c) << corner;
  Point moves[kSymmetryCount];
  const int n = empty.moves_of(c, 19, moves);
  const std::set<Point> points(moves, moves + n);
  const std::set<Point> expected = {at(board, "D4"), at(board, "D16"), at(board, "Q4"),
                                    at(board, "Q16")};
  EXPECT_EQ(points, expected);
}

TEST(CanonicalPosition, AnAsymmetricPositionHasOneSymmetryAndEachMoveItsOwn) {
  const Board empty(19);
  const Board board = board_of({at(empty, "Q16"), at(empty, "D4"), at(empty, "R4")});
  const CanonicalPosition c = canonical_position(board, Player::White);
  EXPECT_EQ(std::popcount(static_cast<unsigned>(c.symmetries)), 1);
  Point moves[kSymmetryCount];
  ASSERT_EQ(c.moves_of(c.canonical_move(at(empty, "C16"), 19), 19, moves), 1);
  EXPECT_EQ(moves[0], at(empty, "C16"));
}

}  // namespace
}  // namespace kosumi::eval
