"""A GTP engine in a subprocess, for the measuring scripts written in Python."""

import os
import subprocess
from pathlib import Path

COLUMNS = "ABCDEFGHJKLMNOPQRST"
# The binary `make` builds, every script's default --kosumi.
KOSUMI_BUILD = str(Path(__file__).resolve().parents[2] / "build/release/kosumi")


class GtpError(RuntimeError):
    """An engine that answered '?' or ended."""


def sgf_to_gtp(sgf_point, size):
    """The GTP name of an SGF point ('' or 'tt' on a small board is a pass)."""
    if not sgf_point or (size <= 19 and sgf_point == "tt"):
        return "pass"
    x = ord(sgf_point[0]) - ord("a")
    y = ord(sgf_point[1]) - ord("a")
    return f"{COLUMNS[x]}{size - y}"


class Engine:
    """One command, one answer; the engine's stderr is dropped unless given."""

    def __init__(self, command, stderr=subprocess.DEVNULL):
        self.name = os.path.basename(command[0])
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, text=True)

    def ask_lines(self, command):
        """The answer's lines, the '=' taken off the first."""
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise GtpError(f"{self.name} ended on '{command}'")
            if line.strip():
                lines.append(line.strip())
            elif lines:
                break
        if not lines[0].startswith("="):
            raise GtpError(f"{self.name}: '{command}' -> {' '.join(lines)}")
        lines[0] = lines[0][1:].strip()
        return lines

    def ask(self, command):
        """The answer's first line."""
        return self.ask_lines(command)[0]

    def close(self):
        try:
            self.ask("quit")
        except (GtpError, BrokenPipeError):
            pass
        self.process.wait(timeout=30)


def studying_kosumi(path, playouts, options=()):
    """Kosumi as the scripts that study games search with it: one thread,
    seeded, never resigning, `playouts` a search, and `options` besides."""
    return Engine([path, "gtp", "--quiet", "--no-resign", "--threads", "1", "--seed", "7",
                   "--playouts", str(playouts), *options])


def refereeing_gnugo(path):
    """GNU Go as the matches' referee: level 10, Chinese rules."""
    return Engine([path, "--mode", "gtp", "--level", "10", "--chinese-rules"])
