#include "search/simulation.h"

#include "engine/playout.h"
#include "search/tree_policy.h"

namespace kosumi::search {

using engine::kPass;
using engine::Player;

namespace {

// The criticality is a covariance over playouts: a few hundred give it
// shape, and it changes slowly enough to be read anew every few dozen.
constexpr int64_t kCriticalityMinPlayouts = 256;
constexpr uint32_t kCriticalityRefresh = 64;

// AMAF counters take a plain load and store rather than a read-modify-write:
// a backup touches dozens of them, a locked add costs several times a plain
// one, and the rare update lost when two threads meet on the same child
// changes a statistic of thousands of samples by one. (Still atomics, so
// there is no data race; each counter stays internally consistent.)
void add_amaf(Node& child, uint32_t value, uint32_t weight) {
  child.amaf_visits.store(child.amaf_visits.load(std::memory_order_relaxed) + weight,
                          std::memory_order_relaxed);
  child.amaf_value.store(child.amaf_value.load(std::memory_order_relaxed) + value * weight,
                         std::memory_order_relaxed);
}

}  // namespace

Simulator::Simulator(const SearchContext& context, uint64_t seed)
    : context_(context),
      statistics_(context.statistics.claim()),
      rng_(seed),
      board_(context.root_board.size()),
      heavy_(context.options.heavy, context.playout_shapes),
      priors_(context.priors, engine::mogo_pattern3_table(), context.options.patterns.get(),
              context.options.opening.get()) {
  if (context.options.heavy.last_good_reply) {
    replies_ = std::make_unique<engine::LastGoodReply>();
    heavy_.use_replies(replies_.get());
  }
}

engine::MoveHistory Simulator::history_after(size_t tree_moves) const {
  const engine::MoveHistory& root = context_.root_history;
  const auto move = [&](size_t back) {
    // back = 1: the last move; 2: the one before.
    if (tree_moves >= back) return moves_[tree_moves - back].point;
    return back - tree_moves == 1 ? root.last : root.second_last;
  };
  return {move(1), move(2)};
}

engine::PlayoutResult Simulator::run_playout(Player to_move) {
  const auto record = [this](Player pl, engine::Point p) { moves_.push_back({pl, p}); };
  if (context_.options.playout == PlayoutPolicy::Light) {
    return engine::light_playout(board_, to_move, rng_, record);
  }
  heavy_.start(history_after(tree_moves_));
  return engine::heavy_playout(board_, to_move, heavy_, rng_, record);
}

void Simulator::run_one() {
  board_ = context_.root_board;
  path_.clear();
  moves_.clear();
  const bool two_passes = descend();
  tree_moves_ = moves_.size();
  int area_score;
  if (two_passes && context_.score_two_passes_as_is) {
    area_score = board_.area_score();
  } else {
    const Player to_move =
        tree_moves_ % 2 == 0 ? context_.root_player : engine::opponent(context_.root_player);
    area_score = run_playout(to_move).area_score;
  }
  const int root_child = path_.size() > 1
                             ? static_cast<int>(path_[1] - context_.arena[0].first_child)
                             : RootStatistics::kNoChild;
  RootStatistics::record(statistics_, board_, root_child,
                         context_.outcome.black_margin(area_score));
  if (replies_) {
    // The replies learn who won, whatever the margin.
    const uint32_t black_win = context_.outcome.value_for(Player::Black, area_score);
    if (black_win != kDrawValue) {
      replies_->learn(moves_, black_win == kWinValue ? Player::Black : Player::White);
    }
  }
  back_up(result_value_for_black(area_score));
}

uint32_t Simulator::result_value_for_black(int area_score) {
  return half_wins(context_.outcome.black_value(area_score), rng_);
}

const float* Simulator::criticality() {
  if (!(context_.options.tree.criticality > 0)) return nullptr;
  if (criticality_age_ == 0) {
    criticality_age_ = kCriticalityRefresh;
    if (context_.statistics.playouts() >= kCriticalityMinPlayouts) {
      context_.statistics.criticality(criticality_);
    }
  }
  --criticality_age_;
  return criticality_.empty() ? nullptr : criticality_.data();
}

bool Simulator::descend() {
  NodeArena& arena = context_.arena;
  const float* critical = criticality();
  uint32_t index = 0;
  Player to_move = context_.root_player;
  int passes = context_.root_passes;
  path_.push_back(index);
  arena[index].visits.fetch_add(1, std::memory_order_relaxed);
  while (passes < 2) {
    Node& node = arena[index];
    if (!node.is_expanded()) {
      const bool ripe =
          node.visits.load(std::memory_order_relaxed) > context_.options.tree.expand_visits;
      if (!ripe) return false;
      const LeafPosition leaf{board_, to_move, history_after(moves_.size())};
      if (!try_expand(arena, node, leaf, priors_, context_.options.tree)) return false;
    }
    const uint32_t child = select_child(arena, node, index == 0 ? &context_.root_allowed : nullptr,
                                        context_.options.tree, critical);
    if (child == 0) return false;
    Node& next = arena[child];
    next.visits.fetch_add(1, std::memory_order_relaxed);
    path_.push_back(child);
    if (next.move == kPass) {
      board_.pass();
      ++passes;
    } else {
      board_.play(to_move, next.move);
      passes = 0;
    }
    moves_.push_back({to_move, next.move});
    to_move = engine::opponent(to_move);
    index = child;
  }
  return true;
}

void Simulator::mark_first_mover(const Move& m, size_t at) {
  const auto p = static_cast<size_t>(engine::index(m.point));
  first_mover_[p] = m.player;
  first_at_[p] = static_cast<uint32_t>(at);
  stamp_[p] = current_stamp_;
}

// Walks the path from the leaf up. Before node d is updated, the moves from
// d on (the tree moves below it and the whole playout) are in first_mover_,
// so a child of d gets an AMAF update when its move was first played, after
// d, by the player to move at d; its weight falls with how late the move
// came (TreeParams::amaf_decay).
void Simulator::back_up(uint32_t black_value) {
  NodeArena& arena = context_.arena;
  ++current_stamp_;
  const size_t length = moves_.size();
  for (size_t i = length; i > tree_moves_; --i) {
    if (moves_[i - 1].point != kPass) mark_first_mover(moves_[i - 1], i - 1);
  }
  const float decay = context_.options.tree.amaf_decay;
  const uint32_t white_value = kWinValue - black_value;
  for (size_t d = path_.size(); d-- > 0;) {
    if (d < tree_moves_ && moves_[d].point != kPass) mark_first_mover(moves_[d], d);
    const Player to_move =
        d % 2 == 0 ? context_.root_player : engine::opponent(context_.root_player);
    const uint32_t mover_value = to_move == Player::Black ? black_value : white_value;
    Node& node = arena[path_[d]];
    // The node's value is for the player who moved into it: the opponent of to_move.
    node.value.fetch_add(kWinValue - mover_value, std::memory_order_relaxed);
    if (!node.is_expanded()) continue;
    // weight = kAmafUnit × (1 + decay × (1 − 2 (at − d) / (length − d))), rounded:
    // kAmafUnit for every move at decay 0.
    const float unit = static_cast<float>(kAmafUnit);
    const float slope = length > d ? 2 * decay * unit / static_cast<float>(length - d) : 0;
    const float start = unit * (1 + decay) + 0.5f + slope * static_cast<float>(d);
    for (uint32_t c = 0; c < node.num_children; ++c) {
      Node& child = arena[node.first_child + c];
      if (child.move == kPass) continue;
      const auto p = static_cast<size_t>(engine::index(child.move));
      if (stamp_[p] != current_stamp_ || first_mover_[p] != to_move) continue;
      const auto weight = static_cast<uint32_t>(start - slope * static_cast<float>(first_at_[p]));
      add_amaf(child, mover_value, weight);
    }
  }
}

}  // namespace kosumi::search
