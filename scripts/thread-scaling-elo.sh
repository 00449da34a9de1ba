#!/usr/bin/env bash
# Thread scaling in Elo: Kosumi on THREADS threads against Kosumi on
# BASE_THREADS threads, the same build at the same game clock (sudden death,
# each engine managing its own time), Chinese rules, colours alternating, GNU
# Go as the referee. What more cores buy in games, where
# scripts/thread-scaling.sh measures what they buy in playouts a second.
# Writes one SGF per game, the results as JSON and the table (win rate with
# its Wilson interval, Elo difference) into OUT_DIR; running it again with
# the same OUT_DIR goes on with an interrupted match.
#
#   scripts/thread-scaling-elo.sh OUT_DIR [GAMES]
#
# GAMES defaults to 20. Environment: SIZE [9] (komi 7 on 9x9, 7.5 from 13x13
# up), CLOCK [10] seconds of sudden death a game for each engine, THREADS
# [16], BASE_THREADS [1], BUILD_DIR [build/release]. Games are played one at
# a time: give the machine THREADS + BASE_THREADS cores and nothing else to
# do, or the clock measures the load.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

[ $# -ge 1 ] && [ $# -le 2 ] || {
  echo "usage: $0 OUT_DIR [GAMES]" >&2
  exit 2
}
out_dir=$1
games=${2:-20}
size=${SIZE:-9}
clock=${CLOCK:-10}
threads=${THREADS:-16}
base_threads=${BASE_THREADS:-1}
for value in "$games" "$size" "$threads" "$base_threads"; do
  if ! [[ $value =~ ^[1-9][0-9]*$ ]]; then
    echo "$0: GAMES, SIZE, THREADS and BASE_THREADS must be positive integers, not '$value'" >&2
    exit 2
  fi
done
komi=7
[ "$size" -ge 13 ] && komi=7.5

# shellcheck source=scripts/engine-copy.sh
source "$(dirname "$0")/engine-copy.sh"
manifest_write "$out_dir"
keep_engine_copy "$out_dir"
mkdir -p "$out_dir/sgf"
# shellcheck source=scripts/lib/gnugo.sh
source "$(dirname "$0")/lib/gnugo.sh"

settings="gtp --size $size --komi $komi --rules chinese"
"$kosumi" match \
  --black "$kosumi $settings --threads $threads" \
  --white "$kosumi $settings --threads $base_threads" \
  --referee "$gnugo --mode gtp --level 10 --chinese-rules" \
  --games "$games" --size "$size" --komi "$komi" --rules chinese --alternate \
  --time "$clock" --sgf-dir "$out_dir/sgf" --resume --json "$out_dir/result.json" |
  tee "$out_dir/table.txt"
