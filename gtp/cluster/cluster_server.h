#pragma once

#include <iosfwd>

#include "gtp/server.h"
#include "search/cluster/statistics_exchange.h"

namespace kosumi::cluster {

// The GTP side of a cluster (`mpirun -np N kosumi gtp --cluster`): every
// rank has its own GoPlayer and searcher, and the ranks keep the same game.
//
// Rank 0 speaks GTP on `in` and `out` exactly as GtpServer::run does. Each
// command that changes the game goes, once rank 0 has carried it out
// successfully, to the other ranks, which carry it out on their GoPlayer
// (loadsgf as the game rank 0 loaded, since the file may exist on rank 0's
// machine alone). A genmove (and reg_genmove, kgs-genmove_cleanup) is
// announced before rank 0 searches: every rank then runs the same search,
// sharing statistics with the others (search/statistics_exchange.h), and
// the move rank 0 chose, checked and played goes to the others as a play.
// `quit`, or the end of rank 0's input, ends every rank.
//
// The other ranks ignore `in` and write nothing to `out`. A command that
// fails on a rank after it succeeded on rank 0 means the ranks' games
// differ: that rank ends the job with a message (ClusterLink::fail).
void run_cluster(gtp::GtpServer& server, search::cluster::StatisticsExchange& exchange,
                 std::istream& in, std::ostream& out);

}  // namespace kosumi::cluster
