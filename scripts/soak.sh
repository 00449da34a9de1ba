#!/usr/bin/env bash
# The soak: a long series of Kosumi self-play games under everything a
# server throws at an engine, checked after every game.
#
#   scripts/soak.sh OUT_DIR [ROUNDS]
#
# Each round plays thirteen blocks of `kosumi match` (Kosumi against Kosumi,
# colours alternating): 9x9 (seven blocks), 13x13 (three) and 19x19 (three,
# one of them on 8 seconds of sudden death a game: hundreds of moves whose
# searches have milliseconds),
# through the six rules presets, under sudden-death clocks, clocks with
# byo-yomi of one stone a period and with Canadian periods of several
# stones, both engines
# pondering, their trees capped by --memory 64 and their seeds different
# every block. After every game it checks: no illegal move, no loss on
# time, no crash or protocol error (the match's own judgement of each
# game), the engines' peak resident memory (measured by GNU time around
# each engine) within the cap plus the program's own needs, and the final
# score unchanged when the record is read back and counted again by
# `kosumi score`. A round is 41 games; the default 8 rounds (328 games)
# take three hours or so on a busy two-core machine.
#
# OUT_DIR receives each block's records and JSON, the peak RSS of every
# engine process, soak.log (one line per block) and summary.txt (the
# totals: games, moves, faults, peak RSS against the cap). The script exits
# 1 if any check failed. Run it again with the same OUT_DIR to go on.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

root=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] && [ $# -le 2 ] || {
  echo "usage: $0 OUT_DIR [ROUNDS]" >&2
  exit 2
}
# Paths relative to the working directory: the records name no
# machine-local path.
out=$(realpath -m --relative-to=. "$1")
rounds=${2:-8}
kosumi=$(realpath -m --relative-to=. "${BUILD_DIR:-$root/build/release}/kosumi")
[[ $kosumi == */* ]] || kosumi=./$kosumi
[ -x "$kosumi" ] || {
  echo "$0: no $kosumi; build first" >&2
  exit 1
}
kosumi=$(realpath "$kosumi")
gnu_time=/usr/bin/time
[ -x "$gnu_time" ] || {
  echo "$0: GNU time is missing (scripts/install-deps.sh installs the package time)" >&2
  exit 1
}

# The tree's cap and what the program needs besides it: the binary, the
# boards and histories of a game, the settlement's threads and the search's
# per-thread state.
memory_mb=64
overhead_mb=96

# Blocks: size, games, rules, clock (MAIN alone is sudden death;
# MAIN+BYOYOMI/STONES with one stone a period is byo-yomi, several are
# Canadian periods).
blocks=(
  "9 4 chinese 10+1/1"
  "9 4 japanese 8+5/5"
  "9 4 aga 10+1/1"
  "9 4 new-zealand 6+4/4"
  "9 4 french 10+1/1"
  "9 4 tromp-taylor 8+5/5"
  "13 3 japanese 20+1/1"
  "13 3 chinese 15+6/6"
  "13 2 tromp-taylor 20+1/1"
  "19 2 chinese 40+10/10"
  "9 4 chinese 20"
  "19 1 japanese 60"
  "19 2 chinese 8"
)

manifest_write "$out"
mkdir -p "$out"
log=$out/soak.log
failures=0
fail() {
  echo "FAIL: $*" | tee -a "$log" >&2
  failures=$((failures + 1))
}

# One engine: Kosumi pondering with a capped tree, its peak RSS (kB)
# appended to a file when it exits.
engine() {
  local seed=$1 rss_file=$2
  echo "$gnu_time -a -o $rss_file -f %M $kosumi gtp --ponder --memory $memory_mb --threads 1 --seed $seed"
}

block_number=0
for round in $(seq "$rounds"); do
  for block in "${blocks[@]}"; do
    block_number=$((block_number + 1))
    read -r size games rules clock <<<"$block"
    dir=$out/block-$(printf '%03d' "$block_number")
    [ -f "$dir/done" ] && continue
    mkdir -p "$dir"
    rss=$dir/rss.txt
    : >"$rss"
    start=$SECONDS
    status=0
    "$kosumi" match --black "$(engine $((2 * block_number)) "$rss")" \
      --white "$(engine $((2 * block_number + 1)) "$rss")" --games "$games" --size "$size" \
      --rules "$rules" --time "$clock" --alternate --sgf-dir "$dir" --json "$dir/result.json" \
      >"$dir/table.txt" 2>"$dir/games.txt" || status=$?
    [ "$status" -eq 0 ] || fail "block $block_number: kosumi match exited with $status"

    # The match's judgement of every game.
    for field in illegal_moves crashes timeouts protocol_errors; do
      total=$(grep -o "\"$field\": [0-9]*" "$dir/result.json" | awk '{s += $2} END {print s + 0}')
      [ "$total" -eq 0 ] || fail "block $block_number: $total $field"
    done
    void=$(grep -o '"void_games": [0-9]*' "$dir/result.json" | awk '{print $2}')
    [ "${void:-1}" -eq 0 ] || fail "block $block_number: ${void:-?} void games"

    # Peak memory of every engine process of the block.
    peak_kb=$(sort -n "$rss" | tail -1)
    [ -n "$peak_kb" ] || fail "block $block_number: no RSS measured"
    if [ -n "$peak_kb" ] && [ "$peak_kb" -gt $(((memory_mb + overhead_mb) * 1024)) ]; then
      fail "block $block_number: peak RSS $((peak_kb / 1024)) MB over $memory_mb MB + $overhead_mb MB"
    fi

    # The count again from the record: the same result.
    moves=0
    for sgf in "$dir"/game-*.sgf; do
      recorded=$(sed -n 's/.*RE\[\([^]]*\)\].*/\1/p' "$sgf" | head -1)
      moves=$((moves + $(grep -o ';[BW]\[' "$sgf" | wc -l)))
      case $recorded in
        B+R | W+R | B+T | W+T | B+F | W+F | Void) continue ;;
      esac
      counted=$("$kosumi" score "$sgf" --threads 2 | sed -n 's/^Result: \([^ ]*\).*/\1/p')
      [ "$counted" = "$recorded" ] || fail "$sgf: recorded $recorded, counted again $counted"
    done
    echo "block $block_number: ${size}x$size $rules $clock, $games games, $moves moves, peak RSS" \
      "$((${peak_kb:-0} / 1024)) MB, $((SECONDS - start)) s" | tee -a "$log"
    echo "$moves ${peak_kb:-0}" >"$dir/done"
  done
done

games=$(find "$out" -name 'game-*.sgf' | wc -l)
moves=$(cat "$out"/block-*/done | awk '{s += $1} END {print s + 0}')
peak=$(cat "$out"/block-*/done | awk '$2 > m {m = $2} END {print int(m / 1024)}')
faults=$(grep -c '^FAIL' "$log" || true)
{
  echo "soak: $games games, $moves moves, $faults faults"
  echo "peak RSS of an engine: $peak MB (tree cap --memory $memory_mb MB; allowed $((memory_mb + overhead_mb)) MB)"
} | tee "$out/summary.txt"
[ "$failures" -eq 0 ] && [ "$faults" -eq 0 ]
