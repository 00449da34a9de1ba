# shellcheck shell=bash
# Sourced by every measuring script, first thing after `set -euo pipefail`:
# a result is worth keeping only if it can be rebuilt, so the measurement
# refuses a working tree with uncommitted changes (the binary it measures
# would be no commit's), and each run folder gets a manifest.txt: the commit,
# the exact command, the machine and the date.
#
#   source "$(dirname "$0")/lib/manifest.sh"   # refuses a dirty tree
#   manifest_write OUT_DIR                      # a script with a run folder
#   manifest_output                             # a script that prints its result
#
# On a copy of a checkout without its .git, KOSUMI_COMMIT=HASH names the
# clean commit it was copied from, and the manifest says so.
# KOSUMI_ALLOW_DIRTY=1 lets a run go on with uncommitted changes, for trying
# a script out; its manifest then says "dirty". Files under scripts/results/
# do not count as changes: a run writes there, and they build nothing.
# manifest_output is for the scripts that print their result: with
# RESULTS_DIR set, it writes the manifest there and keeps a copy of the
# output in RESULTS_DIR/output.txt.

manifest_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# The command as typed, each word quoted where the shell would need it: from
# the directory it was typed in (relative to the repository's root), with the
# settings the measuring scripts take from the environment.
manifest_settings='^(ALPHA|BASE|BASE_ENGINE|BETA|BOTH|BUILD_DIR|CHUNK|CLOCK|CORPUS|GAMES|GNUGO_LEVEL|GNUGO_LEVELS|HANDICAP|ITERATIONS|KOMI|KOSUMI_[A-Z_]+|LEVEL|LEVELS|LR|MAX_GAMES|PARALLEL|PLAYOUTS|POLICY|RANKS|SIZE|THREADS|TIME)='
manifest_command=$(
  directory=$(realpath --relative-to="$manifest_root" .)
  [ "$directory" = . ] || printf 'cd %q && ' "$directory"
  env | grep -E "$manifest_settings" | sort | while IFS= read -r setting; do
    printf '%s=%q ' "${setting%%=*}" "${setting#*=}"
  done
  script=$0
  case $script in /*) script=$(realpath -s --relative-to=. "$script") ;; esac
  case $script in */*) ;; *) script=./$script ;; esac
  printf '%q' "$script"
  for word in "$@"; do printf ' %q' "$word"; done
)
manifest_state=clean
if git -C "$manifest_root" rev-parse --git-dir >/dev/null 2>&1; then
  manifest_commit=$(git -C "$manifest_root" rev-parse HEAD)
  manifest_changes=$(git -C "$manifest_root" status --porcelain -- . ':(exclude)scripts/results')
elif [[ ${KOSUMI_COMMIT:-} =~ ^[0-9a-f]{40}$ ]]; then
  # A copy of a clean checkout on a machine without the repository (a
  # borrowed many-core machine): the one who copied it names the commit.
  manifest_commit=$KOSUMI_COMMIT
  manifest_changes=
  manifest_state="clean, a copy without .git: commit named by KOSUMI_COMMIT"
else
  echo "$0: not a git checkout; on a copy of one, set KOSUMI_COMMIT to the full hash of its clean commit" >&2
  exit 1
fi
if [ -n "$manifest_changes" ]; then
  if [ "${KOSUMI_ALLOW_DIRTY:-0}" != 1 ]; then
    {
      echo "$0: the working tree has uncommitted changes; a result must come from a commit:"
      echo "$manifest_changes"
      echo "(commit or stash them, or set KOSUMI_ALLOW_DIRTY=1 for a run marked dirty)"
    } >&2
    exit 1
  fi
  manifest_state=dirty
fi

# Writes OUT_DIR/manifest.txt, creating OUT_DIR; an earlier manifest there (a
# run that goes on after an interruption) is kept as manifest.txt.N.
manifest_write() {
  local dir=$1 n=1
  mkdir -p "$dir"
  if [ -f "$dir/manifest.txt" ]; then
    while [ -e "$dir/manifest.txt.$n" ]; do n=$((n + 1)); done
    mv "$dir/manifest.txt" "$dir/manifest.txt.$n"
  fi
  {
    echo "commit: $manifest_commit ($manifest_state)"
    echo "command: $manifest_command"
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "machine: $(uname -a)"
    echo "cpus: $(nproc), $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)"
  } >"$dir/manifest.txt"
}

manifest_output() {
  if [ -n "${RESULTS_DIR:-}" ]; then
    manifest_write "$RESULTS_DIR"
    exec > >(tee "$RESULTS_DIR/output.txt")
  fi
}
