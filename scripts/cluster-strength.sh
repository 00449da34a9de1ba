#!/usr/bin/env bash
# The cluster's strength at fixed playouts per rank: a cluster of RANKS
# ranks with PLAYOUTS playouts a move each (one thread each) against one
# Kosumi process
#   same: with PLAYOUTS playouts a move (what more ranks add; the cluster
#         should win at least 70 %)
#   big:  with RANKS x PLAYOUTS playouts a move, the cluster's total (what
#         the sharing loses against one big tree; at least 40 %)
#   ceiling: not the cluster but one process with RANKS x PLAYOUTS against
#         one with PLAYOUTS: what perfect sharing would win in `same`
#   tree: not the cluster but one process whose RANKS threads run RANKS x
#         PLAYOUTS playouts on one tree against one thread with as many:
#         what `big` would win if the ranks shared their whole trees at
#         every playout (tree parallelism, with its virtual loss)
# on 9x9, komi 7, Chinese rules, colours alternating, Kosumi's own
# settlement as the referee. Writes one SGF per game, result.json and
# table.txt into OUT_DIR/NAME for each match NAME. Run it again with the same
# OUT_DIR to go on after an interruption: the games recorded there are
# counted, the others played.
#
#   scripts/cluster-strength.sh OUT_DIR [same|big|both|ceiling|tree] [GAMES]
#
# GAMES defaults to 200 a match; `both` (the default) plays same, then big.
# Environment:
#   RANKS [4]          ranks of the cluster (mpirun -np RANKS --oversubscribe)
#   PLAYOUTS [2000]    playouts a move of one rank
#   KOSUMI_ARGS [""]   more kosumi gtp options for both sides; with
#                      "--param cluster.round_playouts=50" the ranks share in
#                      lockstep, every 50 playouts, so that the machine's load
#                      cannot change what they see of one another (rounds by
#                      the clock, the default, come less often per playout on
#                      a busy machine)
#   BUILD_DIR [build/release] where the kosumi binary is
#   PARALLEL [1]       games at a time (2 suits `ceiling` on two cores)
# The games run PARALLEL at a time under nice -n 10 (the machine may be shared);
# a copy of the binary is kept in OUT_DIR, so that rebuilding during a long
# run does not change the engine. On the quiet two-core machine a game of
# `same` takes about 5 s, of `big` about 8 s.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

usage() {
  echo "usage: $0 OUT_DIR [same|big|both|ceiling|tree] [GAMES]" >&2
  exit 2
}

[ $# -ge 1 ] && [ $# -le 3 ] || usage
out_dir=$1
which=${2:-both}
games=${3:-200}
case $which in same | big | both | ceiling | tree) ;; *) usage ;; esac
ranks=${RANKS:-4}
playouts=${PLAYOUTS:-2000}
parallel=${PARALLEL:-1}
for value in "$games" "$ranks" "$playouts" "$parallel"; do
  if ! [[ $value =~ ^[1-9][0-9]*$ ]]; then
    echo "$0: GAMES, RANKS, PLAYOUTS and PARALLEL must be positive integers, not '$value'" >&2
    exit 2
  fi
done

mpirun=$(command -v mpirun || true)
if [ -z "$mpirun" ]; then
  echo "$0: mpirun not found; scripts/install-deps.sh installs Open MPI" >&2
  exit 1
fi
# shellcheck source=scripts/engine-copy.sh
source "$(dirname "$0")/engine-copy.sh"
manifest_write "$out_dir"
keep_engine_copy "$out_dir"

# Open MPI refuses to run as root unless told. Ranks are not bound to
# cores, so that they share the machine with the other side as the
# scheduler sees fit.
mpi_options="--oversubscribe --bind-to none"
[ "$(id -u)" -eq 0 ] && mpi_options="$mpi_options --allow-run-as-root"
game_options="--size 9 --komi 7 --rules chinese --threads 1 ${KOSUMI_ARGS:-}"
cluster="$mpirun $mpi_options -np $ranks $kosumi gtp --cluster --playouts $playouts $game_options"

single() {
  echo "$kosumi gtp --playouts $1 $game_options"
}

# play NAME ENGINE DESCRIPTION OPPONENT_PLAYOUTS
play() {
  local name=$1 engine=$2 description=$3 opponent_playouts=$4
  mkdir -p "$out_dir/$name/sgf"
  echo "== $name: $description against 1 x $opponent_playouts" >&2
  nice -n 10 "$kosumi" match \
    --black "$engine" \
    --white "$(single "$opponent_playouts")" \
    --games "$games" --size 9 --komi 7 --rules chinese --alternate --parallel "$parallel" \
    --sgf-dir "$out_dir/$name/sgf" --resume --json "$out_dir/$name/result.json" |
    tee "$out_dir/$name/table.txt"
}

cluster_description="$ranks ranks x $playouts playouts"
case $which in
  same) play same "$cluster" "$cluster_description" "$playouts" ;;
  big) play big "$cluster" "$cluster_description" $((ranks * playouts)) ;;
  both)
    play same "$cluster" "$cluster_description" "$playouts"
    play big "$cluster" "$cluster_description" $((ranks * playouts))
    ;;
  ceiling) play ceiling "$(single $((ranks * playouts)))" "1 x $((ranks * playouts)) playouts" "$playouts" ;;
  tree)
    play tree "$(single $((ranks * playouts))) --threads $ranks" \
      "1 x $((ranks * playouts)) playouts on $ranks threads" $((ranks * playouts))
    ;;
esac
