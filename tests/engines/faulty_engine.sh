#!/bin/sh
# A GTP engine for the match tests, misbehaving on purpose as its argument
# says: "pass" behaves (it always passes), "garbage" answers genmove with
# text that is not GTP, "illegal" plays A1 at every genmove (occupied from
# its second move on), "exit" exits at its second genmove, "hang" never
# answers genmove, "slow" passes after 1.2 seconds.
mode="$1"
genmoves=0
set -f  # split commands into words without expanding globs
while IFS= read -r line; do
  set -- $line
  case "$1" in
    name) printf '= faulty-%s\n\n' "$mode" ;;
    version) printf '= 1\n\n' ;;
    list_commands)
      printf '= name\nversion\nlist_commands\nboardsize\nclear_board\nkomi\nplay\ngenmove\nquit\n\n' ;;
    genmove)
      genmoves=$((genmoves + 1))
      case "$mode" in
        garbage) printf 'I am not a GTP engine\n\n' ;;
        illegal) printf '= A1\n\n' ;;
        exit) [ "$genmoves" -ge 2 ] && exit 1; printf '= A1\n\n' ;;
        hang) exec sleep 600 ;;
        slow) sleep 1.2; printf '= pass\n\n' ;;
        *) printf '= pass\n\n' ;;
      esac ;;
    quit) printf '=\n\n'; exit 0 ;;
    *) printf '=\n\n' ;;
  esac
done
