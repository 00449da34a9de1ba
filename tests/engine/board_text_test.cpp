#include "engine/board_text.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

TEST(BoardText, DiagramGivesSizeAndStonesWithTheTopRowFirst) {
  const Board b = parse_board(R"(
    X . .
    . + #
    O . .)");
  EXPECT_EQ(b.size(), 3);
  EXPECT_EQ(b.color(at(b, "A3")), Color::Black);
  EXPECT_EQ(b.color(at(b, "C2")), Color::Black);
  EXPECT_EQ(b.color(at(b, "A1")), Color::White);
  EXPECT_EQ(b.color(at(b, "B2")), Color::Empty);
  EXPECT_EQ(b.ko_point(), kNoPoint);
  EXPECT_EQ(b.check_consistency(), "");
}

TEST(BoardText, BadDiagramsThrow) {
  EXPECT_THROW(parse_board("X . .\n. .\n. . ."), std::invalid_argument);    // ragged
  EXPECT_THROW(parse_board(". . .\n. Q .\n. . ."), std::invalid_argument);  // unknown mark
  EXPECT_THROW(parse_board("."), std::invalid_argument);                    // too small
  EXPECT_THROW(parse_board("X O\nO ."), std::invalid_argument);             // no liberty
  EXPECT_THROW(parse_board(". X\nX O"), std::invalid_argument);             // captured
}

TEST(BoardText, DrawingHasCoordinatesStonesAndNoStarsOnSmallBoards) {
  const Board b = parse_board(R"(
    X . .
    . . .
    . . O)");
  EXPECT_EQ(board_to_string(b),
            "    A B C\n"
            " 3  X . . 3\n"
            " 2  . . . 2\n"
            " 1  . . O 1\n"
            "    A B C\n");
}

// The marked points are the usual star points: five on 9x9, nine on 19x19.
TEST(BoardText, StarPointsOn9x9And19x19) {
  const std::string nine = board_to_string(Board(9));
  EXPECT_NE(nine.find(" 7  . . + . . . + . . 7"), std::string::npos) << nine;
  EXPECT_NE(nine.find(" 5  . . . . + . . . . 5"), std::string::npos) << nine;
  EXPECT_NE(nine.find(" 3  . . + . . . + . . 3"), std::string::npos) << nine;
  const std::string nineteen = board_to_string(Board(19));
  EXPECT_NE(nineteen.find(" 4  . . . + . . . . . + . . . . . + . . . 4"), std::string::npos)
      << nineteen;
  EXPECT_NE(nineteen.find("    A B C D E F G H J K L M N O P Q R S T\n"), std::string::npos);
}

TEST(BoardText, DrawingParsesBackToTheSameStones) {
  const Board b = parse_board(R"(
    . X O . .
    X X O . .
    . . O O .
    . . . . .
    X . . . O)");
  std::string diagram;
  const std::string drawn = board_to_string(b);
  // Keep only the board cells of each drawn row: drop the header lines and
  // the row numbers at both ends.
  size_t start = drawn.find('\n') + 1;
  for (int row = 0; row < b.size(); ++row) {
    const size_t end = drawn.find('\n', start);
    const std::string line = drawn.substr(start + 4, end - start - 4);
    diagram += line.substr(0, line.rfind(' ')) + "\n";
    start = end + 1;
  }
  EXPECT_EQ(parse_board(diagram).hash(), b.hash());
}

}  // namespace
}  // namespace kosumi::engine
