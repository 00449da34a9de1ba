// Differential test of the rules core against a real rules engine: GNU Go
// 3.8 (`gnugo --mode gtp`) and engine::Game play the same seeded random move
// sequences under six rule variants (simple ko, positional and situational
// superko, each with suicide forbidden and allowed) on 5×5 to 19×19. Before
// each move both judge the legality of the move and of every point (occupied
// points, ko, suicide and superko included); after it both colours' stone
// lists must agree. A disagreement is reported with the variant, size, seed
// and move list that reproduce it.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/coord.h"
#include "engine/game.h"
#include "engine/random.h"
#include "engine/rules.h"
#include "gtp/client/client.h"
#include "support/gnugo_path.h"
#include "support/position_history.h"

namespace kosumi {
namespace {

using client::GtpClient;
using client::GtpResponse;
using engine::Color;
using engine::Game;
using engine::KoRule;
using engine::MoveError;
using engine::Player;
using engine::Point;

client::GtpClient start_gnugo(std::string_view options) {
  // Level 0: no move generation happens here, so the cheapest setting.
  std::vector<std::string> argv = {test::gnugo_path(), "--mode", "gtp", "--level", "0"};
  for (std::string& option : client::split_command_line(options))
    argv.push_back(std::move(option));
  return client::GtpClient(client::Subprocess(argv));
}

struct Variant {
  std::string_view name;
  KoRule ko;
  bool suicide_allowed;
  std::string_view gnugo_options;
};

// GNU Go's --allow-suicide still forbids single-stone suicide; Kosumi's
// suicide rule (Tromp-Taylor, New Zealand) allows it, like --allow-all-suicide.
constexpr Variant kVariants[] = {
    {"simple ko", KoRule::Simple, false, "--simple-ko --forbid-suicide"},
    {"simple ko, suicide", KoRule::Simple, true, "--simple-ko --allow-all-suicide"},
    {"positional superko", KoRule::PositionalSuperko, false,
     "--positional-superko --forbid-suicide"},
    {"positional superko, suicide", KoRule::PositionalSuperko, true,
     "--positional-superko --allow-all-suicide"},
    {"situational superko", KoRule::SituationalSuperko, false,
     "--situational-superko --forbid-suicide"},
    {"situational superko, suicide", KoRule::SituationalSuperko, true,
     "--situational-superko --allow-all-suicide"},
};

engine::Rules rules_for(const Variant& variant) {
  engine::Rules rules;
  rules.ko = variant.ko;
  rules.suicide_allowed = variant.suicide_allowed;
  return rules;
}

// The known GNU Go 3.8 defect: with suicide allowed and a superko rule it
// never refuses a suicide for repeating a position. Example (5×5, positional
// superko): after B E5, W A2, B E4, W B2, B E3, W C1, B A1, W pass, Black's B1
// takes the last liberty of its own string A1-B1, which is removed; the board
// is then exactly the one after W C1, so RULES.md's positional superko (no
// move may recreate an earlier whole-board position; under Tromp-Taylor a
// suicide removes the mover's string and the result is the new position)
// forbids it. GNU Go answers `is_legal black B1` with 1 and plays it. The
// commonest case is a single-stone suicide, which leaves the current board
// as it is. GNU Go's superko check does work for moves that are not suicide
// (those verdicts are compared and agree).
//
// A verdict is set aside as this defect only when GNU Go calls legal a
// suicide that Kosumi refuses for superko and the repetition is confirmed
// independently of Game's hashes by PositionHistory, which compares whole
// boards (Board::play's suicide itself is checked against GNU Go's stone
// lists whenever a suicide is played). Such verdicts are counted, never
// taken as agreement, and the random games do not play them.
bool is_known_gnugo_defect(const Game& game, const PositionHistory& history, Player player, Point p,
                           bool gnugo_says_legal) {
  const engine::Board& board = game.board();
  return gnugo_says_legal && game.rules().suicide_allowed && game.rules().ko != KoRule::Simple &&
         board.color(p) == Color::Empty && board.is_suicide(player, p) &&
         game.check(player, p) == MoveError::Superko &&
         history.repeats(board, player, p, game.rules().ko);
}

// Verdicts compared, by Kosumi's verdict: legal, occupied, ko, suicide, superko.
constexpr int kVerdictKinds = 5;

int verdict_kind(MoveError e) {
  switch (e) {
    case MoveError::Occupied:
      return 1;
    case MoveError::Ko:
      return 2;
    case MoveError::Suicide:
      return 3;
    case MoveError::Superko:
      return 4;
    default:
      return 0;
  }
}

struct Totals {
  long moves_played = 0;
  std::array<long, kVerdictKinds> verdicts{};
  long stone_lists_compared = 0;
  long disagreements = 0;
  long known_gnugo_defects = 0;

  long verdicts_compared() const {
    long sum = 0;
    for (long v : verdicts)
      sum += v;
    return sum;
  }
};

// How the random sequences are drawn. Games stay below GNU Go's move
// history of 500 moves, beyond which it forgets old positions for superko.
struct Schedule {
  int size;
  int games;
  int max_moves;
};

constexpr Schedule kSchedules[] = {
    {5, 6, 300}, {7, 3, 300}, {9, 2, 300}, {13, 1, 300}, {19, 1, 400},
};

// Chosen so that captures, kos and repeated positions come up often on small
// boards, and illegal moves are tried as well as legal ones.
constexpr double kPassProbability = 0.03;
constexpr double kIllegalTryProbability = 0.15;
constexpr double kCapturePreference = 0.5;

// Moves planned ahead go to GNU Go in batches of this many: the move choice
// needs only Kosumi, so GNU Go's answers can be compared afterwards, and a
// round trip per batch instead of per move keeps the test fast on a busy
// machine.
constexpr std::size_t kMovesPerBatch = 32;

// A random game played by Kosumi, checked against GNU Go's answers.
class DifferentialGame {
 public:
  DifferentialGame(client::GtpClient& gnugo, const Variant& variant, int size, uint64_t seed,
                   Totals& totals)
      : gnugo_(gnugo),
        variant_(variant),
        game_(size, rules_for(variant)),
        rng_(seed),
        seed_(seed),
        totals_(totals) {
    history_.record(game_.board(), game_.to_move());
  }

  // Plays one random game of at most `max_moves` moves; stops at the first
  // disagreement, since the two positions may differ from then on.
  void play(int max_moves) {
    const std::vector<client::GtpResponse> setup =
        gnugo_.send_all({"boardsize " + std::to_string(size()), "clear_board"});
    ASSERT_TRUE(setup[0].ok() && setup[1].ok()) << setup[0].text << setup[1].text;
    std::vector<Expected> batch;
    for (int move = 0; move < max_moves; ++move) {
      const std::optional<Point> choice = choose_move();
      if (!choice) break;
      batch.push_back(play_in_kosumi(*choice));
      if (batch.size() == kMovesPerBatch) {
        if (!check_with_gnugo(batch)) return;
        batch.clear();
      }
    }
    check_with_gnugo(batch);
  }

 private:
  // What Kosumi said about one move, to compare with GNU Go's answers.
  struct Expected {
    std::size_t moves_before;  // index into moves_ of the move
    Player player;
    Point move;
    std::vector<MoveError> verdicts;  // per point of all_points(), before the move
    std::vector<bool> known_defect;   // per point: set aside if GNU Go calls it legal
    MoveError move_verdict;
    std::vector<std::string> black, white;  // stone lists after the move, sorted
  };

  int size() const { return game_.size(); }
  std::string vertex(Point p) const { return engine::point_to_string(p, size()); }
  static std::string name(Player p) { return std::string(engine::to_string(p)); }
  bool legal(Point p) const { return game_.check(game_.to_move(), p) == MoveError::None; }
  bool last_was_pass() const {
    return !game_.moves().empty() && game_.moves().back().point == engine::kPass;
  }

  std::vector<Point> all_points() const {
    std::vector<Point> points;
    for (int y = 0; y < size(); ++y) {
      for (int x = 0; x < size(); ++x)
        points.push_back(engine::point_at(x, y, size()));
    }
    return points;
  }

  bool captures(Point p) const {
    const engine::Board& b = game_.board();
    const Color them = engine::stone_of(engine::opponent(game_.to_move()));
    return std::ranges::any_of(b.neighbours(p),
                               [&](Point n) { return b.color(n) == them && b.in_atari(n); });
  }

  Point pick(const std::vector<Point>& points) {
    return points[rng_.below(static_cast<uint32_t>(points.size()))];
  }

  // Mostly a random legal move, often a capture, sometimes an illegal point
  // (to compare the refusal) or a pass; never a second pass in a row, which
  // would end the game, and never a move GNU Go is known to misjudge.
  std::optional<Point> choose_move() {
    std::vector<Point> legal_moves, capturing, illegal;
    for (Point p : all_points()) {
      if (legal(p)) {
        legal_moves.push_back(p);
        if (captures(p)) capturing.push_back(p);
      } else if (!is_known_gnugo_defect(game_, history_, game_.to_move(), p, true)) {
        illegal.push_back(p);
      }
    }
    if (legal_moves.empty() || (!last_was_pass() && rng_.uniform() < kPassProbability)) {
      if (last_was_pass()) return std::nullopt;
      return engine::kPass;
    }
    if (!illegal.empty() && rng_.uniform() < kIllegalTryProbability) return pick(illegal);
    if (!capturing.empty() && rng_.uniform() < kCapturePreference) return pick(capturing);
    return pick(legal_moves);
  }

  std::vector<std::string> stones(Player player) const {
    std::vector<std::string> list;
    for (Point p : all_points()) {
      if (game_.board().color(p) == engine::stone_of(player)) list.push_back(vertex(p));
    }
    std::ranges::sort(list);
    return list;
  }

  Expected play_in_kosumi(Point move) {
    const Player player = game_.to_move();
    Expected e{moves_.size(), player, move, {}, {}, MoveError::None, {}, {}};
    for (Point p : all_points()) {
      e.verdicts.push_back(game_.check(player, p));
      e.known_defect.push_back(is_known_gnugo_defect(game_, history_, player, p, true));
    }
    e.move_verdict = game_.play(player, move);
    if (e.move_verdict == MoveError::None) {
      history_.record(game_.board(), game_.to_move());
      moves_.push_back(name(player) + " " + vertex(move));
    }
    e.black = stones(Player::Black);
    e.white = stones(Player::White);
    return e;
  }

  // Per move: the verdict on the move (is_legal) and on every point
  // (all_legal, which leaves out occupied points), the move, both stone lists.
  static constexpr std::size_t kCommandsPerMove = 5;

  bool check_with_gnugo(const std::vector<Expected>& batch) {
    std::vector<std::string> commands;
    for (const Expected& e : batch) {
      const std::string move = name(e.player) + " " + vertex(e.move);
      commands.insert(commands.end(), {"is_legal " + move, "all_legal " + name(e.player),
                                       "play " + move, "list_stones black", "list_stones white"});
    }
    const std::vector<client::GtpResponse> answers = gnugo_.send_all(commands);
    for (std::size_t i = 0; i < batch.size(); ++i) {
      if (!check_move(batch[i], &commands[i * kCommandsPerMove], &answers[i * kCommandsPerMove])) {
        return false;
      }
    }
    return true;
  }

  bool check_move(const Expected& e, const std::string* commands,
                  const client::GtpResponse* answers) {
    for (std::size_t i = 0; i < kCommandsPerMove; ++i) {
      const bool refused_play = i == 2 && answers[i].status == client::GtpStatus::kFailure;
      if (!answers[i].ok() && !refused_play) {
        return report(e, commands[i] + ": " + std::string(client::to_string(answers[i].status)) +
                             " " + answers[i].text);
      }
    }
    const std::vector<Point> points = all_points();
    if (e.move != engine::kPass) {
      const auto at = std::ranges::find(points, e.move) - points.begin();
      if (!check_verdict(e, at, answers[0].text == "1")) return false;
    }
    const std::vector<std::string> gnugo_legal = client::split_vertices(answers[1].text);
    for (std::size_t i = 0; i < points.size(); ++i) {
      const bool legal_there =
          std::ranges::find(gnugo_legal, vertex(points[i])) != gnugo_legal.end();
      if (!check_verdict(e, static_cast<std::ptrdiff_t>(i), legal_there)) return false;
    }
    if (answers[2].ok() != (e.move_verdict == MoveError::None)) {
      return disagree(e, "play " + name(e.player) + " " + vertex(e.move) + ": GNU Go " +
                             (answers[2].ok() ? "played it" : "refused: " + answers[2].text) +
                             ", Kosumi " + std::string(engine::to_string(e.move_verdict)));
    }
    if (e.move_verdict == MoveError::None) ++totals_.moves_played;
    return check_stones(e, Player::Black, e.black, answers[3].text) &&
           check_stones(e, Player::White, e.white, answers[4].text);
  }

  bool check_verdict(const Expected& e, std::ptrdiff_t at, bool gnugo_legal) {
    const auto i = static_cast<std::size_t>(at);
    const MoveError ours = e.verdicts[i];
    if (gnugo_legal == (ours == MoveError::None)) {
      ++totals_.verdicts[static_cast<std::size_t>(verdict_kind(ours))];
      return true;
    }
    if (gnugo_legal && e.known_defect[i]) {
      ++totals_.known_gnugo_defects;
      return true;
    }
    return disagree(e, "legality of " + name(e.player) + " " + vertex(all_points()[i]) +
                           ": GNU Go " + (gnugo_legal ? "legal" : "illegal") + ", Kosumi " +
                           std::string(engine::to_string(ours)));
  }

  bool check_stones(const Expected& e, Player player, const std::vector<std::string>& ours,
                    const std::string& gnugo_list) {
    std::vector<std::string> theirs = client::split_vertices(gnugo_list);
    std::ranges::sort(theirs);
    ++totals_.stone_lists_compared;
    if (theirs == ours) return true;
    return disagree(e, name(player) + " stones differ after the move");
  }

  bool disagree(const Expected& e, const std::string& what) {
    ++totals_.disagreements;
    return report(e, what);
  }

  bool report(const Expected& e, const std::string& what) {
    std::string text = std::string(variant_.name) + ", " + std::to_string(size()) + "x" +
                       std::to_string(size()) + ", seed " + std::to_string(seed_) + ": " + what +
                       "\n  after:";
    for (std::size_t i = 0; i < e.moves_before; ++i)
      text += " " + moves_[i];
    ADD_FAILURE() << text;
    return false;
  }

  client::GtpClient& gnugo_;
  const Variant& variant_;
  Game game_;
  engine::Rng rng_;
  uint64_t seed_;
  Totals& totals_;
  std::vector<std::string> moves_;  // moves Kosumi played, as GTP arguments
  PositionHistory history_;
};

TEST(GnuGoDifferential, LegalityAndCapturesAgreeWithGnuGo) {
  Totals totals;
  uint64_t seed = 1;
  for (const Variant& variant : kVariants) {
    client::GtpClient gnugo = start_gnugo(variant.gnugo_options);
    for (const Schedule& schedule : kSchedules) {
      for (int g = 0; g < schedule.games; ++g) {
        DifferentialGame(gnugo, variant, schedule.size, seed++, totals).play(schedule.max_moves);
      }
    }
    gnugo.quit();
  }
  std::printf(
      "GNU Go differential: %ld moves played; %ld legality verdicts compared (legal %ld, "
      "occupied %ld, ko %ld, suicide %ld, superko %ld); %ld stone lists compared; "
      "%ld disagreements; %ld known GNU Go defects set aside (suicide repeating a position "
      "under superko)\n",
      totals.moves_played, totals.verdicts_compared(), totals.verdicts[0], totals.verdicts[1],
      totals.verdicts[2], totals.verdicts[3], totals.verdicts[4], totals.stone_lists_compared,
      totals.disagreements, totals.known_gnugo_defects);
  EXPECT_EQ(totals.disagreements, 0);
  // The verdicts that test the rules must actually come up: a game
  // generator that stopped producing kos, suicides or repetitions would
  // otherwise pass with nothing compared. About half of what the seeds give
  // (moves 18,993; ko 625, suicide 23,006, superko 21).
  EXPECT_GE(totals.moves_played, 10000);
  EXPECT_GE(totals.verdicts[2], 300);    // ko
  EXPECT_GE(totals.verdicts[3], 10000);  // suicide
  EXPECT_GE(totals.verdicts[4], 10);     // superko
}

// Keeps the exemption above honest: fails once GNU Go stops showing the
// defect, so the exemption can be removed.
TEST(GnuGoDifferential, KnownDefectGnuGoAllowsSuicideThatRepeatsAPosition) {
  const Variant& variant = kVariants[3];  // positional superko, suicide allowed
  client::GtpClient gnugo = start_gnugo(variant.gnugo_options);
  Game game(5, rules_for(variant));
  PositionHistory history;
  history.record(game.board(), game.to_move());
  std::vector<std::string> commands{"boardsize 5", "clear_board"};
  const std::vector<std::pair<Player, const char*>> moves = {
      {Player::Black, "E5"}, {Player::White, "A2"}, {Player::Black, "E4"}, {Player::White, "B2"},
      {Player::Black, "E3"}, {Player::White, "C1"}, {Player::Black, "A1"}, {Player::White, "pass"}};
  for (const auto& [player, text] : moves) {
    ASSERT_EQ(game.play(player, *engine::parse_point(text, 5)), MoveError::None) << text;
    history.record(game.board(), game.to_move());
    commands.push_back("play " + std::string(engine::to_string(player)) + " " + text);
  }
  commands.push_back("is_legal black B1");
  const std::vector<client::GtpResponse> answers = gnugo.send_all(commands);
  for (const client::GtpResponse& answer : answers)
    ASSERT_TRUE(answer.ok()) << answer.text;
  const Point b1 = *engine::parse_point("B1", 5);
  EXPECT_EQ(game.check(Player::Black, b1), MoveError::Superko);
  EXPECT_EQ(answers.back().text, "1");
  EXPECT_TRUE(is_known_gnugo_defect(game, history, Player::Black, b1, true));
}

}  // namespace
}  // namespace kosumi
