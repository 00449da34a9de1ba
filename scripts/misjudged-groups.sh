#!/usr/bin/env bash
# Where the count of Kosumi's playouts went wrong in the even games of a
# match that were counted to the end: at its move some moves before the
# end, the margin its playouts expected less the game's, split by the kind
# of point (its stones and the opponent's that lived or died, the empty
# points by who owned them at the end, by GNU Go's statuses of the final
# position), with the strings that carry five points of it or more
# (scripts/lib/misjudged_groups.py says how). The lines and the table go
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
