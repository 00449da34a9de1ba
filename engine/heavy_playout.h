#pragma once

#include <array>
#include <cstdint>

#include "engine/board.h"
#include "engine/last_good_reply.h"
#include "engine/playout.h"
#include "engine/random.h"
#include "engine/tactics/ladder.h"
#include "engine/tactics/pattern3.h"
#include "engine/types.h"

namespace kosumi::engine {

// The heavy playout policy: rules tried in order around the last moves, each
// applied with its probability, then a random move that is neither an own
// eye nor (with a probability) a bad self-atari. MoGo's and Fuego's
// playouts (Gelly et al. 2006; Enzenberger et al. 2010) and Pachi's Moggy
// showed these rules worth hundreds of Elo over uniform playouts.
//
// The rules, in order:
//   Reply       with last_good_reply, the reply the simulations so far
//               learned to the last two moves (LastGoodReply);
//   KoRetake    retake a ko the opponent took in the last ko_age moves;
//   Atari       capture the last move's string or another enemy string next
//               to it that is in atari; save an own string next to it that is
//               in atari, by capturing a string around it or by extending
//               when that reaches three liberties or two that do not lose a
//               ladder;
//   TwoLiberty  fights over strings of two liberties next to the last move;
//   ThreeLiberty a race at three liberties: an own string next to the last
//               move with three liberties fills an outside liberty of an
//               enemy string of three that touches it (tactics/semeai.h);
//   Nakade      the vital point of an eye space next to the last move;
//   Pattern     3×3 shapes around the last two moves, weighted;
//   FillBoard   a point whose eight neighbours are all empty, found among
//               a few random tries (MoGo's fill-board rule): on a large
//               board the playouts then take open ground before they fill
//               and cut in the crowded parts;
//   Random      uniform among the other moves, rejecting bad self-ataris
//               with a probability (always, from a number of stones on); a
//               rejected self-atari is replaced by the string's other
//               liberty when that is a sound move.
struct HeavyPolicyParams {
  // The probability that each rule is tried when it applies. The defaults
  // are Moggy's (0.9 for every rule but ko, which Moggy leaves off); the
  // ko retake's 0.2 comes from Kosumi's own matches, and matches of lower
  // rates, which make playouts cheaper, found them weaker or no better
  // (README, Tuning).
  double ko_retake = 0.2;
  int ko_age = 4;  // moves since the ko was taken
  double nakade = 0.9;
  double atari = 0.9;
  double two_liberty = 0.9;
  // The probability of the three-liberty race rule. Off: 600 games of
  // 9×9 self-play measured +13 Elo [−15, +41], not shown better
  // (docs/matches-and-tuning.md).
  double three_liberty = 0;
  double pattern = 0.9;
  // Patterns around the second-to-last move too (not only the last): off,
  // a match measured it no better (README, Tuning).
  bool pattern_second_move = false;
  // Random points tried by the fill-board rule before the random move
  // (0: the rule is off). Off: on 19×19 a match measured three tries no
  // better (docs/matches-and-tuning.md).
  int fill_board_tries = 0;
  // The probability that a random move that is a bad self-atari is refused.
  double reject_self_atari = 0.9;
  // A bad self-atari that leaves this many stones or more in atari is
  // always refused (0: the probability above decides alone; with that
  // probability at 0 no self-atari is refused at all). A seki's
  // shared liberties are such moves for both sides: refused only nine
  // times in ten, some playout breaks it and the big group dies there.
  // Three: +61 Elo [+17, +106] against 0 in 240 games of 9×9 self-play
  // (docs/matches-and-tuning.md).
  int refuse_self_atari_from = 3;
  // Read ladders before escaping from an atari on two liberties.
  bool read_ladders = true;
  // Positions the ladder reader may read per question inside a playout.
  int ladder_budget = 100;
  // Play the last good reply first (LGRF-2; the search keeps the tables).
  // Off: a match measured it weaker (README, Tuning).
  bool last_good_reply = false;
};

// Which rule chose a move; counted for tests and tuning.
enum class HeavyRule : uint8_t {
  Reply,
  KoRetake,
  Nakade,
  Atari,
  TwoLiberty,
  ThreeLiberty,
  Pattern,
  FillBoard,
  Random,
  // A random move that was a bad self-atari, replaced by the other liberty.
  SelfAtariReplaced,
  Pass,
  kCount
};

struct HeavyRuleCounts {
  std::array<int64_t, static_cast<size_t>(HeavyRule::kCount)> moves{};
  // Random moves refused as bad self-ataris.
  int64_t self_ataris_refused = 0;

  int64_t operator[](HeavyRule r) const { return moves[static_cast<size_t>(r)]; }
  int64_t total() const;
};

// The moves before a playout starts, which its first moves answer.
struct MoveHistory {
  Point last = kPass;
  Point second_last = kPass;
};

// One thread's heavy policy: the parameters, the 3×3 table it reads, a
// ladder reader and the state a playout carries from move to move (the
// last moves and the last ko). Not shared between threads.
class HeavyPolicy {
 public:
  HeavyPolicy(const HeavyPolicyParams& params, const Pattern3Table& patterns);

  const HeavyPolicyParams& params() const { return params_; }

  // Starts a playout whose position followed `history`.
  void start(const MoveHistory& history);
  // The move for pl, the last moves being those given to start() and
  // record(); kPass when no candidate is left. May reorder the board's
  // empty list (as the light policy does) but changes nothing else.
  Point choose(Board& board, Player pl, Rng& rng) {
    return pl == Player::Black ? choose<Player::Black>(board, rng)
                               : choose<Player::White>(board, rng);
  }
  // The same for a side known at compile time (the playout's loop).
  template <Player pl>
  Point choose(Board& board, Rng& rng);
  // Tells the policy a move was played (kPass for a pass) and what the
  // board's ko point became.
  void record(const Board& board, Player pl, Point p);

  // Counts the rules' choices from now on (null: stop counting).
  void count_rules(HeavyRuleCounts* counts) { counts_ = counts; }
  // The last-good-reply table the Reply rule reads (null: none).
  void use_replies(const LastGoodReply* replies) { replies_ = replies; }

 private:
  // Candidate moves of one rule.
  // Left uninitialised: a rule runs for most moves, and only the entries
  // below `count` are ever read.
  struct Candidates {
    static constexpr int kMax = 48;
    std::array<Point, kMax> points;
    std::array<uint8_t, kMax> weights;
    int count = 0;
    uint32_t total_weight = 0;

    void add(Point p, uint8_t weight = 1);
    Point pick(Rng& rng) const;
  };

  // The strings of the last move and of its neighbours, each once, with
  // their liberties counted up to three. The atari and two-liberty rules
  // both look at them; they are found once per move, when first needed.
  struct LocalString {
    Point head;
    Color colour;
    int liberties;  // 1, 2, or 3 for three or more
    Point libs[3];  // the two liberties of a string that has two (room for a third)
  };
  struct LocalStrings {
    std::array<LocalString, 5> strings{};
    int count = 0;
  };
  void find_local_strings(const Board& board);

  Point ko_retake(const Board& board, Player pl) const;
  Point nakade(const Board& board, Player pl) const;
  Point atari(const Board& board, Player pl, Rng& rng);
  Point two_liberty(const Board& board, Player pl, Rng& rng);
  Point three_liberty(const Board& board, Player pl, Rng& rng);
  Point pattern(const Board& board, Player pl, Rng& rng) const;
  Point fill_board(const Board& board, Rng& rng) const;
  template <Player pl>
  Point random_move(Board& board, Rng& rng) const;
  // A bad self-atari big enough to be refused always (refuse_self_atari_from).
  bool throws_many_stones_away(const Board& board, Player pl, Point p) const;
  void add_escapes(const Board& board, Player pl, Point stone, Candidates& out);
  void add_pattern_moves(const Board& board, Player pl, Point around, Candidates& out) const;
  Point chosen(HeavyRule rule, Point p) const;

  HeavyPolicyParams params_;
  // The rules' probabilities, as drawn.
  Chance ko_retake_, atari_, two_liberty_, three_liberty_, nakade_, pattern_, reject_self_atari_;
  const Pattern3Table& patterns_;
  LadderReader ladders_;
  HeavyRuleCounts* counts_ = nullptr;
  const LastGoodReply* replies_ = nullptr;
  MoveHistory history_;
  LocalStrings local_;
  bool local_known_ = false;  // local_ is up to date for this move
  // The last ko taken: its point (where the loser may retake), who may
  // retake it, and the move count then.
  Point ko_ = kNoPoint;
  Player ko_loser_ = Player::Black;
  int ko_move_ = 0;
  int moves_ = 0;
};

// A heavy playout from `board` (modified in place) with `to_move` first,
// until two passes in a row or the move cap, as light_playout does;
// `on_move(player, point)` sees every move.
template <class OnMove>
PlayoutResult heavy_playout(Board& board, Player to_move, HeavyPolicy& policy, Rng& rng,
                            OnMove&& on_move) {
  return playout_detail::run(board, to_move, rng, policy, on_move);
}

inline PlayoutResult heavy_playout(Board& board, Player to_move, HeavyPolicy& policy, Rng& rng) {
  return heavy_playout(board, to_move, policy, rng, [](Player, Point) {});
}

}  // namespace kosumi::engine
