#!/usr/bin/env bash
# The build that makes eval/data/kosumi-opening-19.txt: `kosumi
# build-opening` on the strong players' corpus (train.sgf only) with the
# settings the table was chosen with, niced, then the prediction on the
# validation games.
#
#   scripts/build-opening-prior.sh [OUT_FILE] [build-opening options...]
#
# OUT_FILE defaults to eval/data/kosumi-opening-19.txt; options after it
# replace the defaults (--moves 30 --min-games 3). CORPUS (default: the
# first of ../shared/corpus/19x19 and ../../shared/corpus/19x19 from the
# project that exists) holds train.sgf and validation.sgf; BUILD_DIR
# (default build/release) the kosumi binary. Some 10 seconds and 200 MB;
# the prediction table by move number goes to stdout.
set -euo pipefail

out=$(realpath -m "${1:-$(dirname "$0")/../eval/data/kosumi-opening-19.txt}")
shift || true
build=$(realpath -m "${BUILD_DIR:-$(dirname "$0")/../build/release}")
# From the project's root, so that the table names the corpus as
# ../shared/corpus/... and not by where this checkout happens to be.
cd "$(dirname "$0")/.."
source scripts/lib/corpus.sh
if [ ! -x "$build/kosumi" ]; then
  echo "$0: no $build/kosumi: build it first (make, or cmake --build)" >&2
  exit 2
fi

nice -n 10 "$build/kosumi" build-opening "$corpus/train.sgf" "$out" \
  --validate "$corpus/validation.sgf" --moves 30 --min-games 3 "$@"
