#!/usr/bin/env bash
# Counts the instructions of light (or heavy) playouts with callgrind: a
# figure that does not depend on the machine's load, so it shows small
# changes that timings on a shared machine hide.
#
#   scripts/callgrind-playouts.sh BUILD_DIR [SIZE] [PLAYOUTS]
#   POLICY=heavy scripts/callgrind-playouts.sh BUILD_DIR [SIZE] [PLAYOUTS]
#
# SIZE defaults to 9; PLAYOUTS to 2000 on boards up to 13x13 and 500 above,
# which keeps a run under a minute. The program's start-up (a run with no
# playouts) is subtracted, so the figures are those of the playouts alone.
# Set CALLGRIND_OUT=FILE to keep the profile for callgrind_annotate.
#
# Valgrind cannot decode AVX-512, which -march=native uses on machines that
# have it; the `callgrind` preset builds generic x86-64 with symbols:
#   cmake --preset callgrind && cmake --build --preset callgrind
#   scripts/callgrind-playouts.sh build/callgrind 19
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"
manifest_output

usage() {
  echo "usage: $0 BUILD_DIR [SIZE] [PLAYOUTS]" >&2
  exit 2
}

[ $# -ge 1 ] && [ $# -le 3 ] || usage
build_dir=$1
size=${2:-9}
if [ $# -ge 3 ]; then
  playouts=$3
elif [[ $size =~ ^[0-9]+$ ]] && [ "$size" -gt 13 ]; then
  playouts=500
else
  playouts=2000
fi
if ! [[ $size =~ ^[0-9]+$ ]] || ! [[ $playouts =~ ^[1-9][0-9]*$ ]]; then
  echo "$0: SIZE and PLAYOUTS must be positive integers" >&2
  exit 2
fi
policy=${POLICY:-light}
if [ "$policy" != light ] && [ "$policy" != heavy ]; then
  echo "$0: POLICY must be light or heavy, not '$policy'" >&2
  exit 2
fi
program=$build_dir/bench/playout_signature
if [ ! -x "$program" ]; then
  echo "$0: $program not found; build first (cmake --build --preset release)" >&2
  exit 1
fi
if ! command -v valgrind >/dev/null; then
  echo "$0: valgrind not found (Debian package valgrind)" >&2
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Runs the program under callgrind; prints the total instruction count and
# leaves the program's own output in $work/out.N.
count() {  # playouts tag
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$2" \
    "$program" --size "$size" --playouts "$1" --policy "$policy" >"$work/out.$2" \
    2>"$work/valgrind.$2" || {
    if grep -q "Unrecognised instruction" "$work/valgrind.$2"; then
      echo "$0: valgrind cannot decode an instruction of $program" >&2
      echo "(a -march=native build using AVX-512?). Build for valgrind and use that:" >&2
      echo "  cmake --preset callgrind && cmake --build --preset callgrind" >&2
      echo "  $0 build/callgrind $size $playouts" >&2
    else
      cat "$work/valgrind.$2" >&2
    fi
    exit 1
  }
  awk '/^(summary|totals):/ { print $2; exit }' "$work/callgrind.$2"
}

base=$(count 0 base)
total=$(count "$playouts" run)
moves=$(awk -F': ' '$1 == "total moves" { print $2 }' "$work/out.run")
signature=$(awk -F': ' '$1 == "signature" { print $2 }' "$work/out.run")
if [ -n "${CALLGRIND_OUT:-}" ]; then
  cp "$work/callgrind.run" "$CALLGRIND_OUT"
fi

awk -v policy="$policy" -v size="$size" -v n="$playouts" -v moves="$moves" -v base="$base" -v total="$total" \
  -v signature="$signature" 'BEGIN {
  ir = total - base
  printf "size %dx%d, %d %s playouts (signature %s)\n", size, size, n, policy, signature
  printf "instructions:          %.0f (start-up %.0f subtracted)\n", ir, base
  printf "moves per playout:     %.2f\n", moves / n
  printf "instructions/playout:  %.0f\n", ir / n
  printf "instructions/move:     %.1f\n", ir / moves
}'
