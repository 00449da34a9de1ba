"""How many next-move problems Kosumi's search solves, at fixed playouts.

Each problem (one a line: `SIZE KOMI COLOUR ANSWERS | MOVES | SOURCE`, as
scripts/problems-from-losses.sh writes them; `#` starts a comment) is set
up in `kosumi gtp` and searched once with each seed from 1 to SEEDS, on one
thread and without the opening book; a search solves it when the move it
plays is one of the answers.
The engine's options after `--` are the ones compared: run it once with
the defaults and once with a change (`-- --param heavy.three_liberty=0.9`).
The problems come from positions the engine got wrong, so a suite measures
whether a change fixes that kind of mistake, not strength: that takes
matches.

  scripts/problem-suite.sh [--kosumi PATH] [--playouts N] [--seeds N]
      [--verbose] PROBLEMS.txt... [-- OPTIONS...]

Prints the options, then the searches solved of all, and with --verbose
each problem's count.
"""

import argparse
import sys
from dataclasses import dataclass, field

from gtp_engine import KOSUMI_BUILD, Engine, GtpError


@dataclass
class Problem:
    size: int
    komi: str
    colour: str
    answers: set
    history: list
    source: str
    solved: int = field(default=0)


def read_problems(path):
    problems = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                head, moves, source = (part.strip() for part in line.split("|", 2))
                size, komi, colour, answers = head.split()
                history = [tuple(move.split(":")) for move in moves.split()]
                problems.append(Problem(int(size), komi, colour, set(answers.split(",")),
                                        history, source))
            except ValueError:
                sys.exit(f"problem-suite: {path}:{number}: not SIZE KOMI COLOUR ANSWERS | "
                         "MOVES | SOURCE")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kosumi", default=KOSUMI_BUILD)
    parser.add_argument("--playouts", type=int, default=3000)
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("problems", nargs="+")
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:split])
    args.options = argv[split + 1:]

    problems = [problem for path in args.problems for problem in read_problems(path)]
    for seed in range(1, args.seeds + 1):
        engine = Engine([args.kosumi, "gtp", "--quiet", "--no-resign", "--no-book",
                         "--threads", "1", "--seed", str(seed),
                         "--playouts", str(args.playouts)] + args.options)
        for problem in problems:
            engine.ask(f"boardsize {problem.size}")
            engine.ask("clear_board")
            engine.ask(f"komi {problem.komi}")
            for mover, point in problem.history:
                engine.ask(f"play {mover} {point}")
            problem.solved += engine.ask(f"genmove {problem.colour}").upper() in problem.answers
        engine.close()
    solved_all = sum(problem.solved for problem in problems)
    print(f"{' '.join(args.options) or '(defaults)'}: solved {solved_all} of "
          f"{len(problems) * args.seeds} searches ({len(problems)} problems x {args.seeds} "
          f"seeds, {args.playouts} playouts)")
    if args.verbose:
        for problem in problems:
            print(f"  {problem.solved}/{args.seeds}  {problem.source}")


if __name__ == "__main__":
    try:
        main()
    except GtpError as error:
        sys.exit(f"problem-suite: {error}")
