#include "gtp/svg/svg.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <utility>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "engine/counting.h"
#include "eval/settle.h"
#include "support/xml_reader.h"

namespace kosumi::svg {
namespace {

using engine::Player;
using testing::Element;
using testing::read_xml;

TEST(WinrateGraph, HasOnePointPerPositionAndMarksTheMistakesWithTheirMoveNumbers) {
  WinrateGraph graph;
  graph.title = "Black <you> & White";
  graph.black_winrates = {0.5, 0.55, 0.3, 0.35, 0.9};
  graph.black_leads = {0.5, 1.5, -6, -4, 12};
  graph.mistakes = {2, 4};
  const auto svg = read_xml(winrate_graph_svg(graph));
  EXPECT_EQ(svg->name, "svg");
  const auto points = svg->with_class("position");
  ASSERT_EQ(points.size(), 5u);
  for (size_t i = 0; i < points.size(); ++i) {
    EXPECT_EQ(points[i]->attribute("data-move"), std::to_string(i));
    EXPECT_DOUBLE_EQ(std::stod(points[i]->attribute("data-black-winrate")),
                     graph.black_winrates[i]);
    EXPECT_DOUBLE_EQ(std::stod(points[i]->attribute("data-black-lead")), graph.black_leads[i]);
  }
  // Each mistake's dot is red and has its move number beside it.
  const auto mistakes = svg->with_class("mistake");
  const auto numbers = svg->with_class("mistake-number");
  ASSERT_EQ(mistakes.size(), 2u);
  ASSERT_EQ(numbers.size(), 2u);
  for (size_t i = 0; i < mistakes.size(); ++i) {
    const std::string move = std::to_string(graph.mistakes[i]);
    EXPECT_EQ(mistakes[i]->attribute("data-move"), move);
    EXPECT_EQ(numbers[i]->attribute("data-move"), move);
    EXPECT_EQ(numbers[i]->text, move);
    EXPECT_EQ(numbers[i]->attribute("x"), mistakes[i]->attribute("cx"));
    EXPECT_LT(
        std::abs(std::stod(numbers[i]->attribute("y")) - std::stod(mistakes[i]->attribute("cy"))),
        25);
  }
  // The win rate and the lead: one "x,y" pair per position along each line.
  for (const std::string_view curve : {"winrate", "lead"}) {
    ASSERT_EQ(svg->with_class(curve).size(), 1u) << curve;
    std::istringstream pairs(svg->with_class(curve)[0]->attribute("points"));
    int count = 0;
    for (std::string pair; pairs >> pair; ++count)
      EXPECT_NE(pair.find(','), std::string::npos);
    EXPECT_EQ(count, 5) << curve;
  }
  // The lead's own axis at the right reaches the largest lead.
  const auto lead_ticks = svg->with_class("lead-tick");
  ASSERT_EQ(lead_ticks.size(), 5u);
  EXPECT_EQ(lead_ticks.front()->text, "-20");
  EXPECT_EQ(lead_ticks[2]->text, "0");
  EXPECT_EQ(lead_ticks.back()->text, "+20");
  EXPECT_EQ(svg->children.front()->name, "title");
  EXPECT_EQ(svg->children.front()->text, "Black <you> & White");
}

// The legend names the win rate, the lead and the mistakes, each beside a
// sample of its mark; without leads, no lead curve and no lead in the legend.
TEST(WinrateGraph, HasALegendForEveryMarkItDraws) {
  WinrateGraph graph;
  graph.black_winrates = {0.5, 0.2};
  graph.black_leads = {0, -8};
  graph.mistakes = {1};
  const auto series = [](const WinrateGraph& g) {
    const auto svg = read_xml(winrate_graph_svg(g));
    const auto legends = svg->with_class("legend");
    EXPECT_EQ(legends.size(), 1u);
    std::vector<std::string> found;
    for (const auto& child : legends.front()->children) {
      if (child->name == "text") found.push_back(child->attribute("data-series"));
    }
    EXPECT_EQ(legends.front()->children.size(), 2 * found.size());
    return found;
  };
  EXPECT_EQ(series(graph), (std::vector<std::string>{"winrate", "lead", "mistake"}));
  graph.black_leads.clear();
  EXPECT_EQ(series(graph), (std::vector<std::string>{"winrate", "mistake"}));
  EXPECT_TRUE(read_xml(winrate_graph_svg(graph))->with_class("lead").empty());
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
  // The dead stones keep their colour, each under a cross.
  const auto dead = svg->with_class("dead");
  const auto crosses = svg->with_class("dead-mark");
  ASSERT_EQ(dead.size(), 2u);
  ASSERT_EQ(crosses.size(), 2u);
  for (size_t i = 0; i < dead.size(); ++i) {
    const Element& stone = *dead[i];
    EXPECT_EQ(stone.attribute("data-color"), "white");
    EXPECT_EQ(stone.attribute("fill"), "white");
    EXPECT_EQ(stone.attributes.count("fill-opacity"), 0u);
    const std::string& vertex = stone.attribute("data-point");
    EXPECT_TRUE(vertex == "C7" || vertex == "C6") << vertex;
    EXPECT_EQ(crosses[i]->attribute("data-point"), vertex);
  }
  // The ownership square on a dead stone is smaller than the stone, so
  // that the stone's colour shows around it.
  for (const Element* square : svg->with_class("ownership")) {
    if (square->attribute("data-point") != "C7") continue;
    EXPECT_LT(std::stod(square->attribute("width")), std::stod(dead[0]->attribute("r")) * 1.2);
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

// A 19x19 board with a stone on every point of its edges: no stone's
// circle reaches a coordinate's box, estimated generously (0.6 of the font
// size a character, 0.8 of it above the baseline and 0.25 below).
TEST(BoardPicture, NoStoneCoversACoordinate) {
  std::string diagram;
  for (int row = 0; row < 19; ++row)
    diagram +=
        row == 0 || row == 18 ? std::string(19, 'X') + "\n" : "X" + std::string(17, '.') + "O\n";
  const engine::Board board = engine::parse_board(diagram);
  const auto svg = read_xml(board_svg(BoardPicture(board)));
  const auto stones = svg->with_class("stone");
  ASSERT_EQ(stones.size(), 72u);
  const auto coordinates = svg->with_class("coordinates");
  ASSERT_EQ(coordinates.size(), 1u);
  const double font = std::stod(coordinates[0]->attribute("font-size"));
  const double side = std::stod(svg->attribute("width"));
  ASSERT_EQ(coordinates[0]->children.size(), 4u * 19);
  for (const auto& label : coordinates[0]->children) {
    const double x = std::stod(label->attribute("x"));
    const double y = std::stod(label->attribute("y"));
    const double half_width = 0.3 * font * static_cast<double>(label->text.size());
    const double left = x - half_width, right = x + half_width;
    const double top = y - 0.8 * font, bottom = y + 0.25 * font;
    EXPECT_GE(left, 0) << label->text;
    EXPECT_GE(top, 0) << label->text;
    EXPECT_LE(right, side) << label->text;
    EXPECT_LE(bottom, side) << label->text;
    for (const Element* stone : stones) {
      const double cx = std::stod(stone->attribute("cx"));
      const double cy = std::stod(stone->attribute("cy"));
      const double r = std::stod(stone->attribute("r"));
      const double dx = std::max({left - cx, 0.0, cx - right});
      const double dy = std::max({top - cy, 0.0, cy - bottom});
      EXPECT_GT(dx * dx + dy * dy, r * r)
          << "label " << label->text << " at " << x << "," << y << " under the stone at "
          << stone->attribute("data-point");
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
}  // namespace kosumi::svg
