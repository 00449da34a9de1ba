#!/usr/bin/env bash
# How Kosumi judged its own games in a match, set against GNU Go's
# judgement: at its moves, the margin its search expected and the margin
# GNU Go estimated, by won and lost games and by the game's phase
# (scripts/lib/evaluation_trace.py says how). The trace and its table go to
# stdout.
#
#   scripts/evaluation-trace.sh [--kosumi PATH] [--gnugo PATH] [--playouts N]
#       [--every N] [--from N] [--delusion P] RUN_DIR KOSUMI_NAME > TRACE.txt
#
# With RESULTS_DIR set, the run gets a folder there with a manifest, and a
# copy of the trace in output.txt.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"
manifest_output

exec python3 "$(dirname "$0")/lib/evaluation_trace.py" "$@"
