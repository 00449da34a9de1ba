#!/usr/bin/env bash
# Installs the Debian packages Kosumi needs to build and test, and only those
# that are missing, so that `make` is the one command a fresh machine needs.
set -euo pipefail

# bsdutils: `script`, which gives the terminal game's test a pseudo-terminal.
# clang and libclang-rt-14-dev (libFuzzer and the sanitizer runtimes) build
# the fuzz preset; time (GNU time) measures the soak's peak memory; Open MPI
# runs the cluster mode and its tests.
packages=(g++ cmake make libgtest-dev libgmock-dev libbenchmark-dev libeigen3-dev gnugo valgrind
  bsdutils clang libclang-rt-14-dev time libopenmpi-dev openmpi-bin)

# CLI11 reads the command lines and nlohmann-json the JSON files (both
# header-only).
packages+=(libcli11-dev nlohmann-json3-dev)

# python3 runs the documentation's link check (scripts/check-links.py).
packages+=(python3)

missing=()
for pkg in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

# Node.js and npm run Sabaki's own GTP controller and SGF parser in the
# suite's checks of the analysis commands (scripts/check-sabaki.sh) and of
# the reviewed records (scripts/check-sabaki-sgf.sh); Debian's packages where
# npm is not on the machine already.
if ! command -v npm >/dev/null; then
  missing+=(nodejs npm)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing packages: ${missing[*]}"
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo_cmd=(sudo)
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi

# The controller and the parser, @sabaki/gtp and @sabaki/sgf, into
# scripts/js: without them the suite fails, so a failed install stops here.
js_dir="$(cd "$(dirname "$0")" && pwd)/js"
if [ ! -f "$js_dir/node_modules/@sabaki/gtp/package.json" ] ||
  [ ! -f "$js_dir/node_modules/@sabaki/sgf/package.json" ]; then
  if ! (cd "$js_dir" && npm ci --no-audit --no-fund --loglevel=error); then
    echo "install-deps: npm ci failed in $js_dir: @sabaki/gtp and @sabaki/sgf are not installed" >&2
    exit 1
  fi
fi
