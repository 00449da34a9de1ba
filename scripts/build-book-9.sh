#!/usr/bin/env bash
# Grows the 9x9 opening book eval/data/kosumi-book-9.txt by Kosumi's own
# long searches: `kosumi build-book` from the empty board at komi 7 under
# Chinese (area) rules, niced. Each position the book does not hold yet is
# searched with PLAYOUTS playouts on THREADS threads and its most visited
# moves kept; the walk follows the book moves of one colour and the REPLIES
# most visited replies of the other, for each colour in turn, to DEPTH plies
# (docs/how-it-plays.md, Opening book). The book is written after each
# position: a build stopped at any moment goes on where it stopped when run
# again, and a book grown with a larger DEPTH or REPLIES keeps what it has.
# With one thread the book is the same for the same settings and seed.
#
#   scripts/build-book-9.sh [OUT_FILE] [build-book options...]
#
# OUT_FILE defaults to eval/data/kosumi-book-9.txt; options after it
# override the settings below (kosumi build-book --help). Settings from the
# environment, with their defaults:
#   PLAYOUTS=200000 THREADS=0 (one per core) DEPTH=10 REPLIES=3 SEED=1
#   MEMORY=4096 (MB of search tree)
# BUILD_DIR (default build/release) holds the kosumi binary. The book's
# header records the command that last grew it.
set -euo pipefail

out=$(realpath -m "${1:-$(dirname "$0")/../eval/data/kosumi-book-9.txt}")
shift || true
build=$(realpath -m "${BUILD_DIR:-$(dirname "$0")/../build/release}")
if [ ! -x "$build/kosumi" ]; then
  echo "$0: no $build/kosumi: build it first (make, or cmake --build)" >&2
  exit 2
fi

nice -n 10 "$build/kosumi" build-book --book "$out" --size 9 --komi 7 --rules chinese \
  --playouts "${PLAYOUTS:-200000}" --threads "${THREADS:-0}" --depth "${DEPTH:-10}" \
  --replies "${REPLIES:-3}" --seed "${SEED:-1}" --memory "${MEMORY:-4096}" "$@"
