#!/usr/bin/env bash
# The strength measurement: Kosumi against GNU Go (level 10), Chinese rules,
# colours alternating (or GNU Go taking a handicap as Black), GNU Go as the
# referee. Writes one SGF per game, the results as JSON and the table into
# OUT_DIR. Run it again with the same OUT_DIR to go on with an interrupted
# measurement: the games recorded there are counted, the others played.
#
#   scripts/strength-vs-gnugo.sh OUT_DIR [PARALLEL] [GAMES]
#
# PARALLEL (default 1) games run at once, each with its own two engines.
# GAMES defaults to 100. Environment:
#   SIZE [9]          board size; komi 7 on 9x9, 7.5 from 13x13 up
#   PLAYOUTS [none]   fixed playouts a move: the measurement then does not
#                     depend on the machine's load (use THREADS=1)
#   TIME [5]          seconds a move when neither PLAYOUTS nor CLOCK is set
#   CLOCK [none]      a game clock MAIN[+BYOYOMI/STONES] in seconds for both
#                     engines (`kosumi match --time`), each managing its own
#                     time: what a user feels; play one game at a time
#                     (PARALLEL 1) on an otherwise quiet machine
#   LEVEL [none]      Kosumi's --level (1 to 10) instead of PLAYOUTS or TIME
#   GNUGO_LEVEL [10]  GNU Go's --level, 0 to 10, as the opponent (the referee
#                     plays at level 10 always)
#   HANDICAP [none]   GNU Go takes this many fixed handicap stones (2 to 9)
#                     and plays Black every game, Kosumi White; komi 0.5
#                     then unless KOMI says otherwise
#   KOMI [see SIZE]   the komi
#   THREADS [2]       Kosumi's search threads; give the machine THREADS x
#                     PARALLEL cores in time mode, or Kosumi is starved
#   KOSUMI_ARGS [""]  more kosumi gtp options, e.g. "--playout light"
#   BUILD_DIR [build/release] where the kosumi binary is
# A copy of the binary, its patterns file and its 9x9 opening book is kept in
# OUT_DIR, so that rebuilding during a long run does not change the engine
# (scripts/engine-copy.sh); KOSUMI_ARGS=--no-book measures without the book.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

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

size=${SIZE:-9}
threads=${THREADS:-2}
komi=7
[ "$size" -ge 13 ] && komi=7.5
handicap=${HANDICAP:-0}
if ! [[ $handicap =~ ^(0|[2-9])$ ]]; then
  echo "$0: HANDICAP must be 2 to 9, not '$handicap'" >&2
  exit 2
fi
[ "$handicap" -gt 0 ] && komi=0.5
komi=${KOMI:-$komi}
clock=()
gnugo_level=${GNUGO_LEVEL:-10}
if ! [[ $gnugo_level =~ ^([0-9]|10)$ ]]; then
  echo "$0: GNUGO_LEVEL must be 0 to 10, not '$gnugo_level'" >&2
  exit 2
fi
if [ -n "${LEVEL:-}" ]; then
  if [ -n "${PLAYOUTS:-}${TIME:-}" ]; then
    echo "$0: LEVEL sets Kosumi's playouts itself: give LEVEL or PLAYOUTS/TIME, not both" >&2
    exit 2
  fi
  limit="--level $LEVEL"
elif [ -n "${PLAYOUTS:-}" ]; then
  limit="--playouts $PLAYOUTS"
elif [ -n "${CLOCK:-}" ]; then
  limit=""
else
  limit="--time ${TIME:-5}"
fi
if [ -n "${CLOCK:-}" ]; then
  clock=(--time "$CLOCK")
fi

# shellcheck source=scripts/engine-copy.sh
source "$(dirname "$0")/engine-copy.sh"
manifest_write "$out_dir"
keep_engine_copy "$out_dir"
mkdir -p "$out_dir/sgf"
# shellcheck source=scripts/lib/gnugo.sh
source "$(dirname "$0")/lib/gnugo.sh"

kosumi_command="$kosumi gtp --size $size --komi $komi --rules chinese --threads $threads $limit ${KOSUMI_ARGS:-}"
gnugo_command="$gnugo --mode gtp --level $gnugo_level --chinese-rules"
# Even games alternate colours; in a handicap game the taker is always Black.
if [ "$handicap" -gt 0 ]; then
  sides=(--black "$gnugo_command" --white "$kosumi_command" --handicap "$handicap")
else
  sides=(--black "$kosumi_command" --white "$gnugo_command" --alternate)
fi

# GNU Go needs more than a minute for some 19x19 moves at level 10.
"$kosumi" match "${sides[@]}" \
  --referee "$gnugo --mode gtp --level 10 --chinese-rules" \
  --games "$games" --size "$size" --komi "$komi" --rules chinese \
  --parallel "$parallel" --move-timeout 180 "${clock[@]}" \
  --sgf-dir "$out_dir/sgf" --resume --json "$out_dir/result.json" | tee "$out_dir/table.txt"
