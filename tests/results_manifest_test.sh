#!/usr/bin/env bash
# The safety nets of the results, shown to catch what they are for:
# scripts/lib/manifest.sh refuses a dirty tree and writes a manifest from a
# clean one; scripts/check-results.sh fails on a result without a manifest,
# on a manifest from a dirty tree, on a history note that does not name the
# file, and on a machine-local path. Run by CTest.
#
#   tests/results_manifest_test.sh SOURCE_DIR
set -euo pipefail

source_dir=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
expect() {
  local want=$1 what=$2
  shift 2
  local rc=0
  "$@" >"$work/out" 2>&1 || rc=$?
  if { [ "$want" = pass ] && [ $rc -ne 0 ]; } || { [ "$want" = fail ] && [ $rc -eq 0 ]; }; then
    echo "FAILED: $what: expected to $want, exit status $rc:"
    cat "$work/out"
    failures=$((failures + 1))
  fi
}

# A repository of its own with the helper and a measuring script using it.
repo=$work/repo
mkdir -p "$repo/scripts/lib"
cp "$source_dir/scripts/lib/manifest.sh" "$repo/scripts/lib/"
cat >"$repo/scripts/measure.sh" <<'SCRIPT'
#!/usr/bin/env bash
set -euo pipefail
source "$(dirname "$0")/lib/manifest.sh"
manifest_write "$1"
SCRIPT
git -C "$repo" init -q
git -C "$repo" -c user.name=test -c user.email=test@example.com add .
git -C "$repo" -c user.name=test -c user.email=test@example.com commit -qm "measuring script"
commit=$(git -C "$repo" rev-parse HEAD)

run_dir=$repo/scripts/results/run
cd "$repo"
expect pass "a clean tree" env -u KOSUMI_ALLOW_DIRTY PLAYOUTS=50 bash scripts/measure.sh scripts/results/run "two words"
expect pass "the manifest names the clean commit" grep -qx "commit: $commit (clean)" "$run_dir/manifest.txt"
expect pass "the manifest has the exact command" \
  grep -qxF 'command: PLAYOUTS=50 scripts/measure.sh scripts/results/run two\ words' "$run_dir/manifest.txt"
cd "$repo/scripts"
expect pass "a run from another directory" env -u KOSUMI_ALLOW_DIRTY bash ./measure.sh results/run
expect pass "the manifest says where the command was typed" \
  grep -qxF 'command: cd scripts && ./measure.sh results/run' "$run_dir/manifest.txt"
cd "$work"
for field in date machine cpus; do
  expect pass "the manifest has '$field:'" grep -q "^$field: ." "$run_dir/manifest.txt"
done
expect pass "results written under scripts/results do not make the tree dirty" \
  env -u KOSUMI_ALLOW_DIRTY bash "$repo/scripts/measure.sh" "$run_dir"
expect pass "a second run keeps the first manifests" test -f "$run_dir/manifest.txt.2"

echo "# changed" >>"$repo/scripts/measure.sh"
expect fail "a tree with uncommitted changes" env -u KOSUMI_ALLOW_DIRTY bash "$repo/scripts/measure.sh" "$work/dirty"
expect fail "no manifest from a refused run" test -e "$work/dirty/manifest.txt"
expect pass "KOSUMI_ALLOW_DIRTY=1" env KOSUMI_ALLOW_DIRTY=1 bash "$repo/scripts/measure.sh" "$work/dirty"
expect pass "a dirty run's manifest says so" grep -qx "commit: $commit (dirty)" "$work/dirty/manifest.txt"

# The check of a results folder.
check="$source_dir/scripts/check-results.sh"
results=$work/results
mkdir -p "$results/run/sub" "$results/old"
cp "$run_dir/manifest.txt" "$results/run/"
echo "1 win" >"$results/run/sub/table.txt"
# shellcheck disable=SC2016 # the backquotes are Markdown
printf '# History\n\nBuilt from commit abc1234.\n\n- `table.txt`\n' >"$results/old/HISTORY.md"
echo "2 wins" >"$results/old/table.txt"
mkdir "$results/notes"
echo "What the runs of this folder showed." >"$results/notes/NOTES.md"
expect pass "every file covered" bash "$check" "$results"

echo "Measured in /home/someone/runs." >"$results/notes/NOTES.md"
expect fail "a machine-local path in notes" bash "$check" "$results"
rm "$results/notes/NOTES.md"

echo "3 wins" >"$results/old/other.txt"
expect fail "a file the history note does not name" bash "$check" "$results"
rm "$results/old/other.txt"

mkdir "$results/bare"
echo "4 wins" >"$results/bare/table.txt"
expect fail "a run folder without a manifest" bash "$check" "$results"
rm -r "$results/bare"

cp "$work/dirty/manifest.txt" "$results/run/manifest.txt"
expect fail "a manifest from a dirty tree" bash "$check" "$results"
cp "$run_dir/manifest.txt" "$results/run/"

echo '{"command": "/work/runs/x/kosumi gtp"}' >"$results/run/sub/result.json"
expect fail "a machine-local path" bash "$check" "$results"
rm "$results/run/sub/result.json"

# shellcheck disable=SC2016 # the backquotes are Markdown
printf '# History\n\n- `table.txt`\n' >"$results/old/HISTORY.md"
expect fail "a history note that names no commit" bash "$check" "$results"

if [ "$failures" -gt 0 ]; then
  echo "results_manifest_test: $failures failures"
  exit 1
fi
echo "results_manifest_test: every check passed"
