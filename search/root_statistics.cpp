#include "search/root_statistics.h"

#include <cmath>

namespace kosumi::search {
namespace {

using engine::Color;

// A counter with one writer: a relaxed load and store, which compile to
// plain moves, instead of a locked add.
template <class T>
void add(std::atomic<T>& counter, T amount) {
  counter.store(counter.load(std::memory_order_relaxed) + amount, std::memory_order_relaxed);
}

}  // namespace

struct RootStatistics::Slot {
  Slot(int num_points, uint32_t root_children)
      : black(static_cast<size_t>(num_points)),
        white(static_cast<size_t>(num_points)),
        child_playouts(root_children),
        child_margin(root_children),
        child_margin_squares(root_children) {}

  std::atomic<uint32_t> playouts{0};
  std::vector<std::atomic<uint32_t>> black;  // playouts that ended with the point Black's
  std::vector<std::atomic<uint32_t>> white;
  std::vector<std::atomic<uint32_t>> child_playouts;
  std::vector<std::atomic<double>> child_margin;  // sums of Black's margins
  std::vector<std::atomic<double>> child_margin_squares;
};

RootStatistics::RootStatistics(int threads, int num_points, uint32_t root_children)
    : num_points_(num_points), root_children_(root_children) {
  for (int t = 0; t < threads; ++t)
    slots_.push_back(std::make_unique<Slot>(num_points, root_children));
}

RootStatistics::~RootStatistics() = default;

RootStatistics::Slot& RootStatistics::claim() {
  return *slots_.at(claimed_.fetch_add(1, std::memory_order_relaxed));
}

// A stone's point is its colour's; an empty point is the colour's whose
// stones alone touch it (the eyes a playout leaves); else no one's.
void RootStatistics::record(Slot& slot, const engine::Board& board, int root_child,
                            double black_margin) {
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      const engine::Point p = board.point(x, y);
      Color owner = board.color(p);
      if (owner == Color::Empty) {
        const bool black = board.neighbour_mask(p, Color::Black) != 0;
        const bool white = board.neighbour_mask(p, Color::White) != 0;
        if (black != white) owner = black ? Color::Black : Color::White;
      }
      const auto i = static_cast<size_t>(engine::index(p));
      if (owner == Color::Black) add(slot.black[i], 1u);
      if (owner == Color::White) add(slot.white[i], 1u);
    }
  }
  if (root_child != kNoChild) {
    const auto c = static_cast<size_t>(root_child);
    add(slot.child_playouts[c], 1u);
    add(slot.child_margin[c], black_margin);
    add(slot.child_margin_squares[c], black_margin * black_margin);
  }
  add(slot.playouts, 1u);
}

void RootStatistics::fill(SearchResult& result, const NodeArena& arena,
                          engine::Player root_player) const {
  double playouts = 0;
  for (const auto& slot : slots_)
    playouts += slot->playouts.load(std::memory_order_relaxed);
  if (playouts == 0) return;
  result.ownership.assign(static_cast<size_t>(num_points_), 0.0f);
  for (size_t i = 0; i < result.ownership.size(); ++i) {
    double balance = 0;
    for (const auto& slot : slots_) {
      balance += static_cast<double>(slot->black[i].load(std::memory_order_relaxed)) -
                 static_cast<double>(slot->white[i].load(std::memory_order_relaxed));
    }
    result.ownership[i] = static_cast<float>(balance / playouts);
  }
  const Node& root = arena[0];
  const double sign = root_player == engine::Player::Black ? 1 : -1;
  for (uint32_t c = 0; c < root_children_ && c < root.num_children; ++c) {
    double n = 0;
    double sum = 0;
    double squares = 0;
    for (const auto& slot : slots_) {
      n += slot->child_playouts[c].load(std::memory_order_relaxed);
      sum += slot->child_margin[c].load(std::memory_order_relaxed);
      squares += slot->child_margin_squares[c].load(std::memory_order_relaxed);
    }
    if (n == 0) continue;
    const engine::Point move = arena[root.first_child + c].move;
    for (ChildStats& child : result.children) {
      if (child.move != move) continue;
      const double mean = sum / n;
      child.score_mean = sign * mean;
      child.score_stdev = std::sqrt(std::max(0.0, squares / n - mean * mean));
    }
  }
}

}  // namespace kosumi::search
