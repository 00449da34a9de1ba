// The cluster's message layer over MPI (Open MPI under mpirun), the one
// file that includes <mpi.h>: its own library, built only when CMake finds
// MPI.
#include <mpi.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>

#include "search/cluster/cluster_link.h"

namespace kosumi::search::cluster {
namespace {

using std::chrono::microseconds;
using Clock = std::chrono::steady_clock;

// A rank waiting for a collective tests it, sleeping in between: a short
// pause at first (a round usually completes within a millisecond), longer
// later, so that a rank idle between two commands costs no CPU (blocking
// MPI calls would spin a core the whole time). A round's sum moves only
// when each rank tests it (Open MPI progresses non-blocking collectives
// inside MPI_Test), so its pauses stay short: in lockstep the workers wait
// for the round, and a test every 100 µs costs the search little.
constexpr microseconds kFirstPause{10};
constexpr microseconds kLongestPause{1000};
constexpr microseconds kLongestRoundPause{100};

class MpiLink final : public ClusterLink {
 public:
  explicit MpiLink(const ClusterLinkOptions& options) : options_(options), parent_(getppid()) {
    int initialized = 0;
    MPI_Initialized(&initialized);
    if (initialized) throw std::logic_error("join_cluster: MPI is initialised already");
    // Only the thread that runs the GTP loop and the searches' supervision
    // (the main thread) calls MPI.
    int provided = 0;
    MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_dup(MPI_COMM_WORLD, &comm_);
    MPI_Comm_set_errhandler(comm_, MPI_ERRORS_RETURN);
    MPI_Comm_rank(comm_, &rank_);
    MPI_Comm_size(comm_, &ranks_);
    if (provided < MPI_THREAD_FUNNELED) fail("this MPI library offers no thread support");
  }

  ~MpiLink() override {
    MPI_Comm_free(&comm_);
    MPI_Finalize();
  }

  MpiLink(const MpiLink&) = delete;
  MpiLink& operator=(const MpiLink&) = delete;

  int rank() const override { return rank_; }
  int ranks() const override { return ranks_; }

  void sum(std::span<uint32_t> values) override {
    MPI_Request request;
    check(MPI_Iallreduce(MPI_IN_PLACE, values.data(), static_cast<int>(values.size()), MPI_UINT32_T,
                         MPI_SUM, comm_, &request),
          "summing statistics");
    wait(request, Patience::Bounded, "exchanging statistics", kLongestRoundPause);
  }

  void broadcast(std::string& text, Patience patience) override {
    uint64_t size = text.size();
    MPI_Request request;
    check(MPI_Ibcast(&size, 1, MPI_UINT64_T, 0, comm_, &request), "broadcasting");
    wait(request, patience, "waiting for rank 0");
    if (size == 0) {
      text.clear();
      return;
    }
    text.resize(size);
    check(MPI_Ibcast(text.data(), static_cast<int>(size), MPI_CHAR, 0, comm_, &request),
          "broadcasting");
    wait(request, Patience::Bounded, "receiving from rank 0");
  }

  [[noreturn]] void fail(const std::string& message) override {
    std::cerr << "kosumi: cluster rank " << rank_ << ": " << message << std::endl;
    MPI_Abort(MPI_COMM_WORLD, 1);
    std::_Exit(1);
  }

 private:
  void check(int status, const char* what) {
    if (status == MPI_SUCCESS) return;
    char text[MPI_MAX_ERROR_STRING];
    int length = 0;
    MPI_Error_string(status, text, &length);
    fail(std::string("MPI error while ") + what + ": " +
         std::string(text, static_cast<size_t>(length)));
  }

  // Tests the request until it completes. Ends the job when the others
  // take longer than the timeout (with Bounded patience), and this rank
  // alone when mpirun is gone (its parent changed): no rank outlives its job.
  void wait(MPI_Request& request, Patience patience, const char* what,
            microseconds longest_pause = kLongestPause) {
    const Clock::time_point start = Clock::now();
    microseconds pause = kFirstPause;
    for (;;) {
      int done = 0;
      check(MPI_Test(&request, &done, MPI_STATUS_IGNORE), what);
      if (done) return;
      if (getppid() != parent_) {
        std::cerr << "kosumi: cluster rank " << rank_ << ": mpirun has gone; ending" << std::endl;
        std::_Exit(1);
      }
      if (patience == Patience::Bounded && Clock::now() - start > options_.timeout) {
        std::ostringstream message;
        message << "no answer from the other ranks within "
                << std::chrono::duration<double>(options_.timeout).count() << " s while " << what
                << " (a rank hung or died); ending the job";
        fail(message.str());
      }
      std::this_thread::sleep_for(pause);
      pause = std::min(pause * 2, longest_pause);
    }
  }

  ClusterLinkOptions options_;
  pid_t parent_;
  MPI_Comm comm_ = MPI_COMM_NULL;
  int rank_ = 0;
  int ranks_ = 1;
};

}  // namespace

std::unique_ptr<ClusterLink> join_cluster(const ClusterLinkOptions& options) {
  return std::make_unique<MpiLink>(options);
}

}  // namespace kosumi::search::cluster
