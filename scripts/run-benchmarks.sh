#!/usr/bin/env bash
# Runs the board benchmarks several times and prints the median of each, with
# its coefficient of variation across the repetitions as a measure of noise.
#
#   scripts/run-benchmarks.sh BUILD_DIR [REPETITIONS] [board_bench options...]
#
# REPETITIONS defaults to 10. Further options go to board_bench unchanged,
# e.g. --benchmark_filter=Playout or --benchmark_min_time=0.2. Rates come from
# CPU time, which on a shared machine is less disturbed than wall time. Set
# BENCHMARK_JSON=FILE to keep Google Benchmark's JSON of the run (the
# result file behind a figure).
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"
manifest_output

usage() {
  echo "usage: $0 BUILD_DIR [REPETITIONS] [board_bench options...]" >&2
  exit 2
}

[ $# -ge 1 ] || usage
build_dir=$1
shift
repetitions=10
if [ $# -ge 1 ] && [[ $1 != -* ]]; then
  repetitions=$1
  shift
fi
if ! [[ $repetitions =~ ^[1-9][0-9]*$ ]]; then
  echo "$0: REPETITIONS must be a positive integer, not '$repetitions'" >&2
  exit 2
fi
bench=$build_dir/bench/board_bench
if [ ! -x "$bench" ]; then
  echo "$0: $bench not found; build first (cmake --build --preset release)" >&2
  exit 1
fi

json=$(mktemp)
trap 'rm -f "$json"' EXIT
if [ -n "${BENCHMARK_JSON:-}" ]; then
  trap 'cp "$json" "$BENCHMARK_JSON"; rm -f "$json"' EXIT
fi

echo "Running $bench, $repetitions repetitions..." >&2
"$bench" --benchmark_repetitions="$repetitions" --benchmark_report_aggregates_only=true \
  --benchmark_out="$json" --benchmark_out_format=json "$@" >/dev/null

# One line per aggregate value: run name, aggregate (median, cv...), field, value.
values=$(awk '
  function value(line) { sub(/^[^:]*: */, "", line); sub(/,$/, "", line); gsub(/"/, "", line); return line }
  /"run_name":/       { run = value($0) }
  /"aggregate_name":/ { aggregate = value($0) }
  /"(items_per_second|moves_per_playout|legal_per_call)":/ {
    key = $1; gsub(/[":]/, "", key); print run, aggregate, key, value($0)
  }' "$json")

lookup() {  # run aggregate field
  awk -v r="$1" -v a="$2" -v k="$3" '$1 == r && $2 == a && $3 == k { print $4; exit }' <<<"$values"
}

# Prints one row: label, benchmark family, field, and how to show the median
# ("rate" as is, "ns" as nanoseconds per item, "plain" with one decimal).
row() {
  local label=$1 family=$2 field=$3 style=$4
  local cells=() found=0
  for size in 9 19; do
    local run="$family/size:$size"
    local median cv
    median=$(lookup "$run" median "$field")
    cv=$(lookup "$run" cv "$field")
    if [ -z "$median" ]; then
      cells+=("-" "-")
      continue
    fi
    found=1
    case $style in
      rate) cells+=("$(awk -v m="$median" 'BEGIN { printf "%.0f", m }')") ;;
      ns) cells+=("$(awk -v m="$median" 'BEGIN { printf "%.1f", 1e9 / m }')") ;;
      plain) cells+=("$(awk -v m="$median" 'BEGIN { printf "%.1f", m }')") ;;
    esac
    cells+=("$(awk -v c="${cv:-0}" 'BEGIN { printf "%.1f%%", 100 * c }')")
  done
  # Benchmarks left out by a filter leave no row.
  [ "$found" -eq 1 ] || return 0
  printf '%-30s %12s %7s %12s %7s\n' "$label" "${cells[@]}"
}

echo "Median of $repetitions repetitions (cv: spread across them)"
printf '%-30s %12s %7s %12s %7s\n' "" "9x9" "cv" "19x19" "cv"
row "light playouts per second" BM_LightPlayout items_per_second rate
row "moves per playout" BM_LightPlayout moves_per_playout plain
row "heavy playouts per second" BM_HeavyPlayout items_per_second rate
row "moves per heavy playout" BM_HeavyPlayout moves_per_playout plain
row "ns per move played" BM_PlayMove items_per_second ns
row "ns per legal_moves call" BM_LegalMoves items_per_second ns
row "legal moves per call" BM_LegalMoves legal_per_call plain
row "ns per board copy" BM_BoardCopy items_per_second ns
row "ns per is_true_eye" BM_IsTrueEye items_per_second ns
row "ns per is_light_candidate" BM_IsLightCandidate items_per_second ns
row "ns per area_score" BM_AreaScore items_per_second ns
