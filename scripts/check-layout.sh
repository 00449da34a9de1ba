#!/usr/bin/env bash
# Checks that the source tree follows the dependency graph of the README's
# Layout section: every source file of engine/, eval/, search/ and gtp/
# belongs to a known unit, gtp/'s root holds the protocol's files and no
# wing's, and every project #include points at the file's own unit or at one
# the unit reaches by the graph's arrows. Run by CTest.
#
#   scripts/check-layout.sh [SOURCE_DIR]    (default: this script's project)
#
# Prints each offending file and line and exits 1; prints a summary and
# exits 0 when the tree follows the graph.
set -euo pipefail

root=${1:-"$(dirname "$0")/.."}
cd "$root"

# The graph, one line per unit: the units it may include directly. What a
# unit reaches through them it may include too. Keep it in step with the
# README's Layout section.
declare -A uses=(
  [cli]="protocol cluster match sgf svg"
  [cluster]="protocol sgf"
  [match]="client sgf eval engine"
  [client]="engine"
  [protocol]="facade sgf"
  [facade]="search eval engine"
  [sgf]="engine"
  [svg]="engine"
  [search]="eval engine"
  [eval]="engine"
  [engine]=""
)

# gtp/'s root: the protocol (server and command table) and the facade below
# it. Any other file there belongs to a wing, i.e. a folder of gtp/.
protocol_files="server.h server.cpp input.h input.cpp commands.cpp build_info.h build_info.cpp"
protocol_files+=" analysis.h analysis.cpp analysis_commands.cpp gogui_commands.cpp"
protocol_files+=" gogui_gfx.h gogui_gfx.cpp search_watch.h search_watch.cpp"
protocol_files+=" thinking_log.h thinking_log.cpp score_text.h score_text.cpp"
facade_files="session.h session.cpp handicap_placement.h handicap_placement.cpp points.h points.cpp"

# gtp/'s folders and their units.
declare -A wings=([cli]=cli [cluster]=cluster [match]=match [client]=client [sgf]=sgf [svg]=svg)

# The unit of a path rooted at the project root ("gtp/match/game.h"), or ""
# for a file that belongs to none.
unit_of() {
  local path=$1
  case $path in
    engine/* | eval/* | search/*)
      echo "${path%%/*}"
      ;;
    gtp/*/*)
      local wing=${path#gtp/}
      echo "${wings[${wing%%/*}]:-}"
      ;;
    gtp/*)
      local name=${path#gtp/}
      if [[ " $protocol_files " == *" $name "* ]]; then
        echo protocol
      elif [[ " $facade_files " == *" $name "* ]]; then
        echo facade
      fi
      ;;
  esac
}

# Every unit that `unit` reaches, itself included, one per line; `path` is
# the units on the way there, so that a cycle stops the check.
reach() {
  local unit=$1 path=${2:-} next
  if [[ " $path " == *" $unit "* ]]; then
    echo "check-layout: the graph has a cycle:$path $unit" >&2
    exit 1
  fi
  echo "$unit"
  for next in ${uses[$unit]}; do
    reach "$next" "$path $unit"
  done
}

declare -A reaches
for unit in "${!uses[@]}"; do
  reached=$(reach "$unit") || exit 1
  reaches[$unit]=" $(sort -u <<<"$reached" | tr '\n' ' ')"
done

errors=0
files=0
includes=0
fail() {
  echo "$1" >&2
  errors=$((errors + 1))
}

while IFS= read -r file; do
  files=$((files + 1))
  unit=$(unit_of "$file")
  if [ -z "$unit" ]; then
    case $file in
      gtp/*/*)
        local_wing=${file#gtp/}
        fail "$file: gtp/${local_wing%%/*}/ is no wing of the graph in scripts/check-layout.sh"
        ;;
      *)
        fail "$file: gtp/'s root holds the protocol and its facade only; a wing's file goes in its folder"
        ;;
    esac
    continue
  fi
  while IFS=: read -r line target; do
    case $target in
      engine/* | eval/* | search/* | gtp/*) ;;
      *)
        fail "$file:$line: \"$target\": project includes are rooted at the project root"
        continue
        ;;
    esac
    includes=$((includes + 1))
    target_unit=$(unit_of "$target")
    if [ -z "$target_unit" ]; then
      fail "$file:$line: includes \"$target\", which belongs to no unit"
    elif [[ ${reaches[$unit]} != *" $target_unit "* ]]; then
      fail "$file:$line: $unit includes \"$target\" ($target_unit), against the graph"
    fi
  done < <(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$file" |
    sed -E 's/^([0-9]+):[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]*)".*/\1:\2/')
done < <(find engine eval search gtp -type f \( -name '*.h' -o -name '*.cpp' \) | sort)

if [ "$errors" -gt 0 ]; then
  echo "check-layout: $errors violation(s)" >&2
  exit 1
fi
echo "check-layout: $files files, $includes project includes, all along the graph:"
for unit in cli cluster protocol facade match client sgf svg search eval engine; do
  echo "  $unit -> ${uses[$unit]:-(standard library only)}"
done
