#!/usr/bin/env bash
# The strength measurement: Kosumi against GNU Go level 10 on 9x9, komi 7,
# Chinese rules, colours alternating, Kosumi with 2 threads and 5 seconds a
# move. Writes one SGF per game, the results as JSON and the table into
# OUT_DIR. Run it again with the same OUT_DIR to go on with an interrupted
# measurement: the games recorded there are counted, the others played.
#
#   scripts/strength-vs-gnugo.sh OUT_DIR [PARALLEL] [GAMES]
#
# PARALLEL (default 1) games run at once, each with its own two engines; as
# Kosumi uses 2 threads, give the machine at least 2 x PARALLEL cores or the
# measurement is of a starved Kosumi. GAMES defaults to 100. BUILD_DIR
# (default build/release) says where the kosumi binary is.
set -euo pipefail

usage() {
  echo "usage: $0 OUT_DIR [PARALLEL] [GAMES]" >&2
  exit 2
}

[ $# -ge 1 ] && [ $# -le 3 ] || usage
out_dir=$1
parallel=${2:-1}
games=${3:-100}
for value in "$parallel" "$games"; do
  if ! [[ $value =~ ^[1-9][0-9]*$ ]]; then
    echo "$0: PARALLEL and GAMES must be positive integers, not '$value'" >&2
    exit 2
  fi
done

kosumi=${BUILD_DIR:-build/release}/kosumi
if [ ! -x "$kosumi" ]; then
  echo "$0: no $kosumi; build first (cmake --preset release && cmake --build --preset release)" >&2
  exit 1
fi
kosumi=$(realpath "$kosumi")
# Debian installs GNU Go into /usr/games, which not every PATH holds.
gnugo=$(command -v gnugo || true)
[ -n "$gnugo" ] || gnugo=/usr/games/gnugo
if [ ! -x "$gnugo" ]; then
  echo "$0: GNU Go not found; scripts/install-deps.sh installs it" >&2
  exit 1
fi

mkdir -p "$out_dir/sgf"
"$kosumi" match \
  --black "$kosumi gtp --size 9 --komi 7 --rules chinese --threads 2 --time 5" \
  --white "$gnugo --mode gtp --level 10 --chinese-rules" \
  --games "$games" --size 9 --komi 7 --rules chinese --alternate \
  --parallel "$parallel" --move-timeout 60 \
  --sgf-dir "$out_dir/sgf" --resume --json "$out_dir/result.json" | tee "$out_dir/table.txt"
