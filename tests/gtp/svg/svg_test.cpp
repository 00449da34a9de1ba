#include "gtp/svg/svg.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "engine/counting.h"
#include "eval/settle.h"
#include "gtp/svg/xml_reader.h"

namespace kosumi::gtp::svg {
namespace {

using engine::Player;
using testing::Element;
using testing::read_xml;

TEST(WinrateGraph, HasOnePointPerPositionAndMarksTheMovesThatLostTheirPlayerMost) {
  WinrateGraph graph;
  graph.title = "Black <you> & White";
  graph.black_winrates = {0.5, 0.55, 0.3, 0.35, 0.9};
  graph.movers = {Player::Black, Player::White, Player::Black, Player::White};
  const auto svg = read_xml(winrate_graph_svg(graph));
  EXPECT_EQ(svg->name, "svg");
  const auto points = svg->with_class("position");
  ASSERT_EQ(points.size(), 5u);
  for (size_t i = 0; i < points.size(); ++i) {
    EXPECT_EQ(points[i]->attribute("data-move"), std::to_string(i));
    EXPECT_DOUBLE_EQ(std::stod(points[i]->attribute("data-black-winrate")),
                     graph.black_winrates[i]);
  }
  // Black falling as White moves (move 2) is White's gain; Black rising by
  // 0.55 as White moves (move 4) is White's mistake.
  const auto mistakes = svg->with_class("mistake");
  ASSERT_EQ(mistakes.size(), 1u);
  EXPECT_EQ(mistakes[0]->attribute("data-move"), "4");
  ASSERT_EQ(svg->with_class("winrate").size(), 1u);
  // One "x,y" pair per position along the line.
  std::istringstream pairs(svg->with_class("winrate")[0]->attribute("points"));
  int count = 0;
  for (std::string pair; pairs >> pair; ++count)
    EXPECT_NE(pair.find(','), std::string::npos);
  EXPECT_EQ(count, 5);
  EXPECT_EQ(svg->children.front()->name, "title");
  EXPECT_EQ(svg->children.front()->text, "Black <you> & White");
}

// Black lives on the left with a dead white pair inside (C7, C6); White
// lives on the right.
constexpr std::string_view kDeadPair = R"(
  . X . . X O . . .
  X X . . X O . . .
  X . O . X O . . .
  X . O . X O . . .
  X X X X X O . . .
  . . . . X O . . .
  X X X . X O . . .
  . . X . X O . . .
  . . X . X O . . .
)";

TEST(BoardPicture, ShowsEveryStoneTheDeadPairAndItsOwnershipForBlack) {
  const engine::Rules rules = *engine::Rules::preset("chinese");
  const engine::Game game(engine::parse_board(kDeadPair), rules, Player::Black);
  eval::SettleOptions options;
  const eval::Settlement settlement = eval::settle(game, options);
  const engine::Board& board = game.board();
  const auto point = [&](std::string_view v) { return *engine::parse_point(v, 9); };
  ASSERT_TRUE(settlement.dead.test(static_cast<size_t>(engine::index(point("C7")))));

  BoardPicture picture(board);
  picture.title = "dead pair";
  picture.last_move = point("E5");
  picture.dead = settlement.dead;
  picture.owners = engine::counted_owners(game, settlement.dead, settlement.seki);
  picture.ownership.assign(settlement.ownership.begin(), settlement.ownership.end());
  const auto svg = read_xml(board_svg(picture));

  const auto stones = svg->with_class("stone");
  EXPECT_EQ(stones.size(), static_cast<size_t>(board.stone_count(Player::Black) +
                                               board.stone_count(Player::White)));
  const auto dead = svg->with_class("dead");
  ASSERT_EQ(dead.size(), 2u);
  for (const Element* stone : dead) {
    EXPECT_EQ(stone->attribute("data-color"), "white");
    const std::string& vertex = stone->attribute("data-point");
    EXPECT_TRUE(vertex == "C7" || vertex == "C6") << vertex;
  }
  EXPECT_EQ(svg->with_class("last-move").size(), 1u);
  // One ownership square per point; Black owns the dead pair's points.
  const auto ownership = svg->with_class("ownership");
  ASSERT_EQ(ownership.size(), 81u);
  for (const Element* square : ownership) {
    const std::string& vertex = square->attribute("data-point");
    const double value = std::stod(square->attribute("data-ownership"));
    if (vertex == "C7" || vertex == "C6" || vertex == "A9") {
      EXPECT_GT(value, 0.5) << vertex;
    }
    if (vertex == "J5") {
      EXPECT_LT(value, -0.5) << vertex;
    }
  }
  // The counted points: the dead pair's are Black's.
  for (const Element* mark : svg->with_class("territory")) {
    const std::string& vertex = mark->attribute("data-point");
    if (vertex == "C7" || vertex == "C6") {
      EXPECT_EQ(mark->attribute("data-owner"), "black");
    }
    if (vertex == "H5") {
      EXPECT_EQ(mark->attribute("data-owner"), "white");
    }
  }
}

TEST(XmlReader, RefusesWhatABrowserWouldNotOpen) {
  EXPECT_NO_THROW(read_xml("<svg a=\"1\"><g/><text>x &amp; y</text></svg>"));
  for (std::string_view bad :
       {"<svg>", "<svg></g>", "<svg a=\"1\" a=\"2\"/>", "<svg>x & y</svg>", "<svg/><svg/>"}) {
    EXPECT_THROW(read_xml(bad), std::runtime_error) << bad;
  }
}

}  // namespace
}  // namespace kosumi::gtp::svg
