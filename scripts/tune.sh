#!/usr/bin/env bash
# The tuning loop: Kosumi with some search parameters changed against Kosumi
# with its defaults, or this build against another (BASE_ENGINE), at fixed
# playouts on one thread (so the machine's load cannot decide the result) or
# at a game clock (CLOCK, both engines managing their own time), colours
# alternating, scored by Kosumi's own settlement. Games are played in chunks; after each chunk a sequential
# probability ratio test (SPRT, Elo0 against Elo1) decides whether the
# change is better, worse, or needs more games. Prints the Elo difference
# of the change with its 95 % interval; the records and each chunk's JSON
# stay in OUT_DIR, and running the script again with the same OUT_DIR and
# arguments goes on from there.
#
#   scripts/tune.sh OUT_DIR NAME=VALUE [NAME=VALUE...]
#   BASE_ENGINE=DIR/kosumi CLOCK=60 scripts/tune.sh OUT_DIR [NAME=VALUE...]
#
# Environment (defaults in brackets): SIZE [9], PLAYOUTS [3000], PARALLEL [1],
# CHUNK [20] games per chunk, MAX_GAMES [400], ELO0 [0] and ELO1 [35] the
# hypotheses in Elo, ALPHA and BETA [0.05] the error rates, BOTH [""] extra
# kosumi options for both sides (e.g. "--param tree.exploration=0"), BASE
# [""] extra options for the default side only, BUILD_DIR [build/release],
# CLOCK [""] a game clock MAIN[+BYOYOMI/STONES] in seconds (`kosumi match
# --time`) instead of PLAYOUTS: play one game at a time (PARALLEL=1) on an
# otherwise quiet machine, BASE_ENGINE [""] the kosumi binary of the build
# to beat (scripts/build-at.sh builds one from a commit; its patterns file
# beside it), copied into OUT_DIR/base; without it both sides are this
# build, and at least one NAME=VALUE is needed.
# `kosumi params` lists the parameters and their defaults.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

usage() {
  echo "usage: $0 OUT_DIR NAME=VALUE [NAME=VALUE...]" >&2
  echo "       BASE_ENGINE=KOSUMI $0 OUT_DIR [NAME=VALUE...]" >&2
  exit 2
}
[ $# -ge 1 ] || usage
[ $# -ge 2 ] || [ -n "${BASE_ENGINE:-}" ] || usage
out_dir=$1
shift
size=${SIZE:-9}
playouts=${PLAYOUTS:-3000}
parallel=${PARALLEL:-1}
chunk=${CHUNK:-20}
max_games=${MAX_GAMES:-400}
elo0=${ELO0:-0}
elo1=${ELO1:-35}
alpha=${ALPHA:-0.05}
beta=${BETA:-0.05}

# A copy with its patterns file, so that rebuilding during a long run does
# not change the engines.
# shellcheck source=scripts/engine-copy.sh
source "$(dirname "$0")/engine-copy.sh"
manifest_write "$out_dir"
keep_engine_copy "$out_dir"
mkdir -p "$out_dir/sgf"
engine=$kosumi
base_engine=$engine
if [ -n "${BASE_ENGINE:-}" ]; then
  BUILD_DIR=$(dirname "$BASE_ENGINE") keep_engine_copy "$out_dir/base"
  base_engine=$kosumi
  # The base's commit, where scripts/build-at.sh left it.
  if [ -f "$(dirname "$BASE_ENGINE")/commit.txt" ]; then
    cp "$(dirname "$BASE_ENGINE")/commit.txt" "$out_dir/base/commit.txt"
  fi
fi

changes=()
for setting in "$@"; do
  [[ $setting == *=* ]] || usage
  changes+=(--param "$setting")
done
# Checks every setting before the first game.
"$engine" params "${changes[@]}" >/dev/null

komi=7
[ "$size" -ge 13 ] && komi=7.5
limit="--playouts $playouts"
clock=()
if [ -n "${CLOCK:-}" ]; then
  limit=""
  clock=(--time "$CLOCK")
fi
settings="gtp --size $size --komi $komi --threads 1 $limit ${BOTH:-}"
test_engine="$engine $settings ${changes[*]}"
default_engine="$base_engine $settings ${BASE:-}"

# Reads the first engine's (the changed one's) wins and the draws from the JSON.
tally() {
  python3 -c 'import json, sys
result = json.load(open(sys.argv[1]))
print(result["engines"][0]["wins"], result["draws"])' "$1"
}

# Appends a chunk's progress to the log without the lines that --resume
# repeats for the games already recorded (the first `played` games), so the
# log grows with the games played, not with their square.
log_new_games() {
  awk -v played="$1" '
    /^game [0-9]+:/ && counted < played { next }
    /^  games [0-9]+\// { split($2, n, "/"); counted = n[1]; if (counted <= played) next }
    { print; fflush() }' >>"$out_dir/progress.log"
}

played=0
while :; do
  target=$((played + chunk))
  [ "$target" -le "$max_games" ] || target=$max_games
  "$engine" match --black "$test_engine" --white "$default_engine" --games "$target" \
    --size "$size" --komi "$komi" --rules chinese --alternate --parallel "$parallel" \
    "${clock[@]}" --sgf-dir "$out_dir/sgf" --resume --json "$out_dir/result.json" \
    2>&1 >"$out_dir/table.txt" | log_new_games "$played"
  played=$target
  read -r wins draws < <(tally "$out_dir/result.json")
  losses=$((played - wins - draws))
  verdict=$(awk -v w="$wins" -v d="$draws" -v l="$losses" -v e0="$elo0" -v e1="$elo1" \
    -v a="$alpha" -v b="$beta" 'BEGIN {
    # One virtual draw keeps a one-sided record (all wins or all losses)
    # from having no spread at all; over hundreds of games it weighs nothing.
    dv = d + 1
    n = w + dv + l
    s = (w + dv / 2) / n
    var = (w * (1 - s) ^ 2 + l * s ^ 2 + dv * (0.5 - s) ^ 2) / n
    s0 = 1 / (1 + 10 ^ (-e0 / 400)); s1 = 1 / (1 + 10 ^ (-e1 / 400))
    llr = var > 0 ? n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var) : 0
    lower = log(b / (1 - a)); upper = log((1 - b) / a)
    # Elo of the score with a 95 % interval from its standard error.
    elo = elo_of(s)
    se = sqrt(var / n)
    lo = elo_of(s - 1.96 * se); hi = elo_of(s + 1.96 * se)
    result = "undecided"
    if (llr >= upper) result = "H1 accepted (the change is better)"
    if (llr <= lower) result = "H0 accepted (the change is not better)"
    printf "%d games: %d wins, %d losses, %d draws; score %.1f%%; Elo %+.0f [%+.0f, %+.0f]; LLR %.2f in (%.2f, %.2f): %s\n",
           w + d + l, w, l, d, 100 * s, elo, lo, hi, llr, lower, upper, result
  }
  function elo_of(x) {
    if (x <= 0) return -999; if (x >= 1) return 999
    return -400 * log(1 / x - 1) / log(10)
  }')
  echo "$verdict" | tee -a "$out_dir/sprt.txt"
  case $verdict in
    *accepted*) break ;;
  esac
  [ "$played" -lt "$max_games" ] || break
done
