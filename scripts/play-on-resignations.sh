#!/usr/bin/env bash
# Were the games Kosumi resigned in a match lost? Each one is played on
# from the position where it resigned, against the same opponent with the
# same settings, by the same engine told never to resign, and the referee
# (the opponent) counts the end (scripts/lib/play_on_resignations.py says
# how). A game won then is one the resignation gave away.
#
#   scripts/play-on-resignations.sh [--kosumi PATH] [--parallel P]
#       [--move-timeout S] RUN_DIR KOSUMI_NAME OUT_DIR
#
# RUN_DIR is a match's folder (result.json and sgf/, as
# scripts/strength-vs-gnugo.sh leaves it); the binary is RUN_DIR/kosumi
# where the folder kept one. OUT_DIR gets a manifest, the games and
# summary.txt; run again, it goes on where it was stopped.
set -euo pipefail

# shellcheck source=scripts/lib/manifest.sh
source "$(dirname "$0")/lib/manifest.sh"

[ $# -ge 3 ] || {
  echo "usage: $0 [--kosumi PATH] [--parallel P] [--move-timeout S] RUN_DIR KOSUMI_NAME OUT_DIR" >&2
  exit 2
}
manifest_write "${!#}"
exec python3 "$(dirname "$0")/lib/play_on_resignations.py" "$@"
