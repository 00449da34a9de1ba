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

# python3 runs the documentation's link check (scripts/check-links.py).
packages+=(python3)

missing=()
for pkg in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

# Sabaki's own GTP controller and SGF parser, for the optional checks of the
# analysis commands (scripts/check-sabaki.sh) and of the reviewed records
# (scripts/check-sabaki-sgf.sh), where npm is on the machine; the checks
# are skipped without them.
js_dir="$(cd "$(dirname "$0")" && pwd)/js"
if command -v npm >/dev/null &&
  { [ ! -d "$js_dir/node_modules/@sabaki/gtp" ] || [ ! -d "$js_dir/node_modules/@sabaki/sgf" ]; }; then
  (cd "$js_dir" && npm ci --no-audit --no-fund --loglevel=error) ||
    echo "install-deps: npm could not install @sabaki/gtp and @sabaki/sgf; scripts/check-sabaki.sh and check-sabaki-sgf.sh will be skipped"
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing packages: ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
