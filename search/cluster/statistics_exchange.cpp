#include "search/cluster/statistics_exchange.h"

#include <algorithm>
#include <string>

namespace kosumi::search::cluster {
namespace {

constexpr size_t kStoppedWord = 0;
constexpr size_t kStopWord = 1;
constexpr size_t kPlayoutsLeftWord = 2;
constexpr size_t kHeaderWords = 3;

}  // namespace

void StatisticsExchange::add_search(int64_t rounds, int64_t bytes_sent, double seconds) {
  ++totals_.searches;
  totals_.rounds += rounds;
  totals_.bytes_sent += bytes_sent;
  totals_.seconds += seconds;
}

ClusterSearch::ClusterSearch(ClusterLink& link, NodeArena& arena, uint64_t position,
                             uint32_t first_new, const SharingParams& params)
    : link_(link),
      arena_(arena),
      params_(params),
      interval_(std::max<int64_t>(1, static_cast<int64_t>(params.interval_ms))),
      tree_(arena, first_new) {
  std::string leader = std::to_string(position);
  link_.broadcast(leader);
  if (leader != std::to_string(position)) {
    link_.fail("the game differs from rank 0's (a command that changed the game failed here)");
  }
}

ClusterSearch::Round ClusterSearch::round(const Report& report) {
  const size_t deltas = kHeaderWords + params_.proposals;
  words_.assign(deltas + tree_.size() * ClusterTree::kWordsPerNode, 0);
  words_[kStoppedWord] = report.stopped ? 1 : 0;
  const auto playouts_left =
      static_cast<uint32_t>(std::clamp<int64_t>(report.playouts_left, 0, kMaxPlayoutsLeft));
  words_[kPlayoutsLeftWord] = playouts_left;
  if (link_.rank() == 0) {
    words_[kStopWord] = report.stop_everyone ? 1 : 0;
    const std::vector<uint32_t> proposals =
        tree_.propose(arena_, link_.ranks(), params_, params_.proposals);
    std::copy(proposals.begin(), proposals.end(), words_.begin() + kHeaderWords);
  }
  tree_.take_deltas(arena_, std::span(words_).subspan(deltas));
  link_.sum(words_);
  tree_.add_sums(arena_, std::span(words_).subspan(deltas));
  tree_.add(arena_, std::span(words_).subspan(kHeaderWords, params_.proposals));
  ++rounds_;
  bytes_sent_ += static_cast<int64_t>(words_.size() * sizeof(uint32_t));
  return {words_[kStopWord] > 0, words_[kStoppedWord] == static_cast<uint32_t>(link_.ranks()),
          int64_t{words_[kPlayoutsLeftWord]} - playouts_left};
}

}  // namespace kosumi::search::cluster
