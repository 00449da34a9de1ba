#!/usr/bin/env bash
# Kosumi's settlement against GNU Go's scorer on GNU Go self-play positions
# (tests/agreement/): builds the corpus of each size, then settles every
# position and writes the agreement by size and kind.
#
#   scripts/gnugo-agreement.sh [OUT_DIR] [WORKERS]
#
# OUT_DIR defaults to scripts/results/gnugo-agreement, where the committed
# corpus and results live. For 9x9, 13x13 and 19x19 the corpus file
# corpus-SIZE.tsv is filled up to at least 100 finished and 60 stopped-early
# positions, so that at least 50 stopped-early ones remain once GNU Go's
# self-contradictions are counted apart (seeds from 1; GNU Go at levels 0 to
# 5, 3 and 1 by size, under Chinese rules for odd seeds and Japanese for even
# ones). Positions already in the file are kept and their seeds not played
# again, so an interrupted run goes on where it stopped; GNU Go's 19x19 games
# make that step hours long on a busy two-core machine. WORKERS (default 1)
# games run at once.
#
# Then agreement.txt (the table), agreement.json (the table and every
# disagreement with its SGF) and disagreements.txt, for the heavy playout
# policy (the settlement's default); agreement-light.txt is the same table
# with light playouts, the comparison that chose the policy. The times are
# wall clock on two threads. The positions listed in
# gnugo-self-contradictions.tsv (in OUT_DIR, when it is there: positions where
# GNU Go contradicts itself, found by scripts/gnugo-self-contradictions.py and
# checked by hand) are counted apart in the table's last agreement column.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/scripts/results/gnugo-agreement}
workers=${2:-1}
tool=${BUILD_DIR:-$root/build/release}/tests/gnugo_agreement
if [ ! -x "$tool" ]; then
  echo "$0: no $tool; build first (cmake --build --preset release --target gnugo_agreement)" >&2
  exit 1
fi
manifest_write "$out"
mkdir -p "$out"

for spec in 9:5 13:3 19:1; do
  size=${spec%%:*}
  level=${spec##*:}
  "$tool" generate --size "$size" --max-level "$level" --workers "$workers" \
    --stopped-early 60 --corpus "$out/corpus-$size.tsv"
done

corpora=("$out/corpus-9.tsv" "$out/corpus-13.tsv" "$out/corpus-19.tsv")
apart=()
if [ -f "$out/gnugo-self-contradictions.tsv" ]; then
  apart=(--self-contradictions "$out/gnugo-self-contradictions.tsv")
fi
"$tool" evaluate --threads 2 "${apart[@]}" --json "$out/agreement.json" \
  --disagreements "$out/disagreements.txt" "${corpora[@]}" | tee "$out/agreement.txt"
"$tool" evaluate --threads 2 --policy light "${apart[@]}" "${corpora[@]}" >"$out/agreement-light.txt"
