"""The game records of a match's run folder (RUN_DIR/sgf/, as `kosumi match
--sgf-dir` writes them), for the scripts that study one engine's games."""

import argparse
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from gtp_engine import KOSUMI_BUILD


@dataclass
class Record:
    path: Path
    size: int
    komi: str
    colour: str        # the studied engine's, B or W
    result: str        # the record's RE, as written
    won: bool | None   # None where nobody won (a draw, a void game)
    handicap: bool     # the record places stones before the first move
    moves: list        # (colour, SGF point) in order


def sgf_property(text, name):
    """The value of the record's root property `name`, or ''."""
    found = re.search(rf"\b{name}\[([^]]*)\]", text)
    return found.group(1) if found else ""


def records(run_dir, name, script):
    """The records, in order, of the games that the engine `name` (the start
    of its PB or PW) played against another; `script` names the caller in
    the message that stops it at a record without board size or komi."""
    for path in sorted((Path(run_dir) / "sgf").glob("*.sgf")):
        text = path.read_text(encoding="utf-8")
        size, komi, result = sgf_property(text, "SZ"), sgf_property(text, "KM"), sgf_property(text, "RE")
        black, white = sgf_property(text, "PB"), sgf_property(text, "PW")
        if not size.isdigit() or not komi:
            sys.exit(f"{script}: {path}: no board size or komi")
        if black.startswith(name) == white.startswith(name):
            continue
        colour = "B" if black.startswith(name) else "W"
        won = result[0] == colour if result[:2] in ("B+", "W+") else None
        yield Record(path, int(size), komi, colour, result, won,
                     re.search(r"\b(AB|AW)\[", text) is not None,
                     re.findall(r";([BW])\[([a-s]{0,2})\]", text))


def study_parser(description, playouts):
    """The command line of a script that studies one engine's games in a
    match's folder with Kosumi and GNU Go: the two engines, Kosumi's
    playouts a search, the folder and the engine's name."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--kosumi", default=KOSUMI_BUILD)
    parser.add_argument("--gnugo", default=shutil.which("gnugo") or "/usr/games/gnugo")
    parser.add_argument("--playouts", type=int, default=playouts)
    parser.add_argument("run_dir", type=Path)
    parser.add_argument("kosumi_name")
    return parser
