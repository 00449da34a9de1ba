#!/usr/bin/env bash
# How many next-move problems (scripts/problems-from-losses.sh builds them)
# Kosumi's search solves at fixed playouts, over several seeds: a quick
# check of whether a change fixes the kind of mistake that lost games,
# before the matches that measure strength (scripts/lib/problem_suite.py
# says how).
#
#   scripts/problem-suite.sh [--kosumi PATH] [--playouts N] [--seeds N]
#       [--verbose] PROBLEMS.txt... [-- KOSUMI_OPTIONS...]
#
# With RESULTS_DIR set, the run gets a folder there with a manifest, and a
# copy of its output in output.txt.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"
manifest_output

exec python3 "$(dirname "$0")/lib/problem_suite.py" "$@"
