#!/usr/bin/env bash
# The strength levels' table: Kosumi at each --level against GNU Go level 1
# and level 10 on 9x9 (Chinese rules, komi 7, colours alternating, GNU Go
# level 10 as the referee), one run of scripts/strength-vs-gnugo.sh per cell
# in OUT_DIR/level-N-vs-gnugo-G, then one table of them all in
# OUT_DIR/levels.md. Run it again with the same OUT_DIR to go on with an
# interrupted measurement: the games recorded there are counted.
#
#   scripts/levels-vs-gnugo.sh OUT_DIR [PARALLEL] [GAMES]
#
# PARALLEL (default 1) games run at once; GAMES (default 40) a cell, enough
# for a 95 % interval of about ±15 % around an even score. Kosumi searches on
# one thread, so that a level means the same on any machine. Environment:
#   LEVELS ["1 2 3 4 5 6 7 8 9 10"]  the Kosumi levels to measure
#   GNUGO_LEVELS ["1 10"]            GNU Go's levels to meet
#   BUILD_DIR [build/release]        where the kosumi binary is
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

if [ $# -lt 1 ] || [ $# -gt 3 ]; then
  echo "usage: $0 OUT_DIR [PARALLEL] [GAMES]" >&2
  exit 2
fi
# strength-vs-gnugo.sh checks PARALLEL and GAMES.
out_dir=$1
parallel=${2:-1}
games=${3:-40}
levels=${LEVELS:-1 2 3 4 5 6 7 8 9 10}
gnugo_levels=${GNUGO_LEVELS:-1 10}
for level in $levels; do
  if ! [[ $level =~ ^([1-9]|10)$ ]]; then
    echo "$0: LEVELS holds '$level', not a level from 1 to 10" >&2
    exit 2
  fi
done

# shellcheck source=scripts/engine-copy.sh
source "$(dirname "$0")/engine-copy.sh"
manifest_write "$out_dir"
keep_engine_copy "$out_dir"

strength="$(dirname "$0")/strength-vs-gnugo.sh"
for level in $levels; do
  for gnugo_level in $gnugo_levels; do
    cell="$out_dir/level-$level-vs-gnugo-$gnugo_level"
    echo "== Kosumi level $level against GNU Go level $gnugo_level" >&2
    # Each cell copies the engine kept above, not a newer build.
    env -u PLAYOUTS -u TIME LEVEL="$level" GNUGO_LEVEL="$gnugo_level" THREADS=1 SIZE=9 \
      BUILD_DIR="$out_dir" "$strength" "$cell" "$parallel" "$games" >/dev/null
  done
done

python3 - "$out_dir" "$levels" "$gnugo_levels" >"$out_dir/levels.md" <<'PY'
import json
import sys

out_dir, levels, gnugo_levels = sys.argv[1], sys.argv[2].split(), sys.argv[3].split()
header = "| Kosumi level | " + " | ".join(
    f"against GNU Go level {g}: Kosumi's score [95 %] (games)" for g in gnugo_levels
) + " | Kosumi's seconds a move |"
print(header)
print("|" + "---|" * (len(gnugo_levels) + 2))
for level in levels:
    cells = []
    seconds = []
    for g in gnugo_levels:
        with open(f"{out_dir}/level-{level}-vs-gnugo-{g}/result.json") as f:
            result = json.load(f)
        kosumi = result["engines"][0]
        cells.append(
            f"{100 * kosumi['win_rate']:.0f} % "
            f"[{100 * kosumi['win_rate_low']:.0f}, {100 * kosumi['win_rate_high']:.0f}] "
            f"({result['games']})"
        )
        seconds.append(kosumi["average_seconds_per_move"])
    print(f"| {level} | " + " | ".join(cells) + f" | {sum(seconds) / len(seconds):.3f} |")
PY
cat "$out_dir/levels.md"
