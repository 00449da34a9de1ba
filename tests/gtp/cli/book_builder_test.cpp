#include "gtp/cli/book_builder.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "engine/coord.h"
#include "engine/rules.h"

namespace kosumi::cli {
namespace {

using engine::Game;
using engine::Player;

engine::Point at(const char* text) {
  return *engine::parse_point(text, 9);
}

search::ChildStats child(const char* move, int64_t visits, double winrate) {
  search::ChildStats c;
  c.move = move == std::string("pass") ? engine::kPass : at(move);
  c.visits = visits;
  c.winrate = winrate;
  return c;
}

// A stand-in for the long search: the first `width` empty points of a
// fixed list, in its order, with fewer visits each; it counts the
// positions it searched.
struct FakeSearch {
  size_t width = 8;
  std::map<std::string, int> searched;

  search::SearchResult operator()(const Game& game) {
    ++searched[search::canonical_position(game.board(), game.to_move()).key];
    search::SearchResult result;
    int64_t visits = 1000;
    for (const char* move : {"E5", "C3", "G7", "D4", "F6", "C7", "G3", "D6"}) {
      if (result.children.size() == width) break;
      if (game.board().color(at(move)) != engine::Color::Empty) continue;
      result.children.push_back(child(move, visits, 0.5));
      visits = visits * 2 / 3;
    }
    return result;
  }
};

Game empty_board() {
  return Game(9, *engine::Rules::preset("chinese"));
}

TEST(BookBuilder, KeptMovesMergeTheMovesToOnePositionAndLeaveThePassOut) {
  search::SearchResult result;
  result.children = {child("E5", 100, 0.5), child("D4", 50, 0.5), child("C3", 40, 0.6),
                     child("pass", 45, 0.1), child("G7", 30, 0.4)};
  const std::vector<search::BookMove> kept = kept_moves(empty_board(), result);
  ASSERT_EQ(kept.size(), 3u);
  EXPECT_EQ(kept[0].move, at("E5"));
  // C3 and G7 are one move on the empty board: their visits add up.
  EXPECT_EQ(kept[1].move, at("C3"));
  EXPECT_EQ(kept[1].visits, 70);
  EXPECT_NEAR(kept[1].winrate, (0.6 * 40 + 0.4 * 30) / 70, 1e-9);
  EXPECT_EQ(kept[2].move, at("D4"));
}

TEST(BookBuilder, TheWalkSearchesEachPositionOnceWithinTheDepth) {
  search::OpeningBook book(9, 6.5, 7.5);
  FakeSearch fake;
  std::vector<size_t> plies;
  const int searched = grow_book(
      book, empty_board(), {3, 2}, std::ref(fake),
      [&plies](const GrownPosition& p) { plies.push_back(p.game.moves().size()); });
  EXPECT_EQ(searched, static_cast<int>(book.entries().size()));
  EXPECT_EQ(fake.searched.size(), book.entries().size());
  for (const auto& [key, count] : fake.searched)
    EXPECT_EQ(count, 1) << key;
  // Breadth first, within 3 plies, every ply reached.
  EXPECT_TRUE(std::is_sorted(plies.begin(), plies.end()));
  EXPECT_EQ(plies.front(), 0u);
  EXPECT_EQ(plies.back(), 2u);
}

TEST(BookBuilder, BothColoursBooksShareTheirPositions) {
  // One move a position: Black's book is E5, C3 (White's reply), G7;
  // White's book walks the same line, already searched.
  search::OpeningBook book(9, 6.5, 7.5);
  FakeSearch fake{1, {}};
  std::vector<std::string> searched_lines;
  grow_book(book, empty_board(), {3, 2}, std::ref(fake), [&](const GrownPosition& p) {
    if (!p.searched) return;
    std::string line;
    for (const engine::Point move : p.line)
      line += engine::point_to_string(move, 9) + " ";
    searched_lines.push_back(line);
  });
  EXPECT_EQ(searched_lines, (std::vector<std::string>{"", "E5 ", "E5 C3 "}));
}

TEST(BookBuilder, ABookGrownAgainSearchesNothingAndAGreaterDepthOnlyTheNewPlies) {
  search::OpeningBook book(9, 6.5, 7.5);
  FakeSearch fake;
  const auto ignore = [](const GrownPosition&) {};
  grow_book(book, empty_board(), {3, 2}, std::ref(fake), ignore);
  const auto before = book.entries().size();
  EXPECT_EQ(grow_book(book, empty_board(), {3, 2}, std::ref(fake), ignore), 0);
  EXPECT_EQ(book.entries().size(), before);

  const int deeper = grow_book(book, empty_board(), {4, 2}, std::ref(fake), ignore);
  EXPECT_GT(deeper, 0);
  EXPECT_EQ(book.entries().size(), before + static_cast<size_t>(deeper));
  for (const auto& [key, count] : fake.searched)
    EXPECT_EQ(count, 1) << key;
}

TEST(BookBuilder, ADepthOfOneSearchesTheEmptyBoardAlone) {
  search::OpeningBook book(9, 6.5, 7.5);
  FakeSearch fake;
  EXPECT_EQ(grow_book(book, empty_board(), {1, 3}, std::ref(fake), [](const GrownPosition&) {}),
            1);
  const std::vector<search::BookMove> moves = book.moves(engine::Board(9), Player::Black);
  ASSERT_FALSE(moves.empty());
  // C3 with its images G7, C7 and G3 outweighs E5 once merged.
  EXPECT_EQ(moves.front().move, at("C3"));
  EXPECT_EQ(moves.front().visits, 666 + 444 + 131 + 87);
}

}  // namespace
}  // namespace kosumi::cli
