#!/usr/bin/env bash
# The settlement's time on the finished 19x19 positions of the agreement
# corpus (scripts/results/gnugo-agreement/corpus-19.tsv): this build's
# gnugo_agreement evaluates them on two threads ROUNDS times and, when a
# second gnugo_agreement is given (another commit's, built with
# `cmake --build --preset release --target gnugo_agreement` in a worktree of
# it), that one too, the two alternating round by round so that both see the
# same machine. Each round's table (wall-clock and CPU seconds, median and
# worst), headed "this build" or "the other build", goes to
# OUT_DIR/rounds.txt, with the manifest beside it (whose command names the
# other build). Run it on an
# otherwise quiet machine: the wall-clock times are the measure.
#
#   scripts/settle-time.sh OUT_DIR [OTHER_GNUGO_AGREEMENT]
#
# ROUNDS [3] rounds of each build.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 OUT_DIR [OTHER_GNUGO_AGREEMENT]" >&2
  exit 2
fi
out=$1
rounds=${ROUNDS:-3}
if ! [[ $rounds =~ ^[1-9][0-9]*$ ]]; then
  echo "$0: ROUNDS must be a positive integer, not '$rounds'" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
tools=("${BUILD_DIR:-$root/build/release}/tests/gnugo_agreement")
[ $# -eq 2 ] && tools+=("$2")
for tool in "${tools[@]}"; do
  if [ ! -x "$tool" ]; then
    echo "$0: no $tool; build first (cmake --build --preset release --target gnugo_agreement)" >&2
    exit 1
  fi
done

manifest_write "$out"
corpus=$(mktemp)
trap 'rm -f "$corpus"' EXIT
grep '^finished' "$root/scripts/results/gnugo-agreement/corpus-19.tsv" >"$corpus"
names=("this build" "the other build")
for round in $(seq "$rounds"); do
  for i in "${!tools[@]}"; do
    echo "round $round: ${names[$i]}"
    "${tools[$i]}" evaluate --threads 2 "$corpus"
    echo
  done
done | tee "$out/rounds.txt"
