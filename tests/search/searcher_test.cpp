#include "search/searcher.h"

#include <gtest/gtest.h>

#include <chrono>
#include <numeric>
#include <stdexcept>

#include "engine/playout.h"
#include "engine/random.h"
#include "eval/patterns/model.h"
#include "support/search_setup.h"

namespace kosumi::search {
namespace {

using engine::Game;
using engine::MoveError;
using engine::Player;
using testing::describe;
using testing::game_from;
using testing::single_thread_options;

int64_t children_visits(const SearchResult& r) {
  return std::accumulate(r.children.begin(), r.children.end(), int64_t{0},
                         [](int64_t sum, const ChildStats& c) { return sum + c.visits; });
}

// Black owns the left three columns with a living group; White has nothing.
constexpr const char* kBlackAhead = R"(
  . X . . .
  X X . . .
  . X . . .
  X X . . .
  . X . . .)";

TEST(Searcher, WinrateFavoursTheSideAheadForEitherColourToMove) {
  const Game black_ahead = game_from(kBlackAhead, Player::Black, 0.5);
  Searcher searcher(single_thread_options(5));
  const SearchResult black = searcher.search(black_ahead, Player::Black, {2000, 0});
  EXPECT_GT(black.winrate, 0.8) << describe(black_ahead, black);
  searcher.clear();
  const SearchResult white = searcher.search(black_ahead, Player::White, {2000, 0});
  EXPECT_LT(white.winrate, 0.2) << describe(black_ahead, white);
}

TEST(Searcher, ChildVisitsAddUpToThePlayoutsOfAFreshTree) {
  const Game game(9, *engine::Rules::preset("chinese"));
  Searcher searcher(single_thread_options(3));
  const SearchResult r = searcher.search(game, Player::Black, {1500, 0});
  EXPECT_GT(r.playouts, 0);
  EXPECT_LE(r.playouts, 1500);
  // The root is expanded before the first simulation, so every simulation
  // passes through exactly one root child.
  EXPECT_EQ(children_visits(r), r.playouts);
  for (size_t i = 1; i < r.children.size(); ++i) {
    EXPECT_GE(r.children[i - 1].visits, r.children[i].visits);
  }
  EXPECT_EQ(r.best_move, r.children.front().move);
  ASSERT_FALSE(r.principal_variation.empty());
  EXPECT_EQ(r.principal_variation.front(), r.best_move);
}

TEST(Searcher, OneThreadAndFixedSeedGiveIdenticalResults) {
  const Game game(9, *engine::Rules::preset("japanese"));
  const auto run = [&](uint64_t seed) {
    Searcher searcher(single_thread_options(seed));
    return searcher.search(game, Player::Black, {1500, 0});
  };
  const SearchResult a = run(77);
  const SearchResult b = run(77);
  const SearchResult other = run(78);
  ASSERT_EQ(a.children.size(), b.children.size());
  EXPECT_EQ(a.best_move, b.best_move);
  EXPECT_EQ(a.playouts, b.playouts);
  EXPECT_EQ(a.principal_variation, b.principal_variation);
  bool differs = false;
  for (size_t i = 0; i < a.children.size(); ++i) {
    EXPECT_EQ(a.children[i].move, b.children[i].move);
    EXPECT_EQ(a.children[i].visits, b.children[i].visits);
    EXPECT_EQ(a.children[i].amaf_visits, b.children[i].amaf_visits);
    differs |= a.children[i].visits != other.children[i].visits;
  }
  EXPECT_TRUE(differs) << "another seed should search differently";
}

// heavy.learned_shapes gives the playouts the learned 3×3 table instead of
// MoGo's; here a model that knows no 3×3 code, so the table is empty and the
// playouts play no shapes. The model plays no part in the priors.
TEST(Searcher, LearnedPlayoutShapesReachThePlayouts) {
  const Game game(9, *engine::Rules::preset("chinese"));
  SearchOptions mogo = single_thread_options(11);
  mogo.patterns = std::make_shared<const eval::PatternModel>(eval::PatternDictionary());
  mogo.priors.learned_pattern = 0;
  SearchOptions learned = mogo;
  learned.playout_shapes.learned_min_gamma = 2;
  const auto visits = [&](Searcher& searcher) {
    std::vector<std::pair<engine::Point, int64_t>> out;
    for (const ChildStats& c : searcher.search(game, Player::Black, {1500, 0}).children)
      out.emplace_back(c.move, c.visits);
    return out;
  };
  Searcher with_mogo(mogo);
  Searcher with_learned(learned);
  const auto expected = visits(with_mogo);
  EXPECT_NE(visits(with_learned), expected);
  // New options rebuild the table: back to MoGo's, the search is the same.
  Searcher switched(learned);
  switched.set_options(mogo);
  EXPECT_EQ(visits(switched), expected);
}

// tree.criticality reaches the selection once the search has its first few
// hundred playouts: the same seed searches otherwise, and as before with
// the weight back at 0.
TEST(Searcher, CriticalityReachesTheSelection) {
  const Game game(9, *engine::Rules::preset("chinese"));
  SearchOptions plain = single_thread_options(13);
  SearchOptions critical = plain;
  critical.tree.criticality = 1;
  const auto visits = [&](const SearchOptions& options) {
    Searcher searcher(options);
    std::vector<std::pair<engine::Point, int64_t>> out;
    for (const ChildStats& c : searcher.search(game, Player::Black, {1500, 0}).children)
      out.emplace_back(c.move, c.visits);
    return out;
  };
  const auto expected = visits(plain);
  EXPECT_NE(visits(critical), expected);
  critical.tree.criticality = 0;
  EXPECT_EQ(visits(critical), expected);
}

// One simulation from a fresh tree: every root child whose move Black played
// first gets an AMAF update. Weighted (amaf_decay 1), the child the tree
// chose, the first move, weighs 2 samples and the moves of the playout's
// second half less than one; unweighted, each weighs one.
TEST(Searcher, WeightedAmafCountsEarlyMovesMoreThanLateOnes) {
  const Game game(9, *engine::Rules::preset("chinese"));
  const auto amaf = [&](float decay) {
    SearchOptions options = single_thread_options(5);
    options.tree.amaf_decay = decay;
    Searcher searcher(options);
    const SearchResult r = searcher.search(game, Player::Black, {1, 0});
    std::vector<int64_t> out;
    int64_t chosen = -1;
    for (const ChildStats& c : r.children) {
      out.push_back(c.amaf_visits);
      if (c.visits == 1) chosen = c.amaf_visits;
    }
    return std::pair(out, chosen);
  };
  const auto [flat, flat_chosen] = amaf(0);
  const auto [weighted, weighted_chosen] = amaf(1);
  EXPECT_EQ(flat_chosen, 1);
  EXPECT_EQ(weighted_chosen, 2);
  ASSERT_EQ(flat.size(), weighted.size());
  int updated = 0;
  int faded = 0;
  for (size_t i = 0; i < flat.size(); ++i) {
    EXPECT_LE(flat[i], 1);
    EXPECT_LE(weighted[i], 2);
    if (flat[i] == 0) {
      EXPECT_EQ(weighted[i], 0);
    }
    updated += flat[i] == 1;
    faded += flat[i] == 1 && weighted[i] == 0;
  }
  EXPECT_GT(updated, 10);
  EXPECT_GT(faded, 3) << "Black's moves in the playout's second half weigh under a sample";
}

// A match plays many games with one process: meeting a position again, the
// search must not repeat itself, or every game would be the same.
TEST(Searcher, SearchingThePositionAgainSearchesDifferently) {
  const Game game(9, *engine::Rules::preset("chinese"));
  Searcher searcher(single_thread_options(5));
  const SearchResult first = searcher.search(game, Player::Black, {1500, 0});
  searcher.clear();
  const SearchResult again = searcher.search(game, Player::Black, {1500, 0});
  bool differs = false;
  for (size_t i = 0; i < first.children.size() && i < again.children.size(); ++i) {
    differs |= first.children[i].move != again.children[i].move ||
               first.children[i].visits != again.children[i].visits;
  }
  EXPECT_TRUE(differs);
}

TEST(Searcher, TinyMemoryLimitStillGivesALegalMove) {
  Game game(19, *engine::Rules::preset("chinese"));
  SearchOptions options = single_thread_options(9);
  options.memory_mb = 0;
  Searcher searcher(options);
  for (int move = 0; move < 4; ++move) {
    const SearchResult r = searcher.search(game, game.to_move(), {1500, 0});
    EXPECT_GT(r.playouts, 0);
    ASSERT_EQ(game.check(game.to_move(), r.best_move), MoveError::None);
    game.play(game.to_move(), r.best_move);
  }
}

TEST(Searcher, TwoThreadsShareTheTreeAndGiveALegalMove) {
  const Game game(9, *engine::Rules::preset("chinese"));
  SearchOptions options = single_thread_options(4);
  options.threads = 2;
  Searcher searcher(options);
  const SearchResult r = searcher.search(game, Player::Black, {2000, 0});
  EXPECT_LE(r.playouts, 2000);
  EXPECT_EQ(children_visits(r), r.playouts);
  EXPECT_EQ(game.check(Player::Black, r.best_move), MoveError::None);
}

// Random games on 4×4 under positional superko until a move that the board
// allows is refused for superko; the search must leave it out of its
// candidates and never choose it.
TEST(Searcher, NeverConsidersAMoveThatBreaksSuperko) {
  engine::Rng rng(2024);
  int found = 0;
  for (int attempt = 0; attempt < 400 && found < 5; ++attempt) {
    Game game(4, *engine::Rules::preset("chinese"));
    for (int move = 0; move < 60 && !game.is_over(); ++move) {
      const Player pl = game.to_move();
      engine::Point banned = engine::kNoPoint;
      for (int i = 0; i < game.board().empty_count(); ++i) {
        const engine::Point p = game.board().empty_point(i);
        if (game.check(pl, p) == MoveError::Superko) banned = p;
      }
      if (banned != engine::kNoPoint) {
        Searcher searcher(single_thread_options(static_cast<uint64_t>(attempt)));
        const SearchResult r = searcher.search(game, pl, {300, 0});
        EXPECT_NE(r.best_move, banned);
        EXPECT_EQ(game.check(pl, r.best_move), MoveError::None);
        for (const ChildStats& c : r.children)
          EXPECT_NE(c.move, banned);
        ++found;
        break;
      }
      engine::Board scratch = game.board();
      game.play(pl, engine::select_light_move(scratch, pl, rng));
    }
  }
  EXPECT_GT(found, 0) << "no superko position came up";
}

TEST(Searcher, ReusesTheSubtreeAfterOurMoveAndTheReply) {
  Game game(9, *engine::Rules::preset("chinese"));
  Searcher searcher(single_thread_options(6));
  const SearchResult first = searcher.search(game, Player::Black, {3000, 0});
  game.play(Player::Black, first.best_move);
  ASSERT_GE(first.principal_variation.size(), 2u);
  game.play(Player::White, first.principal_variation[1]);
  const SearchResult second = searcher.search(game, Player::Black, {500, 0});
  EXPECT_GT(children_visits(second), second.playouts);

  searcher.clear();
  const SearchResult fresh = searcher.search(game, Player::Black, {500, 0});
  EXPECT_EQ(children_visits(fresh), fresh.playouts);
}

TEST(Searcher, ForgetsTheTreeWhenTheGameDoesNotContinueFromIt) {
  Game game(9, *engine::Rules::preset("chinese"));
  Searcher searcher(single_thread_options(6));
  searcher.search(game, Player::Black, {1000, 0});
  Game other(9, *engine::Rules::preset("chinese"));
  other.play(Player::Black, other.board().point(0, 0));
  other.play(Player::White, other.board().point(1, 1));
  const SearchResult r = searcher.search(other, Player::Black, {500, 0});
  EXPECT_EQ(children_visits(r), r.playouts);
}

TEST(Searcher, TurningOnProgressiveWideningForgetsTheTree) {
  Game game(9, *engine::Rules::preset("chinese"));
  SearchOptions options = single_thread_options(6);
  Searcher searcher(options);
  searcher.search(game, Player::Black, {1000, 0});
  // Other tree parameters keep the tree: the same position searched again
  // adds to it.
  options.tree.exploration = 0.1f;
  searcher.set_options(options);
  const SearchResult kept = searcher.search(game, Player::Black, {500, 0});
  EXPECT_GT(children_visits(kept), kept.playouts);
  // Widening would read the kept nodes' children in an order they were not
  // given.
  options.tree.widening_start = 5;
  searcher.set_options(options);
  const SearchResult fresh = searcher.search(game, Player::Black, {500, 0});
  EXPECT_EQ(children_visits(fresh), fresh.playouts);
}

// Black to move after White passed, every point decided and Black ahead.
constexpr const char* kSettled = R"(
  . X O . .
  X X O . .
  . X O . .
  X X O O O
  . X O . .)";

void expect_pass_after_pass(const char* rules_name) {
  engine::Rules rules = *engine::Rules::preset(rules_name);
  rules.komi = -5.5;
  Game game(engine::parse_board(kSettled), rules, Player::White);
  ASSERT_EQ(game.play(Player::White, engine::kPass), MoveError::None);
  Searcher searcher(single_thread_options(8));
  const SearchResult r = searcher.search(game, Player::Black, {2000, 0});
  EXPECT_EQ(r.best_move, engine::kPass) << rules_name << "\n" << describe(game, r);
  EXPECT_FALSE(r.resign);
}

TEST(Searcher, PassesWhenTheOpponentPassedAndPassingWins) {
  expect_pass_after_pass("chinese");
  // Two passes end a Tromp-Taylor game with the board counted as it stands.
  expect_pass_after_pass("tromp-taylor");
}

// Under AGA rules the game ends on two passes only when White's is the
// last; after White and then Black passed, White is still to play.
TEST(Searcher, SearchesOnAfterTwoPassesThatDoNotEndTheGame) {
  Game game(5, *engine::Rules::preset("aga"));
  ASSERT_EQ(game.play(Player::Black, game.board().point(2, 2)), MoveError::None);
  ASSERT_EQ(game.play(Player::White, engine::kPass), MoveError::None);
  ASSERT_EQ(game.play(Player::Black, engine::kPass), MoveError::None);
  ASSERT_FALSE(game.is_over());
  Searcher searcher(single_thread_options(12));
  const SearchResult r = searcher.search(game, Player::White, {500, 0});
  EXPECT_GT(r.playouts, 0);
  EXPECT_EQ(children_visits(r), r.playouts);
  EXPECT_EQ(game.check(Player::White, r.best_move), MoveError::None);
}

TEST(Searcher, ResignsAHopelessGameOnlyWhenAllowed) {
  const Game game = game_from(kBlackAhead, Player::White, 0.5);
  SearchOptions options = single_thread_options(10);
  Searcher resigning(options);
  EXPECT_TRUE(resigning.search(game, Player::White, {2000, 0}).resign);
  options.allow_resign = false;
  Searcher stubborn(options);
  const SearchResult r = stubborn.search(game, Player::White, {2000, 0});
  EXPECT_FALSE(r.resign);
  EXPECT_EQ(game.check(Player::White, r.best_move), MoveError::None);
}

TEST(Searcher, RejectsLimitsWithNeitherPlayoutsNorTime) {
  const Game game(9, *engine::Rules::preset("chinese"));
  Searcher searcher(single_thread_options(1));
  EXPECT_THROW(searcher.search(game, Player::Black, {0, 0}), std::invalid_argument);
}

TEST(Searcher, StopEndsPondering) {
  const Game game(9, *engine::Rules::preset("chinese"));
  SearchOptions options = single_thread_options(1);
  options.threads = 2;
  Searcher searcher(options);
  // Stopped from the search's own progress report once it has playouts
  // (a fixed delay could pass before a slow machine ran any).
  const SearchResult pondered = searcher.ponder(game, Player::Black, [&](const SearchResult& now) {
    if (now.playouts > 0) searcher.stop();
  });
  EXPECT_GT(pondered.playouts, 0);
  // The pondered tree is kept for the next search.
  const SearchResult r = searcher.search(game, Player::Black, {100, 0});
  EXPECT_GT(children_visits(r), r.playouts);
}

// A clock far longer than the test: the search ends from its own progress
// report, once a report has seen playouts, so a busy machine only makes it
// take longer (a short clock could run out before the first report).
TEST(Searcher, ReportsProgressDuringATimedSearch) {
  const Game game(9, *engine::Rules::preset("chinese"));
  Searcher searcher(single_thread_options(1));
  int reports = 0;
  int64_t reported_playouts = 0;
  const SearchResult r =
      searcher.search(game, Player::Black, {0, 3600}, [&](const SearchResult& now) {
        ++reports;
        EXPECT_GE(now.playouts, reported_playouts);
        reported_playouts = now.playouts;
        if (now.playouts > 0) searcher.stop();
      });
  EXPECT_GE(reports, 1);
  EXPECT_GT(reported_playouts, 0);
  EXPECT_GE(r.playouts, reported_playouts);
  EXPECT_LT(r.seconds, 3600);
  EXPECT_EQ(game.check(Player::Black, r.best_move), MoveError::None);
}

}  // namespace
}  // namespace kosumi::search
