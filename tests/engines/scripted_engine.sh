#!/bin/sh
# A scripted GTP engine for the client tests: ordinary commands get fixed
# ordinary answers, and some command names make it misbehave on purpose.
# Echoes the numeric id of a command in its answer, as GTP asks.
set -f  # split commands into words without expanding globs
while IFS= read -r line; do
  id=""
  case "$line" in
    [0-9]*\ *) id="${line%% *}"; line="${line#* }" ;;
  esac
  set -- $line
  case "$1" in
    name) printf '=%s scripted\n\n' "$id" ;;
    protocol_version) printf '=%s 2\n\n' "$id" ;;
    boardsize|clear_board|komi|play) printf '=%s\n\n' "$id" ;;
    genmove) printf '=%s d4\n\n' "$id" ;;
    is_legal) printf '=%s 1\n\n' "$id" ;;
    list_stones) printf '=%s d4 q16  c3\n\n' "$id" ;;
    final_score) printf '=%s B+3.5\n\n' "$id" ;;
    echo) shift; printf '=%s %s\n\n' "$id" "$*" ;;
    multi) printf '=%s first\nsecond\nthird\n\n' "$id" ;;
    crlf) printf '=%s windows\r\n\r\n' "$id" ;;
    blank_first) printf '\n\n=%s after blanks\n\n' "$id" ;;
    wrong_id) printf '=999 wrong\n\n' ;;
    garbage) printf 'this is not GTP\n\n' ;;
    noblank) printf '=%s unterminated\n' "$id" ;;
    huge) head -c 300000 /dev/zero | tr '\0' x; printf '\n\n' ;;
    slow) sleep 1; printf '=%s finally\n\n' "$id" ;;
    die) exit 3 ;;
    quit) printf '=%s\n\n' "$id"; exit 0 ;;
    *) printf '?%s unknown command\n\n' "$id" ;;
  esac
done
