#!/usr/bin/env bash
# The tree search's thread scaling in one process: runs search_bench's
# BM_Search (whole searches on 9x9 and 19x19, empty and mid-game, 1, 2 and
# up to all cores) and BM_BarePlayoutsScaling (playouts that share nothing:
# the machine's own scaling, the ceiling) REPETITIONS times, and prints for
# each thread count the median playouts per second (wall clock), its ratio
# to one thread, and the ratio of the playouts per CPU second (below 1: the
# threads slow each other down; on a busy machine the wall-clock ratio
# measures the load, this one still the search).
#
#   scripts/thread-scaling.sh [BUILD_DIR] [REPETITIONS]
#
# BUILD_DIR defaults to build/release, REPETITIONS to 5. Measure on an idle
# machine: the wall-clock figures need a free core per thread.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"
manifest_output

build_dir=${1:-build/release}
repetitions=${2:-5}
bench=$build_dir/bench/search_bench
[ -x "$bench" ] || {
  echo "$0: no $bench; build it first (cmake --build $build_dir --target search_bench)" >&2
  exit 1
}

"$bench" --benchmark_filter='BM_Search/|BM_BarePlayoutsScaling' \
  --benchmark_repetitions="$repetitions" --benchmark_report_aggregates_only=true \
  --benchmark_format=csv 2>/dev/null |
  awk -F, '
    $1 ~ /_median"$/ {
      name = $1
      gsub(/"/, "", name)
      sub(/_median$/, "", name)
      threads = name
      sub(/.*threads:/, "", threads)
      sub(/\/.*/, "", threads)
      series = name
      sub(/\/threads:[0-9]+/, "", series)
      sub(/\/real_time/, "", series)
      rate[series, threads] = $7
      cpu[series, threads] = $11
      if (!(series in seen)) { seen[series] = 1; order[++n] = series }
      if (!(threads in counted)) { counted[threads] = 1; counts[++m] = threads }
    }
    END {
      printf "%-40s %8s %14s %10s %12s\n", "benchmark", "threads", "playouts/s", "scaling", "cpu ratio"
      for (i = 1; i <= n; i++)
        for (j = 1; j <= m; j++) {
          s = order[i]; t = counts[j]
          if (!((s, t) in rate)) continue
          cpu_ratio = (cpu[s, t] != "" && cpu[s, 1] > 0) ? sprintf("%.2f", cpu[s, t] / cpu[s, 1]) : "-"
          printf "%-40s %8d %14.0f %9.2fx %12s\n", s, t, rate[s, t], rate[s, t] / rate[s, 1], cpu_ratio
        }
    }'
