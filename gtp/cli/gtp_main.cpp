#include <iostream>
#include <sstream>

#include "gtp/cli/front_ends.h"
#include "gtp/cli/options.h"
#include "gtp/cluster/cluster_server.h"
#include "gtp/server.h"
#include "search/cluster/cluster_link.h"

namespace kosumi::cli {
namespace {

// An odd constant (2^64 over the golden ratio) that gives each rank of a
// cluster its own seed from --seed.
constexpr uint64_t kRankSalt = 0x9e3779b97f4a7c15ULL;

// `mpirun -np N kosumi gtp --cluster ...`: every rank joins, rank 0 speaks GTP.
int run_cluster_gtp(const Options& options) {
  std::unique_ptr<search::cluster::ClusterLink> link;
  try {
    link = search::cluster::join_cluster(
        {std::chrono::milliseconds(static_cast<int64_t>(options.cluster_timeout * 1000))});
  } catch (const std::exception& e) {
    std::cerr << "kosumi gtp: error: " << e.what() << '\n';
    return 2;
  }
  search::cluster::StatisticsExchange exchange(*link);
  Options rank_options = options;
  rank_options.seed = options.effective_seed() + kRankSalt * static_cast<uint64_t>(link->rank());
  const auto go_player = make_go_player(rank_options, &exchange);
  gtp::GtpServer server(*go_player);
  cluster::run_cluster(server, exchange, std::cin, std::cout);
  // One write, so that the ranks' lines do not mix on mpirun's stderr.
  const search::cluster::StatisticsExchange::Totals& t = exchange.totals();
  std::ostringstream summary;
  summary << "kosumi: cluster rank " << link->rank() << " of " << link->ranks() << ": "
          << t.searches << " shared searches, " << t.rounds << " rounds, " << t.bytes_sent
          << " bytes to the sums in " << t.seconds << " s of search ("
          << (t.seconds > 0 ? static_cast<double>(t.bytes_sent) / t.seconds : 0) << " bytes/s)\n";
  std::cerr << summary.str() << std::flush;
  return 0;
}

}  // namespace

int gtp_main(const std::vector<std::string>& args) {
  static const OptionSpec spec{
      "gtp",
      "Speaks the Go Text Protocol (version 2) on standard input and output, for GUIs,\n"
      "servers and match runners. With --cluster under mpirun (mpirun -np N kosumi gtp\n"
      "--cluster ...), rank 0 speaks GTP and every rank searches, sharing statistics.",
      {"rules",    "size",        "komi",         "handicap",        "threads",  "playouts",
       "time",     "memory",      "seed",         "no-resign",       "ponder",   "playout",
       "param",    "quiet",       "capture-dead", "no-capture-dead", "live-gfx", "override-version",
       "patterns", "no-patterns", "cluster",      "cluster-timeout", "level",
       "book",     "no-book",     "opening",      "no-opening-prior"},
      "",
      0};
  return run_front_end(args, spec, [](const Options& options) {
    if (options.cluster) return run_cluster_gtp(options);
    const auto go_player = make_go_player(options);
    gtp::ServerOptions server_options;
    server_options.err = &std::cerr;
    server_options.thinking_log = !options.quiet;
    server_options.live_gfx = options.live_gfx;
    server_options.version = options.version;
    gtp::GtpServer server(*go_player, server_options);
    server.run(std::cin, std::cout);
    return 0;
  });
}

}  // namespace kosumi::cli
