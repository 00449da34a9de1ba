#!/usr/bin/env bash
# Reviews a collection of two short games with `kosumi analyze --sgf`, and
# then its second game alone, and opens the reviewed records with Sabaki's
# own SGF parser (scripts/js/sabaki-sgf-check.mjs).
# scripts/install-deps.sh installs Node.js and @sabaki/sgf, so a missing one
# fails the check, as in scripts/check-sabaki.sh; KOSUMI_SKIP_SABAKI=1 skips
# it instead (exit 77, which CTest counts as skipped).
#
#   scripts/check-sabaki-sgf.sh KOSUMI_BINARY
set -euo pipefail

dir="$(cd "$(dirname "$0")" && pwd)/js"
missing() {
  if [ "${KOSUMI_SKIP_SABAKI:-0}" = 1 ]; then
    echo "check-sabaki-sgf: skipped (KOSUMI_SKIP_SABAKI=1): $1"
    exit 77
  fi
  echo "check-sabaki-sgf: FAILED: $1 (run scripts/install-deps.sh, or set KOSUMI_SKIP_SABAKI=1 to skip)" >&2
  exit 1
}
if ! command -v node >/dev/null; then
  missing "Node.js is not installed"
fi
if [ ! -f "$dir/node_modules/@sabaki/sgf/package.json" ]; then
  missing "@sabaki/sgf is not installed in scripts/js"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A collection of two games. Twelve moves of 9x9, White's on the edge
# (Kosumi prefers others: variations); then five moves of another.
{
  echo '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese];B[ee];W[aa];B[cg];W[ab];B[gc];W[ac];B[gg];W[ad];B[cc];W[ae];B[ec];W[af])'
  echo '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese];B[cc];W[gg];B[gc];W[cg];B[ee])'
} >"$work/games.sgf"
"$1" analyze "$work/games.sgf" --sgf "$work/reviewed.sgf" --playouts 300 --seed 1 --threads 1 \
  >/dev/null
node "$dir/sabaki-sgf-check.mjs" "$work/reviewed.sgf" 12,5
# The second game alone.
"$1" analyze "$work/games.sgf" --game 2 --sgf "$work/second.sgf" --playouts 300 --seed 1 \
  --threads 1 >/dev/null
node "$dir/sabaki-sgf-check.mjs" "$work/second.sgf" 5
