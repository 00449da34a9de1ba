#include "eval/settle.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/board_text.h"
#include "engine/coord.h"
#include "engine/handicap.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "support/eyeless_group_games.h"
#include "support/ko_positions.h"
#include "support/seki_positions.h"
#include "support/stopped_early_game.h"
#include "support/test_points.h"
#include "support/worked_examples.h"

namespace kosumi::eval {
namespace {

using engine::Game;
using engine::Player;
using engine::Point;

Point at(const Game& g, std::string_view text) {
  return test::at(g.board(), text);
}

Game game_from(std::string_view diagram, std::string_view preset, double komi) {
  Game game(engine::parse_board(diagram), *engine::Rules::preset(preset), Player::Black);
  game.set_komi(komi);
  return game;
}

Settlement settle_game(const Game& game) {
  return settle(game, SettleOptions{});
}

const test::WorkedExample& example(std::string_view name) {
  for (const test::WorkedExample& e : test::worked_examples()) {
    if (e.name == name) return e;
  }
  throw std::invalid_argument("no worked example " + std::string(name));
}

Game game_of(const test::WorkedExample& e) {
  return game_from(e.diagram, e.preset, e.komi);
}

TEST(Settle, SeedDiagramTwoWhiteWinsByTwo) {
  const Settlement s = settle_game(game_of(example("000 Dia. 2")));
  EXPECT_TRUE(s.dead.none());
  EXPECT_EQ(s.score.black_territory, 20);
  EXPECT_EQ(s.score.white_territory, 22);
  EXPECT_EQ(s.score.result(), "W+2");
}

TEST(Settle, DeadStoneInsideTerritoryIsRemovedAndCounted) {
  const Game game = game_of(example("000 Dia. 11"));
  const Settlement s = settle_game(game);
  EXPECT_EQ(s.status(at(game, "F2")), StoneStatus::Dead);
  EXPECT_EQ(s.dead.count(), 1u);
  EXPECT_EQ(s.status(at(game, "D1")), StoneStatus::Alive);
  EXPECT_EQ(s.status(at(game, "D9")), StoneStatus::Alive);
  EXPECT_LT(s.ownership[engine::index(at(game, "F2"))], -0.5f);
  EXPECT_EQ(s.score.black, 25);
  EXPECT_EQ(s.score.white_territory, 23);
  EXPECT_EQ(s.score.white_prisoners, 1);
  EXPECT_EQ(s.score.result(), "B+1");
}

// 001 §9: pass stones and the dead stone go to the prisoners; White 11,
// Black 12. Black's region top left holds a dead white stone on B6.
TEST(Settle, SeedPassStonesAndDeadStoneBlackWinsByOne) {
  Game game = game_from(R"(
    . . X O . O O
    . O X O O O O
    X X X O . . .
    . . X O O O O
    X X X O . . .
    . . X O O O O
    . X X O . . .)",
                        "aga", 0);
  // White passes twice and Black once: Black holds two pass stones, White
  // one. White passes last, as AGA rules require.
  for (Player p : {Player::White, Player::Black, Player::White}) {
    ASSERT_EQ(game.play(p, engine::kPass), engine::MoveError::None);
  }
  ASSERT_TRUE(game.is_over());
  const Settlement s = settle_game(game);
  EXPECT_EQ(s.status(at(game, "B6")), StoneStatus::Dead);
  EXPECT_EQ(s.score.black, 12);
  EXPECT_EQ(s.score.white, 11);
  EXPECT_EQ(s.score.result(), "B+1");
}

// 004: under area counting White has 3 points more; komi 7.5 makes W+10.5.
TEST(Settle, SeedAreaCountingWithKomi) {
  const Settlement s = settle_game(game_of(example("004")));
  EXPECT_EQ(s.score.black, 39);
  EXPECT_EQ(s.score.white, 42 + 7.5);
  EXPECT_EQ(s.score.result(), "W+10.5");
}

// The corner seki of seki_positions.h: White's B9-A8-B8 (eye A9) and
// Black's string around it (eye E9) share C9. Under territory counting
// A9, C9 and E9 belong to no one.
const test::SekiPosition& corner_seki() {
  return test::seki_positions()[1];
}

TEST(Settle, SekiStonesLiveAndTheirPointsAreNeutralUnderTerritoryCounting) {
  const Game game = game_from(corner_seki().diagram, "japanese", 0);
  const Settlement s = settle_game(game);
  for (const char* stone : {"B9", "A8", "B8", "D9", "C8", "A7"}) {
    EXPECT_EQ(s.status(at(game, stone)), StoneStatus::Seki) << stone;
  }
  EXPECT_EQ(s.status(at(game, "G9")), StoneStatus::Alive);
  EXPECT_TRUE(s.dead.none());
  EXPECT_EQ(s.score.neutral, 3);
  EXPECT_EQ(s.score.black_territory, 0);
  EXPECT_EQ(s.score.white_territory, 17);
}

TEST(Settle, SekiEyesCountForTheirOwnerUnderAreaCounting) {
  const Game game = game_from(corner_seki().diagram, "chinese", 0);
  const Settlement s = settle_game(game);
  EXPECT_TRUE(s.dead.none());
  EXPECT_EQ(s.score.neutral, 1);          // the shared liberty C9
  EXPECT_EQ(s.score.black_territory, 1);  // E9
}

// Every hand-made seki and look-alike under every preset: the seki stones
// are in seki and nothing else is, the look-alikes' rings are dead where
// the rules remove dead stones, and the counts under Chinese and Japanese
// rules are those worked out by hand (GNU Go counts the same).
TEST(Settle, HandMadeSekiUnderEveryPreset) {
  for (const test::SekiPosition& position : test::seki_positions()) {
    for (std::string_view preset : engine::Rules::preset_names()) {
      const Game game = game_from(position.diagram, preset, 0);
      const Settlement s = settle_game(game);
      const std::string where = std::string(position.name) + ", " + std::string(preset);
      for (std::string_view stone : position.seki)
        EXPECT_EQ(s.status(at(game, stone)), StoneStatus::Seki) << where << ": " << stone;
      EXPECT_EQ(s.seki.count(), position.seki.size()) << where;
      if (!position.dead.empty()) {
        const bool removed = game.rules().dead_stones_removed;
        EXPECT_EQ(s.status(at(game, position.dead)),
                  removed ? StoneStatus::Dead : StoneStatus::Alive)
            << where;
      } else {
        EXPECT_TRUE(s.dead.none()) << where;
      }
      EXPECT_TRUE(s.certain()) << where;
      if (preset == "chinese") {
        EXPECT_EQ(s.score.result(), position.chinese_result) << where;
      } else if (preset == "japanese") {
        EXPECT_EQ(s.score.result(), position.japanese_result) << where;
      }
    }
  }
}

// A finished game of light-policy moves: with no pass stones, area and
// territory margins differ by the stones Black placed beyond White's.
TEST(Settle, AreaAndTerritoryMarginsDifferByTheStonesPlaced) {
  Game japanese(9, *engine::Rules::preset("japanese"));
  Game chinese(9, *engine::Rules::preset("chinese"));
  engine::Rng rng(424242);
  int stones_difference = 0;
  while (!chinese.is_over()) {
    engine::Board scratch = chinese.board();
    Point p = engine::select_light_move(scratch, chinese.to_move(), rng);
    if (p != engine::kPass && chinese.check(chinese.to_move(), p) != engine::MoveError::None) {
      p = engine::kPass;  // a superko repetition: pass instead
    }
    if (p != engine::kPass) stones_difference += chinese.to_move() == Player::Black ? 1 : -1;
    ASSERT_EQ(japanese.play(chinese.to_move(), p), engine::MoveError::None);
    ASSERT_EQ(chinese.play(chinese.to_move(), p), engine::MoveError::None);
  }
  japanese.set_komi(7.5);
  const Settlement area = settle_game(chinese);
  const Settlement territory = settle_game(japanese);
  EXPECT_EQ(area.dead, territory.dead);
  ASSERT_TRUE(area.seki.none());
  EXPECT_EQ(area.score.margin() - territory.score.margin(), stones_difference);
}

// AGA counts territory with pass stones, which already equals area counting
// with a point per handicap stone after the first: no points on top.
TEST(Settle, HandicapCompensationFollowsThePreset) {
  const std::pair<std::string_view, int> expected[] = {
      {"japanese", 0}, {"chinese", 4}, {"aga", 0}, {"french", 4}, {"new-zealand", 4}};
  for (const auto& [preset, points] : expected) {
    Game game(9, *engine::Rules::preset(preset));
    ASSERT_TRUE(game.place_handicap(engine::fixed_handicap_points(9, 4)));
    game.set_komi(game.rules().default_komi(4));
    const Settlement s = settle_game(game);
    const engine::Score& score = s.score;
    const double counted = game.rules().counting == engine::Counting::Area
                               ? score.white_stones + score.white_territory
                               : score.white_territory + score.white_prisoners;
    EXPECT_EQ(score.white - counted, 0.5 + points) << preset;
  }
}

TEST(Settle, TrompTaylorKeepsEveryStone) {
  const Settlement s = settle_game(game_from(example("000 Dia. 11").diagram, "tromp-taylor", 0));
  EXPECT_TRUE(s.dead.none());
  // The black stone keeps White's lower right region neutral; only the
  // corner A1-C3 is White's.
  EXPECT_EQ(s.score.white_territory, 9);
}

TEST(Settle, SamePositionSameResultWhateverTheThreads) {
  const Game game = game_of(example("000 Dia. 11"));
  SettleOptions options;
  const Settlement one = settle(game, options);
  const Settlement again = settle(game, options);
  options.threads = 2;
  const Settlement two_threads = settle(game, options);
  EXPECT_TRUE((one.ownership == again.ownership).all());
  EXPECT_TRUE((one.ownership == two_threads.ownership).all());
  EXPECT_EQ(one.playouts, two_threads.playouts);
  EXPECT_EQ(one.dead, two_threads.dead);
  // Another position (one stone more) draws other playouts.
  Game other = game;
  ASSERT_EQ(other.play(Player::Black, at(other, "A9")), engine::MoveError::None);
  EXPECT_FALSE((settle(other, options).ownership == one.ownership).all());
}

// The false seki of seki_positions.h: both strings alive, nothing in seki,
// and under territory counting Black's lower left (ten points) and White's
// eye E7 count for their owners. (The dame C5 is White's in most playouts:
// White can connect at E7 and fill it with atari.)
TEST(Settle, AFalseSekiNeutralisesNothing) {
  const Game game = game_from(test::kConnectableLookAlike, "japanese", 0);
  const Settlement s = settle_game(game);
  EXPECT_TRUE(s.seki.none());
  for (const char* stone : {"A3", "D6", "B3", "E6"})
    EXPECT_EQ(s.status(at(game, stone)), StoneStatus::Alive) << stone;
  EXPECT_EQ(s.score.black_territory, 10 + 5);
  EXPECT_EQ(s.owners[static_cast<size_t>(engine::index(at(game, "E7")))], engine::Color::White);
  EXPECT_EQ(s.owners[static_cast<size_t>(engine::index(at(game, "A1")))], engine::Color::Black);
}

// The T-shaped five of a finished GNU Go game (issue 32): G8 H8 J8 with J9
// and J7 beside J8, inside two White strings. Whatever Black plays inside,
// White answers at the other vital point: alive, where the playouts gave it
// 40 % and counted it dead.
TEST(Settle, TheTShapedFiveIsAlive) {
  const Game game = game_from(R"(
    X X X X X X O O .
    X . X X X O . . .
    X X X X X O O O .
    X . X X X X X O O
    X X X X X X X X X
    . X . X . X . X .
    X X X X X X X X X
    . X . X . X . X .
    X X X X X X X X X)",
                              "japanese", 0);
  const Settlement s = settle_game(game);
  for (const char* stone : {"G9", "H9", "F8", "J6"})
    EXPECT_EQ(s.status(at(game, stone)), StoneStatus::Alive) << stone;
  EXPECT_TRUE(s.certain());
  EXPECT_EQ(s.score.white_territory, 5);
  EXPECT_EQ(s.score.black_territory, 12);
  EXPECT_EQ(s.score.result(), "B+7");
}

// The stopped-early 19x19 game of stopped_early_game.h. Counted by strict
// borders, Black's open areas count for no one and White wins; the estimate
// gives each open point to the side that owns it in the playouts and names
// the right winner.
TEST(Settle, AStoppedEarlyGameIsEstimatedWithTheRightWinner) {
  constexpr std::string_view kMoves = test::kStoppedEarlyMoves;
  Game game(19, *engine::Rules::preset("japanese"));
  game.set_komi(6.5);
  for (size_t i = 0; i + 1 < kMoves.size(); i += 2) {
    const Point p = game.board().point(kMoves[i] - 'a', 18 - (kMoves[i + 1] - 'a'));
    ASSERT_EQ(game.play(game.to_move(), p), engine::MoveError::None) << i / 2;
  }
  const Settlement s = settle_game(game);
  EXPECT_TRUE(s.estimate);
  EXPECT_FALSE(s.certain());
  EXPECT_GT(s.score.margin(), 0) << s.score.result();
  EXPECT_LT(engine::count_score(game, s.dead, s.seki).margin(), 0);
  EXPECT_TRUE(s.uncertain_points.any());
}

// A game of `moves` (SGF coordinates, Black first, "--" a pass) ended by
// two passes.
Game finished_game(std::string_view moves, int size, std::string_view preset, double komi) {
  Game game(size, *engine::Rules::preset(preset));
  game.set_komi(komi);
  for (size_t i = 0; i + 1 < moves.size(); i += 2) {
    const Point p = moves[i] == '-'
                        ? engine::kPass
                        : game.board().point(moves[i] - 'a', size - 1 - (moves[i + 1] - 'a'));
    EXPECT_EQ(game.play(game.to_move(), p), engine::MoveError::None) << i / 2;
  }
  for (int pass = 0; pass < 2; ++pass)
    EXPECT_EQ(game.play(game.to_move(), engine::kPass), engine::MoveError::None);
  return game;
}

// The eyeless black groups of kEyelessGroupsMoves live in about half of
// the playouts among White's safe stones: dead, as GNU Go's owl reading
// finds them, and White wins.
TEST(Settle, EyelessGroupsAmongSafeStonesAreDeadInAFinishedGame) {
  const Game game = finished_game(test::kEyelessGroupsMoves, 19, "chinese", 7.5);
  const Settlement s = settle_game(game);
  for (const char* stone : {"M1", "P2", "S7", "N8", "H3", "D4", "M9"})
    EXPECT_EQ(s.status(at(game, stone)), StoneStatus::Dead) << stone;
  const auto even = std::count_if(s.uncertain.begin(), s.uncertain.end(), [](const auto& g) {
    return g.judged_dead && g.survival > kUncertainLow;
  });
  EXPECT_GE(even, 1) << "the groups are still reported as uncertain";
  EXPECT_LT(s.score.margin(), 0) << s.score.result();
}

// Black's eyeless group at F16 beside White's group at C16, as weak as
// itself: a capturing race, which the playouts judge, and Black's group
// lives.
TEST(Settle, AnEyelessGroupInACapturingRaceIsLeftToThePlayouts) {
  const Game game = finished_game(test::kCapturingRaceMoves, 19, "japanese", 6.5);
  const Settlement s = settle_game(game);
  for (const char* stone : {"F16", "G15", "F13", "D18"})
    EXPECT_EQ(s.status(at(game, stone)), StoneStatus::Alive) << stone;
}

// Black's group at A2 has an eye once the dead white stone C5 is off: it
// lives.
TEST(Settle, AnEyeSpaceHoldingADeadStoneIsAnEye) {
  const Game game = finished_game(test::kDeadStoneInEyeMoves, 9, "chinese", 7.5);
  const Settlement s = settle_game(game);
  for (const char* stone : {"A2", "B3", "B4"})
    EXPECT_EQ(s.status(at(game, stone)), StoneStatus::Alive) << stone;
  EXPECT_EQ(s.status(at(game, "C5")), StoneStatus::Dead);
}

// A game still being played, not ended by two passes: its side to move
// moves first. Black's E4 is in atari; White to move takes it at E5, Black
// to move connects it there.
TEST(Settle, AStringLeftInAtariIsTakenByTheSideToMove) {
  constexpr std::string_view kDiagram = R"(
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    X X X X X X X X X
    O O O O . O O O O
    . . . O X O . . .
    . . . . O . . . .
    . . . . . . . . .
    . . . . . . . . .)";
  for (const Player to_move : {Player::White, Player::Black}) {
    Game game(engine::parse_board(kDiagram), *engine::Rules::preset("japanese"), to_move);
    game.set_komi(6.5);
    const Settlement s = settle_game(game);
    EXPECT_EQ(s.status(at(game, "E4")),
              to_move == Player::White ? StoneStatus::Dead : StoneStatus::Alive)
        << engine::to_string(to_move);
  }
}

// The mannen ko of ko_positions.h: reading proves White's corner group
// neither alive nor dead, and the settlement reports it uncertain and the
// game unfinished, under either counting.
TEST(Settle, ATenThousandYearKoIsLeftUncertain) {
  for (std::string_view preset : {"japanese", "chinese"}) {
    const Game game = game_from(test::kTenThousandYearKo, preset, 6.5);
    const Settlement s = settle_game(game);
    EXPECT_TRUE(s.estimate) << preset;
    const auto corner = [&](const UncertainGroup& u) {
      return u.color == engine::Color::White && u.stones == 4 &&
             (u.stone == at(game, "A9") || u.stone == at(game, "B8"));
    };
    EXPECT_TRUE(std::any_of(s.uncertain.begin(), s.uncertain.end(), corner)) << preset;
  }
}

TEST(Settle, PlayoutsGrowWithTheBoard) {
  EXPECT_EQ(first_settle_playouts(19), 722);
  EXPECT_EQ(first_settle_playouts(9), 256);
  EXPECT_EQ(max_settle_playouts(9), 8 * 256);
  EXPECT_EQ(max_settle_playouts(13), 8 * 338);
  EXPECT_EQ(max_settle_playouts(19), 1'000'000 / 361);
}

}  // namespace
}  // namespace kosumi::eval
