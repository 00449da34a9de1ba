#include "search/tree_policy.h"

#include <array>
#include <cmath>

#include "engine/playout.h"

namespace kosumi::search {
namespace {

using engine::Point;

// Priors count as this many visits at the prior win rate: enough that one
// unlucky playout does not bury a move, few enough to be overruled quickly.
constexpr float kPriorVisits = 10;
// The AMAF weight is beta = a / (a + n + a·n / E) for a AMAF and n own
// samples (the form of Gelly & Silver's minimum-error schedule). With a = n
// it is 1 / (2 + n / E): AMAF carries much of the value until a move has
// some E visits of its own. A few thousand, as published MC-RAVE engines
// use, not tuned by Kosumi's own matches.
constexpr float kRaveEquivalence = 3000;
// UCT exploration constant. RAVE does most of the exploring, so it is kept
// small (Fuego uses none with RAVE); not tuned by matches either.
constexpr float kExploration = 0.1f;

// 1 / sqrt(n + 1) for the visit counts most children have, so the
// exploration term of a child costs a load rather than a square root.
constexpr uint32_t kInverseRootTableSize = 4096;
const std::array<float, kInverseRootTableSize> kInverseRoots = [] {
  std::array<float, kInverseRootTableSize> table{};
  for (uint32_t n = 0; n < kInverseRootTableSize; ++n) {
    table[n] = 1.0f / std::sqrt(static_cast<float>(n) + 1);
  }
  return table;
}();

float inverse_root(uint32_t visits) {
  return visits < kInverseRootTableSize ? kInverseRoots[visits]
                                        : 1.0f / std::sqrt(static_cast<float>(visits) + 1);
}

// Selection runs over every child at every level of every descent, and
// divisions and square roots were most of its time: the blend
// own·(1 - beta) + amaf·beta, with beta = a / (a + m) and m = n + a·n / E,
// is written as one fraction over a common denominator, one division per
// child. Its products of three factors (two below 2^33, one below 2^53 for
// counts below 2^32) stay below 2^119, inside float range (2^128). `kTiny`
// stands in for m when no sample exists yet, so the blend is then the prior
// instead of 0 / 0.
float blended_value(const Node& child, float exploration_scale) {
  constexpr float kPriorWinsPerUnit = kPriorVisits / 255.0f;
  constexpr float kInverseEquivalence = 1.0f / kRaveEquivalence;
  constexpr float kTiny = 1e-9f;
  const uint32_t visits = child.visits.load(std::memory_order_relaxed);
  const auto n = static_cast<float>(visits);
  const auto a = static_cast<float>(child.amaf_visits.load(std::memory_order_relaxed));
  const float prior_wins = kPriorWinsPerUnit * child.prior;
  const float wins =
      0.5f * static_cast<float>(child.value.load(std::memory_order_relaxed)) + prior_wins;
  const float amaf_wins =
      0.5f * static_cast<float>(child.amaf_value.load(std::memory_order_relaxed)) + prior_wins;
  const float own_samples = n + kPriorVisits;
  const float amaf_samples = a + kPriorVisits;
  const float m = n + a * n * kInverseEquivalence + kTiny;
  const float blend = (wins * m * amaf_samples + amaf_wins * a * own_samples) /
                      (own_samples * amaf_samples * (a + m));
  return blend + exploration_scale * inverse_root(visits);
}

}  // namespace

bool expand(NodeArena& arena, Node& node, const engine::Board& board, engine::Player to_move) {
  std::array<Point, engine::kMaxPoints> moves;
  int count = 0;
  for (int i = 0; i < board.empty_count(); ++i) {
    const Point p = board.empty_point(i);
    if (engine::is_light_candidate(board, to_move, p)) moves[static_cast<size_t>(count++)] = p;
  }
  moves[static_cast<size_t>(count++)] = engine::kPass;

  const auto first = arena.allocate(static_cast<uint32_t>(count));
  if (!first) {
    node.state.store(Node::kLeaf, std::memory_order_relaxed);
    return false;
  }
  for (int i = 0; i < count; ++i) {
    Node& child = arena[*first + static_cast<uint32_t>(i)];
    child.move = moves[static_cast<size_t>(i)];
    child.prior = prior_from_winrate(child.move == engine::kPass ? kPassPrior : kEvenPrior);
  }
  node.first_child = *first;
  node.num_children = static_cast<uint16_t>(count);
  node.state.store(Node::kExpanded, std::memory_order_release);
  return true;
}

bool try_expand(NodeArena& arena, Node& node, const engine::Board& board, engine::Player to_move) {
  if (arena.is_full()) return false;
  uint8_t expected = Node::kLeaf;
  if (!node.state.compare_exchange_strong(expected, Node::kExpanding, std::memory_order_acquire,
                                          std::memory_order_relaxed)) {
    return false;
  }
  return expand(arena, node, board, to_move);
}

uint32_t select_child(const NodeArena& arena, const Node& parent,
                      const std::vector<bool>* allowed) {
  const float exploration_scale =
      kExploration *
      std::sqrt(std::log(static_cast<float>(parent.visits.load(std::memory_order_relaxed)) + 1));
  uint32_t best = 0;
  float best_value = -1;
  for (uint32_t i = 0; i < parent.num_children; ++i) {
    if (allowed != nullptr && !(*allowed)[i]) continue;
    const uint32_t index = parent.first_child + i;
    const float v = blended_value(arena[index], exploration_scale);
    if (v > best_value) {
      best_value = v;
      best = index;
    }
  }
  return best;
}

}  // namespace kosumi::search
