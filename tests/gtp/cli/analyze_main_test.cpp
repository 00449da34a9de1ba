// End-to-end: `kosumi analyze GAME.sgf --svg DIR` and `kosumi score --svg`,
// the pictures read back as XML.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gtp/sgf/sgf.h"
#include "support/kosumi_process.h"
#include "support/temp_path.h"
#include "support/xml_reader.h"

namespace kosumi::cli {
namespace {

std::string file_text(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

// The dead-stones position (two dead white stones in Black's area, C8 and
// C2) with Black's C9, capturing C8, and two passes after White's pass.
std::string game_record(const std::filesystem::path& dir) {
  std::string text = file_text(KOSUMI_TEST_DATA_DIR "/dead_stones.sgf");
  text.replace(text.rfind(')'), 1, ";B[ca];W[];B[])");
  const std::filesystem::path path = dir / "game.sgf";
  std::ofstream(path) << text;
  return path.string();
}

TEST(AnalyzeGame, WritesAWinRateGraphWithAPointPerMoveAndTheFinalOwnership) {
  const test::TempPath dir("kosumi_analyze");
  std::filesystem::create_directories(dir.path());
  const std::string record = game_record(dir.path());
  const auto [status, out] = run_kosumi({"analyze", record, "--svg", (dir / "pictures").string(),
                                         "--playouts", "300", "--seed", "1", "--threads", "1"});
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find("Mistakes"), std::string::npos) << out;
  const auto graph = svg::testing::read_xml(file_text(dir / "pictures" / "winrate.svg"));
  // Four moves (W pass, B C9, W pass, B pass): five positions.
  const auto points = graph->with_class("position");
  ASSERT_EQ(points.size(), 5u);
  // Black leads by 1.5 at the end: its win rate is high.
  EXPECT_GT(std::stod(points.back()->attribute("data-black-winrate")), 0.5);
  const auto board = svg::testing::read_xml(file_text(dir / "pictures" / "ownership.svg"));
  const auto ownership = board->with_class("ownership");
  ASSERT_EQ(ownership.size(), 81u);
  for (const svg::testing::Element* square : ownership) {
    const std::string& vertex = square->attribute("data-point");
    const double value = std::stod(square->attribute("data-ownership"));
    // The dead white stone left (C2) and Black's area are Black's; White's
    // area is White's.
    if (vertex == "C2" || vertex == "A5") {
      EXPECT_GT(value, 0.5) << vertex;
    }
    if (vertex == "H5") {
      EXPECT_LT(value, -0.5) << vertex;
    }
  }
  const auto dead = board->with_class("dead");
  ASSERT_EQ(dead.size(), 1u);
  EXPECT_EQ(dead[0]->attribute("data-point"), "C2");
  EXPECT_EQ(run_kosumi({"analyze", (dir / "none.sgf").string()}).first, 1);
}

// White answers Black's centre and corners with stones on the edge, which
// Kosumi would never choose: each of White's moves gets Kosumi's line as a
// variation. Every move's node has its review in the comment and SBKV.
TEST(AnalyzeGame, WritesAReviewedRecordThatKeepsTheGameAndAddsKosumisLines) {
  const test::TempPath dir("kosumi_review");
  std::filesystem::create_directories(dir.path());
  const std::string game_text =
      "(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese];B[ee];W[aa]C[first];B[cg];W[ab];B[gc];W[ac])";
  std::ofstream(dir / "game.sgf") << game_text;
  const std::filesystem::path reviewed = dir / "reviewed.sgf";
  const auto [status, out] =
      run_kosumi({"analyze", (dir / "game.sgf").string(), "--sgf", reviewed.string(), "--playouts",
                  "300", "--seed", "1", "--threads", "1"});
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find("Reviewed record: " + reviewed.string()), std::string::npos) << out;
  const std::string text = file_text(reviewed);
  const sgf::SgfRecord game = sgf::parse_sgf(game_text);
  const sgf::SgfRecord review = sgf::parse_sgf(text);
  ASSERT_EQ(review.moves.size(), game.moves.size()) << text;
  for (size_t k = 0; k < game.moves.size(); ++k) {
    EXPECT_EQ(review.moves[k].player, game.moves[k].player) << k;
    EXPECT_EQ(review.moves[k].point, game.moves[k].point) << k;
    EXPECT_NE(review.moves[k].comment.find("Black's win rate "), std::string::npos) << k;
    if (game.moves[k].player == engine::Player::White) {
      EXPECT_NE(review.moves[k].comment.find("Kosumi prefers "), std::string::npos) << k;
    }
  }
  EXPECT_TRUE(review.moves[1].comment.starts_with("first\n\n")) << review.moves[1].comment;
  // A win rate per move on the main line, and one per variation's first
  // move: each of White's three moves has one.
  size_t values = 0;
  for (size_t at = text.find("SBKV["); at != std::string::npos; at = text.find("SBKV[", at + 1))
    ++values;
  EXPECT_GE(values, game.moves.size() + 3) << text;
  EXPECT_NE(text.find("\n(;W["), std::string::npos) << text;
  EXPECT_NE(text.find("C[Kosumi's choice: "), std::string::npos) << text;
}

// Every game of a collection is reviewed, each block named, its pictures
// numbered; --game N reviews one; a game out of range is refused.
TEST(AnalyzeGame, ReviewsEveryGameOfACollectionOrTheOneChosen) {
  const test::TempPath dir("kosumi_analyze_collection");
  std::filesystem::create_directories(dir.path());
  const std::filesystem::path path = dir / "games.sgf";
  std::ofstream(path) << "(;GM[1]FF[4]SZ[9]PB[Ann];B[ee];W[cc])\n(;GM[1]FF[4]SZ[9];B[cc])\n"
                         "(;GM[1]FF[4]SZ[9];B[gg];W[cg];B[gc])\n";
  const std::vector<std::string> search = {"--playouts", "50", "--seed", "1", "--threads", "1"};
  const auto analyze = [&](std::vector<std::string> args) {
    args.insert(args.begin(), {"analyze", path.string()});
    args.insert(args.end(), search.begin(), search.end());
    return run_kosumi_with_errors(args);
  };
  const auto [status, out] = analyze({"--svg", (dir / "all").string()});
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find(" holds 3 games\n"), std::string::npos) << out;
  const size_t first = out.find("\nGame 1: Ann - White\nRules: ");
  const size_t second = out.find("\nGame 2: Black - White\nRules: ");
  const size_t third = out.find("\nGame 3: Black - White\nRules: ");
  ASSERT_NE(first, std::string::npos) << out;
  ASSERT_NE(second, std::string::npos) << out;
  ASSERT_NE(third, std::string::npos) << out;
  EXPECT_LT(first, second);
  EXPECT_LT(second, third);
  EXPECT_NE(out.find("; 3 moves\n", third), std::string::npos) << out;
  for (const char* name : {"winrate-1.svg", "ownership-1.svg", "winrate-3.svg", "ownership-3.svg"})
    EXPECT_TRUE(std::filesystem::exists(dir / "all" / name)) << name;
  EXPECT_EQ(svg::testing::read_xml(file_text(dir / "all" / "winrate-3.svg"))
                ->with_class("position")
                .size(),
            4u);

  const auto [one_status, one] = analyze({"--game", "3", "--svg", (dir / "one").string()});
  ASSERT_EQ(one_status, 0) << one;
  EXPECT_EQ(one.find("Game 1:"), std::string::npos) << one;
  EXPECT_NE(one.find("\nGame 3: Black - White\n"), std::string::npos) << one;
  EXPECT_TRUE(std::filesystem::exists(dir / "one" / "winrate-3.svg"));
  EXPECT_FALSE(std::filesystem::exists(dir / "one" / "winrate-1.svg"));

  const auto [bad_status, bad] = analyze({"--game", "4", "--sgf", (dir / "out.sgf").string()});
  EXPECT_EQ(bad_status, 1);
  EXPECT_NE(bad.find("--game 4: the file holds 3 games"), std::string::npos) << bad;
  EXPECT_FALSE(std::filesystem::exists(dir / "out.sgf"));

  // A file of one game: no game numbers, the pictures as before.
  std::ofstream(path) << "(;GM[1]FF[4]SZ[9];B[ee];W[cc])\n";
  const auto [single_status, single] = analyze({"--svg", (dir / "single").string()});
  ASSERT_EQ(single_status, 0) << single;
  EXPECT_EQ(single.find("Game "), std::string::npos) << single;
  EXPECT_EQ(single.find("holds"), std::string::npos) << single;
  EXPECT_TRUE(std::filesystem::exists(dir / "single" / "winrate.svg"));
}

// Each line of the review: the lead in points is on the side the win rate
// favours.
TEST(AnalyzeGame, TheLeadIsOnTheSideOfTheWinRate) {
  const test::TempPath path("kosumi_analyze_lead.sgf");
  std::ofstream(path.path())
      << "(;GM[1]FF[4]SZ[9]KM[7];B[ee];W[cc];B[gc];W[cg];B[gg];W[aa];B[ec];W[bb]"
         ";B[ce];W[ge])\n";
  const auto [status, out] =
      run_kosumi({"analyze", path.string(), "--playouts", "200", "--seed", "2", "--threads", "1"});
  ASSERT_EQ(status, 0) << out;
  std::istringstream lines(out);
  int rows = 0;
  for (std::string line; std::getline(lines, line);) {
    std::istringstream row(line);
    int move = 0;
    std::string player, point, percent;
    double win = 0, lead = 0;
    if (!(row >> move >> player >> point >> win >> percent >> lead)) continue;
    ++rows;
    EXPECT_GE((win - 50) * lead, 0) << line;
  }
  EXPECT_EQ(rows, 10) << out;
}

TEST(ScoreGame, DrawsTheSettledPositionWithDeadStonesAndCountedPoints) {
  const test::TempPath picture("kosumi_score.svg");
  const auto [status, out] = run_kosumi(
      {"score", KOSUMI_TEST_DATA_DIR "/dead_stones.sgf", "--svg", picture.string(), "--seed", "1"});
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find("Result: B+1.5"), std::string::npos) << out;
  const auto board = svg::testing::read_xml(file_text(picture.path()));
  const auto dead = board->with_class("dead");
  ASSERT_EQ(dead.size(), 2u);
  int black_points = 0;
  for (const svg::testing::Element* mark : board->with_class("territory")) {
    if (mark->attribute("data-owner") == "black") ++black_points;
  }
  // Black's 45 points are 34 stones and 11 counted points (the two dead
  // stones' included).
  EXPECT_EQ(black_points, 11);
}

}  // namespace
}  // namespace kosumi::cli
