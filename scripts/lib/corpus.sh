# shellcheck shell=bash
# Sourced by the scripts that learn from the strong players' corpus, from
# the project's root: sets `corpus` to CORPUS, else to the first of
# ../shared/corpus/19x19 and ../../shared/corpus/19x19 that exists, and
# exits with status 2 when it holds no train.sgf and validation.sgf.
#
#   source scripts/lib/corpus.sh

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
