#!/usr/bin/env bash
# What a cluster's ranks send to each other, measured: starts
# `mpirun -np RANKS kosumi gtp --cluster` with MPI over TCP on the loopback
# interface (so that the kernel counts every byte), plays MOVES genmoves of
# SECONDS each on a SIZE board, and before quitting reads from `ss` the
# bytes each rank's TCP connections to the other ranks have sent. Prints,
# per rank, those bytes, the rounds and the bytes the rank gave to the
# exchange's sums (from its summary line), the seconds it searched, and
# both rates in bytes per second (README, Cluster: the figures to check).
#
#   scripts/cluster-traffic.sh RANKS [SIZE] [MOVES] [SECONDS]
#
# SIZE 9, MOVES 10 and SECONDS 1 by default; one search thread a rank.
# Environment: BUILD_DIR [build/release] where the kosumi binary is;
# KOSUMI_ARGS [""] more kosumi gtp options (the sharing's parameters).
# shellcheck disable=SC2086 # KOSUMI_ARGS is a list of words
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"
manifest_output

usage() {
  echo "usage: $0 RANKS [SIZE] [MOVES] [SECONDS]" >&2
  exit 2
}

[ $# -ge 1 ] && [ $# -le 4 ] || usage
ranks=$1
size=${2:-9}
moves=${3:-10}
seconds=${4:-1}
kosumi=${BUILD_DIR:-build/release}/kosumi
[ -x "$kosumi" ] || {
  echo "$0: no $kosumi; build first" >&2
  exit 1
}
command -v ss >/dev/null || {
  echo "$0: ss (iproute2) not found" >&2
  exit 1
}

errors=$(mktemp)
trap 'rm -f "$errors"' EXIT
mpi_options=(--oversubscribe --bind-to none --mca btl tcp,self --mca btl_tcp_if_include lo)
[ "$(id -u)" -eq 0 ] && mpi_options+=(--allow-run-as-root)

coproc JOB {
  mpirun "${mpi_options[@]}" -np "$ranks" "$kosumi" gtp --cluster --size "$size" \
    --threads 1 --time "$seconds" --no-resign ${KOSUMI_ARGS:-} 2>"$errors"
}
job_pid=$JOB_PID

# Sends one command and waits for its response (up to its empty line).
gtp() {
  echo "$1" >&"${JOB[1]}"
  local line
  while IFS= read -r -t 600 line <&"${JOB[0]}"; do
    [ -z "$line" ] && return 0
  done
  echo "$0: no answer to '$1'" >&2
  exit 1
}

colour=b
for ((i = 0; i < moves; i++)); do
  gtp "genmove $colour"
  [ $colour = b ] && colour=w || colour=b
done

# The ranks: mpirun's children. Their sockets to each other: those whose
# peer address is another rank's socket.
rank_pids=$(pgrep -P "$(pgrep -n -P "$job_pid" mpirun || echo "$job_pid")" | tr '\n' ' ')
declare -A rank_of
for pid in $rank_pids; do
  rank_of[$pid]=$(tr '\0' '\n' <"/proc/$pid/environ" | sed -n 's/^OMPI_COMM_WORLD_RANK=//p')
done
ss -tinpH | awk -v pids=" $rank_pids " '
  /users:/ {
    pid = ""
    if (match($0, /pid=[0-9]+/)) pid = substr($0, RSTART + 4, RLENGTH - 4)
    local_address = $4
    peer = $5
    next_is_info = 1
    next
  }
  next_is_info {
    next_is_info = 0
    if (index(pids, " " pid " ") == 0) next
    sent = 0
    if (match($0, /bytes_sent:[0-9]+/)) sent = substr($0, RSTART + 11, RLENGTH - 11)
    owner[local_address] = pid
    n++
    socket_pid[n] = pid
    socket_peer[n] = peer
    socket_sent[n] = sent
  }
  END {
    for (i = 1; i <= n; i++)
      if (socket_peer[i] in owner) total[socket_pid[i]] += socket_sent[i]
    for (p in total) print p, total[p]
  }' >"$errors.tcp"

gtp quit
wait "$job_pid" || true

echo "ranks $ranks, ${size}x$size, $moves moves of $seconds s"
printf '%-6s %12s %10s %14s %10s %16s %16s\n' rank "tcp bytes" rounds "sum bytes" seconds \
  "tcp bytes/s" "sum bytes/s"
for pid in $rank_pids; do
  rank=${rank_of[$pid]}
  tcp=$(awk -v p="$pid" '$1 == p { print $2 }' "$errors.tcp")
  summary=$(grep -m1 "cluster rank $rank of" "$errors" || true)
  rounds=$(sed -E 's/.* ([0-9]+) rounds.*/\1/' <<<"$summary")
  sum_bytes=$(sed -E 's/.* ([0-9]+) bytes to the sums.*/\1/' <<<"$summary")
  searched=$(sed -E 's/.* in ([0-9.e+-]+) s of search.*/\1/' <<<"$summary")
  awk -v r="$rank" -v t="${tcp:-0}" -v n="$rounds" -v b="$sum_bytes" -v s="$searched" \
    'BEGIN { printf "%-6s %12d %10d %14d %10.2f %16.0f %16.0f\n", r, t, n, b, s, t / s, b / s }'
done | sort -n
rm -f "$errors.tcp"
