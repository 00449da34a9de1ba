// join_cluster() of a build without MPI: cluster mode says what is missing.
#include <stdexcept>

#include "search/cluster/cluster_link.h"

namespace kosumi::search::cluster {

std::unique_ptr<ClusterLink> join_cluster(const ClusterLinkOptions&) {
  throw std::runtime_error(
      "this kosumi was built without MPI; install Open MPI (Debian: libopenmpi-dev, "
      "openmpi-bin) and build it again to run a cluster");
}

}  // namespace kosumi::search::cluster
