#!/usr/bin/env bash
# Runs Kosumi's libFuzzer targets (tests/fuzz/), each for SECONDS seconds:
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     (default 60 seconds, every target)
#
# Builds the fuzz preset (clang with libFuzzer, address and undefined-
# behaviour sanitizers). Each target starts from its seed corpus
# (tests/fuzz/corpus/TARGET, inputs taken from the tests) plus what earlier
# runs found (build/fuzz/corpus/TARGET), and runs in a scratch directory.
# A finding (crash, timeout, out of memory, sanitizer report) is written to
# build/fuzz/findings/TARGET/ and makes the script fail; reproduce it with
# `build/fuzz/tests/fuzz/TARGET FILE`. Prints, per target, the executions,
# executions per second, the corpus size and the findings, one line each,
# and the same as JSON to $FUZZ_JSON when set.
#
# The long runs (ten minutes a target: `scripts/fuzz.sh 600`) are the
# closing check of a change to a parser; CI runs a minute each.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(gtp_line_fuzzer gtp_session_fuzzer sgf_fuzzer options_fuzzer match_resume_fuzzer)
fi

cd "$root"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "${JOBS:-$(nproc)}" >/dev/null

# Each input may take a while on a busy machine (a search, a settlement);
# a single input slower than this is a finding (a hang).
per_input_timeout=60

failed=0
json="["
for target in "${targets[@]}"; do
  binary=$root/build/fuzz/tests/fuzz/$target
  corpus=$root/build/fuzz/corpus/$target
  findings=$root/build/fuzz/findings/$target
  mkdir -p "$corpus" "$findings"
  cp -n "$root/tests/fuzz/corpus/$target/"* "$corpus/"
  dict=()
  case $target in gtp_*) dict=(-dict="$root/tests/fuzz/gtp.dict") ;; esac
  scratch=$(mktemp -d)
  log=$root/build/fuzz/$target.log
  status=0
  (cd "$scratch" && "$binary" "$corpus" "${dict[@]}" -max_total_time="$seconds" \
    -timeout="$per_input_timeout" -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$findings/") >"$log" 2>&1 || status=$?
  rm -rf "$scratch"
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  inputs=$(find "$corpus" -type f | wc -l)
  found=$(find "$findings" -type f | wc -l)
  printf '%-22s %10s runs %8s/s  corpus %6s  findings %s\n' "$target" "${runs:-?}" "${rate:-?}" \
    "$inputs" "$found"
  if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    failed=1
    echo "  $target failed (status $status); see $log and $findings" >&2
  fi
  json+="{\"target\": \"$target\", \"seconds\": $seconds, \"runs\": ${runs:-null}, "
  json+="\"executions_per_second\": ${rate:-null}, \"corpus\": $inputs, \"findings\": $found},"
done
json="${json%,}]"
if [ -n "${FUZZ_JSON:-}" ]; then
  echo "$json" >"$FUZZ_JSON"
fi
exit "$failed"
