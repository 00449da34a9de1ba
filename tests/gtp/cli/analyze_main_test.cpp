// End-to-end: `kosumi analyze GAME.sgf --svg DIR` and `kosumi score --svg`,
// the pictures read back as XML.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "gtp/cli/kosumi_process.h"
#include "gtp/sgf/sgf.h"
#include "gtp/svg/xml_reader.h"
#include "temp_path.h"

namespace kosumi::gtp {
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
  const std::filesystem::path dir = test::temp_path("kosumi_analyze");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string record = game_record(dir);
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
  std::filesystem::remove_all(dir);
}

// White answers Black's centre and corners with stones on the edge, which
// Kosumi would never choose: each of White's moves gets Kosumi's line as a
// variation. Every move's node has its review in the comment and SBKV.
TEST(AnalyzeGame, WritesAReviewedRecordThatKeepsTheGameAndAddsKosumisLines) {
  const std::filesystem::path dir = test::temp_path("kosumi_review");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
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
  const SgfRecord game = parse_sgf(game_text);
  const SgfRecord review = parse_sgf(text);
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
  std::filesystem::remove_all(dir);
}

// A collection is reviewed by its first game, and the output says so.
TEST(AnalyzeGame, SaysWhenTheFileHoldsMoreGamesThanTheOneReviewed) {
  const std::filesystem::path path = test::temp_path("kosumi_analyze_collection.sgf");
  std::ofstream(path) << "(;GM[1]FF[4]SZ[9];B[ee];W[cc])\n(;GM[1]FF[4]SZ[9];B[cc])\n"
                         "(;GM[1]FF[4]SZ[9];B[gg])\n";
  const auto [status, out] =
      run_kosumi({"analyze", path.string(), "--playouts", "50", "--seed", "1", "--threads", "1"});
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find("; 2 moves (the first of the 3 games in the file)\n"), std::string::npos)
      << out;
  std::ofstream(path) << "(;GM[1]FF[4]SZ[9];B[ee];W[cc])\n";
  EXPECT_EQ(
      run_kosumi({"analyze", path.string(), "--playouts", "50", "--seed", "1", "--threads", "1"})
          .second.find("games in the file"),
      std::string::npos);
  std::filesystem::remove(path);
}

TEST(ScoreGame, DrawsTheSettledPositionWithDeadStonesAndCountedPoints) {
  const std::filesystem::path picture = test::temp_path("kosumi_score.svg");
  const auto [status, out] = run_kosumi(
      {"score", KOSUMI_TEST_DATA_DIR "/dead_stones.sgf", "--svg", picture.string(), "--seed", "1"});
  ASSERT_EQ(status, 0) << out;
  EXPECT_NE(out.find("Result: B+1.5"), std::string::npos) << out;
  const auto board = svg::testing::read_xml(file_text(picture));
  const auto dead = board->with_class("dead");
  ASSERT_EQ(dead.size(), 2u);
  int black_points = 0;
  for (const svg::testing::Element* mark : board->with_class("territory")) {
    if (mark->attribute("data-owner") == "black") ++black_points;
  }
  // Black's 45 points are 34 stones and 11 counted points (the two dead
  // stones' included).
  EXPECT_EQ(black_points, 11);
  std::filesystem::remove(picture);
}

}  // namespace
}  // namespace kosumi::gtp
