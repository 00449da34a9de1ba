#!/usr/bin/env bash
# Builds the kosumi program of another commit, for a match against it
# (BASE_ENGINE of scripts/tune.sh): checks REV out into a temporary git
# worktree, builds the release preset's kosumi target there and keeps the
# binary, its patterns file and the commit's name in DIR.
#
#   scripts/build-at.sh REV DIR        e.g. scripts/build-at.sh HEAD~1 /tmp/previous
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 REV DIR" >&2
  exit 2
fi
rev=$1
dir=$2
root=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$root" rev-parse --verify "$rev^{commit}") || {
  echo "$0: '$rev' names no commit" >&2
  exit 2
}

work=$(mktemp -d)
cleanup() {
  git -C "$root" worktree remove --force "$work/src" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
git -C "$root" worktree add --detach "$work/src" "$commit" >/dev/null
if ! (cd "$work/src" && cmake --preset release && cmake --build --preset release --target kosumi \
  -j "$(nproc)") >"$work/build.log" 2>&1; then
  tail -n 30 "$work/build.log" >&2
  echo "$0: the build of $commit failed" >&2
  exit 1
fi

mkdir -p "$dir"
cp "$work/src/build/release/kosumi" "$dir/kosumi"
if [ -f "$work/src/build/release/kosumi-patterns.txt" ]; then
  cp "$work/src/build/release/kosumi-patterns.txt" "$dir/kosumi-patterns.txt"
fi
echo "$commit" >"$dir/commit.txt"
echo "$dir/kosumi: kosumi of $commit"
