#!/usr/bin/env bash
# The evaluation trace, shown on games made for it: Black builds a wall in
# the centre while White crawls along the first line, so that at every
# move both Kosumi and GNU Go count Black far ahead. Kosumi plays Black and
# wins one game, White and loses the other; a third game without a winner
# is left out. Run by CTest.
#
#   tests/evaluation_trace_test.sh SOURCE_DIR KOSUMI
set -euo pipefail

# shellcheck source=tests/support/script_test.sh
source "$(dirname "$0")/support/script_test.sh"

mkdir -p "$work/run/sgf"
cat >"$work/run/sgf/game-0001.sgf" <<'SGF'
(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]PB[Kosumi test]PW[Opponent]RE[B+R]
;B[ee];W[ai];B[de];W[bi];B[fe];W[ci];B[ed];W[di];B[ef];W[ei];B[dd];W[fi]
;B[fd];W[gi];B[df];W[hi];B[ff];W[ii];B[ce])
SGF
sed 's/PB\[Kosumi test\]PW\[Opponent\]/PB[Opponent]PW[Kosumi test]/' \
  "$work/run/sgf/game-0001.sgf" >"$work/run/sgf/game-0002.sgf"
sed 's/RE\[B+R\]/RE[Void]/' "$work/run/sgf/game-0001.sgf" >"$work/run/sgf/game-0003.sgf"

python3 "$source_dir/scripts/lib/evaluation_trace.py" --kosumi "$kosumi" --playouts 300 \
  --every 2 --from 9 "$work/run" Kosumi >"$work/trace.txt"
rows=$(grep -v '^#' "$work/trace.txt" | grep -P '^game-\d+\.sgf\t' || true)
# Black's own moves from 9 on are 9 to 19, every second: 9, 13, 17; White's
# are 10 to 18: 10, 14, 18.
expected=$'game-0001.sgf 9 B won\ngame-0001.sgf 13 B won\ngame-0001.sgf 17 B won
game-0002.sgf 10 W lost\ngame-0002.sgf 14 W lost\ngame-0002.sgf 18 W lost'
got=$(cut -f1-4 <<<"$rows" | tr '\t' ' ')
[ "$got" = "$expected" ] || fail "the positions judged should be those of $expected, got: $got"
while IFS=$'\t' read -r record move colour game winrate own gnugo gap; do
  sign=+
  [ "$colour" = W ] && sign=-
  if [ "${own:0:1}" != "$sign" ] || [ "${gnugo:0:1}" != "$sign" ]; then
    fail "$record move $move: Kosumi as $colour should be counted ${sign} by both, got $own and $gnugo"
  fi
done <<<"$rows"
table=$(sed -n '/^games /,$p' "$work/trace.txt")
for outcome in won lost; do
  grep -qP "^$outcome +all +3 " <<<"$table" || fail "the table should count 3 $outcome positions: $table"
done
grep -qP '^lost +all .* 0%$' <<<"$table" ||
  fail "in the lost game Kosumi knew it was behind: none deluded, got: $table"

[ "$failures" = 0 ] || exit 1
echo "evaluation trace: all checks passed"
