#include "search/root_choice.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

namespace kosumi::search {
namespace {

using engine::Point;

constexpr Point kA{10};
constexpr Point kB{11};
constexpr Point kC{12};

ChildStats child(Point move, int64_t visits, double winrate) {
  ChildStats c;
  c.move = move;
  c.visits = visits;
  c.winrate = winrate;
  c.variation = {move};
  return c;
}

// A root where A was visited most, then the pass, B and C; one move never.
SearchResult root() {
  SearchResult r;
  r.children = {child(kA, 50, 0.6), child(engine::kPass, 40, 0.5), child(kB, 30, 0.55),
                child(kC, 20, 0.52), child(Point{13}, 0, 0.5)};
  r.best_move = kA;
  r.winrate = 0.6;
  r.principal_variation = {kA};
  return r;
}

// How often each move is drawn in `draws` draws from one seeded generator.
std::map<Point, int> draw_counts(double temperature, int draws) {
  engine::Rng rng(1);
  std::map<Point, int> counts;
  for (int i = 0; i < draws; ++i) {
    SearchResult r = root();
    draw_root_move(r, temperature, rng);
    ++counts[r.best_move];
  }
  return counts;
}

TEST(RootChoice, TemperatureOneDrawsMovesAsOftenAsTheyWereVisited) {
  const std::map<Point, int> counts = draw_counts(1.0, 1000);
  // Of the 100 visits of moves other than the pass: A 50, B 30, C 20.
  EXPECT_NEAR(counts.at(kA), 500, 60);
  EXPECT_NEAR(counts.at(kB), 300, 60);
  EXPECT_NEAR(counts.at(kC), 200, 60);
  EXPECT_EQ(counts.count(engine::kPass), 0u);
  EXPECT_EQ(counts.count(Point{13}), 0u);
}

TEST(RootChoice, ALowTemperatureKeepsToTheMostVisitedMove) {
  EXPECT_EQ(draw_counts(0.05, 1000).at(kA), 1000);
}

TEST(RootChoice, TemperatureZeroAPassOrAResignationLeaveTheResultAsItIs) {
  engine::Rng rng(1);
  for (int i = 0; i < 50; ++i) {
    SearchResult r = root();
    draw_root_move(r, 0, rng);
    EXPECT_EQ(r.best_move, kA);
    r.best_move = engine::kPass;
    draw_root_move(r, 1, rng);
    EXPECT_EQ(r.best_move, engine::kPass);
    r.best_move = kA;
    r.resign = true;
    draw_root_move(r, 1, rng);
    EXPECT_EQ(r.best_move, kA);
  }
}

TEST(RootChoice, TheDrawnMoveBringsItsWinRateAndVariation) {
  engine::Rng rng(1);
  for (int i = 0; i < 100; ++i) {
    SearchResult r = root();
    draw_root_move(r, 1, rng);
    const ChildStats& drawn =
        *std::find_if(r.children.begin(), r.children.end(),
                      [&](const ChildStats& c) { return c.move == r.best_move; });
    EXPECT_EQ(r.winrate, drawn.winrate);
    EXPECT_EQ(r.principal_variation, drawn.variation);
  }
}

}  // namespace
}  // namespace kosumi::search
