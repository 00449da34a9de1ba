#!/usr/bin/env bash
# The training that makes eval/data/kosumi-patterns.txt: `kosumi
# train-patterns` on the strong players' corpus with its default settings,
# niced, under /usr/bin/time -v (time and memory at the end of the log),
# then the move prediction on the validation games.
#
#   scripts/train-patterns.sh [OUT_FILE] [train-patterns options...]
#
# OUT_FILE defaults to eval/data/kosumi-patterns.txt. CORPUS (default: the
# first of ../shared/corpus/19x19 and ../../shared/corpus/19x19 from the
# project that exists) holds train.sgf and validation.sgf; BUILD_DIR
# (default build/release) the kosumi binary. About 6 minutes of CPU time
# and 3 GB of memory; the prediction table goes to stdout, progress and
# time to stderr.
set -euo pipefail

out=$(realpath -m "${1:-$(dirname "$0")/../eval/data/kosumi-patterns.txt}")
shift || true
source "$(dirname "$0")/lib/corpus.sh"

/usr/bin/time -v nice -n 10 "$build/kosumi" train-patterns "$corpus/train.sgf" --out "$out" \
  --validate "$corpus/validation.sgf" --threads 2 "$@"
