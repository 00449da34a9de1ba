#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <span>
#include <string>

namespace kosumi::search::cluster {

// The message layer between the processes ("ranks") of a cluster, as the
// search and the cluster's GTP front end need it: a sum across ranks and a
// broadcast from rank 0. The implementation is MPI (mpi/mpi_link.cpp); a
// build without MPI has join_cluster() refuse (mpi/without_mpi.cpp), and
// the tests run ranks as threads of one process.
//
// Every call is collective: all ranks make the same calls in the same
// order. A rank that waits longer than the link's timeout for the others
// (one of them hung or died) ends the whole job through fail(), so a
// broken cluster never hangs; only a rank waiting for rank 0's next
// command waits without limit (rank 0 waits for its GTP controller).
// One thread at a time may use a link.
class ClusterLink {
 public:
  virtual ~ClusterLink() = default;

  virtual int rank() const = 0;
  virtual int ranks() const = 0;

  // Replaces `values` on every rank by their element-wise sum over all
  // ranks (modulo 2^32). Same length on every rank.
  virtual void sum(std::span<uint32_t> values) = 0;

  enum class Patience { Bounded, Unbounded };
  // Rank 0's `text` replaces `text` on every other rank.
  virtual void broadcast(std::string& text, Patience patience = Patience::Bounded) = 0;

  // Ends every rank of the job: prints "kosumi: cluster rank R: MESSAGE"
  // on stderr and aborts the job (the test links throw instead).
  [[noreturn]] virtual void fail(const std::string& message) = 0;
};

struct ClusterLinkOptions {
  // How long a collective may wait for the other ranks before the job is
  // ended: long enough for a slow rank to prepare a search on a big tree,
  // short enough that a hung rank is noticed.
  std::chrono::milliseconds timeout{30000};
};

// Joins the cluster this process was started in (by mpirun; a process
// started alone is a cluster of one). Once per process. Throws
// std::runtime_error when this build has no MPI.
std::unique_ptr<ClusterLink> join_cluster(const ClusterLinkOptions& options);

}  // namespace kosumi::search::cluster
