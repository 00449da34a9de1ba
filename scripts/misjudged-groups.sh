#!/usr/bin/env bash
# Which strings Kosumi's playouts misjudged in the games of a match that
# were counted to the end: at its move some moves before the end, the share
# of its playouts in which each string lived, set against the string's fate
# when the game ended (GNU Go's statuses of the final position), and the
# gap between the margin its playouts expected and the game's
# (scripts/lib/misjudged_groups.py says how). The strings and the table go
# to stdout.
#
#   scripts/misjudged-groups.sh [--kosumi PATH] [--gnugo PATH] [--playouts N]
#       [--before N] [--games N] RUN_DIR KOSUMI_NAME [-- KOSUMI_OPTIONS...] > GROUPS.txt
#
# With RESULTS_DIR set, the run gets a folder there with a manifest, and a
# copy of the output in output.txt.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"
manifest_output

exec python3 "$(dirname "$0")/lib/misjudged_groups.py" "$@"
