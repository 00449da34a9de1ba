"""How Kosumi judged its own games, set against GNU Go's judgement.

In every game of RUN_DIR/sgf/ that the engine named KOSUMI_NAME (the start of
its PB or PW) played, at every EVERY-th of its own moves from move FROM on,
Kosumi searches the position at PLAYOUTS playouts (one thread, seeded) and
says the margin it expects, the mean of its playouts' final scores through
its best move, with that move's win rate; GNU Go 3.8 (level 10) says its own
estimate of the margin (`estimate_score`). Both margins are Kosumi's: points
ahead (positive) or behind, komi counted.

One line a position (tab-separated: the record, the move, Kosumi's colour,
won or lost, Kosumi's win rate, Kosumi's margin, GNU Go's margin, Kosumi's
minus GNU Go's), then a table by the games' results and the game's phase:
the positions, both mean margins, the mean gap and its spread, and the
share of positions where Kosumi believed it was winning (win rate over one
half) while GNU Go had it at least DELUSION points behind.

  scripts/evaluation-trace.sh [--kosumi PATH] [--gnugo PATH] [--playouts N]
      [--every N] [--from N] [--delusion P] RUN_DIR KOSUMI_NAME > TRACE.txt
"""

import re
import statistics
import sys

from gtp_engine import GtpError, refereeing_gnugo, studying_kosumi
from match_records import records, study_parser

PHASES = ((1, 60), (61, 120), (121, 180), (181, 10**6))


def kosumi_view(engine, colour):
    """Kosumi's (win rate, mean margin) for `colour` to move, or None
    where the search gave no move (a pass alone)."""
    lines = engine.ask_lines(f"kata-genmove_analyze {colour}")
    reports = [line for line in lines if line.startswith("info")]
    if not reports:
        return None
    best = re.match(r"info move \S+ visits \d+ winrate ([\d.]+) scoreMean (-?[\d.]+)", reports[-1])
    if not best:
        raise GtpError(f"kosumi: an analysis line without win rate and score: {reports[-1]}")
    return float(best.group(1)), float(best.group(2))


def gnugo_margin(engine, colour):
    """GNU Go's estimate of the margin, for `colour`."""
    answer = engine.ask("estimate_score")
    found = re.match(r"([BW])\+([\d.]+)", answer)
    if not found:
        return 0.0
    margin = float(found.group(2))
    return margin if found.group(1) == colour else -margin


def phase_name(first, last):
    return f"moves {first}+" if last >= 10**6 else f"moves {first}-{last}"


def summary(rows, delusion):
    """The table of the trace's rows, by result and phase."""
    lines = [f"{'games':<6} {'phase':<14} {'positions':>9} {'Kosumi':>8} {'GNU Go':>8} "
             f"{'gap':>7} {'gap sd':>7} {'deluded':>8}"]
    for outcome in ("won", "lost"):
        for first, last in PHASES + ((1, 10**6),):
            chosen = [row for row in rows if row["outcome"] == outcome and first <= row["move"] <= last]
            if not chosen:
                continue
            gaps = [row["kosumi"] - row["gnugo"] for row in chosen]
            deluded = sum(row["winrate"] > 0.5 and row["gnugo"] <= -delusion for row in chosen)
            name = "all" if (first, last) == (1, 10**6) else phase_name(first, last)
            lines.append(
                f"{outcome:<6} {name:<14} {len(chosen):>9} "
                f"{statistics.fmean(row['kosumi'] for row in chosen):>+8.1f} "
                f"{statistics.fmean(row['gnugo'] for row in chosen):>+8.1f} "
                f"{statistics.fmean(gaps):>+7.1f} "
                f"{statistics.pstdev(gaps):>7.1f} {deluded / len(chosen):>7.0%}")
    return "\n".join(lines)


def main():
    parser = study_parser(__doc__.split("\n\n")[0], playouts=10000)
    parser.add_argument("--every", type=int, default=10)
    parser.add_argument("--from", dest="first", type=int, default=20)
    parser.add_argument("--delusion", type=float, default=10)
    args = parser.parse_args()
    if args.every < 1 or args.playouts < 1:
        sys.exit("evaluation-trace: --every and --playouts are at least 1")

    kosumi = studying_kosumi(args.kosumi, args.playouts)
    gnugo = refereeing_gnugo(args.gnugo)
    print(f"# how {args.kosumi_name} judged its games in {args.run_dir}, against GNU Go")
    print(f"# scripts/evaluation-trace.sh --playouts {args.playouts} --every {args.every} "
          f"--from {args.first} --delusion {args.delusion:g}")
    print("# record\tmove\tcolour\tgame\twin rate\tKosumi\tGNU Go\tgap")
    rows = []
    for record in records(args.run_dir, args.kosumi_name, "evaluation-trace"):
        if record.won is None:
            continue
        own = [index + 1 for index, (mover, _) in enumerate(record.moves)
               if mover == record.colour and index + 1 >= args.first]
        for number in own[::args.every]:
            kosumi.ask(f"loadsgf {record.path} {number}")
            view = kosumi_view(kosumi, record.colour)
            if view is None:
                continue
            gnugo.ask(f"loadsgf {record.path} {number}")
            row = {"move": number, "outcome": "won" if record.won else "lost",
                   "winrate": view[0], "kosumi": view[1],
                   "gnugo": gnugo_margin(gnugo, record.colour)}
            rows.append(row)
            print(f"{record.path.name}\t{number}\t{record.colour}\t{row['outcome']}\t"
                  f"{row['winrate']:.3f}\t{row['kosumi']:+.1f}\t{row['gnugo']:+.1f}\t"
                  f"{row['kosumi'] - row['gnugo']:+.1f}", flush=True)
    kosumi.close()
    gnugo.close()
    if not rows:
        sys.exit("evaluation-trace: no position to judge")
    print()
    print(summary(rows, args.delusion))


if __name__ == "__main__":
    try:
        main()
    except GtpError as error:
        sys.exit(f"evaluation-trace: {error}")
