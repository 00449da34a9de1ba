#include "search/tree_policy.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <span>

#include "engine/playout.h"

namespace kosumi::search {
namespace {

using engine::Point;

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
// instead of 0 / 0. The prior counts as `prior_visits` samples (at least
// one) in both the own and the AMAF statistics. With kBonus, `amaf_bonus`
// raises the AMAF win rate, never past 1; without it the selection pays
// nothing for the criticality.
template <bool kBonus>
float blended_value(const Node& child, float exploration_scale, float inverse_equivalence,
                    float amaf_bonus) {
  constexpr float kTiny = 1e-9f;
  const uint32_t visits = child.visits.load(std::memory_order_relaxed);
  const auto n = static_cast<float>(visits);
  constexpr float kInverseUnit = 1.0f / static_cast<float>(kAmafUnit);
  const auto a =
      static_cast<float>(child.amaf_visits.load(std::memory_order_relaxed)) * kInverseUnit;
  const auto prior_visits = static_cast<float>(child.prior_visits);
  const float prior_wins = prior_visits * (1.0f / 255.0f) * child.prior;
  const float wins =
      0.5f * static_cast<float>(child.value.load(std::memory_order_relaxed)) + prior_wins;
  const float own_samples = n + prior_visits;
  const float amaf_samples = a + prior_visits;
  float amaf_wins =
      0.5f * kInverseUnit * static_cast<float>(child.amaf_value.load(std::memory_order_relaxed)) +
      prior_wins;
  if constexpr (kBonus) amaf_wins = std::min(amaf_wins + amaf_bonus * amaf_samples, amaf_samples);
  const float m = n + a * n * inverse_equivalence + kTiny;
  const float blend = (wins * m * amaf_samples + amaf_wins * a * own_samples) /
                      (own_samples * amaf_samples * (a + m));
  return blend + exploration_scale * inverse_root(visits);
}

// How many of a node's first children (the pass, last, aside) selection
// considers at `visits`: all of them without progressive widening.
uint32_t open_children(uint32_t visits, uint32_t moves, const TreeParams& params) {
  if (params.widening_start == 0) return moves;
  uint32_t open = params.widening_start;
  if (static_cast<float>(visits) >= params.widening_visits) {
    open +=
        1 + static_cast<uint32_t>(std::log(static_cast<float>(visits) / params.widening_visits) /
                                  std::log(params.widening_factor));
  }
  return std::min(open, moves);
}

}  // namespace

bool expand(NodeArena& arena, Node& node, const LeafPosition& leaf, eval::PriorComputer& priors,
            const TreeParams& params) {
  const engine::Board& board = leaf.board;
  std::array<Point, engine::kMaxPoints> moves;
  int count = 0;
  for (int i = 0; i < board.empty_count(); ++i) {
    const Point p = board.empty_point(i);
    if (engine::is_light_candidate(board, leaf.to_move, p)) moves[static_cast<size_t>(count++)] = p;
  }
  moves[static_cast<size_t>(count++)] = engine::kPass;

  const auto first = arena.allocate(static_cast<uint32_t>(count));
  if (!first) {
    node.state.store(Node::kLeaf, std::memory_order_relaxed);
    return false;
  }
  std::array<eval::Prior, engine::kMaxPoints> prior;
  const auto n = static_cast<size_t>(count);
  priors.compute(board, leaf.to_move, leaf.history, std::span(moves.data(), n),
                 std::span(prior.data(), n));
  // Progressive widening opens the children in order: the highest prior
  // first (the more visits it is worth on a tie), the pass last.
  std::array<uint16_t, engine::kMaxPoints> order;
  std::iota(order.begin(), order.begin() + count, uint16_t{0});
  if (params.widening_start > 0) {
    std::stable_sort(order.begin(), order.begin() + count - 1, [&](uint16_t a, uint16_t b) {
      const eval::Prior& pa = prior[a];
      const eval::Prior& pb = prior[b];
      return pa.value != pb.value ? pa.value > pb.value : pa.visits > pb.visits;
    });
  }
  for (size_t i = 0; i < n; ++i) {
    Node& child = arena[*first + static_cast<uint32_t>(i)];
    const size_t from = order[i];
    child.move = moves[from];
    if (child.move == engine::kPass) {
      child.prior = prior_from_winrate(kPassPrior);
      child.prior_visits = prior_visits_from(priors.params().even);
    } else {
      child.prior = prior_from_winrate(prior[from].value);
      child.prior_visits = prior_visits_from(prior[from].visits);
    }
  }
  node.first_child = *first;
  node.num_children = static_cast<uint16_t>(count);
  node.state.store(Node::kExpanded, std::memory_order_release);
  return true;
}

bool try_expand(NodeArena& arena, Node& node, const LeafPosition& leaf, eval::PriorComputer& priors,
                const TreeParams& params) {
  if (arena.is_full()) return false;
  uint8_t expected = Node::kLeaf;
  if (!node.state.compare_exchange_strong(expected, Node::kExpanding, std::memory_order_acquire,
                                          std::memory_order_relaxed)) {
    return false;
  }
  return expand(arena, node, leaf, priors, params);
}

namespace {

// select_child, with the criticality's bonus (kBonus) or without.
template <bool kBonus>
uint32_t select_among(const NodeArena& arena, const Node& parent, const std::vector<bool>* allowed,
                      const TreeParams& params, const float* criticality) {
  const uint32_t visits = parent.visits.load(std::memory_order_relaxed);
  const float exploration_scale =
      params.exploration * std::sqrt(std::log(static_cast<float>(visits) + 1));
  const float inverse_equivalence = 1.0f / params.rave_equivalence;
  const uint32_t pass = parent.num_children - 1u;
  const uint32_t open = open_children(visits, pass, params);
  uint32_t best = 0;
  float best_value = -1;
  // The open children, then the pass (without widening: every child in turn).
  for (uint32_t i = open == 0 ? pass : 0; i < parent.num_children;
       i = i + 1 == open ? pass : i + 1) {
    if (allowed != nullptr && !(*allowed)[i]) continue;
    const uint32_t index = parent.first_child + i;
    const Node& child = arena[index];
    float amaf_bonus = 0;
    if (kBonus && child.move != engine::kPass) {
      amaf_bonus = params.criticality * std::max(0.0f, criticality[engine::index(child.move)]);
    }
    const float v =
        blended_value<kBonus>(child, exploration_scale, inverse_equivalence, amaf_bonus);
    if (v > best_value) {
      best_value = v;
      best = index;
    }
  }
  return best;
}

}  // namespace

uint32_t select_child(const NodeArena& arena, const Node& parent, const std::vector<bool>* allowed,
                      const TreeParams& params, const float* criticality) {
  if (criticality != nullptr && params.criticality > 0) {
    return select_among<true>(arena, parent, allowed, params, criticality);
  }
  return select_among<false>(arena, parent, allowed, params, nullptr);
}

}  // namespace kosumi::search
