#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "engine/board.h"
#include "engine/heavy_playout.h"
#include "engine/tactics/ladder.h"
#include "engine/tactics/pattern3.h"
#include "engine/types.h"
#include "eval/opening/opening_prior.h"
#include "eval/patterns/model.h"

namespace kosumi::eval {

// Tree priors: what a new tree node believes of each child before any
// playout, as a win rate and the number of visits that belief is worth
// (Gelly & Silver 2007; Pachi's prior.c and Fuego's prior knowledge). Each
// heuristic that has an opinion of a move adds its value with its weight in
// visits; the prior is the weighted mean, worth the sum of the weights. A
// move no heuristic but the even prior speaks for starts at one half.
//
// The weights are in visits (the same unit as playouts), written for small
// boards; for_board() scales them for large ones. The defaults follow
// Pachi's (an even prior of 14 visits on small boards and 20 on large ones,
// the other heuristics in proportion) until Kosumi's own matches tune them.
struct PriorParams {
  float even = 14;            // every move: one half
  float eye_like = 14;        // filling an own eye-like point (not a true eye): 0
  float self_atari = 14;      // a bad self-atari: 0
  float capture = 28;         // capturing a string in atari: 1 (half away from the last move)
  float escape = 28;          // saving an own string in atari (capture or a working extension): 1
  float losing_ladder = 100;  // running out of a ladder that is lost: 0 (no other bonus)
  float ladder_atari = 14;    // an atari that captures in a ladder: 1
  float two_liberty = 7;      // a move in a fight over two liberties next to the last move: 1
  float nakade = 14;          // the vital point of an eye space next to the last move: 1
  float pattern = 14;         // a 3×3 shape next to the last move: 1 (half elsewhere)
  // A capture's and an escape's visits grow with the stones at stake, the
  // string captured or saved: times stones^string_size_exponent (0: alike
  // for one stone and for twenty). Large boards have their own exponent:
  // 0.5 there was +42 Elo in 400 games on 19×19, 0 on 9×9 (−3 in 360;
  // docs/matches-and-tuning.md, What was tried).
  float string_size_exponent = 0;
  float string_size_exponent_large = 0.5f;
  // A capturing race at three liberties anywhere on the board: an outside
  // liberty of an enemy string of three that touches an own string of
  // three (engine/tactics/semeai.h): 1. Off: undecided after 600 games
  // (docs/matches-and-tuning.md, What was tried).
  float race = 0;
  // The learned move patterns (eval/patterns): a move of probability p
  // among the node's moves gets a win worth learned_pattern × √p visits, so
  // the likeliest moves are tried first and a rare move is not starved (the
  // square root flattens the gap, as in Pachi's pattern prior). Not scaled:
  // large boards have their own weight, learned_pattern_large.
  float learned_pattern = 100;
  float learned_pattern_large = 100;
  // The opening table (eval/opening/, 19×19 only): in a position that
  // strong players reached in their first moves, a move played there in a
  // share s of their games gets a win worth opening × s visits, so the
  // search reads the players' choices first and may still overrule them
  // ("an active book"). In a position that at least opening_known_games
  // games reached, a move none of them played gets a loss worth
  // opening_unplayed visits. Not scaled: the table's board is 19×19. The
  // weight is the learned patterns'; the loss is off: at 20 visits the
  // search agreed with the players' moves no more often (docs/patterns.md,
  // The opening table).
  float opening = 100;
  float opening_unplayed = 0;
  float opening_known_games = 100;
  // Common-fate-graph distance to the last move (stones of one string are
  // one node): 1, 2, 3 steps away: 1. Not scaled: large boards have their
  // own.
  std::array<float, 4> distance = {0, 45, 40, 15};
  std::array<float, 4> distance_large = {0, 55, 50, 15};
  // Large boards only, on open ground (no stone within two lines): first
  // line 0, third line 1.
  float edge = 14;
  // From this size up every weight but the distances and the learned
  // patterns' is multiplied by large_scale (Pachi: 20 / 14), those two and
  // the string size exponent take their large-board values, and the edge
  // heuristic applies.
  int large_board = 13;
  float large_scale = 20.0f / 14.0f;

  // The weights in force on a board of `size`.
  PriorParams for_board(int size) const;
};

struct Prior {
  float value = 0.5f;  // win rate for the player to move
  float visits = 0;    // what it is worth, in visits
};

// Computes priors for the children of new tree nodes. Owns a ladder reader,
// a pattern scorer and scratch arrays: one per search thread.
class PriorComputer {
 public:
  // `learned` (may be null: no learned patterns) and `opening` (may be
  // null: no opening table) must outlive the computer.
  PriorComputer(const PriorParams& params, const engine::Pattern3Table& patterns,
                const PatternModel* learned = nullptr, const OpeningPrior* opening = nullptr);

  // Priors for `moves` (empty points, each legal; kPass allowed, for which
  // no heuristic speaks: the caller sets its prior) of `board` with
  // `to_move` to play after `history`. `out` has one entry per move.
  void compute(const engine::Board& board, engine::Player to_move,
               const engine::MoveHistory& history, std::span<const engine::Point> moves,
               std::span<Prior> out);

  const PriorParams& params() const { return params_; }

 private:
  // Weighted sums of opinions, per point index.
  struct Opinion {
    float wins = 0;
    float visits = 0;
  };
  void add(engine::Point p, float value, float visits);
  void compute_distances(const engine::Board& board, engine::Point last);
  // What a capture or an escape of `string` multiplies its visits by
  // (PriorParams::string_size_exponent).
  float stake_of(const engine::Board& board, engine::Point string) const;
  void assess_strings(const engine::Board& board, engine::Player to_move,
                      const engine::MoveHistory& history);
  // False when the move was judged bad outright.
  bool assess_move(const engine::Board& board, engine::Player to_move,
                   const engine::MoveHistory& history, engine::Point p);
  // Looks the position up in the opening table: true, with the shares of
  // its moves in opening_share_, when the table knows it.
  bool look_up_opening(const engine::Board& board, engine::Player to_move);
  void add_opening(engine::Point p);

  PriorParams params_;
  const engine::Pattern3Table& patterns_;
  std::optional<PatternScorer> learned_;
  std::vector<float> probabilities_;  // the learned patterns' of the moves
  const OpeningPrior* opening_ = nullptr;
  // The position's games in the opening table, and each point's share of
  // them, while compute() runs on a position the table knows.
  uint32_t opening_games_ = 0;
  std::array<float, engine::kMaxPoints> opening_share_{};
  engine::LadderReader ladders_;
  std::array<Opinion, engine::kMaxPoints> opinions_{};
  // Moves judged bad outright (a bad self-atari, a run out of a lost
  // ladder): they get their penalty and the even prior, nothing else.
  engine::PointSet bad_;
  // Common-fate-graph distance to the last move, capped at kFar.
  static constexpr uint8_t kFar = 4;
  std::array<uint8_t, engine::kMaxPoints> distance_{};
};

}  // namespace kosumi::eval
