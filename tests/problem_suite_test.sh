#!/usr/bin/env bash
# The problem scripts, shown on a game made for them: Kosumi, Black, plays
# A1 where G5 captures three stones in atari, and loses. The builder must
# find that position with G5 its first answer, and the suite must count a
# search that plays an answer as solved and one that does not as not.
# Run by CTest.
#
#   tests/problem_suite_test.sh SOURCE_DIR KOSUMI
set -euo pipefail
shopt -s extglob

# shellcheck source=tests/support/script_test.sh
source "$(dirname "$0")/support/script_test.sh"

mkdir -p "$work/run/sgf"
cat >"$work/run/sgf/game-0001.sgf" <<'SGF'
(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]PB[Kosumi test]PW[Opponent]RE[W+R]
;B[dd];W[de];B[ed];W[ee];B[fd];W[fe];B[df];W[hb];B[ef];W[hc];B[ff];W[hd];B[ce];W[he];B[ai];W[ge])
SGF
# A game Kosumi won gives no problems.
sed 's/PB\[Kosumi test\]PW\[Opponent\]/PB[Opponent]PW[Kosumi test]/' \
  "$work/run/sgf/game-0001.sgf" >"$work/run/sgf/game-0002.sgf"

python3 "$source_dir/scripts/lib/problems_from_losses.py" --kosumi "$kosumi" --scan 1000 \
  --verify 2000 --margin 10 --from 13 "$work/run" Kosumi >"$work/problems.txt"
problems=$(grep -v '^#' "$work/problems.txt")
if [ "$(grep -c . <<<"$problems")" != 1 ]; then
  fail "one problem expected from the lost game, got:"
  echo "$problems"
fi
# G5 first; a short verifying search may find another move close enough.
position="B:D6 W:D5 B:E6 W:E5 B:F6 W:F5 B:D4 W:H8 B:E4 W:H7 B:F4 W:H6 B:C5 W:H5"
case $problems in
  "9 7 B G5"?(,*)" | $position | run/game-0001.sgf move 15: played A1 "*) ;;
  *) fail "the problem should be move 15 of game 1 with the answer G5, got: $problems" ;;
esac

suite() {
  python3 "$source_dir/scripts/lib/problem_suite.py" --kosumi "$kosumi" --seeds 2 \
    --playouts 500 "$@"
}
out=$(suite "$work/problems.txt")
[[ $out == *"solved 2 of 2 searches"* ]] || fail "the capture should be solved by both seeds: $out"
sed -E 's/^9 7 B [^ ]+ /9 7 B J9 /' "$work/problems.txt" >"$work/wrong.txt"
out=$(suite "$work/wrong.txt")
[[ $out == *"solved 0 of 2 searches"* ]] || fail "J9 is no search's move: $out"
out=$(suite "$work/problems.txt" "$work/wrong.txt" -- --param prior.race=0)
[[ $out == "--param prior.race=0: solved 2 of 4 searches (2 problems x 2 seeds"* ]] ||
  fail "two files make one suite, and the options after -- go to the engine: $out"
echo "9 7 B G5 B:D6" >"$work/bad.txt"
if out=$(suite "$work/bad.txt" 2>&1); then
  fail "a problem without its '|' parts should be refused"
elif [[ $out != *"bad.txt:1: not SIZE KOMI COLOUR ANSWERS"* ]]; then
  fail "the refusal should name the line: $out"
fi

[ "$failures" = 0 ] || exit 1
echo "problem scripts: all checks passed"
