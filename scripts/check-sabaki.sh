#!/usr/bin/env bash
# Runs scripts/js/sabaki-check.mjs, Kosumi's analysis driven by Sabaki's own
# GTP controller (@sabaki/gtp). scripts/install-deps.sh installs Node.js and
# the package, so a missing one fails the check: a suite that skipped it
# would pass without testing what it claims. KOSUMI_SKIP_SABAKI=1 skips it
# instead (exit 77, which CTest counts as skipped), for a machine that
# cannot install them; CI never sets it.
#
#   scripts/check-sabaki.sh KOSUMI_BINARY
set -euo pipefail

dir="$(cd "$(dirname "$0")" && pwd)/js"
missing() {
  if [ "${KOSUMI_SKIP_SABAKI:-0}" = 1 ]; then
    echo "check-sabaki: skipped (KOSUMI_SKIP_SABAKI=1): $1"
    exit 77
  fi
  echo "check-sabaki: FAILED: $1 (run scripts/install-deps.sh, or set KOSUMI_SKIP_SABAKI=1 to skip)" >&2
  exit 1
}
if ! command -v node >/dev/null; then
  missing "Node.js is not installed"
fi
if [ ! -f "$dir/node_modules/@sabaki/gtp/package.json" ]; then
  missing "@sabaki/gtp is not installed in scripts/js"
fi
exec node "$dir/sabaki-check.mjs" "$1"
