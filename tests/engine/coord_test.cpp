#include "engine/coord.h"

#include <gtest/gtest.h>

namespace kosumi::engine {
namespace {

TEST(Coord, CornersAndTheSkippedLetterI) {
  EXPECT_EQ(parse_point("A1", 19), point_at(0, 0, 19));
  EXPECT_EQ(parse_point("T19", 19), point_at(18, 18, 19));
  EXPECT_EQ(parse_point("H1", 19), point_at(7, 0, 19));
  EXPECT_EQ(parse_point("J1", 19), point_at(8, 0, 19));
  EXPECT_EQ(parse_point("Z25", 25), point_at(24, 24, 25));
  EXPECT_EQ(column_letter(7), 'H');
  EXPECT_EQ(column_letter(8), 'J');
  EXPECT_EQ(column_letter(24), 'Z');
}

TEST(Coord, ParsingIgnoresCase) {
  EXPECT_EQ(parse_point("d4", 19), point_at(3, 3, 19));
  EXPECT_EQ(parse_point("pass", 9), kPass);
  EXPECT_EQ(parse_point("PASS", 9), kPass);
  EXPECT_EQ(parse_point("Pass", 9), kPass);
}

TEST(Coord, BadTextIsRejected) {
  for (const char* bad : {"", "A", "I5", "A0", "A01", "A20", "U1", "1A", "A1x", "AA1", "A-1",
                          "passs", "pas", " A1", "A 1"}) {
    EXPECT_FALSE(parse_point(bad, 19)) << '"' << bad << '"';
  }
  EXPECT_FALSE(parse_point("J9", 8));
  EXPECT_FALSE(parse_point("A10", 9));
}

TEST(Coord, EveryPointRoundTripsOnEverySize) {
  for (int size = kMinSize; size <= kMaxSize; ++size) {
    for (int y = 0; y < size; ++y) {
      for (int x = 0; x < size; ++x) {
        const Point p = point_at(x, y, size);
        EXPECT_EQ(parse_point(point_to_string(p, size), size), p) << size << " " << x << " " << y;
      }
    }
  }
}

TEST(Coord, SpecialPointsPrint) {
  EXPECT_EQ(point_to_string(kPass, 19), "pass");
  EXPECT_EQ(point_to_string(kNoPoint, 19), "?");
  EXPECT_EQ(point_to_string(point_at(2, 9, 19), 19), "C10");
}

TEST(Coord, PlayersParseAndPrint) {
  EXPECT_EQ(parse_player("b"), Player::Black);
  EXPECT_EQ(parse_player("BLACK"), Player::Black);
  EXPECT_EQ(parse_player("w"), Player::White);
  EXPECT_EQ(parse_player("White"), Player::White);
  EXPECT_FALSE(parse_player("x"));
  EXPECT_FALSE(parse_player(""));
  EXPECT_FALSE(parse_player("blackk"));
  EXPECT_EQ(to_string(Player::Black), "black");
  EXPECT_EQ(to_string(Player::White), "white");
}

}  // namespace
}  // namespace kosumi::engine
