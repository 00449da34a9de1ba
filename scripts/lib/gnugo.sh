# shellcheck shell=bash
# Sourced by the scripts that play GNU Go or let it referee: sets `gnugo`
# to its program, or stops the script with a message where it is missing.
# Debian installs GNU Go into /usr/games, which not every PATH holds.
gnugo=$(command -v gnugo || true)
[ -n "$gnugo" ] || gnugo=/usr/games/gnugo
if [ ! -x "$gnugo" ]; then
  echo "$0: GNU Go not found; scripts/install-deps.sh installs it" >&2
  exit 1
fi
