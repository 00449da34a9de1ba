#!/usr/bin/env bash
# Checks that the tree follows the dependency graph stated in
# docs/architecture.md (section Dependencies), the graph's one statement:
#   - every unit of the table has its folder and its CMake targets, and every
#     folder of gtp/ is a unit of the table;
#   - every source file of engine/, eval/, search/ and gtp/ belongs to a unit
#     (gtp/'s root is the protocol, each folder of gtp/ a wing);
#   - every project #include of a source file, and of a test, points at its
#     own unit or at one the unit reaches by the table's arrows;
#   - every test file mirrors a unit: tests/X/Y_test.cpp tests the file X/Y.h
#     or X/Y.cpp (or X/Z.* with Y = Z_aspect), end-to-end tests being listed
#     below with their reason, and every other file of tests/ is a helper in
#     tests/support/ or part of the agreement or fuzz programs.
# Run by CTest.
#
#   scripts/check-layout.sh [SOURCE_DIR]    (default: this script's project)
#
# Prints each offending file and line and exits 1; prints a summary and
# exits 0 when the tree follows the graph.
set -euo pipefail

root=${1:-"$(dirname "$0")/.."}
cd "$root"

doc=docs/architecture.md
# The table: one line per unit, indented, "unit → its arrows  its targets";
# "the standard library alone" for a unit without arrows.
declare -A uses targets
order=()
while IFS= read -r line; do
  if [[ $line =~ ^\ {4}([a-z]+)\ +→\ (.+[^ ])\ {2,}(kosumi_[a-z_]+.*)$ ]]; then
    unit=${BASH_REMATCH[1]}
    arrows=${BASH_REMATCH[2]}
    [ "$arrows" = "the standard library alone" ] && arrows=""
    uses[$unit]=${arrows//,/}
    targets[$unit]=$(grep -oE 'kosumi_[a-z_]+' <<<"${BASH_REMATCH[3]}" | tr '\n' ' ')
    order+=("$unit")
  fi
done < <(sed -n '/^## Dependencies/,/^## /p' "$doc")
if [ "${#order[@]}" -eq 0 ]; then
  echo "check-layout: no unit table in the Dependencies section of $doc" >&2
  exit 1
fi

errors=0
files=0
includes=0
tests=0
fail() {
  echo "$1" >&2
  errors=$((errors + 1))
}

# The folder of each unit; gtp/'s root is the protocol.
folder_of() {
  case $1 in
    engine | eval | search) echo "$1" ;;
    protocol) echo gtp ;;
    *) echo "gtp/$1" ;;
  esac
}

# The table against the tree and the build: each unit's folder and targets.
for unit in "${order[@]}"; do
  [ -d "$(folder_of "$unit")" ] || fail "$doc: unit $unit has no folder $(folder_of "$unit")/"
  for target in ${targets[$unit]}; do
    grep -rqE "(add_library|add_executable|kosumi_gtp_library)\($target( |\)|\$)" \
      --include=CMakeLists.txt engine eval search gtp ||
      fail "$doc: unit $unit names the CMake target $target, which no CMakeLists.txt defines"
  done
  for next in ${uses[$unit]}; do
    [ -n "${uses[$next]+set}" ] || fail "$doc: $unit → $next, which is no unit of the table"
  done
done
for dir in gtp/*/; do
  wing=$(basename "$dir")
  [ -n "${uses[$wing]+set}" ] || fail "gtp/$wing/ is no unit of the table in $doc"
done

# The unit of a path rooted at the project root ("gtp/match/match_game.h"),
# or "" for a file that belongs to none.
unit_of() {
  local path=$1 wing
  case $path in
    engine/* | eval/* | search/*) echo "${path%%/*}" ;;
    gtp/*/*)
      wing=${path#gtp/}
      wing=${wing%%/*}
      [ -n "${uses[$wing]+set}" ] && echo "$wing"
      ;;
    gtp/*) echo protocol ;;
  esac
  return 0
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
for unit in "${order[@]}"; do
  reached=$(reach "$unit") || exit 1
  reaches[$unit]=" $(sort -u <<<"$reached" | tr '\n' ' ')"
done

# Checks the project includes of `file`, a file of `unit`; `helpers` are
# the folders of tests/ whose includes are allowed too (none for a source
# file), `extra` units a test may include beyond its unit's reach.
check_includes() {
  local file=$1 unit=$2 helpers=${3:-} extra=${4:-} line target target_unit folder
  while IFS=: read -r line target; do
    for folder in $helpers; do
      [[ $target == "$folder"/* ]] && continue 2
    done
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
    elif [[ ${reaches[$unit]} != *" $target_unit "* && " $extra " != *" $target_unit "* ]]; then
      fail "$file:$line: $unit includes \"$target\" ($target_unit), against the graph"
    fi
  done < <(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$file" |
    sed -E 's/^([0-9]+):[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]*)".*/\1:\2/')
}

while IFS= read -r file; do
  files=$((files + 1))
  unit=$(unit_of "$file")
  if [ -z "$unit" ]; then
    local_wing=${file#gtp/}
    fail "$file: gtp/${local_wing%%/*}/ is no unit of the graph in $doc"
    continue
  fi
  check_includes "$file" "$unit"
done < <(find engine eval search gtp -type f \( -name '*.h' -o -name '*.cpp' \) | sort)

# Tests that test no one unit file, with their reason.
declare -A end_to_end=(
  [tests/engine/fuzz_findings_test.cpp]="the fuzzers' findings replayed on the board and its tactics"
  [tests/gnugo/differential_test.cpp]="the rules against GNU Go's, end to end"
  [tests/gnugo/agreement_test.cpp]="the settlement against GNU Go's, on its self-play positions"
)
# The unit whose graph a test of tests/gnugo/ follows: the top, as the
# agreement program it links.
gnugo_unit=cli
# Units a test includes beyond its unit's reach, with their reason.
declare -A test_extra=(
  [tests/gtp/svg/svg_test.cpp]="eval"  # pictures of a settlement's dead stones and ownership
)

# The source file a test mirrors: tests/X/Y_test.cpp tests X/Z.h or X/Z.cpp
# with Y = Z or Y = Z_aspect. Prints the unit's path, or nothing.
mirrored() {
  local test=$1 dir base candidate name
  dir=$(dirname "${test#tests/}")
  base=$(basename "$test" _test.cpp)
  for candidate in "$dir"/*.h "$dir"/*.cpp; do
    [ -f "$candidate" ] || continue
    name=$(basename "${candidate%.*}")
    if [[ $base == "$name" || $base == "$name"_* ]]; then
      echo "$candidate"
      return
    fi
  done
}

while IFS= read -r file; do
  case $file in
    tests/support/* | tests/agreement/* | tests/fuzz/*) continue ;;
    *_test.cpp) ;;
    *)
      fail "$file: a test helper goes in tests/support/; a test is named after its unit's file, X/Y_test.cpp"
      continue
      ;;
  esac
  tests=$((tests + 1))
  if [ -n "${end_to_end[$file]+set}" ]; then
    if [[ $file == tests/gnugo/* ]]; then
      check_includes "$file" "$gnugo_unit" "support agreement"
    else
      check_includes "$file" "$(unit_of "${file#tests/}")" support
    fi
    continue
  fi
  source=$(mirrored "$file")
  if [ -z "$source" ]; then
    fail "$file: mirrors no source file (tests/X/Y_test.cpp tests X/Y.*); an end-to-end test is listed in scripts/check-layout.sh"
    continue
  fi
  check_includes "$file" "$(unit_of "$source")" support "${test_extra[$file]:-}"
done < <(find tests -type f \( -name '*.h' -o -name '*.cpp' \) | sort)
for file in "${!end_to_end[@]}"; do
  [ -f "$file" ] || fail "scripts/check-layout.sh: the end-to-end test $file does not exist"
done

if [ "$errors" -gt 0 ]; then
  echo "check-layout: $errors violation(s)" >&2
  exit 1
fi
echo "check-layout: $files source files and $tests test files, $includes project includes, all along the graph of $doc:"
for unit in "${order[@]}"; do
  echo "  $unit -> ${uses[$unit]:-(standard library only)}"
done
