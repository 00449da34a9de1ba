"""Next-move problems from the games Kosumi lost in a match's records.

Every game of RUN_DIR/sgf/ that the engine named KOSUMI_NAME (the start of
its PB or PW) lost, handicap games left out, is read move by move. Each of
its own moves from move FROM on is searched at SCAN playouts; where the
search's best move wins at least MARGIN points (of 100) more than the move
played, the position is searched again at VERIFY playouts, and the move
played once more by searching the opponent's answer at VERIFY playouts.
The position becomes a problem when the verified best move is the scan's,
and the move played loses at least MARGIN points against it there. Its
answers are the moves of the verifying search within 3 points of the best,
with at least a tenth of its visits.

The problems are printed in the format scripts/problem-suite.sh reads: one
a line, `SIZE KOMI COLOUR ANSWERS | MOVES | SOURCE`. Searches run on one
thread, seeded, so that the same binary builds the same problems.

  scripts/problems-from-losses.sh [--kosumi PATH] [--scan N] [--verify N]
      [--margin P] [--from N] RUN_DIR KOSUMI_NAME > PROBLEMS.txt
"""

import argparse
import re
import sys
from pathlib import Path

from gtp_engine import KOSUMI_BUILD, GtpError, sgf_to_gtp, studying_kosumi
from match_records import records

ANSWER_WINDOW = 3.0
ANSWER_VISIT_SHARE = 0.1


def analysis(engine, colour):
    """The moves of a search as (move, visits, win rate in points of 100),
    best first."""
    lines = engine.ask_lines(f"lz-genmove_analyze {colour}")
    text = " ".join(lines)
    moves = [(m.group(1), int(m.group(2)), int(m.group(3)) / 100)
             for m in re.finditer(r"info move (\S+) visits (\d+) winrate (\d+)", text)]
    return moves


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kosumi", default=KOSUMI_BUILD)
    parser.add_argument("--scan", type=int, default=10000)
    parser.add_argument("--verify", type=int, default=50000)
    parser.add_argument("--margin", type=float, default=20)
    parser.add_argument("--from", dest="first", type=int, default=11)
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("kosumi_name")
    args = parser.parse_args()

    scan = studying_kosumi(args.kosumi, args.scan)
    verify = studying_kosumi(args.kosumi, args.verify)
    print(f"# next-move problems from the games lost by {args.kosumi_name} in {args.run_dir}")
    print(f"# scripts/problems-from-losses.sh --scan {args.scan} --verify {args.verify} "
          f"--margin {args.margin:g} --from {args.first}")
    for record in records(args.run_dir, args.kosumi_name, "problems-from-losses"):
        if record.won is not False or record.handicap:
            continue
        path, size, komi, colour, moves = (record.path, record.size, record.komi, record.colour,
                                           record.moves)
        for index, (mover, point) in enumerate(moves):
            number = index + 1
            if mover != colour or number < args.first:
                continue
            played = sgf_to_gtp(point, size)
            scan.ask(f"loadsgf {path} {number}")
            found = analysis(scan, colour)
            if not found:
                continue
            best, _, best_rate = found[0]
            played_rate = next((rate for move, _, rate in found if move == played), 0.0)
            if best == played or best_rate - played_rate < args.margin:
                continue
            verify.ask(f"loadsgf {path} {number}")
            deep = analysis(verify, colour)
            if not deep or deep[0][0] != best:
                continue
            verify.ask(f"loadsgf {path} {number + 1}")
            reply = analysis(verify, "W" if colour == "B" else "B")
            after = 100 - reply[0][2] if reply else 0.0
            _, top_visits, top_rate = deep[0]
            if top_rate - after < args.margin:
                continue
            answers = [move for move, visits, rate in deep
                       if rate >= top_rate - ANSWER_WINDOW
                       and visits >= ANSWER_VISIT_SHARE * top_visits and move != played]
            history = " ".join(f"{c}:{sgf_to_gtp(p, size)}" for c, p in moves[:index])
            print(f"{size} {komi} {colour} {','.join(answers)} | {history} | "
                  f"{args.run_dir.name}/{path.name} move {number}: played {played} "
                  f"({after:.0f} %), best {best} ({top_rate:.0f} %)", flush=True)
    scan.close()
    verify.close()


if __name__ == "__main__":
    try:
        main()
    except GtpError as error:
        sys.exit(f"problems-from-losses: {error}")
