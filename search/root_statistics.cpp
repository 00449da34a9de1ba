#include "search/root_statistics.h"

#include <algorithm>
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

// Black's margins are counted in whole points from -reach to +reach, where
// the reach is the board's array extent, which no area score leaves; a
// point's bin holds the margins from it up to the next, and a margin
// beyond the reach (a komi of hundreds) is counted at its end.
size_t margin_bins(int num_points) {
  return static_cast<size_t>(2 * num_points + 1);
}

size_t bin_of(double black_margin, size_t bins) {
  const double reach = static_cast<double>(bins / 2);
  return static_cast<size_t>(std::clamp(std::floor(black_margin) + reach, 0.0, 2 * reach));
}

}  // namespace

struct RootStatistics::Slot {
  Slot(int num_points, uint32_t root_children, size_t bins)
      : black(static_cast<size_t>(num_points)),
        white(static_cast<size_t>(num_points)),
        black_winning(static_cast<size_t>(num_points)),
        white_winning(static_cast<size_t>(num_points)),
        child_playouts(root_children),
        child_margin(root_children),
        child_margin_squares(root_children),
        child_margin_counts(root_children * bins),
        margin_bins(bins) {}

  std::atomic<uint32_t> playouts{0};
  std::vector<std::atomic<uint32_t>> black;  // playouts that ended with the point Black's
  std::vector<std::atomic<uint32_t>> white;
  std::atomic<uint32_t> black_wins{0};
  std::atomic<uint32_t> white_wins{0};
  // Playouts that ended with the point Black's and Black winning (White's
  // and White winning).
  std::vector<std::atomic<uint32_t>> black_winning;
  std::vector<std::atomic<uint32_t>> white_winning;
  std::vector<std::atomic<uint32_t>> child_playouts;
  std::vector<std::atomic<double>> child_margin;  // sums of Black's margins
  std::vector<std::atomic<double>> child_margin_squares;
  // Each child's playouts by Black's margin, child c's margins at
  // [c * bins, (c + 1) * bins), lowest first.
  std::vector<std::atomic<uint32_t>> child_margin_counts;
  size_t margin_bins;
};

RootStatistics::RootStatistics(int threads, int num_points, uint32_t root_children,
                               double margin_fraction, double extra_komi)
    : num_points_(num_points),
      root_children_(root_children),
      margin_fraction_(margin_fraction),
      extra_komi_(extra_komi) {
  for (int t = 0; t < threads; ++t) {
    slots_.push_back(std::make_unique<Slot>(num_points, root_children, margin_bins(num_points)));
  }
}

RootStatistics::~RootStatistics() = default;

RootStatistics::Slot& RootStatistics::claim() {
  return *slots_.at(claimed_.fetch_add(1, std::memory_order_relaxed));
}

// A stone's point is its colour's; an empty point is the colour's whose
// stones alone touch it (the eyes a playout leaves); else no one's.
void RootStatistics::record(Slot& slot, const engine::Board& board, int root_child,
                            double black_margin) {
  const bool black_won = black_margin > 0;
  const bool white_won = black_margin < 0;
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
      if (owner == Color::Black) {
        add(slot.black[i], 1u);
        if (black_won) add(slot.black_winning[i], 1u);
      }
      if (owner == Color::White) {
        add(slot.white[i], 1u);
        if (white_won) add(slot.white_winning[i], 1u);
      }
    }
  }
  if (black_won) add(slot.black_wins, 1u);
  if (white_won) add(slot.white_wins, 1u);
  if (root_child != kNoChild) {
    const auto c = static_cast<size_t>(root_child);
    add(slot.child_playouts[c], 1u);
    add(slot.child_margin[c], black_margin);
    add(slot.child_margin_squares[c], black_margin * black_margin);
    add(slot.child_margin_counts[c * slot.margin_bins + bin_of(black_margin, slot.margin_bins)],
        1u);
  }
  add(slot.playouts, 1u);
}

std::vector<double> RootStatistics::margin_counts(uint32_t c) const {
  const size_t bins = margin_bins(num_points_);
  std::vector<double> counts(bins, 0.0);
  for (const auto& slot : slots_) {
    for (size_t b = 0; b < bins; ++b)
      counts[b] += slot->child_margin_counts[c * bins + b].load(std::memory_order_relaxed);
  }
  return counts;
}

double RootStatistics::margin_of(size_t bin) const {
  return static_cast<double>(bin) - static_cast<double>(margin_bins(num_points_) / 2) +
         margin_fraction_;
}

// The margin half of a child's `n` playouts reach counting from the
// lowest, or the middle of two margins when exactly half end below.
double RootStatistics::median_margin(const std::vector<double>& counts, double n) const {
  const size_t bins = counts.size();
  double below = 0;
  for (size_t b = 0; b < bins; ++b) {
    below += counts[b];
    if (below < n / 2 || counts[b] == 0) continue;
    if (below > n / 2) return margin_of(b);
    size_t next = b + 1;
    while (next < bins && counts[next] == 0)
      ++next;
    return next < bins ? (margin_of(b) + margin_of(next)) / 2 : margin_of(b);
  }
  return 0;
}

// Black's share of a child's `n` playouts under the game's komi: the
// search's margin plus the extra komi it gave White.
double RootStatistics::game_black_share(const std::vector<double>& counts, double n) const {
  double black = 0;
  for (size_t b = 0; b < counts.size(); ++b) {
    const double game_margin = margin_of(b) + extra_komi_;
    black += game_margin > 0 ? counts[b] : game_margin == 0 ? counts[b] / 2 : 0;
  }
  return black / n;
}

template <class Counter>
double RootStatistics::sum(Counter counter) const {
  double total = 0;
  for (const auto& slot : slots_)
    total += static_cast<double>(counter(*slot).load(std::memory_order_relaxed));
  return total;
}

int64_t RootStatistics::playouts() const {
  return static_cast<int64_t>(sum([](const Slot& s) -> auto& { return s.playouts; }));
}

void RootStatistics::criticality(std::vector<float>& out) const {
  out.assign(static_cast<size_t>(num_points_), 0.0f);
  const auto n = static_cast<double>(playouts());
  if (n == 0) return;
  const double black_rate = sum([](const Slot& s) -> auto& { return s.black_wins; }) / n;
  const double white_rate = sum([](const Slot& s) -> auto& { return s.white_wins; }) / n;
  for (size_t i = 0; i < out.size(); ++i) {
    const double black = sum([i](const Slot& s) -> auto& { return s.black[i]; });
    const double white = sum([i](const Slot& s) -> auto& { return s.white[i]; });
    const double owner_won = sum([i](const Slot& s) -> auto& { return s.black_winning[i]; }) +
                             sum([i](const Slot& s) -> auto& { return s.white_winning[i]; });
    out[i] = static_cast<float>(owner_won / n - black / n * black_rate - white / n * white_rate);
  }
}

void RootStatistics::fill(SearchResult& result, const NodeArena& arena,
                          engine::Player root_player) const {
  const auto playouts = static_cast<double>(this->playouts());
  if (playouts == 0) return;
  result.ownership.assign(static_cast<size_t>(num_points_), 0.0f);
  for (size_t i = 0; i < result.ownership.size(); ++i) {
    const double balance = sum([i](const Slot& s) -> auto& { return s.black[i]; }) -
                           sum([i](const Slot& s) -> auto& { return s.white[i]; });
    result.ownership[i] = static_cast<float>(balance / playouts);
  }
  const Node& root = arena[0];
  const double sign = root_player == engine::Player::Black ? 1 : -1;
  for (uint32_t c = 0; c < root_children_ && c < root.num_children; ++c) {
    const double n = sum([c](const Slot& s) -> auto& { return s.child_playouts[c]; });
    const double margins = sum([c](const Slot& s) -> auto& { return s.child_margin[c]; });
    const double squares = sum([c](const Slot& s) -> auto& { return s.child_margin_squares[c]; });
    if (n == 0) continue;
    const engine::Point move = arena[root.first_child + c].move;
    for (ChildStats& child : result.children) {
      if (child.move != move) continue;
      const double mean = margins / n;
      child.score_mean = sign * (mean + extra_komi_);
      child.score_stdev = std::sqrt(std::max(0.0, squares / n - mean * mean));
      const std::vector<double> counts = margin_counts(c);
      child.score_median = sign * (median_margin(counts, n) + extra_komi_);
      const double black_share = game_black_share(counts, n);
      child.game_winrate = root_player == engine::Player::Black ? black_share : 1 - black_share;
    }
  }
}

}  // namespace kosumi::search
