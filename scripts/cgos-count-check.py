#!/usr/bin/env python3
"""CGOS-style games: does the board as it stands count as Kosumi counts?

    scripts/cgos-count-check.py [--games-9 N] [--games-19 N] [--workers W]
                                [--seed S] [--kosumi PATH]
                                [--playouts-9 N] [--playouts-19 N]

Kosumi, with its default options (only the board size, playouts, one
thread, a seed, --quiet and --no-resign given), plays GNU Go at level 1 the
way CGOS pairs them: when Kosumi passes the opponent passes too and the game
is over, and the final board is counted as it stands, every stone on it
alive, by Tromp-Taylor area counting with komi 7.5. The board is GNU Go's
(its list_stones), the count this script's own, so neither side of the
comparison is Kosumi's code. Kosumi's count is its final_score.

N games on each size (by default 14 on 9x9 and 6 on 19x19, where a game
takes minutes), Kosumi as Black and as White in turn (by default 1000
playouts a move on 9x9, where Kosumi then wins some games against GNU Go,
and 500 on 19x19, to keep them short), seeds from S, W games at once
(default 1; each game's engines run on one thread).
A game agrees when no opponent stone that Kosumi holds dead is left on the
board and the board's count equals Kosumi's once Kosumi's own stones that
it holds dead are taken off. GNU Go passes with those on the board, and as
they stand they count for Kosumi, so the board as it stands then gives
Kosumi more than its own count, never less. One line per game, then the
totals: the games that agree, those whose winner on the board as it stands
is Kosumi's, those where the count as it stands went against Kosumi's own,
and those that ended with opponent dead stones on the board. A game GNU Go
resigns has no count and is left out. Exits 1 unless every counted game
agrees.
"""

import argparse
import concurrent.futures
import os
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "lib"))
from gtp_engine import KOSUMI_BUILD, Engine  # noqa: E402

KOMI = 7.5
LETTERS = "ABCDEFGHJKLMNOPQRST"


def point(vertex, size):
    return LETTERS.index(vertex[0].upper()), size - int(vertex[1:])


def tromp_taylor(black, white, size):
    """Area count of the board as it stands: Black's lead minus komi."""
    colour = {}
    for v in black:
        colour[point(v, size)] = "b"
    for v in white:
        colour[point(v, size)] = "w"
    score = {"b": len(black), "w": len(white)}
    seen = set()
    for x in range(size):
        for y in range(size):
            if (x, y) in colour or (x, y) in seen:
                continue
            region, borders, todo = 0, set(), [(x, y)]
            seen.add((x, y))
            while todo:
                px, py = todo.pop()
                region += 1
                for q in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                    if not (0 <= q[0] < size and 0 <= q[1] < size):
                        continue
                    if q in colour:
                        borders.add(colour[q])
                    elif q not in seen:
                        seen.add(q)
                        todo.append(q)
            if len(borders) == 1:
                score[borders.pop()] += region
    return score["b"] - score["w"] - KOMI


def result(lead):
    return "0" if lead == 0 else ("B+" if lead > 0 else "W+") + f"{abs(lead):g}"


def play(kosumi_path, gnugo_path, size, playouts, kosumi_colour, seed):
    kosumi = Engine([kosumi_path, "gtp", "--size", str(size), "--playouts", str(playouts),
                     "--threads", "1", "--seed", str(seed), "--quiet", "--no-resign"],
                    stderr=None)
    gnugo = Engine([gnugo_path, "--mode", "gtp", "--level", "1", "--chinese-rules",
                    "--seed", str(seed)], stderr=None)
    for engine in (kosumi, gnugo):
        engine.ask(f"boardsize {size}")
        engine.ask("clear_board")
        engine.ask(f"komi {KOMI}")
    other = "white" if kosumi_colour == "black" else "black"
    to_move, moves = "black", 0
    while moves < 3 * size * size:
        if to_move == kosumi_colour:
            move = kosumi.ask(f"genmove {kosumi_colour}")
            moves += 1
            if move.lower() == "pass":
                gnugo.ask(f"play {kosumi_colour} pass")
                kosumi.ask(f"play {other} pass")
                break
            gnugo.ask(f"play {kosumi_colour} {move}")
        else:
            move = gnugo.ask(f"genmove {other}")
            moves += 1
            if move.lower() == "resign":
                kosumi.close()
                gnugo.close()
                return moves, None, None, None, []
            kosumi.ask(f"play {other} {move}")
        to_move = other if to_move == kosumi_colour else kosumi_colour
    board = {c: " ".join(gnugo.ask_lines(f"list_stones {c}")).split() for c in ("black", "white")}
    kosumi_count = kosumi.ask("final_score")
    dead = set(" ".join(kosumi.ask_lines("final_status_list dead")).split())
    left_dead = sorted(dead & set(board[other]))
    as_it_stands = tromp_taylor(board["black"], board["white"], size)
    mine_taken_off = {c: [v for v in board[c] if c == other or v not in dead] for c in board}
    own_dead_off = tromp_taylor(mine_taken_off["black"], mine_taken_off["white"], size)
    kosumi.close()
    gnugo.close()
    return moves, kosumi_count, as_it_stands, result(own_dead_off), left_dead


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games-9", type=int, default=14)
    parser.add_argument("--games-19", type=int, default=6)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--kosumi", default=KOSUMI_BUILD)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts-9", type=int, default=1000)
    parser.add_argument("--playouts-19", type=int, default=500)
    args = parser.parse_args()
    gnugo = shutil.which("gnugo") or shutil.which("gnugo", path="/usr/games")
    if not gnugo:
        sys.exit(f"{sys.argv[0]}: GNU Go is missing (scripts/install-deps.sh installs it)")
    if not os.access(args.kosumi, os.X_OK):
        sys.exit(f"{sys.argv[0]}: no {args.kosumi}; build first")
    # The long games first, so that they do not keep the last worker busy alone.
    games = [(19, args.playouts_19, ("black", "white")[g % 2]) for g in range(args.games_19)]
    games += [(9, args.playouts_9, ("black", "white")[g % 2]) for g in range(args.games_9)]
    seeds = [args.seed + g for g in range(len(games))]
    counted = agreed = winners = against = with_dead = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.workers) as pool:
        outcomes = pool.map(lambda game, seed: play(args.kosumi, gnugo, *game, seed), games, seeds)
        for number, ((size, _, colour), seed, outcome) in enumerate(zip(games, seeds, outcomes)):
            moves, mine, as_it_stands, own_dead_off, left_dead = outcome
            if mine is None:
                print(f"game {number + 1}: {size}x{size}, Kosumi {colour}, seed {seed}: GNU Go "
                      f"resigned after {moves} moves (no count)", flush=True)
                continue
            counted += 1
            sign = 1 if colour == "black" else -1
            # Kosumi's lead by its own count and by the board as it stands.
            own_lead = 0 if mine == "0" else float(mine[2:]) * (1 if mine[0] == "B" else -1) * sign
            board_lead = as_it_stands * sign
            agrees = own_dead_off == mine and not left_dead
            agreed += agrees
            winners += (board_lead > 0) == (own_lead > 0) and (board_lead < 0) == (own_lead < 0)
            against += board_lead < own_lead
            with_dead += bool(left_dead)
            print(f"game {number + 1}: {size}x{size}, Kosumi {colour}, seed {seed}, {moves} moves: "
                  f"Kosumi counts {mine}; the board {own_dead_off} with Kosumi's dead stones off, "
                  f"{result(as_it_stands)} as it stands{'' if agrees else ' (DISAGREE)'}"
                  f"{'; opponent dead stones left: ' + ' '.join(left_dead) if left_dead else ''}",
                  flush=True)
    print(f"{agreed} of {counted} counted games (of {len(games)}) agree; the same winner on the "
          f"board as it stands in {winners}; the board as it stands against Kosumi's count in "
          f"{against}; opponent stones Kosumi holds dead left on the board in {with_dead}")
    return 0 if agreed == counted else 1


if __name__ == "__main__":
    sys.exit(main())
