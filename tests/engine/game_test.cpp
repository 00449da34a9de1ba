#include "engine/game.h"

#include <gtest/gtest.h>

#include "engine/board_text.h"
#include "engine/random.h"
#include "support/test_points.h"

namespace kosumi::engine {
namespace {

using test::at;

Rules preset(const char* name) {
  return *Rules::preset(name);
}

// What a refused move must leave unchanged.
struct Snapshot {
  uint64_t hash;
  Player to_move;
  size_t moves;
  int black_prisoners;
  int white_prisoners;
  int consecutive_passes;

  explicit Snapshot(const Game& g)
      : hash(g.board().hash()),
        to_move(g.to_move()),
        moves(g.moves().size()),
        black_prisoners(g.prisoners(Player::Black)),
        white_prisoners(g.prisoners(Player::White)),
        consecutive_passes(g.consecutive_passes()) {}
  bool operator==(const Snapshot&) const = default;
};

// Two independent kos on 9×9. In ko A (top) Black captures at D7 and White
// retakes at C7; in ko B (bottom) White captures at D3 and Black retakes
// at C3.
constexpr const char* kDoubleKo = R"(
  . . . . . . . . .
  . . X O . . . . .
  . X O . O . . . .
  . . X O . . . . .
  . . . . . . . . .
  . . O X . . . . .
  . O X . X . . . .
  . . O X . . . . .
  . . . . . . . . .)";

TEST(Game, SingleStoneCaptureCountsAPrisoner) {
  const Board start = parse_board(R"(
    . . . . .
    . . X . .
    . X O X .
    . . . . .
    . . . . .)");
  Game game(start, preset("japanese"), Player::Black);
  ASSERT_EQ(game.play(Player::Black, at(start, "C2")), MoveError::None);
  EXPECT_EQ(game.board().color(at(start, "C3")), Color::Empty);
  EXPECT_EQ(game.prisoners(Player::Black), 1);
  EXPECT_EQ(game.to_move(), Player::White);
}

TEST(Game, MultiStoneCaptureRemovesTheWholeString) {
  const Board start = parse_board(R"(
    . . . . .
    . X X X .
    X O O O X
    . X X . .
    . . . . .)");
  Game game(start, preset("chinese"), Player::Black);
  ASSERT_EQ(game.play(Player::Black, at(start, "D2")), MoveError::None);
  for (const char* p : {"B3", "C3", "D3"})
    EXPECT_EQ(game.board().color(at(start, p)), Color::Empty);
  EXPECT_EQ(game.prisoners(Player::Black), 3);
}

constexpr const char* kCornerSuicide = R"(
  . . . . .
  . . . . .
  . . . . .
  O . . . .
  . O . . .)";

TEST(Game, SuicideIsRefusedWhereTheRulesForbidItAndChangesNothing) {
  for (const char* name : {"japanese", "chinese", "french", "aga"}) {
    const Board start = parse_board(kCornerSuicide);
    Game game(start, preset(name), Player::Black);
    const Snapshot before(game);
    EXPECT_EQ(game.check(Player::Black, at(start, "A1")), MoveError::Suicide) << name;
    EXPECT_EQ(game.play(Player::Black, at(start, "A1")), MoveError::Suicide) << name;
    EXPECT_EQ(Snapshot(game), before) << name;
  }
}

TEST(Game, SuicideThatCapturesIsAllowedEverywhere) {
  for (std::string_view name : Rules::preset_names()) {
    const Board start = parse_board(R"(
      . . . . .
      . . . . .
      X . . . .
      O X . . .
      . O X . .)");
    Game game(start, *Rules::preset(name), Player::Black);
    ASSERT_EQ(game.play(Player::Black, at(start, "A1")), MoveError::None) << name;
    EXPECT_EQ(game.board().color(at(start, "A1")), Color::Black) << name;
    EXPECT_EQ(game.prisoners(Player::Black), 2) << name;
  }
}

TEST(Game, MultiStoneSuicideUnderTrompTaylorRemovesTheMoversString) {
  const Board start = parse_board(R"(
    . . . . .
    . . . . .
    O O . . .
    X . O . .
    X O . . .)");
  Game game(start, preset("tromp-taylor"), Player::Black);
  ASSERT_EQ(game.play(Player::Black, at(start, "B2")), MoveError::None);
  for (const char* p : {"A1", "A2", "B2"})
    EXPECT_EQ(game.board().color(at(start, p)), Color::Empty);
  EXPECT_EQ(game.prisoners(Player::White), 3);
  EXPECT_EQ(game.to_move(), Player::White);
}

// A single-stone suicide recreates the position: positional superko bans
// it under Tromp-Taylor; New Zealand's situational superko does not (the
// same board with the other player to move is a new situation).
TEST(Game, SingleStoneSuicideIsPositionalSuperkoButLegalUnderNewZealand) {
  const Board start = parse_board(kCornerSuicide);
  Game tt(start, preset("tromp-taylor"), Player::Black);
  EXPECT_EQ(tt.play(Player::Black, at(start, "A1")), MoveError::Superko);
  Game nz(start, preset("new-zealand"), Player::Black);
  ASSERT_EQ(nz.play(Player::Black, at(start, "A1")), MoveError::None);
  EXPECT_EQ(nz.board().hash(), start.hash());
  EXPECT_EQ(nz.prisoners(Player::White), 1);
}

TEST(Game, SimpleKoBansTheImmediateRecaptureOnly) {
  const Board start = parse_board(kDoubleKo);
  Game game(start, preset("japanese"), Player::Black);
  ASSERT_EQ(game.play(Player::Black, at(start, "D7")), MoveError::None);
  const Snapshot before(game);
  EXPECT_EQ(game.play(Player::White, at(start, "C7")), MoveError::Ko);
  EXPECT_EQ(Snapshot(game), before);
  // A threat elsewhere and its answer lift the ban.
  ASSERT_EQ(game.play(Player::White, at(start, "H2")), MoveError::None);
  ASSERT_EQ(game.play(Player::Black, at(start, "H3")), MoveError::None);
  EXPECT_EQ(game.play(Player::White, at(start, "C7")), MoveError::None);
  EXPECT_EQ(game.prisoners(Player::White), 1);
}

TEST(Game, PassLiftsTheKoBan) {
  const Board start = parse_board(kDoubleKo);
  Game game(start, preset("japanese"), Player::Black);
  ASSERT_EQ(game.play(Player::Black, at(start, "D7")), MoveError::None);
  ASSERT_EQ(game.play(Player::White, kPass), MoveError::None);
  ASSERT_EQ(game.play(Player::Black, at(start, "H3")), MoveError::None);
  EXPECT_EQ(game.play(Player::White, at(start, "C7")), MoveError::None);
}

// The cycle: B takes ko A, W takes ko B, B passes, W retakes A, B retakes
// B (the starting board again), W passes, B takes A (the board after the
// first move, with White to move, as Black produced it then).
struct CycleResult {
  MoveError fifth;
  MoveError seventh;
};

CycleResult play_double_ko_cycle(const Rules& rules) {
  const Board start = parse_board(kDoubleKo);
  Game game(start, rules, Player::Black);
  EXPECT_EQ(game.play(Player::Black, at(start, "D7")), MoveError::None);
  EXPECT_EQ(game.play(Player::White, at(start, "D3")), MoveError::None);
  EXPECT_EQ(game.play(Player::Black, kPass), MoveError::None);
  EXPECT_EQ(game.play(Player::White, at(start, "C7")), MoveError::None);
  CycleResult r{game.play(Player::Black, at(start, "C3")), MoveError::None};
  if (r.fifth != MoveError::None) return r;
  EXPECT_EQ(game.board().hash(), start.hash());
  EXPECT_EQ(game.play(Player::White, kPass), MoveError::None);
  const Snapshot before(game);
  r.seventh = game.play(Player::Black, at(start, "D7"));
  if (r.seventh != MoveError::None) {
    EXPECT_EQ(Snapshot(game), before);
  }
  return r;
}

TEST(Game, PositionalSuperkoBansRecreatingAnyEarlierBoard) {
  EXPECT_EQ(play_double_ko_cycle(preset("chinese")).fifth, MoveError::Superko);
  EXPECT_EQ(play_double_ko_cycle(preset("tromp-taylor")).fifth, MoveError::Superko);
}

TEST(Game, SituationalSuperkoBansOnlyAPositionTheMoverProducedBefore) {
  for (const char* name : {"french", "aga", "new-zealand"}) {
    const CycleResult r = play_double_ko_cycle(preset(name));
    EXPECT_EQ(r.fifth, MoveError::None) << name;
    EXPECT_EQ(r.seventh, MoveError::Superko) << name;
  }
}

TEST(Game, SimpleKoRulesAllowTheWholeCycle) {
  const CycleResult r = play_double_ko_cycle(preset("japanese"));
  EXPECT_EQ(r.fifth, MoveError::None);
  EXPECT_EQ(r.seventh, MoveError::None);
}

TEST(Game, IllegalMovesAreRefusedWithTheirReasonAndChangeNothing) {
  Game game(9, preset("chinese"));
  ASSERT_EQ(game.play(Player::Black, point_at(4, 4, 9)), MoveError::None);
  const Snapshot before(game);
  EXPECT_EQ(game.play(Player::White, point_at(4, 4, 9)), MoveError::Occupied);
  EXPECT_EQ(game.play(Player::White, kNoPoint), MoveError::OffBoard);
  EXPECT_EQ(game.play(Player::White, point_at(9, 3, 9)), MoveError::OffBoard);
  EXPECT_EQ(game.play(Player::White, point_from_index(kMaxPoints + 5)), MoveError::OffBoard);
  EXPECT_EQ(game.take_button(Player::White), MoveError::ButtonUnavailable);
  EXPECT_EQ(Snapshot(game), before);
  EXPECT_EQ(to_string(MoveError::Occupied), "point occupied");
  EXPECT_EQ(to_string(MoveError::Superko), "superko");
}

TEST(Game, TwoPassesEndTheGameAndLaterMovesAreRefused) {
  Game game(9, preset("chinese"));
  ASSERT_EQ(game.play(Player::Black, kPass), MoveError::None);
  EXPECT_FALSE(game.is_over());
  ASSERT_EQ(game.play(Player::White, kPass), MoveError::None);
  EXPECT_TRUE(game.is_over());
  const Snapshot before(game);
  EXPECT_EQ(game.play(Player::Black, point_at(2, 2, 9)), MoveError::GameOver);
  EXPECT_EQ(game.play(Player::Black, kPass), MoveError::GameOver);
  EXPECT_EQ(Snapshot(game), before);
  game.resume();
  EXPECT_FALSE(game.is_over());
  EXPECT_EQ(game.play(Player::Black, point_at(2, 2, 9)), MoveError::None);
}

TEST(Game, MoveBetweenPassesRestartsTheCount) {
  Game game(9, preset("chinese"));
  ASSERT_EQ(game.play(Player::Black, kPass), MoveError::None);
  ASSERT_EQ(game.play(Player::White, point_at(2, 2, 9)), MoveError::None);
  ASSERT_EQ(game.play(Player::Black, kPass), MoveError::None);
  EXPECT_FALSE(game.is_over());
  EXPECT_EQ(game.consecutive_passes(), 1);
}

TEST(Game, WhitePassesLastUnderAga) {
  Game game(9, preset("aga"));
  ASSERT_EQ(game.play(Player::Black, point_at(2, 2, 9)), MoveError::None);
  ASSERT_EQ(game.play(Player::White, kPass), MoveError::None);
  ASSERT_EQ(game.play(Player::Black, kPass), MoveError::None);
  EXPECT_FALSE(game.is_over());
  ASSERT_EQ(game.play(Player::White, kPass), MoveError::None);
  EXPECT_TRUE(game.is_over());
}

TEST(Game, PassStonesGoToTheOpponentWhereTheRulesUseThem) {
  for (const char* name : {"french", "aga"}) {
    Game game(9, preset(name));
    ASSERT_EQ(game.play(Player::Black, kPass), MoveError::None);
    EXPECT_EQ(game.prisoners(Player::White), 1) << name;
    EXPECT_EQ(game.prisoners(Player::Black), 0) << name;
    EXPECT_EQ(game.passes(Player::Black), 1) << name;
  }
  Game japanese(9, preset("japanese"));
  ASSERT_EQ(japanese.play(Player::Black, kPass), MoveError::None);
  EXPECT_EQ(japanese.prisoners(Player::White), 0);
}

Rules with_button(const char* name) {
  Rules r = preset(name);
  r.button = true;
  return r;
}

TEST(Game, ButtonCanBeTakenOnceAndLiftsTheKoBan) {
  const Board start = parse_board(kDoubleKo);
  Game game(start, with_button("japanese"), Player::Black);
  ASSERT_EQ(game.play(Player::Black, at(start, "D7")), MoveError::None);
  ASSERT_EQ(game.take_button(Player::White), MoveError::None);
  EXPECT_EQ(game.button_owner(), Player::White);
  EXPECT_EQ(game.to_move(), Player::Black);
  EXPECT_EQ(game.take_button(Player::Black), MoveError::ButtonUnavailable);
  ASSERT_EQ(game.play(Player::Black, at(start, "H3")), MoveError::None);
  EXPECT_EQ(game.play(Player::White, at(start, "C7")), MoveError::None);
}

TEST(Game, TakingTheButtonIsNotAPass) {
  Game game(9, with_button("chinese"));
  ASSERT_EQ(game.play(Player::Black, kPass), MoveError::None);
  ASSERT_EQ(game.take_button(Player::White), MoveError::None);
  ASSERT_EQ(game.play(Player::Black, kPass), MoveError::None);
  EXPECT_FALSE(game.is_over());
  EXPECT_EQ(game.passes(Player::White), 0);
}

TEST(Game, UndoRestoresBoardPrisonersTurnAndKo) {
  const Board start = parse_board(kDoubleKo);
  Game game(start, preset("japanese"), Player::Black);
  EXPECT_FALSE(game.undo());
  const Snapshot initial(game);
  ASSERT_EQ(game.play(Player::Black, at(start, "D7")), MoveError::None);
  const Snapshot after_capture(game);
  ASSERT_EQ(game.play(Player::White, at(start, "H2")), MoveError::None);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(Snapshot(game), after_capture);
  EXPECT_EQ(game.play(Player::White, at(start, "C7")), MoveError::Ko);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(Snapshot(game), initial);
  EXPECT_FALSE(game.can_undo());
  EXPECT_EQ(game.board().check_consistency(), "");
}

TEST(Game, UndoOfAPassTakesBackItsPassStone) {
  Game game(9, preset("french"));
  ASSERT_EQ(game.play(Player::Black, kPass), MoveError::None);
  ASSERT_EQ(game.play(Player::White, kPass), MoveError::None);
  ASSERT_TRUE(game.is_over());
  ASSERT_TRUE(game.undo());
  EXPECT_FALSE(game.is_over());
  EXPECT_EQ(game.passes(Player::White), 0);
  EXPECT_EQ(game.prisoners(Player::Black), 0);
  EXPECT_EQ(game.prisoners(Player::White), 1);
  EXPECT_EQ(game.to_move(), Player::White);
}

TEST(Game, UndoForgetsThePositionForSuperko) {
  Game game(9, preset("chinese"));
  const Point p = point_at(3, 3, 9);
  ASSERT_EQ(game.play(Player::Black, p), MoveError::None);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.play(Player::Black, p), MoveError::None);
}

TEST(Game, UndoOfAButtonGivesItBack) {
  Game game(9, with_button("chinese"));
  ASSERT_EQ(game.take_button(Player::Black), MoveError::None);
  ASSERT_TRUE(game.undo());
  EXPECT_FALSE(game.button_owner());
  EXPECT_EQ(game.take_button(Player::White), MoveError::None);
}

// GTP lets a controller change whose turn it is. The superko record must
// follow, or undoing the next move leaves a stale position behind that
// later bans a legal move.
TEST(Game, SetToMoveKeepsTheSituationalRecordConsistent) {
  Game game(9, preset("new-zealand"));
  const Point p = point_at(3, 3, 9);
  ASSERT_EQ(game.play(Player::Black, p), MoveError::None);
  game.set_to_move(Player::Black);
  EXPECT_EQ(game.to_move(), Player::Black);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.play(Player::Black, p), MoveError::None);
}

TEST(Game, AnyColourMayMoveAndTheTurnPassesToTheOpponent) {
  Game game(9, preset("chinese"));
  ASSERT_EQ(game.play(Player::White, point_at(3, 3, 9)), MoveError::None);
  EXPECT_EQ(game.to_move(), Player::Black);
  ASSERT_EQ(game.play(Player::White, point_at(4, 4, 9)), MoveError::None);
  EXPECT_EQ(game.moves().size(), 2u);
  EXPECT_EQ(game.moves()[1].player, Player::White);
}

// A legal move for the side to move, drawn by `rng`; a pass one time in
// ten or when nothing else is legal. Resumes a game that two passes ended.
Point random_legal_move(Game& game, Rng& rng) {
  if (game.is_over()) game.resume();
  if (rng.next() % 10 == 0) return kPass;
  const Board& b = game.board();
  std::vector<Point> legal;
  for (int i = 0; i < b.empty_count(); ++i) {
    const Point q = b.empty_point(i);
    if (game.check(game.to_move(), q) == MoveError::None) legal.push_back(q);
  }
  return legal.empty() ? kPass : legal[rng.next() % legal.size()];
}

// The undo history keeps a copy of the state every kCheckpointInterval
// moves and replays the rest: every undo of a long game with captures,
// kos, passes and a changed turn must give back the very state it had.
TEST(Game, UndoAcrossCheckpointsRestoresEveryState) {
  Game game(9, preset("japanese"));
  Rng rng(7);
  std::vector<Snapshot> before;
  std::vector<std::string> boards;
  while (game.moves().size() < 5 * Game::kCheckpointInterval + 3) {
    const Point p = random_legal_move(game, rng);
    if (game.moves().size() == 40) game.set_to_move(opponent(game.to_move()));
    before.emplace_back(game);
    boards.push_back(board_to_string(game.board()));
    ASSERT_EQ(game.play(game.to_move(), p), MoveError::None);
  }
  while (!before.empty()) {
    ASSERT_TRUE(game.undo());
    EXPECT_EQ(Snapshot(game), before.back()) << before.size();
    EXPECT_EQ(board_to_string(game.board()), boards.back());
    EXPECT_EQ(game.board().check_consistency(), "");
    before.pop_back();
    boards.pop_back();
  }
  EXPECT_FALSE(game.can_undo());
}

TEST(Game, AtStartIsTheGameBeforeItsFirstMove) {
  Game game(9, preset("chinese"));
  ASSERT_TRUE(game.place_handicap({point_at(2, 2, 9), point_at(6, 6, 9)}));
  const Snapshot start(game);
  Rng rng(11);
  for (int i = 0; i < 70; ++i) {
    const Point p = random_legal_move(game, rng);
    ASSERT_EQ(game.play(game.to_move(), p), MoveError::None);
  }
  const Game first = game.at_start();
  EXPECT_EQ(Snapshot(first), start);
  EXPECT_EQ(first.handicap(), 2);
  EXPECT_FALSE(first.can_undo());
  // Its superko record holds the start alone: the game's later positions
  // are not banned when its moves are played again.
  Game replayed = first;
  for (const MoveRecord& m : game.moves()) {
    if (replayed.is_over()) replayed.resume();
    ASSERT_EQ(replayed.play(m.player, m.point), MoveError::None);
  }
  EXPECT_EQ(replayed.board().hash(), game.board().hash());
}

TEST(Game, ARecordHoldsAtMostMaxMovesAndSaysWhy) {
  Game game(9, preset("chinese"));
  for (int i = 0; i < Game::kMaxMoves; ++i) {
    if (game.is_over()) game.resume();
    ASSERT_EQ(game.play(game.to_move(), kPass), MoveError::None) << i;
  }
  game.resume();
  const Snapshot full(game);
  EXPECT_EQ(game.play(game.to_move(), point_at(4, 4, 9)), MoveError::TooLong);
  EXPECT_EQ(game.play(game.to_move(), kPass), MoveError::TooLong);
  EXPECT_EQ(to_string(MoveError::TooLong), "too many moves");
  EXPECT_EQ(Snapshot(game), full);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.play(game.to_move(), point_at(4, 4, 9)), MoveError::None);
}

}  // namespace
}  // namespace kosumi::engine
