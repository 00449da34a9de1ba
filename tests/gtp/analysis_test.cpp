#include "gtp/analysis.h"

#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "support/conversation.h"
#include "support/gui_parsers.h"

namespace kosumi::gtp {
namespace {

using engine::Player;
using engine::Point;

Point at(std::string_view vertex, int size = 9) {
  return *engine::parse_point(vertex, size);
}

search::ChildStats child(std::string_view move, int64_t visits, double winrate, double prior,
                         std::vector<std::string_view> variation) {
  search::ChildStats c;
  c.move = at(move);
  c.visits = visits;
  c.winrate = winrate;
  c.prior = prior;
  c.score_mean = 2.5;
  c.score_stdev = 10;
  c.score_median = 3.5;
  for (std::string_view v : variation)
    c.variation.push_back(at(v));
  return c;
}

// Three moves, the last never visited, as a search might report them.
search::SearchResult sample_result() {
  search::SearchResult r;
  r.children = {child("D4", 120, 0.5634, 0.3, {"D4", "E5", "C3"}),
                child("E5", 40, 1.0, 0.3, {"E5", "pass", "D4"}), child("C3", 0, 0.5, 0.4, {"C3"})};
  r.best_move = at("D4");
  r.winrate = 0.5634;
  return r;
}

AnalysisRequest request_for(Player player) {
  AnalysisRequest r;
  r.player = player;
  return r;
}

TEST(AnalysisLine, LeelaZeroFormatReadsTheSameInSabakiAndLizzie) {
  const engine::Board board(9);
  const std::string line = analysis_line(sample_result(), request_for(Player::Black),
                                         AnalysisFormat::LeelaZero, board, {});
  EXPECT_EQ(line,
            "info move D4 visits 120 winrate 5634 prior 3000 lcb 4747 order 0 pv D4 E5 C3 "
            "info move E5 visits 40 winrate 10000 prior 3000 lcb 10000 order 1 pv E5 pass D4");
  const auto sabaki = gui::sabaki_parse(line);
  ASSERT_TRUE(sabaki);
  ASSERT_EQ(sabaki->size(), 2u);
  EXPECT_EQ((*sabaki)[0].move, "D4");
  EXPECT_EQ((*sabaki)[0].visits, 120);
  EXPECT_DOUBLE_EQ((*sabaki)[0].winrate_percent, 56.34);
  EXPECT_EQ((*sabaki)[0].variation, (std::vector<std::string>{"D4", "E5", "C3"}));
  // Sabaki cuts a variation at its first pass.
  EXPECT_EQ((*sabaki)[1].variation, (std::vector<std::string>{"E5"}));
  const auto lizzie = gui::lizzie_parse(line, false);
  ASSERT_TRUE(lizzie);
  ASSERT_EQ(lizzie->size(), 2u);
  EXPECT_EQ((*lizzie)[1].coordinate, "E5");
  EXPECT_EQ((*lizzie)[1].playouts, 40);
  EXPECT_DOUBLE_EQ((*lizzie)[1].winrate_percent, 100.0);
  EXPECT_EQ((*lizzie)[1].variation, (std::vector<std::string>{"E5", "pass", "D4"}));
}

TEST(AnalysisLine, KataGoFormatKeepsADecimalPointEvenAtCertainty) {
  const engine::Board board(9);
  const std::string line =
      analysis_line(sample_result(), request_for(Player::Black), AnalysisFormat::KataGo, board, {});
  // Sabaki tells KataGo's probabilities from Leela Zero's integers by the
  // '.': a win rate of exactly 1 written "1" would read as 0.01 %.
  EXPECT_NE(line.find(" winrate 1.000000 "), std::string::npos) << line;
  const auto sabaki = gui::sabaki_parse(line);
  ASSERT_TRUE(sabaki);
  ASSERT_EQ(sabaki->size(), 2u);
  EXPECT_DOUBLE_EQ((*sabaki)[1].winrate_percent, 100.0);
  EXPECT_DOUBLE_EQ((*sabaki)[0].score_lead.value(), 3.5);
  const auto lizzie = gui::lizzie_parse(line, true);
  ASSERT_TRUE(lizzie);
  EXPECT_NEAR((*lizzie)[0].winrate_percent, 56.34, 1e-9);
}

// A move that wins most playouts narrowly and loses the rest by much: the
// lead (the median) is on the side of the win rate, the mean is not.
TEST(AnalysisLine, KataGoScoreLeadIsTheMedianAndScoreMeanTheMean) {
  const engine::Board board(9);
  search::SearchResult r = sample_result();
  r.children[0].score_mean = -4;
  r.children[0].score_median = 1.5;
  const std::string line =
      analysis_line(r, request_for(Player::Black), AnalysisFormat::KataGo, board, {});
  EXPECT_NE(line.find(" scoreMean -4.000 scoreStdev 10.000 scoreLead 1.500 "), std::string::npos)
      << line;
  EXPECT_DOUBLE_EQ(gui::sabaki_parse(line)->front().score_lead.value(), 1.5);
}

TEST(AnalysisLine, MinMovesAddsUnvisitedMovesAndMaxMovesCuts) {
  const engine::Board board(9);
  AnalysisRequest r = request_for(Player::Black);
  r.min_moves = 3;
  std::string line = analysis_line(sample_result(), r, AnalysisFormat::LeelaZero, board, {});
  EXPECT_NE(line.find("info move C3 visits 0 winrate 5000 prior 4000 lcb 0 order 2 pv C3"),
            std::string::npos)
      << line;
  r.max_moves = 1;
  line = analysis_line(sample_result(), r, AnalysisFormat::LeelaZero, board, {});
  EXPECT_EQ(gui::sabaki_parse(line)->size(), 1u);
  EXPECT_EQ(analysis_line(search::SearchResult{}, r, AnalysisFormat::LeelaZero, board, {}), "");
}

TEST(AnalysisLine, OwnershipIsForThePlayerToMoveFromTheTopRow) {
  const engine::Board board(2);
  std::vector<float> ownership(static_cast<size_t>(board.num_points()), 0.0f);
  // Black owns the top row (A2, B2), White the bottom one.
  ownership[static_cast<size_t>(engine::index(board.point(0, 1)))] = 1.0f;
  ownership[static_cast<size_t>(engine::index(board.point(1, 1)))] = 0.5f;
  ownership[static_cast<size_t>(engine::index(board.point(0, 0)))] = -1.0f;
  ownership[static_cast<size_t>(engine::index(board.point(1, 0)))] = -0.25f;
  search::SearchResult r;
  r.children = {search::ChildStats{}};
  r.children[0].move = board.point(0, 0);
  r.children[0].visits = 1;
  r.children[0].variation = {board.point(0, 0)};
  AnalysisRequest black = request_for(Player::Black);
  black.ownership = true;
  std::string line = analysis_line(r, black, AnalysisFormat::KataGo, board, ownership);
  EXPECT_TRUE(line.ends_with(" ownership 1.0000 0.5000 -1.0000 -0.2500")) << line;
  AnalysisRequest white = black;
  white.player = Player::White;
  line = analysis_line(r, white, AnalysisFormat::KataGo, board, ownership);
  EXPECT_TRUE(line.ends_with(" ownership -1.0000 -0.5000 1.0000 0.2500")) << line;
  EXPECT_EQ(gui::lizzie_ownership(line)->size(), 4u);
}

TEST(AnalysisLine, LowerBoundShrinksTowardsTheWinRateWithVisits) {
  EXPECT_EQ(winrate_lower_bound(0.6, 0), 0);
  EXPECT_LT(winrate_lower_bound(0.6, 10), winrate_lower_bound(0.6, 1000));
  EXPECT_NEAR(winrate_lower_bound(0.5, 10000), 0.5 - 1.96 * 0.005, 1e-12);
  EXPECT_EQ(winrate_lower_bound(0.01, 3), 0);
}

// The request through the server: what each command accepts and refuses.
TEST(AnalysisRequest, ArgumentsAsLeelaZeroAndKataGoTakeThem) {
  Conversation s;
  const auto parse = [&](std::string_view line, AnalysisFormat format) {
    std::istringstream in{std::string(line)};
    std::vector<std::string> words;
    for (std::string w; in >> w;)
      words.push_back(w);
    return parse_analysis_request(Arguments(words), format, s.go_player().game().board(),
                                  Player::White);
  };
  AnalysisRequest r = parse("", AnalysisFormat::LeelaZero);
  EXPECT_EQ(r.player, Player::White);
  EXPECT_EQ(r.interval_centiseconds, 0);
  r = parse("b 25 minmoves 5 maxmoves 8", AnalysisFormat::LeelaZero);
  EXPECT_EQ(r.player, Player::Black);
  EXPECT_EQ(r.interval_centiseconds, 25);
  EXPECT_EQ(r.min_moves, 5);
  EXPECT_EQ(r.max_moves, 8);
  // Lizzie sends the interval alone.
  EXPECT_EQ(parse("10", AnalysisFormat::LeelaZero).interval_centiseconds, 10);
  EXPECT_EQ(parse("w interval 30", AnalysisFormat::KataGo).interval_centiseconds, 30);
  EXPECT_TRUE(parse("b 10 ownership true", AnalysisFormat::KataGo).ownership);
  // Avoid and allow restrict the analysed player's first move only.
  const engine::Board& board = s.go_player().game().board();
  r = parse("b 10 avoid b D4,E5 1 avoid w C3 1", AnalysisFormat::LeelaZero);
  EXPECT_TRUE(r.excluded.test(static_cast<size_t>(engine::index(at("D4")))));
  EXPECT_TRUE(r.excluded.test(static_cast<size_t>(engine::index(at("E5")))));
  EXPECT_FALSE(r.excluded.test(static_cast<size_t>(engine::index(at("C3")))));
  r = parse("b 10 allow b D4 1", AnalysisFormat::LeelaZero);
  EXPECT_EQ(r.excluded.count(), static_cast<size_t>(board.size() * board.size() - 1));
  EXPECT_FALSE(r.excluded.test(static_cast<size_t>(engine::index(at("D4")))));
  for (std::string_view bad :
       {"b 10 ownership true", "b 10 frobnicate 3", "b 10 minmoves", "b 10 minmoves -2",
        "b 10 avoid b Z99 1", "b 10 avoid q D4 1", "b 10 avoid b D4", "b 10 interval x"}) {
    EXPECT_THROW(parse(bad, AnalysisFormat::LeelaZero), GtpError) << bad;
  }
  EXPECT_THROW(parse("b 10 ownership maybe", AnalysisFormat::KataGo), GtpError);
}

TEST(AnalysisCommands, GenmoveAnalyzeStreamsThenPlaysAndEndsWithAnEmptyLine) {
  Conversation s;
  const std::string r = s.send("7 lz-genmove_analyze b");
  ASSERT_TRUE(r.starts_with("=7\ninfo move ")) << r;
  ASSERT_TRUE(r.ends_with("\n\n")) << r;
  const size_t play = r.rfind("\nplay ");
  ASSERT_NE(play, std::string::npos) << r;
  const std::string move = r.substr(play + 6, r.size() - play - 8);
  EXPECT_EQ(s.ok("list_stones black"), move);
  // The final line reads in Sabaki and Lizzie.
  const std::string info = r.substr(3, r.find('\n', 3) - 3);
  EXPECT_FALSE(gui::sabaki_parse(info)->empty());
  EXPECT_FALSE(gui::lizzie_parse(info, false)->empty());
}

// The first moves of every analysed line ("info move X") and the move
// played ("play X") of a genmove_analyze response.
std::vector<std::string> analysed_and_played(const std::string& response) {
  std::vector<std::string> moves;
  const std::regex move(R"((?:info move|\nplay) (\S+))");
  for (auto it = std::sregex_iterator(response.begin(), response.end(), move);
       it != std::sregex_iterator(); ++it) {
    moves.push_back((*it)[1]);
  }
  return moves;
}

// The centre of the board, where the search would look first, is avoided:
// no analysed line starts there and the move played is elsewhere.
TEST(AnalysisCommands, AvoidedMovesAreNeitherAnalysedNorPlayed) {
  Conversation s;
  std::set<std::string> avoided;
  std::string list;
  for (const char column : std::string("CDEFG")) {
    for (int row = 3; row <= 7; ++row) {
      const std::string vertex = column + std::to_string(row);
      avoided.insert(vertex);
      list += (list.empty() ? "" : ",") + vertex;
    }
  }
  const std::string r = s.send("lz-genmove_analyze b 10 avoid b " + list + " 1");
  ASSERT_TRUE(r.starts_with("=")) << r;
  const std::vector<std::string> moves = analysed_and_played(r);
  ASSERT_GE(moves.size(), 2u) << r;
  for (const std::string& m : moves)
    EXPECT_FALSE(avoided.contains(m)) << m << " in " << r;
  EXPECT_EQ(s.ok("list_stones black"), moves.back() == "pass" ? "" : moves.back());
}

// Only two points allowed: every analysed line starts at one of them (or
// passes), and so does the move played.
TEST(AnalysisCommands, AllowedMovesAreTheOnlyOnesAnalysedAndPlayed) {
  Conversation s;
  const std::string r = s.send("kata-genmove_analyze w 10 allow w C3,G7 1");
  ASSERT_TRUE(r.starts_with("=")) << r;
  const std::vector<std::string> moves = analysed_and_played(r);
  ASSERT_GE(moves.size(), 2u) << r;
  for (const std::string& m : moves)
    EXPECT_TRUE(m == "C3" || m == "G7" || m == "pass") << m << " in " << r;
}

TEST(AnalysisCommands, BadRequestsAnswerAnErrorAndChangeNothing) {
  Conversation s;
  s.ok("play b C3");
  const std::string before = s.state();
  EXPECT_EQ(s.error("lz-analyze b 10 frobnicate 1"), "unknown analysis option 'frobnicate'");
  EXPECT_EQ(s.error("kata-genmove_analyze b 10 avoid b Z99 1"), "bad vertex 'Z99' in 'Z99'");
  EXPECT_EQ(s.state(), before);
}

// A word that is no key is named as such even with nothing after it, and a
// bad value is quoted.
TEST(AnalysisCommands, ErrorsNameTheBadWord) {
  Conversation s;
  const std::string before = s.state();
  EXPECT_EQ(s.error("lz-analyze b 10x"), "unknown analysis option '10x'");
  EXPECT_EQ(s.error("lz-analyze b interval"), "interval needs a value");
  EXPECT_EQ(s.error("lz-analyze b interval soon"), "interval needs a count, not 'soon'");
  EXPECT_EQ(s.error("kata-analyze b 10 ownership maybe"),
            "ownership is true or false, not 'maybe'");
  EXPECT_EQ(s.state(), before);
}

TEST(AnalysisCommands, AnalysisOutsideARunEndsAtOnceAndChangesNothing) {
  Conversation s;
  s.ok("play b C3");
  const std::string before = s.state();
  // Without run() no more input will come, as at the end of the input.
  EXPECT_EQ(s.send("3 kata-analyze w 1 ownership true").substr(0, 3), "=3\n");
  EXPECT_EQ(s.state(), before);
}

}  // namespace
}  // namespace kosumi::gtp
