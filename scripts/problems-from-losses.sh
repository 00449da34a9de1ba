#!/usr/bin/env bash
# Next-move problems from the games Kosumi lost in a match: the positions
# where a deeper search finds a move that wins clearly more than the one
# Kosumi played (scripts/lib/problems_from_losses.py says how). The problems
# go to stdout, in the format scripts/problem-suite.sh reads.
#
#   scripts/problems-from-losses.sh [--kosumi PATH] [--scan N] [--verify N]
#       [--margin P] [--from N] RUN_DIR KOSUMI_NAME > PROBLEMS.txt
#
# With RESULTS_DIR set, the run gets a folder there with a manifest, and a
# copy of the problems in output.txt.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"
manifest_output

exec python3 "$(dirname "$0")/lib/problems_from_losses.py" "$@"
