#include "engine/handicap.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/coord.h"
#include "engine/counting.h"
#include "engine/game.h"
#include "engine/rules.h"

namespace kosumi::engine {
namespace {

std::string names(int size, int stones) {
  std::string out;
  for (Point p : fixed_handicap_points(size, stones)) {
    if (!out.empty()) out += ' ';
    out += point_to_string(p, size);
  }
  return out;
}

// GTP version 2 specification, section 4.1.1, for 19×19.
TEST(Handicap, FixedPointsOn19x19FollowTheGtpSpecification) {
  EXPECT_EQ(names(19, 2), "D4 Q16");
  EXPECT_EQ(names(19, 3), "D4 Q16 D16");
  EXPECT_EQ(names(19, 4), "D4 Q16 D16 Q4");
  EXPECT_EQ(names(19, 5), "D4 Q16 D16 Q4 K10");
  EXPECT_EQ(names(19, 6), "D4 Q16 D16 Q4 D10 Q10");
  EXPECT_EQ(names(19, 7), "D4 Q16 D16 Q4 D10 Q10 K10");
  EXPECT_EQ(names(19, 8), "D4 Q16 D16 Q4 D10 Q10 K4 K16");
  EXPECT_EQ(names(19, 9), "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10");
}

TEST(Handicap, ThreeStonesAreCornersWithoutTheCentre) {
  for (int size : {9, 13, 19}) {
    const std::vector<Point> points = fixed_handicap_points(size, 3);
    ASSERT_EQ(points.size(), 3u) << size;
    for (Point p : points)
      EXPECT_NE(p, point_at(size / 2, size / 2, size)) << size;
  }
}

TEST(Handicap, SmallBoardsUseTheThirdLineAndLargeOnesTheFourth) {
  EXPECT_EQ(names(9, 2), "C3 G7");
  EXPECT_EQ(names(9, 5), "C3 G7 C7 G3 E5");
  EXPECT_EQ(names(13, 4), "D4 K10 D10 K4");
  EXPECT_EQ(names(7, 4), "C3 E5 C5 E3");
  EXPECT_EQ(names(10, 4), "C3 H8 C8 H3");
}

TEST(Handicap, EveryValidCountGivesThatManyDistinctPoints) {
  for (int size = 7; size <= kMaxSize; ++size) {
    for (int stones = 2; stones <= max_fixed_handicap(size); ++stones) {
      const std::vector<Point> points = fixed_handicap_points(size, stones);
      ASSERT_EQ(static_cast<int>(points.size()), stones) << size << " " << stones;
      PointSet seen;
      for (Point p : points) {
        EXPECT_FALSE(seen[static_cast<size_t>(index(p))]);
        seen.set(static_cast<size_t>(index(p)));
      }
    }
  }
}

TEST(Handicap, InvalidCountsAndSizesGiveNoPoints) {
  EXPECT_EQ(max_fixed_handicap(19), 9);
  EXPECT_EQ(max_fixed_handicap(7), 4);
  EXPECT_EQ(max_fixed_handicap(10), 4);
  EXPECT_EQ(max_fixed_handicap(6), 0);
  EXPECT_TRUE(fixed_handicap_points(19, 1).empty());
  EXPECT_TRUE(fixed_handicap_points(19, 10).empty());
  EXPECT_TRUE(fixed_handicap_points(7, 5).empty());
  EXPECT_TRUE(fixed_handicap_points(10, 5).empty());
  EXPECT_TRUE(fixed_handicap_points(6, 2).empty());
  EXPECT_TRUE(fixed_handicap_points(26, 2).empty());
}

TEST(Handicap, FreePlacementPutsBlackStonesAndGivesWhiteTheMove) {
  Game game(9, *Rules::preset("chinese"));
  const std::vector<Point> points = {*parse_point("A1", 9), *parse_point("J9", 9),
                                     *parse_point("E5", 9)};
  ASSERT_TRUE(game.place_handicap(points));
  EXPECT_EQ(game.handicap(), 3);
  EXPECT_EQ(game.to_move(), Player::White);
  for (Point p : points)
    EXPECT_EQ(game.board().color(p), Color::Black);
  EXPECT_TRUE(game.moves().empty());
  EXPECT_FALSE(game.undo());
  EXPECT_EQ(game.play(Player::White, *parse_point("C3", 9)), MoveError::None);
}

TEST(Handicap, BadPlacementsAreRefusedAndChangeNothing) {
  Game game(9, *Rules::preset("japanese"));
  const Point a1 = *parse_point("A1", 9);
  const Point b2 = *parse_point("B2", 9);
  const uint64_t empty_hash = game.board().hash();
  EXPECT_FALSE(game.place_handicap({a1}));                     // fewer than two
  EXPECT_FALSE(game.place_handicap({a1, a1}));                 // repeated
  EXPECT_FALSE(game.place_handicap({a1, kPass}));              // pass
  EXPECT_FALSE(game.place_handicap({a1, point_at(9, 0, 9)}));  // the wall cell east of A1's row
  EXPECT_EQ(game.board().hash(), empty_hash);
  EXPECT_EQ(game.handicap(), 0);
  EXPECT_EQ(game.to_move(), Player::Black);

  ASSERT_EQ(game.play(Player::Black, b2), MoveError::None);
  EXPECT_FALSE(game.place_handicap({a1, *parse_point("C3", 9)}));  // board not empty
  EXPECT_EQ(game.handicap(), 0);
}

TEST(Handicap, SecondPlacementIsRefused) {
  Game game(9, *Rules::preset("japanese"));
  ASSERT_TRUE(game.place_handicap(fixed_handicap_points(9, 2)));
  EXPECT_FALSE(game.place_handicap({*parse_point("A1", 9), *parse_point("A3", 9)}));
  EXPECT_EQ(game.handicap(), 2);
}

// An empty-looking count: the board holds only the handicap stones, which
// own all the area, so the compensation shows directly in White's points.
TEST(Handicap, CompensationIsAddedToWhitesScorePerPreset) {
  const auto white_points = [](const char* preset, int stones) {
    Rules rules = *Rules::preset(preset);
    rules.komi = 0.5;
    Game game(19, rules);
    EXPECT_TRUE(game.place_handicap(fixed_handicap_points(19, stones)));
    return count_score(game, PointSet{}, PointSet{}).white;
  };
  EXPECT_EQ(white_points("chinese", 4), 4.5);
  EXPECT_EQ(white_points("tromp-taylor", 9), 9.5);
  EXPECT_EQ(white_points("japanese", 4), 0.5);
  EXPECT_EQ(white_points("aga", 4), 0.5);
}

TEST(Handicap, StarPointsAreFiveOnSmallOddBoardsAndNineFrom13x13) {
  EXPECT_EQ(star_points(9).size(), 5u);
  EXPECT_EQ(star_points(11).size(), 5u);
  EXPECT_EQ(star_points(13).size(), 9u);
  EXPECT_EQ(star_points(19).size(), 9u);
  EXPECT_EQ(star_points(8).size(), 4u);
  EXPECT_TRUE(star_points(5).empty());
  // The 3-3 points and the centre.
  EXPECT_EQ(star_points(9), fixed_handicap_points(9, 5));
}

}  // namespace
}  // namespace kosumi::engine
