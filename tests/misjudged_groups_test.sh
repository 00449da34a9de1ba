#!/usr/bin/env bash
# The misjudged groups, shown on games made for them: Black builds a wall
# in the centre while White crawls along the first line, the result is
# GNU Go's own count of the final position, Kosumi plays Black in one game
# and White in the other; a resigned game, a handicap game and a game
# between two other engines are left out. The gap between the margin
# Kosumi's playouts expected and the game's must be split without a
# remainder. Run by CTest.
#
#   tests/misjudged_groups_test.sh SOURCE_DIR KOSUMI
set -euo pipefail

# shellcheck source=tests/support/script_test.sh
source "$(dirname "$0")/support/script_test.sh"

gnugo=$(command -v gnugo || echo /usr/games/gnugo)
mkdir -p "$work/run/sgf"
moves=';B[ee];W[ai];B[de];W[bi];B[fe];W[ci];B[ed];W[di];B[ef];W[ei];B[dd];W[fi]
;B[fd];W[gi];B[df];W[hi];B[ff];W[ii];B[ce]'
printf '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]PB[A]PW[B]%s)\n' "$moves" >"$work/final.sgf"
result=$(printf 'loadsgf %s\nfinal_score\nquit\n' "$work/final.sgf" |
  "$gnugo" --mode gtp --level 10 --chinese-rules | sed -n 's/^= \([BW]+[0-9.]*\)$/\1/p' | tail -1)
[[ $result == B+* ]] || fail "GNU Go should count Black ahead at the end, got '$result'"
game() {
  printf '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]PB[%s]PW[%s]RE[%s]%s)\n' "$1" "$2" "$3" "$moves" \
    >"$work/run/sgf/$4"
}
game "Kosumi test" Opponent "$result" game-0001.sgf
game Opponent "Kosumi test" "$result" game-0002.sgf
game "Kosumi test" Opponent B+R game-0003.sgf
game Opponent Other "$result" game-0004.sgf
game "Kosumi test" Opponent "$result" game-0005.sgf
sed -i 's/RU\[Chinese\]/RU[Chinese]HA[2]AB[cc][gg]/' "$work/run/sgf/game-0005.sgf"

python3 "$source_dir/scripts/lib/misjudged_groups.py" --kosumi "$kosumi" --gnugo "$gnugo" \
  --playouts 300 --before 10 "$work/run" Kosumi >"$work/groups.txt"
games=$(grep -P '^game-\d+\.sgf\t\d+\tgame\t' "$work/groups.txt" || true)
# 19 moves: Black's first move from move 9 on is 9, White's 10.
got=$(cut -f1,2 <<<"$games" | tr '\t' ' ' | tr '\n' ',')
[ "$got" = "game-0001.sgf 9,game-0002.sgf 10," ] ||
  fail "the positions searched should be game 1's move 9 and game 2's move 10, got: $got"
margin=${result#B+}
while IFS=$'\t' read -r record move _ expected final gap parts; do
  sign=+
  [ "$record" = game-0002.sgf ] && sign=-
  [ "$final" = "$sign$margin" ] || [ "$final" = "$sign$margin.0" ] ||
    fail "$record: the final margin should be $sign$margin, Kosumi's, got $final"
  [ "${expected:0:1}" = "$sign" ] ||
    fail "$record move $move: Kosumi's playouts should count it $sign, got $expected"
  python3 -c "import sys; sys.exit(abs(float('$expected') - float('$final') - float('$gap')) > 0.11)" ||
    fail "$record: the gap $gap should be $expected less $final"
  # Seven parts, the empty points' three last: half the board is empty
  # then, and its points carry some of the gap.
  read -r -a part <<<"$parts"
  [ "${#part[@]}" = 7 ] || fail "$record: the gap should have seven parts, got: $parts"
  python3 -c "import sys; p = [float(x) for x in '${part[*]}'.split()]
sys.exit(abs(sum(p) - float('$gap')) > 0.4 or abs(sum(p[4:])) < 0.5)" ||
    fail "$record: the parts ($parts) should add up to the gap $gap, empty points among them"
done <<<"$games"
while IFS=$'\t' read -r record _ whose _ _ _ _ gap; do
  python3 -c "import sys; sys.exit(abs(float('$gap')) < 5)" ||
    fail "$record: a $whose string carrying $gap points should not be listed"
done < <(grep -P '^game-\d+\.sgf\t\d+\t(Kosumi|opponent)' "$work/groups.txt" || true)
summary=$(sed -n '/^games /,$p' "$work/groups.txt")
grep -q '^games 2;' <<<"$summary" || fail "the table should count 2 games: $summary"
grep -q "^  empty, opponent's at the end" <<<"$summary" || fail "the table should split the gap: $summary"

# Options after -- reach Kosumi: one it refuses stops the study.
if python3 "$source_dir/scripts/lib/misjudged_groups.py" --kosumi "$kosumi" --gnugo "$gnugo" \
  --playouts 300 --before 10 "$work/run" Kosumi -- --playout none >"$work/refused.txt" 2>&1; then
  fail "a study with --playout none should fail: $(cat "$work/refused.txt")"
fi
# The first game alone (--games 1), with light playouts.
python3 "$source_dir/scripts/lib/misjudged_groups.py" --kosumi "$kosumi" --gnugo "$gnugo" \
  --playouts 300 --before 10 --games 1 "$work/run" Kosumi -- --playout light >"$work/light.txt"
grep -q -- "--before 10 --games 1 -- --playout light$" "$work/light.txt" ||
  fail "the options should be named in the header: $(head -2 "$work/light.txt")"
[ "$(grep -v '^#' "$work/light.txt" | grep $'\tgame\t' | cut -f1,2 | tr '\t' ' ')" = "game-0001.sgf 9" ] ||
  fail "light playouts should study game 1 alone: $(cat "$work/light.txt")"

[ "$failures" = 0 ] || exit 1
echo "misjudged groups: all checks passed"
