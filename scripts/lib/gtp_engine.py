"""A GTP engine in a subprocess, for the measuring scripts written in Python."""

import subprocess
import sys

COLUMNS = "ABCDEFGHJKLMNOPQRST"


def sgf_to_gtp(sgf_point, size):
    """The GTP name of an SGF point ('' or 'tt' on a small board is a pass)."""
    if not sgf_point or (size <= 19 and sgf_point == "tt"):
        return "pass"
    x = ord(sgf_point[0]) - ord("a")
    y = ord(sgf_point[1]) - ord("a")
    return f"{COLUMNS[x]}{size - y}"


class Engine:
    def __init__(self, command, name="engine"):
        self.name = name
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True)

    def ask_lines(self, command):
        """The answer's lines, the '=' taken off the first; exits on '?'."""
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit(f"{self.name}: the engine stopped at '{command}'")
            if line.strip():
                lines.append(line.strip())
            elif lines:
                break
        if not lines[0].startswith("="):
            sys.exit(f"{self.name}: '{command}': {lines[0]}")
        lines[0] = lines[0][1:].strip()
        return lines

    def ask(self, command):
        return self.ask_lines(command)[0]

    def close(self):
        self.ask("quit")
        self.process.wait()
