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
source "$(dirname "$0")/lib/corpus.sh"

nice -n 10 "$build/kosumi" build-opening "$corpus/train.sgf" "$out" \
  --validate "$corpus/validation.sgf" --moves 30 --min-games 3 "$@"
