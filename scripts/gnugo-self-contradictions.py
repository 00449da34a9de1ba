#!/usr/bin/env python3
"""Candidates for GNU Go's self-contradictions in the agreement corpus.

For each position of the corpora given, GNU Go is started as the self-play
left it (the game's seed, rules and the level of the side that moved last),
asked final_score and final_status_list dead again, and then, for every
stone it lists dead, dragon_status and owl_attack. A stone GNU Go lists
dead while its own owl reading finds the dragon alive (dragon_status alive
and owl_attack 0) is a contradiction: GNU Go's final_status_list is wrong
there by its own reading. Each such position is printed as a candidate line
of gnugo-self-contradictions.tsv (size, kind, seed, the stones, a draft
reason); a person checks each one on the board before it goes in the list.

  scripts/gnugo-self-contradictions.py [--gnugo PATH] [--kind KIND] CORPUS.tsv...

--kind finished or stopped-early checks only the positions of that kind.

The positions whose final_score does not come out as the corpus stored it
are reported on stderr and skipped.
"""

import argparse
import re
import shutil
import subprocess
import sys
import tempfile

FIELDS = 9  # kind, preset, seed, levels, score, dead, seki, size, sgf


def gtp_session(gnugo, seed, level, preset, commands):
    rules = (["--chinese-rules", "--positional-superko"] if preset == "chinese"
             else ["--japanese-rules", "--simple-ko"])
    argv = [gnugo, "--mode", "gtp", "--seed", str(seed), "--level", str(level),
            "--never-resign"] + rules
    run = subprocess.run(argv, input="\n".join(commands) + "\nquit\n",
                         capture_output=True, text=True, check=True)
    answers = [a.strip() for a in run.stdout.split("\n\n") if a.strip()]
    if len(answers) < len(commands):
        raise RuntimeError(f"GNU Go answered {len(answers)} of {len(commands)} commands")
    return [a[1:].strip() for a in answers[:len(commands)]]


def last_level(sgf, levels):
    """The level GNU Go played at when the position was recorded."""
    black, white = (int(x) for x in levels.split("/"))
    moves = re.findall(r";([BW])\[", sgf)
    return white if black != white and moves and moves[-1] == "W" else black


def check(gnugo, fields, sgf_path):
    kind, preset, seed, levels, score, _dead, _seki, size, sgf = fields
    with open(sgf_path, "w", encoding="utf-8") as out:
        out.write(sgf)
    level = last_level(sgf, levels)
    head = gtp_session(gnugo, seed, level, preset,
                       [f"loadsgf {sgf_path}", "final_score", "final_status_list dead"])
    if head[1] != score:
        print(f"{size}x{size} {kind} seed {seed}: final_score {head[1]}, corpus {score}; skipped",
              file=sys.stderr)
        return None
    dead = head[2].split()
    if not dead:
        return None
    commands = [f"loadsgf {sgf_path}"]
    for stone in dead:
        commands += [f"dragon_status {stone}", f"owl_attack {stone}"]
    answers = gtp_session(gnugo, seed, level, preset, commands)
    alive = [stone for i, stone in enumerate(dead)
             if answers[1 + 2 * i].split()[0] == "alive" and answers[2 + 2 * i] == "0"]
    if not alive:
        return None
    reason = (f"level {level}: final_status_list dead, but dragon_status alive "
              "and owl_attack 0")
    return "\t".join([size, kind, seed, " ".join(alive), reason])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gnugo", default=shutil.which("gnugo") or "/usr/games/gnugo")
    parser.add_argument("--kind", choices=["finished", "stopped-early"])
    parser.add_argument("corpora", nargs="+")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        sgf_path = f"{work}/position.sgf"
        for corpus in args.corpora:
            with open(corpus, encoding="utf-8") as lines:
                for number, line in enumerate(lines, 1):
                    fields = line.rstrip("\n").split("\t")
                    if not line.strip() or (args.kind and fields[0] != args.kind):
                        continue
                    try:
                        if len(fields) != FIELDS:
                            raise ValueError(f"expected {FIELDS} tab-separated fields")
                        candidate = check(args.gnugo, fields, sgf_path)
                    except (ValueError, RuntimeError, subprocess.CalledProcessError) as e:
                        sys.exit(f"{corpus}:{number}: {e}")
                    if candidate:
                        print(candidate, flush=True)


if __name__ == "__main__":
    main()
