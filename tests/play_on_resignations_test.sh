#!/usr/bin/env bash
# Resigned games played on, on games made for it: Black builds a wall in
# the centre while White crawls along the first line, and the records say
# that Kosumi resigned it once as Black (a won position: playing on must
# turn it) and once as White (a lost one: it must stay lost). A game
# Kosumi won, one lost on the count, a resigned handicap game and a game
# between two other engines are left out. Run by CTest.
#
#   tests/play_on_resignations_test.sh SOURCE_DIR KOSUMI
set -euo pipefail

# shellcheck source=tests/support/script_test.sh
source "$(dirname "$0")/support/script_test.sh"
# The script writes a manifest, and refuses a working tree with changes
# unless told: the test runs in a developer's tree as well as CI's.
export KOSUMI_ALLOW_DIRTY=1

gnugo=$(command -v gnugo || echo /usr/games/gnugo)
run=$work/run
mkdir -p "$run/sgf"
moves=';B[ee];W[ai];B[de];W[bi];B[fe];W[ci];B[ed];W[di];B[ef];W[ei];B[dd];W[fi]
;B[fd];W[gi];B[df];W[hi];B[ff];W[ii];B[ce]'
game() {
  printf '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]PB[%s]PW[%s]RE[%s]%s)\n' "$1" "$2" "$3" "$moves" \
    >"$run/sgf/$4"
}
game "Kosumi test" Opponent W+R game-0001.sgf
game Opponent "Kosumi test" B+R game-0002.sgf
game "Kosumi test" Opponent B+R game-0003.sgf
game "Kosumi test" Opponent W+12.5 game-0004.sgf
game Opponent Other B+R game-0005.sgf
game "Kosumi test" Opponent W+R game-0006.sgf
sed -i 's/RU\[Chinese\]/RU[Chinese]HA[2]AB[cc][gg]/' "$run/sgf/game-0006.sgf"
results() {
  cat >"$run/result.json" <<EOF
{"settings": {"size": 9, "rules": "chinese", "komi": 7, "handicap": 0, "time": $1},
 "engines": [{"name": "Kosumi test", "command": "elsewhere/kosumi gtp --threads 1 --playouts 500 --seed 3"},
             {"name": "Opponent", "command": "$gnugo --mode gtp --level 1 --chinese-rules"}]}
EOF
}

results null
bash "$source_dir/scripts/play-on-resignations.sh" --kosumi "$kosumi" "$run" Kosumi "$work/out" \
  >"$work/summary.txt" 2>"$work/stderr.txt" ||
  fail "the script should succeed: $(cat "$work/stderr.txt")"
grep -q '^commit: ' "$work/out/manifest.txt" || fail "the folder should have a manifest"
grep -q -- '--playouts 500 --seed 3 --no-resign$' "$work/summary.txt" ||
  fail "Kosumi should play on with the match's options and --no-resign: $(head -2 "$work/summary.txt")"
[ "$(grep -cP '^game-\d+\.sgf\t' "$work/summary.txt")" = 2 ] ||
  fail "two games should be played on: $(cat "$work/summary.txt")"
[ "$(ls "$work/out/as-B/sgf" "$work/out/as-W/sgf" | grep -c sgf$)" = 2 ] ||
  fail "each colour's match should have one game: $(ls -R "$work/out")"
line() { grep -P "^$1\t" "$work/summary.txt" | cut -f2- || true; }
IFS=$'\t' read -r moves_1 record_1 result_1 turned_1 <<<"$(line game-0001.sgf)"
IFS=$'\t' read -r moves_2 record_2 result_2 turned_2 <<<"$(line game-0002.sgf)"
[ "$moves_1 $moves_2" = "19 19" ] || fail "both positions have 19 moves: $moves_1, $moves_2"
[[ $result_1 == B+* && $turned_1 == yes ]] ||
  fail "Black's won position should be turned: $result_1 $turned_1"
[[ $result_2 == B+* && $turned_2 == no ]] ||
  fail "White's lost position should stay lost: $result_2 $turned_2"
recorded=$(sed -n 's/.*RE\[\([^]]*\)\].*/\1/p' "$work/out/as-B/sgf/$record_1")
[ "$recorded" = "$result_1" ] || fail "the summary's result $result_1 should be the record's, $recorded"
grep -qF "${moves//$'\n'/}" <(tr -d '\n' <"$work/out/as-W/sgf/$record_2") ||
  fail "the game played on should begin with the position's moves"
grep -q '^resigned 2: won on playing on 1 (as Black 1 of 1, as White 0 of 1); 1 handicap games left out$' \
  "$work/summary.txt" || fail "the summary line: $(tail -1 "$work/summary.txt")"
cmp -s "$work/summary.txt" "$work/out/summary.txt" || fail "summary.txt should hold what was printed"

# Run again, the matches have their games: nothing is played twice.
bash "$source_dir/scripts/play-on-resignations.sh" --kosumi "$kosumi" "$run" Kosumi "$work/out" \
  >"$work/again.txt" 2>/dev/null || fail "a second run should succeed"
[ "$(ls "$work/out/as-B/sgf" | wc -l)" = 1 ] || fail "a second run should play nothing more"
[ -f "$work/out/manifest.txt.1" ] || fail "a second run should keep the first manifest"

# A match on the clock cannot be played on: the clock left is not recorded.
results '"60"'
if bash "$source_dir/scripts/play-on-resignations.sh" --kosumi "$kosumi" "$run" Kosumi \
  "$work/clock" >"$work/clock.txt" 2>&1; then
  fail "a match on the clock should be refused"
fi
grep -q "on the clock" "$work/clock.txt" || fail "the refusal should say why: $(cat "$work/clock.txt")"

[ "$failures" = 0 ] || exit 1
echo "play on resignations: all checks passed"
