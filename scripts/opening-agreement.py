#!/usr/bin/env python3
"""How often Kosumi's search plays the strong players' move in the opening.

For the first GAMES 19x19 games of a collection (one game a line, as the
corpus keeps them), the positions before moves 5, 9, 13, 17 and 21 are set
up in one `kosumi gtp` (seeded, one thread, PLAYOUTS playouts a move) and
the move it generates is compared with the move the game played. The
engine's options after `--` are the ones compared: run it once with the
defaults and once with `--no-opening-prior` to see what the opening table
changes. It measures how closely the search follows the players, not
strength: that takes matches.

  scripts/opening-agreement.py [--kosumi PATH] [--games N] [--playouts N] GAMES.sgf [-- OPTIONS...]

Prints one line: the options, then the agreements at each move number and
in all.
"""

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "lib"))
from gtp_engine import KOSUMI_BUILD, Engine, GtpError, sgf_to_gtp  # noqa: E402

MOVE_NUMBERS = (5, 9, 13, 17, 21)


def read_games(path, count):
    games = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            if "SZ[19]" not in line:
                continue
            moves = re.findall(r";([BW])\[([a-s]{2})\]", line)
            if len(moves) >= max(MOVE_NUMBERS):
                games.append(moves)
            if len(games) == count:
                break
    return games


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kosumi", default=KOSUMI_BUILD)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--playouts", type=int, default=1000)
    parser.add_argument("collection")
    parser.add_argument("options", nargs="*")
    args = parser.parse_args()

    games = read_games(args.collection, args.games)
    engine = Engine([args.kosumi, "gtp", "--playouts", str(args.playouts), "--threads", "1",
                     "--seed", "1", "--quiet"] + args.options)
    agreed = {n: 0 for n in MOVE_NUMBERS}
    for moves in games:
        for n in MOVE_NUMBERS:
            engine.ask("clear_board")
            for colour, point in moves[:n - 1]:
                engine.ask(f"play {colour} {sgf_to_gtp(point, 19)}")
            colour, point = moves[n - 1]
            agreed[n] += engine.ask(f"genmove {colour}").upper() == sgf_to_gtp(point, 19)
    engine.close()
    by_move = ", ".join(f"move {n}: {agreed[n]}/{len(games)}" for n in MOVE_NUMBERS)
    print(f"{' '.join(args.options) or '(defaults)'}: {by_move}; "
          f"all {sum(agreed.values())}/{len(games) * len(MOVE_NUMBERS)}")


if __name__ == "__main__":
    try:
        main()
    except GtpError as error:
        sys.exit(f"opening-agreement: {error}")
