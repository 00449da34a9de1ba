# shellcheck shell=bash
# Sourced by the tests of the measuring scripts, first thing after
# `set -euo pipefail`, with the test's own arguments SOURCE_DIR KOSUMI: sets
# source_dir and kosumi, a scratch folder `work` removed at exit, and
# fail(), which counts a failed check and says which.
source_dir=$(cd "$1" && pwd)
kosumi=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
  echo "FAILED: $*"
  failures=$((failures + 1))
}
