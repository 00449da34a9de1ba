#!/usr/bin/env bash
# Checks that every result under RESULTS_DIR (default scripts/results) can be
# traced to what made it. A file is covered by a manifest.txt in its folder
# or a folder above it (below RESULTS_DIR), written by scripts/lib/manifest.sh
# from a clean commit; or, for results older than the manifests, by the
# HISTORY.md of its own folder, which names the file and a commit. Notes in
# Markdown (NOTES.md, HISTORY.md) are prose about the results and need no
# manifest. No file may name a machine-local absolute path. Run by CTest.
#
#   scripts/check-results.sh [RESULTS_DIR]
#
# Prints each offence and exits 1; prints a summary and exits 0 otherwise.
set -euo pipefail

results=${1:-"$(dirname "$0")/results"}
results=$(cd "$results" && pwd)
offences=0
offence() {
  echo "check-results: $*"
  offences=$((offences + 1))
}

# The manifest.txt that covers a folder, if any: its own or a parent's.
covering_manifest() {
  local dir=$1
  while [ "$dir" != "$results" ]; do
    if [ -f "$dir/manifest.txt" ]; then
      echo "$dir/manifest.txt"
      return
    fi
    dir=$(dirname "$dir")
  done
}

files=0
while IFS= read -r -d '' file; do
  name=$(basename "$file")
  dir=$(dirname "$file")
  relative=${file#"$results"/}
  case $name in
    manifest.txt)
      for field in commit command date machine cpus; do
        grep -q "^$field: ." "$file" || offence "$relative: no '$field:' line"
      done
      grep -qE '^commit: [0-9a-f]{40} \(clean(, a copy without \.git: commit named by KOSUMI_COMMIT)?\)$' "$file" ||
        offence "$relative: not from a clean commit ($(sed -n 's/^commit: //p' "$file"))"
      continue
      ;;
    manifest.txt.*) continue ;;
  esac
  if [[ $name != *.md ]] && [ -z "$(covering_manifest "$dir")" ]; then
    if [ ! -f "$dir/HISTORY.md" ]; then
      offence "$relative: no manifest.txt in its run folder and no HISTORY.md"
    elif ! grep -qF -- "- \`$name\`" "$dir/HISTORY.md"; then
      offence "$relative: not named in its folder's HISTORY.md, and no manifest.txt"
    fi
  fi
  [[ $name == *.md ]] || files=$((files + 1))
  if grep -qE '(^|[^[:alnum:]_.])/(home|work|tmp|root)/' "$file"; then
    offence "$relative: names a machine-local path: $(grep -oE '/(home|work|tmp|root)/[^ "]*' "$file" | head -n 1)"
  fi
done < <(find "$results" -type f -print0)

while IFS= read -r -d '' history; do
  grep -qE '\b[0-9a-f]{7,40}\b' "$history" ||
    offence "${history#"$results"/}: names no commit"
done < <(find "$results" -name HISTORY.md -print0)

if [ "$offences" -gt 0 ]; then
  echo "check-results: $offences offences"
  exit 1
fi
echo "check-results: $files result files, each with a manifest or a history note"
