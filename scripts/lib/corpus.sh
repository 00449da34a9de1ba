# shellcheck shell=bash
# Sourced by the scripts that learn from the strong players' corpus:
# `build` becomes BUILD_DIR (default build/release), whose kosumi binary
# must exist; the shell moves to the project's root, so that what is
# learned names the corpus as ../shared/corpus/... and not by where this
# checkout happens to be; `corpus` becomes CORPUS, else the first of
# ../shared/corpus/19x19 and ../../shared/corpus/19x19 that holds
# train.sgf. Exits with status 2, saying why, when the corpus lacks
# train.sgf or validation.sgf or the binary is missing.
#
#   source "$(dirname "$0")/lib/corpus.sh"    (after reading paths relative to
#                                               where the script was started)

build=$(realpath -m "${BUILD_DIR:-$(dirname "$0")/../build/release}")
cd "$(dirname "$0")/.."

corpus=${CORPUS:-}
if [ -z "$corpus" ]; then
  for dir in ../shared/corpus/19x19 ../../shared/corpus/19x19; do
    if [ -f "$dir/train.sgf" ]; then
      corpus=$dir
      break
    fi
  done
fi
if [ -z "$corpus" ] || [ ! -f "$corpus/train.sgf" ] || [ ! -f "$corpus/validation.sgf" ]; then
  echo "$0: no corpus (train.sgf, validation.sgf): set CORPUS=DIR" >&2
  exit 2
fi
if [ ! -x "$build/kosumi" ]; then
  echo "$0: no $build/kosumi: build it first (make, or cmake --build)" >&2
  exit 2
fi
