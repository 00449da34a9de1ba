#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "engine/game.h"
#include "engine/heavy_playout.h"
#include "engine/types.h"
#include "eval/priors.h"
#include "search/outcome.h"
#include "search/time_control.h"

namespace kosumi::search {

// What one search may spend. Zero means "no limit of this kind"; at least
// one of playouts and seconds must be set. With a time limit the search
// stops early once its best move is clear (dominant, or the game decided),
// and goes on past `seconds` up to `max_seconds` while it is unsure (the
// best move's visits not dominant); max_seconds below seconds means no
// extension.
struct SearchLimits {
  int64_t playouts = 0;
  double seconds = 0;
  double max_seconds = 0;
};

// Which playout policy the simulations run (engine/playout.h,
// engine/heavy_playout.h).
enum class PlayoutPolicy : uint8_t { Light, Heavy };

// How the tree grows and how a simulation walks it (tree_policy.h).
struct TreeParams {
  // A leaf runs this many playouts of its own before it is expanded: they
  // cost no memory, so the arena keeps its room for the lines visited more.
  uint32_t expand_visits = 2;
  // The AMAF weight is beta = a / (a + n + a·n / E) for a AMAF and n own
  // samples (the form of Gelly & Silver's minimum-error schedule). With a = n
  // it is 1 / (2 + n / E): AMAF carries much of the value until a move has
  // some E visits of its own. A few thousand, as published MC-RAVE engines
  // use.
  float rave_equivalence = 3000;
  // UCT exploration constant. RAVE and the priors do the exploring, so
  // there is none, as in Fuego and Pachi: against 0.1, 0 scored +52 Elo
  // [+14, +92] in 300 games (9×9, 3,000 playouts, scripts/tune.sh).
  float exploration = 0;
  // Progressive widening (Coulom 2007; Chaslot et al. 2008): a node
  // considers only its widening_start children of the highest prior (and
  // the pass), and one more each time its visits pass widening_visits ×
  // widening_factor^i for i = 0, 1, 2, ...; 0 considers every child from
  // the start. Children are ordered by prior when the node is expanded.
  uint32_t widening_start = 0;
  float widening_visits = 40;
  float widening_factor = 1.4f;
  // Criticality (Coulom 2009) in the RAVE: a move's AMAF win rate is raised
  // by this weight times its point's criticality over the search's
  // playouts so far (RootStatistics::criticality), at every level of the
  // tree and for both players, so that the points whose owner decides the
  // game are tried sooner; 0 turns it off.
  float criticality = 0;
  // Weighted AMAF updates (as Fuego's): a move played first d moves after a
  // node, in a simulation of L moves past it, updates the node's child with
  // the weight 1 + amaf_decay × (1 − 2d / L), so the moves near the position
  // count more than those late in the playout, when the board has changed;
  // 0 weighs them alike, 1 from 2 down to 0. At 1 against 0: +130 Elo
  // [+58, +215] in 80 self-play games on 9×9 at 3,000 playouts, and 90.0 %
  // of 200 games against GNU Go there instead of 85.0 %
  // (docs/matches-and-tuning.md, What was tried).
  float amaf_decay = 1;
};

// How the searches of a cluster share their trees (shared_tree.h,
// statistics_exchange.h); without a cluster they change nothing.
struct SharingParams {
  // Milliseconds between two rounds of the exchange. MoGo's and Pachi's
  // clusters exchanged every few tens of milliseconds in searches of
  // seconds; a search of a few thousand playouts a rank lasts about a
  // tenth of a second, which 20 ms cut into five rounds, and on 9×9 four
  // ranks won 77 % against one with 5 ms against 69.5 % with 20 ms. Each
  // round costs one collective of a few kilobytes (README, Cluster).
  float interval_ms = 5;
  // Lockstep rounds: above 0, a round after every this many playouts of
  // each rank instead of by the clock, its workers waiting for the round
  // before they go on. A search at fixed playouts then shares the same
  // way on any machine and under any load (one thread a rank plays the
  // same search every time), at the cost of the waits.
  uint32_t round_playouts = 0;
  // A node below the root children is shared once this rank's estimate of
  // its visits on all ranks reaches this share of the root's visits, which
  // keeps the list to at most 1 / share nodes a level. Bourki et al. 2010
  // share nodes above 5 %; a search of a few thousand playouts a rank
  // spreads its visits so thinly below the root that at 2 % hardly a node
  // qualified, at 0.5 % a few tens do.
  float share = 0.005f;
  // The deepest level shared (1: the root children only).
  uint32_t depth = 3;
  // A node is proposed only once rank 0's own tree has given it this many
  // visits: fewer say too little to be worth a place in every round. With
  // 4, depth 20 and 64 proposals (and lockstep rounds every 25 playouts)
  // four ranks of 2,000 playouts won 42.5 % against one tree of 8,000 on
  // 9×9, against some 30 % with the defaults (README, Cluster).
  uint32_t min_visits = 16;
  // Proposals of new shared nodes a round carries (every rank must use
  // the same number: it sets the layout of the round's words).
  uint32_t proposals = 16;
};

// The 3×3 shapes the heavy playouts prefer (their Pattern rule).
struct PlayoutShapeParams {
  // 0: MoGo's hand-made shapes. Above 0, when the search has the learned
  // move patterns: their 3×3 gammas instead, every code whose gamma
  // reaches this value, weighted by its gamma over it
  // (eval::PatternModel::playout_pattern3_table). A search without the
  // patterns plays MoGo's. 2 beat MoGo's shapes by 43 Elo in self-play but
  // did no better against GNU Go (README, Tuning), so the default stays 0.
  float learned_min_gamma = 0;
};

struct SearchOptions {
  int threads = 1;         // 0: one per core
  uint64_t seed = 1;       // with threads == 1 the search is deterministic
  size_t memory_mb = 256;  // node arena size
  double resign_threshold = 0.10;
  bool allow_resign = true;
  bool ponder = false;
  PlayoutPolicy playout = PlayoutPolicy::Heavy;
  engine::HeavyPolicyParams heavy;
  eval::PriorParams priors;  // for small boards; scaled per board size
  // The learned move patterns for the priors (eval/priors.h), or null.
  std::shared_ptr<const eval::PatternModel> patterns;
  // The 19×19 opening table for the priors (eval/opening/), or null.
  std::shared_ptr<const eval::OpeningPrior> opening;
  PlayoutShapeParams playout_shapes;
  TreeParams tree;
  DynamicKomi dynamic_komi;
  ScoreTerm score;
  SharingParams sharing;
  TimeAllocation time;  // for the game clock (GoPlayer asks TimeManager)
};

// The number of search threads SearchOptions::threads asks for: itself when
// positive, else one per core.
int thread_count(int requested);

struct ChildStats {
  engine::Point move = engine::kNoPoint;
  int64_t visits = 0;
  double winrate = 0;  // for the player to move at the root
  int64_t amaf_visits = 0;
  double amaf_winrate = 0;
  double prior = 0;
  // The final score of the playouts through this move, for the player to
  // move at the root, the game's komi included (not the dynamic komi):
  // mean and standard deviation.
  double score_mean = 0;
  double score_stdev = 0;
  // The same playouts' median final score: as many ended above it as below.
  // Its sign always agrees with game_winrate (above one half, positive),
  // where the mean's need not: a position that wins most playouts by a
  // little and loses the rest by much has a win rate above one half and a
  // negative mean.
  double score_median = 0;
  // The share of the same playouts won (a draw half) under the game's own
  // komi, for the player to move at the root: the win rate without the
  // dynamic komi, where the search counted one (search/outcome.h).
  double game_winrate = 0;
  // The most visited line from this move, the move itself first.
  std::vector<engine::Point> variation;
};

struct SearchResult {
  engine::Point best_move = engine::kPass;  // kPass for a pass
  bool resign = false;
  double winrate = 0.5;  // of best_move, for the player to move
  int64_t playouts = 0;  // playouts run by this search
  double seconds = 0;
  // Simulations through the root kept from the previous search (tree reuse).
  int64_t reused_visits = 0;
  // The dynamic komi the search counted for White beyond the game's
  // (search/outcome.h): its win rates are those of that game.
  double extra_komi = 0;
  std::vector<engine::Point> principal_variation;
  std::vector<ChildStats> children;  // root children, most visited first
  // Who owned each point at the end of this search's playouts, by point
  // index: +1 when Black owned it in every playout, -1 for White. Empty
  // before the first playout ends.
  std::vector<float> ownership;
};

// Moves the root may not play (analysis's avoid and allow), by point
// index: they are never searched at the root. Deeper nodes are not
// restricted, and a pass cannot be excluded.
using RootExclusions = engine::PointSet;

// Called from a search thread now and then (about 10 times a second) with
// the result so far, for progress and analysis output. Never writes stdout.
using ProgressCallback = std::function<void(const SearchResult&)>;

}  // namespace kosumi::search
