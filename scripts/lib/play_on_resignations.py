"""Were the games Kosumi resigned lost? Each game of a match's folder that
the engine resigned is played on from the position where it resigned,
against the same opponent with the same settings, by the same engine told
never to resign; the referee counts the end. A game it then wins is one its
resignation gave away. The lost games are split by the engine's colour,
since `kosumi match` plays each opening with the engines in the seats it
is given: one match for the games it played as Black, one for White.

Reads RUN_DIR/result.json (the engines' commands and the game's settings,
as `kosumi match --json` writes them) and RUN_DIR/sgf/. Writes to OUT_DIR
one folder a colour, as-B/ and as-W/ (the match's sgf/, table.txt and
result.json), and summary.txt, which it also prints. Run again on the
same OUT_DIR, it goes on where it was stopped. Handicap games are left
out: a match's openings hold moves only."""

import argparse
import json
import shlex
import subprocess
import sys
from pathlib import Path

from gtp_engine import KOSUMI_BUILD
from match_records import records

SCRIPT = "play-on-resignations"


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kosumi", help="the binary: RUN_DIR/kosumi where there is one, "
                        "else the build's")
    parser.add_argument("--parallel", type=int, default=1)
    parser.add_argument("--move-timeout", type=int, default=180)
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("kosumi_name")
    parser.add_argument("out_dir", type=Path)
    args = parser.parse_args()
    if args.kosumi is None:
        kept = args.run_dir / "kosumi"
        args.kosumi = str(kept) if kept.is_file() else KOSUMI_BUILD
    if args.parallel < 1:
        sys.exit(f"{SCRIPT}: --parallel must be 1 or more")
    return args


def match_settings(run_dir, name):
    """Kosumi's arguments (its command less the program), the opponent's
    command and the settings of the match in RUN_DIR/result.json."""
    path = run_dir / "result.json"
    try:
        result = json.loads(path.read_text(encoding="utf-8"))
        engines = result["engines"]
        settings = result["settings"]
    except (OSError, ValueError, KeyError) as error:
        sys.exit(f"{SCRIPT}: {path}: not a match's results ({error})")
    ours = [e for e in engines if e["name"].startswith(name)]
    theirs = [e for e in engines if not e["name"].startswith(name)]
    if len(ours) != 1 or len(theirs) != 1:
        sys.exit(f"{SCRIPT}: {path}: no match between {name} and another engine")
    if settings.get("time"):
        sys.exit(f"{SCRIPT}: {path}: a match on the clock; the engines' time left "
                 "at the resignation is not in the records")
    return shlex.split(ours[0]["command"])[1:], shlex.split(theirs[0]["command"]), settings


def resigned_games(run_dir, name):
    """The records, by Kosumi's colour, of the games it lost by resigning."""
    by_colour = {"B": [], "W": []}
    left_out = 0
    for record in records(run_dir, name, SCRIPT):
        if record.won is not False or not record.result.endswith("+R"):
            continue
        if record.handicap:
            left_out += 1
        else:
            by_colour[record.colour].append(record)
    return by_colour, left_out


def play_on(args, colour, games, kosumi_args, opponent, settings):
    """One match from the positions of `games`, Kosumi in the `colour` seat;
    returns the new records' results, by the position they started from."""
    out = args.out_dir / f"as-{colour}"
    out.mkdir(parents=True, exist_ok=True)
    kosumi = shlex.join([args.kosumi, *kosumi_args, "--no-resign"])
    referee = shlex.join(opponent)
    black, white = (kosumi, referee) if colour == "B" else (referee, kosumi)
    command = [args.kosumi, "match", "--black", black, "--white", white,
               "--games", str(len(games)), "--size", str(settings["size"]),
               "--komi", str(settings["komi"]), "--rules", settings["rules"],
               "--referee", referee, "--parallel", str(args.parallel),
               "--move-timeout", str(args.move_timeout),
               "--sgf-dir", str(out / "sgf"), "--resume", "--json", str(out / "result.json"),
               "--openings", *[str(r.path) for r in games]]
    with open(out / "table.txt", "w", encoding="utf-8") as table:
        if subprocess.run(command, stdout=table, check=False).returncode != 0:
            sys.exit(f"{SCRIPT}: the match for Kosumi as {colour} failed: {shlex.join(command)}")
    # The match shuffles its openings: each new record is matched to the
    # position whose moves begin it.
    outcome = {}
    for new in records(out, args.kosumi_name, SCRIPT):
        start = next((r for r in games if new.moves[:len(r.moves)] == r.moves), None)
        if start is None:
            sys.exit(f"{SCRIPT}: {new.path} starts from none of the positions: "
                     "OUT_DIR holds another run's games")
        outcome[start.path.name] = (new.path.name, new.result, new.won)
    return outcome


def main():
    args = parse_arguments()
    kosumi_args, opponent, settings = match_settings(args.run_dir, args.kosumi_name)
    by_colour, left_out = resigned_games(args.run_dir, args.kosumi_name)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    lines = [f"# the games {args.kosumi_name} resigned in {args.run_dir}, played on never resigning",
             f"# {args.kosumi} {shlex.join(kosumi_args)} --no-resign",
             "# position\tmoves\tplayed on\tresult\tturned"]
    turned = {"B": 0, "W": 0}
    for colour, games in by_colour.items():
        if not games:
            continue
        outcome = play_on(args, colour, games, kosumi_args, opponent, settings)
        for record in games:
            new_name, result, won = outcome.get(record.path.name, ("-", "not played", None))
            turned[colour] += won is True
            lines.append(f"{record.path.name}\t{len(record.moves)}\t{new_name}\t{result}\t"
                         f"{'yes' if won else 'no'}")
    total = sum(len(g) for g in by_colour.values())
    lines.append("")
    lines.append(f"resigned {total}: won on playing on {sum(turned.values())} "
                 f"(as Black {turned['B']} of {len(by_colour['B'])}, "
                 f"as White {turned['W']} of {len(by_colour['W'])})"
                 + (f"; {left_out} handicap games left out" if left_out else ""))
    text = "\n".join(lines) + "\n"
    (args.out_dir / "summary.txt").write_text(text, encoding="utf-8")
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
