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

# Whether a manifest.txt covers a folder: its own or a parent's (below
# RESULTS_DIR). Answers are kept by folder, and a result file costs no
# process of its own: there are thousands.
declare -A covered
is_covered() {
  local dir=$1
  if [ -z "${covered[$dir]+set}" ]; then
    local answer=no
    if [ "$dir" != "$results" ]; then
      if [ -f "$dir/manifest.txt" ] || is_covered "${dir%/*}"; then
        answer=yes
      fi
    fi
    covered[$dir]=$answer
  fi
  [ "${covered[$dir]}" = yes ]
}

files=0
while IFS= read -r -d '' file; do
  name=${file##*/}
  dir=${file%/*}
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
    *.md) continue ;;
  esac
  files=$((files + 1))
  is_covered "$dir" && continue
  if [ ! -f "$dir/HISTORY.md" ]; then
    offence "$relative: no manifest.txt in its run folder and no HISTORY.md"
  elif ! grep -qF -- "- \`$name\`" "$dir/HISTORY.md"; then
    offence "$relative: not named in its folder's HISTORY.md, and no manifest.txt"
  fi
done < <(find "$results" -type f -print0)

# Machine-local paths, in every file but the manifests (whose command line
# may name the run's own folder), with one grep over them all.
local_path='(^|[^[:alnum:]_.])/(home|work|tmp|root)/'
while IFS= read -r -d '' file; do
  offence "${file#"$results"/}: names a machine-local path: $(grep -oE '/(home|work|tmp|root)/[^ "]*' "$file" | head -n 1)"
done < <(grep -rlZE --exclude=manifest.txt --exclude='manifest.txt.*' "$local_path" "$results" || true)

while IFS= read -r -d '' history; do
  grep -qE '\b[0-9a-f]{7,40}\b' "$history" ||
    offence "${history#"$results"/}: names no commit"
done < <(find "$results" -name HISTORY.md -print0)

if [ "$offences" -gt 0 ]; then
  echo "check-results: $offences offences"
  exit 1
fi
echo "check-results: $files result files, each with a manifest or a history note"
