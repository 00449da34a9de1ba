#!/usr/bin/env bash
# What each feature group brings: trains the move patterns on the corpus
# with every group, then once without each group in turn, and measures each
# model's move prediction on the validation games. Prints one table row per
# model (all moves of validation.sgf): top-1, top-5, top-10 and the mean
# log-evidence; the weights files and logs stay in OUT_DIR.
#
#   scripts/pattern-ablation.sh OUT_DIR [SAMPLE]
#
# SAMPLE (default 0.1) is the fraction of positions fitted, the same for
# every model: 11 trainings take about an hour on 2 cores at 0.1. CORPUS and
# BUILD_DIR as for scripts/train-patterns.sh.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

[ $# -ge 1 ] && [ $# -le 2 ] || {
  echo "usage: $0 OUT_DIR [SAMPLE]" >&2
  exit 2
}
root=$(cd "$(dirname "$0")/.." && pwd)
out_dir=$1
sample=${2:-0.1}
manifest_write "$out_dir"
mkdir -p "$out_dir"

groups="pass capture atari-escape self-atari atari edge-line last-distance second-last-distance pattern3 shape"
row() {
  local name=$1 log=$2
  awk -v name="$name" '$1 == "all" && $2 == "moves" {
    printf "| %-22s | %7s | %7s | %7s | %12s |\n", name, $4, $5, $6, $7 }' "$log"
}

echo "| without                | top-1   | top-5   | top-10  | log-evidence |"
echo "|------------------------|--------:|--------:|--------:|-------------:|"
for group in none $groups; do
  options=(--sample "$sample")
  [ "$group" = none ] || options+=(--without "$group")
  if [ ! -s "$out_dir/$group.table" ]; then
    "$root/scripts/train-patterns.sh" "$out_dir/$group.txt" "${options[@]}" \
      > "$out_dir/$group.table" 2> "$out_dir/$group.log"
  fi
  row "$group" "$out_dir/$group.table"
done
