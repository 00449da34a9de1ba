#!/usr/bin/env bash
# Runs scripts/js/sabaki-check.mjs, Kosumi's analysis driven by Sabaki's own
# GTP controller (@sabaki/gtp), when Node.js and the package are there:
# scripts/install-deps.sh installs the package into scripts/js when npm is
# on the machine. Otherwise says why and exits 77, which CTest counts as
# skipped.
#
#   scripts/check-sabaki.sh KOSUMI_BINARY
set -euo pipefail

dir="$(cd "$(dirname "$0")" && pwd)/js"
if ! command -v node >/dev/null; then
  echo "check-sabaki: skipped: Node.js is not installed"
  exit 77
fi
if [ ! -f "$dir/node_modules/@sabaki/gtp/package.json" ]; then
  echo "check-sabaki: skipped: @sabaki/gtp is not installed (scripts/install-deps.sh runs npm in scripts/js)"
  exit 77
fi
exec node "$dir/sabaki-check.mjs" "$1"
