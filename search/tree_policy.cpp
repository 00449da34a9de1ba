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

// Single precision: selection compares values that differ in the second
// decimal, and float division and square root cost about half as much as
// double on the hot path of every descent.
float blended_value(const Node& child, float sqrt_log_parent_visits) {
  const auto n = static_cast<float>(child.visits.load(std::memory_order_relaxed));
  const float w = 0.5f * static_cast<float>(child.value.load(std::memory_order_relaxed));
  const auto a = static_cast<float>(child.amaf_visits.load(std::memory_order_relaxed));
  const float aw = 0.5f * static_cast<float>(child.amaf_value.load(std::memory_order_relaxed));
  const float prior_wins = kPriorVisits * static_cast<float>(child.prior) / 255.0f;
  const float own = (w + prior_wins) / (n + kPriorVisits);
  const float amaf = (aw + prior_wins) / (a + kPriorVisits);
  const float beta = a / (a + n + a * n / kRaveEquivalence + 1e-9f);
  const float exploration = kExploration * sqrt_log_parent_visits / std::sqrt(n + 1);
  return own + beta * (amaf - own) + exploration;
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
  const float sqrt_log_parent =
      std::sqrt(std::log(static_cast<float>(parent.visits.load(std::memory_order_relaxed)) + 1));
  uint32_t best = 0;
  float best_value = -1;
  for (uint32_t i = 0; i < parent.num_children; ++i) {
    if (allowed != nullptr && !(*allowed)[i]) continue;
    const uint32_t index = parent.first_child + i;
    const float v = blended_value(arena[index], sqrt_log_parent);
    if (v > best_value) {
      best_value = v;
      best = index;
    }
  }
  return best;
}

}  // namespace kosumi::search
