#!/usr/bin/env bash
# Reviews a short game with `kosumi analyze --sgf` and opens the reviewed
# record with Sabaki's own SGF parser (scripts/js/sabaki-sgf-check.mjs),
# when Node.js and @sabaki/sgf are there: scripts/install-deps.sh installs
# the package into scripts/js when npm is on the machine. Otherwise says
# why and exits 77, which CTest counts as skipped.
#
#   scripts/check-sabaki-sgf.sh KOSUMI_BINARY
set -euo pipefail

dir="$(cd "$(dirname "$0")" && pwd)/js"
if ! command -v node >/dev/null; then
  echo "check-sabaki-sgf: skipped: Node.js is not installed"
  exit 77
fi
if [ ! -f "$dir/node_modules/@sabaki/sgf/package.json" ]; then
  echo "check-sabaki-sgf: skipped: @sabaki/sgf is not installed (scripts/install-deps.sh runs npm in scripts/js)"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Twelve moves of 9x9, White's on the edge (Kosumi prefers others: variations).
echo '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese];B[ee];W[aa];B[cg];W[ab];B[gc];W[ac];B[gg];W[ad];B[cc];W[ae];B[ec];W[af])' \
  >"$work/game.sgf"
"$1" analyze "$work/game.sgf" --sgf "$work/reviewed.sgf" --playouts 300 --seed 1 --threads 1 \
  >/dev/null
node "$dir/sabaki-sgf-check.mjs" "$work/reviewed.sgf" 12
