#!/usr/bin/env bash
# Whether the final score depends on anything but the position: every
# position of SIZE (default 19) in the corpus files is counted by RUNS
# (default 20) fresh `kosumi gtp` processes, started without --seed and on
# two threads, through loadsgf and final_score. Prints one line per
# position (its kind, rules and seed, the answers and how often each came)
# and a summary: positions where every process named the same winner, and
# the same score.
#
#   scripts/settle-stability.sh [RUNS] [SIZE] CORPUS.tsv...
#
# The committed result is scripts/results/settle-stability.txt, from the
# 19x19 corpus of scripts/gnugo-agreement.sh.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"
manifest_output

root=$(cd "$(dirname "$0")/.." && pwd)
runs=20
size=19
if [[ ${1:-} =~ ^[0-9]+$ ]]; then
  runs=$1
  shift
fi
if [[ ${1:-} =~ ^[0-9]+$ ]]; then
  size=$1
  shift
fi
[ $# -ge 1 ] || {
  echo "usage: $0 [RUNS] [SIZE] CORPUS.tsv..." >&2
  exit 2
}
kosumi=${BUILD_DIR:-$root/build/release}/kosumi
[ -x "$kosumi" ] || {
  echo "$0: no $kosumi; build first" >&2
  exit 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
positions=0
same_winner=0
same_score=0
# Empty fields (no dead stones) would vanish in `read`, so awk picks the
# ones needed: kind, rules, seed and the SGF, for the positions of SIZE.
while read -r kind preset seed sgf; do
  positions=$((positions + 1))
  printf '%s\n' "$sgf" >"$work/position.sgf"
  answers=()
  for _ in $(seq "$runs"); do
    answer=$(printf 'loadsgf %s\nfinal_score\nquit\n' "$work/position.sgf" |
      "$kosumi" gtp --threads 2 --quiet | sed -n 's/^= \([BW0].*\)$/\1/p')
    answers+=("${answer:-none}")
  done
  tally=$(printf '%s\n' "${answers[@]}" | sort | uniq -c | awk '{printf "%s x%s  ", $2, $1}')
  winners=$(printf '%s\n' "${answers[@]}" | cut -c1 | sort -u | wc -l)
  scores=$(printf '%s\n' "${answers[@]}" | sort -u | wc -l)
  [ "$winners" -eq 1 ] && same_winner=$((same_winner + 1))
  [ "$scores" -eq 1 ] && same_score=$((same_score + 1))
  echo "$kind $preset seed $seed: $tally"
done < <(awk -F'\t' -v size="$size" '$8 == size { print $1, $2, $3, $9 }' "$@")

echo "$positions positions of ${size}x$size, $runs fresh processes each (no --seed, 2 threads):"
echo "  same winner every time: $same_winner of $positions"
echo "  same score every time:  $same_score of $positions"
