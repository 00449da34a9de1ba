#!/usr/bin/env bash
# Tunes several search parameters together by SPSA (scripts/lib/spsa.py):
# every iteration plays the parameters nudged one way against the same
# nudged the other way, GAMES games with colours alternating, and moves them
# towards the side that won. Many games run at once with PARALLEL; the
# iterations, their games and the parameters after each one stay in OUT_DIR
# (spsa.tsv), and running the script again with the same OUT_DIR and
# arguments goes on from there. The result is a starting point: confirm it
# with scripts/tune.sh (an SPRT against the defaults) before keeping it.
#
#   scripts/spsa.sh OUT_DIR NAME[=START]/STEP [NAME[=START]/STEP...]
#   e.g. SIZE=19 PLAYOUTS=2000 PARALLEL=16 GAMES=16 scripts/spsa.sh out \
#          prior.distance_large1/10 prior.distance_large2/10 tree.rave_equivalence/500
#
# START defaults to the parameter's value today; STEP is the perturbation
# at the first iteration (it shrinks slowly). Environment (defaults in
# brackets): SIZE [9], PLAYOUTS [3000] a move on one thread, CLOCK [""] a
# game clock MAIN[+BYOYOMI/STONES] instead, GAMES [2] games an iteration
# (even), PARALLEL [1] games at once, ITERATIONS [200], LR [0.2] the
# learning rate (a decisive iteration moves a parameter by LR/2 of its
# step), BOTH [""] more kosumi gtp options, BUILD_DIR [build/release].
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

if [ $# -lt 2 ]; then
  echo "usage: $0 OUT_DIR NAME[=START]/STEP [NAME[=START]/STEP...]" >&2
  exit 2
fi
out_dir=$1
shift
size=${SIZE:-9}
komi=7
[ "$size" -ge 13 ] && komi=7.5

# shellcheck source=scripts/engine-copy.sh
source "$(dirname "$0")/engine-copy.sh"
manifest_write "$out_dir"
keep_engine_copy "$out_dir"

limit="--playouts ${PLAYOUTS:-3000}"
clock=""
if [ -n "${CLOCK:-}" ]; then
  limit=""
  clock="--time $CLOCK"
fi
python3 "$(dirname "$0")/lib/spsa.py" --engine "$kosumi" --out "$out_dir" \
  --iterations "${ITERATIONS:-200}" --games "${GAMES:-2}" --parallel "${PARALLEL:-1}" \
  --learning-rate "${LR:-0.2}" \
  --gtp-options "--size $size --komi $komi --threads 1 $limit ${BOTH:-}" \
  --match-options "--size $size --komi $komi --rules chinese $clock" \
  "$@" | tee -a "$out_dir/progress.txt"
