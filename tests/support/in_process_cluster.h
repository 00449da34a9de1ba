#pragma once

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "search/cluster/cluster_link.h"

namespace kosumi::testing {

// The ranks of a cluster as threads of one process, for tests: the
// collectives of search::ClusterLink through shared memory. A collective
// that waits longer than the timeout, and fail() on any rank, make every
// rank's pending and later collectives throw ClusterFailure, so a test
// whose ranks disagree ends with an error instead of hanging.
class InProcessCluster {
 public:
  class ClusterFailure : public std::runtime_error {
   public:
    using std::runtime_error::runtime_error;
  };

  explicit InProcessCluster(int ranks, std::chrono::milliseconds timeout = std::chrono::seconds(60))
      : ranks_(ranks), timeout_(timeout) {
    for (int r = 0; r < ranks; ++r)
      links_.push_back(std::make_unique<Link>(*this, r));
  }

  search::cluster::ClusterLink& link(int rank) { return *links_[static_cast<size_t>(rank)]; }

  // Runs body(rank) on a thread of its own for every rank and waits for
  // them all. Returns each rank's exception message, empty when it had none.
  std::vector<std::string> run(const std::function<void(int)>& body) {
    std::vector<std::string> errors(static_cast<size_t>(ranks_));
    std::vector<std::thread> threads;
    for (int r = 0; r < ranks_; ++r) {
      threads.emplace_back([&, r] {
        try {
          body(r);
        } catch (const std::exception& e) {
          errors[static_cast<size_t>(r)] = e.what();
        }
      });
    }
    for (std::thread& t : threads)
      t.join();
    return errors;
  }
  // The first message given to fail(), empty when no rank failed.
  std::string failure() {
    const std::lock_guard lock(mutex_);
    return failure_;
  }

 private:
  class Link final : public search::cluster::ClusterLink {
   public:
    Link(InProcessCluster& cluster, int rank) : cluster_(cluster), rank_(rank) {}
    int rank() const override { return rank_; }
    int ranks() const override { return cluster_.ranks_; }
    void sum(std::span<uint32_t> values) override {
      cluster_.collective(
          [&](bool first) {
            if (first) cluster_.words_.assign(values.size(), 0);
            for (size_t i = 0; i < values.size(); ++i)
              cluster_.words_[i] += values[i];
          },
          [&] { std::copy(cluster_.words_.begin(), cluster_.words_.end(), values.begin()); });
    }
    void broadcast(std::string& text, Patience) override {
      cluster_.collective(
          [&](bool) {
            if (rank_ == 0) cluster_.text_ = text;
          },
          [&] { text = cluster_.text_; });
    }
    [[noreturn]] void fail(const std::string& message) override {
      cluster_.fail("rank " + std::to_string(rank_) + ": " + message);
    }

   private:
    InProcessCluster& cluster_;
    int rank_;
  };

  // Every rank contributes (the first of a collective with first = true),
  // and once all have, every rank collects the result.
  void collective(const std::function<void(bool)>& contribute,
                  const std::function<void()>& collect) {
    std::unique_lock lock(mutex_);
    wait(lock, [&] { return !releasing_; });
    contribute(arrived_ == 0);
    if (++arrived_ == ranks_) {
      releasing_ = true;
      changed_.notify_all();
    } else {
      wait(lock, [&] { return releasing_; });
    }
    collect();
    if (--arrived_ == 0) {
      releasing_ = false;
      changed_.notify_all();
    }
  }

  void wait(std::unique_lock<std::mutex>& lock, const std::function<bool()>& ready) {
    if (!changed_.wait_for(lock, timeout_, [&] { return ready() || !failure_.empty(); })) {
      failure_ = "a collective timed out";
      changed_.notify_all();
    }
    if (!failure_.empty()) throw ClusterFailure(failure_);
  }

  [[noreturn]] void fail(const std::string& message) {
    {
      const std::lock_guard lock(mutex_);
      if (failure_.empty()) failure_ = message;
    }
    changed_.notify_all();
    throw ClusterFailure(message);
  }

  const int ranks_;
  const std::chrono::milliseconds timeout_;
  std::vector<std::unique_ptr<Link>> links_;
  std::mutex mutex_;
  std::condition_variable changed_;
  int arrived_ = 0;
  bool releasing_ = false;
  std::vector<uint32_t> words_;
  std::string text_;
  std::string failure_;
};

}  // namespace kosumi::testing
