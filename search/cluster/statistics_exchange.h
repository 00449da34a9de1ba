#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "search/cluster/cluster_link.h"
#include "search/cluster/cluster_tree.h"
#include "search/node_arena.h"
#include "search/search.h"

namespace kosumi::search::cluster {

// The cluster as a Searcher sees it: the link to the other ranks, and
// which of this rank's searches are shared. A shared search is one that
// every rank runs at the same time on the same position (the cluster's
// GTP front end sees to that and says so with share_next_search());
// every other search (one the front end did not announce) runs alone.
//
// Thread-safety: share_next_search() from the front end's thread before
// the search starts; the searcher takes the announcement on its own.
class StatisticsExchange {
 public:
  explicit StatisticsExchange(ClusterLink& link) : link_(link) {}

  ClusterLink& link() { return link_; }

  // The next search of this rank's searcher is shared with the other ranks.
  void share_next_search() { announced_.store(true, std::memory_order_release); }
  // Whether the search now starting is shared; clears the announcement.
  bool take_announcement() { return announced_.exchange(false, std::memory_order_acq_rel); }

  // What the shared searches of this rank have cost so far.
  struct Totals {
    int64_t searches = 0;
    int64_t rounds = 0;
    int64_t bytes_sent = 0;  // given to the sum
    double seconds = 0;      // searching
  };
  const Totals& totals() const { return totals_; }
  void add_search(int64_t rounds, int64_t bytes_sent, double seconds);

 private:
  ClusterLink& link_;
  std::atomic<bool> announced_{false};
  Totals totals_;  // only the searcher's thread writes it
};

// One shared search on this rank: it checks that every rank searches the
// same position, then runs the rounds of the exchange for the search's
// supervisor, one call a round, until a round in which every rank had
// stopped; after it every rank's shared nodes hold the statistics of all
// ranks' simulations.
//
// A round is one sum across ranks of one vector of 32-bit words:
//   [0]            ranks whose workers have all stopped
//   [1]            1 when rank 0 stops the search (its clock, its early
//                  stop, or a stop request): one clock for the cluster
//   [2]            the playouts the ranks may still run (each rank's
//                  budget, at most kMaxPlayoutsLeft), for the early stop
//   [3, 3 + P)     rank 0's proposals of nodes to share from the next
//                  round on (ClusterTree::propose; P is
//                  SharingParams::proposals); zero on the others
//   then           ClusterTree::kWordsPerNode deltas per shared node
// so a rank sends 4 × (3 + P + 4 × shared nodes) bytes to the collective a
// round.
class ClusterSearch {
 public:
  // Collective: all ranks construct it with the position they search,
  // named by `position` (a hash of the game and the root's children).
  // Ends the job through the link when a rank's position differs from
  // rank 0's. The root must be expanded; `first_new` as ClusterTree's.
  ClusterSearch(ClusterLink& link, NodeArena& arena, uint64_t position, uint32_t first_new,
                const SharingParams& params);

  // A rank's budget above this counts as this much: a lead of millions
  // of visits is never needed, and 256 ranks' budgets still fit a word.
  static constexpr int64_t kMaxPlayoutsLeft = int64_t{1} << 24;

  // What this rank says in a round.
  struct Report {
    bool stopped = false;        // its workers have all finished: its counts are final
    bool stop_everyone = false;  // rank 0's say only
    int64_t playouts_left = 0;   // its playout budget still to run (none: a large number)
  };
  struct Round {
    bool stop = false;                 // rank 0 stops the search: stop the workers
    bool finished = false;             // every rank had stopped: the search is over
    int64_t others_playouts_left = 0;  // the other ranks' budgets, summed
  };
  Round round(const Report& report);

  std::chrono::milliseconds interval() const { return interval_; }
  // Playouts of this rank between two rounds in lockstep; 0 when the
  // rounds keep to interval().
  int64_t round_playouts() const { return params_.round_playouts; }
  // Rank 0 keeps the clock; the other ranks search until it stops them.
  bool keeps_clock() const { return link_.rank() == 0; }
  int ranks() const { return link_.ranks(); }

  // What this search has sent so far: rounds and bytes given to the sum.
  int64_t rounds() const { return rounds_; }
  int64_t bytes_sent() const { return bytes_sent_; }

 private:
  ClusterLink& link_;
  NodeArena& arena_;
  SharingParams params_;
  std::chrono::milliseconds interval_;
  ClusterTree tree_;
  std::vector<uint32_t> words_;
  int64_t rounds_ = 0;
  int64_t bytes_sent_ = 0;
};

}  // namespace kosumi::search::cluster
