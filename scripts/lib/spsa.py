#!/usr/bin/env python3
"""Several search parameters tuned together by SPSA (simultaneous
perturbation stochastic approximation, Spall 1992), driven by scripts/spsa.sh.

Each iteration perturbs every parameter at once by +c or -c (the signs drawn
at random), plays a short match of the plus side against the minus side with
colours alternating, and moves every parameter towards the side that won:
theta_i += a_k * c_k,i * sign_i * (score_plus - score_minus) / 2, where
score is the share of the games won, a_k = LR * ((A + 1) / (A + k + 1))^0.602
and c_k = c * (1 / (k + 1))^0.101 (Spall's exponents; A is a tenth of the
iterations). A game pair costs the same whatever the number of parameters,
which is what makes SPSA fit many parameters and many cores.

The state is OUT_DIR/spsa.tsv, one line an iteration; the signs of iteration
k come from a generator seeded with k, so that a run interrupted and started
again with the same arguments goes on exactly where it stopped.
"""

import argparse
import json
import random
import re
import subprocess
import sys
from pathlib import Path


class Parameter:
    def __init__(self, name, start, step, low, high):
        self.name = name
        self.start = start
        self.step = step
        self.low = low
        self.high = high

    def clamp(self, value):
        return min(self.high, max(self.low, value))


def engine_parameters(engine):
    """Every search parameter as `kosumi params` lists it: value and range."""
    listing = subprocess.run([engine, "params"], check=True, capture_output=True, text=True)
    found = {}
    for line in listing.stdout.splitlines():
        match = re.match(r"(\S+)\s+(\S+)\s+\[(\S+), (\S+)\]", line)
        if match:
            name, value, low, high = match.groups()
            found[name] = (float(value), float(low), float(high))
    return found


def parse_parameters(specs, engine):
    """NAME[=START]/STEP per parameter; START defaults to the engine's value."""
    known = engine_parameters(engine)
    parameters = []
    for spec in specs:
        match = re.fullmatch(r"([a-z_.0-9]+)(?:=([^/]+))?/(.+)", spec)
        if not match:
            sys.exit(f"spsa: '{spec}' is not NAME[=START]/STEP")
        name, start_text, step_text = match.groups()
        if name not in known:
            sys.exit(f"spsa: '{name}' is no search parameter (kosumi params lists them)")
        default, low, high = known[name]
        try:
            start = float(start_text) if start_text is not None else default
            step = float(step_text)
        except ValueError:
            sys.exit(f"spsa: '{spec}': START and STEP must be numbers")
        if step <= 0 or not low <= start <= high:
            sys.exit(f"spsa: '{spec}': STEP must be positive and START within [{low:g}, {high:g}]")
        parameters.append(Parameter(name, start, step, low, high))
    return parameters


def read_state(path, parameters):
    """The iterations already played and the parameters after the last."""
    theta = [p.start for p in parameters]
    done = 0
    if path.exists():
        lines = path.read_text().splitlines()
        header = lines[0].split("\t")
        if header[3:] != [p.name for p in parameters]:
            sys.exit(f"spsa: {path} tunes {header[3:]}, not these parameters")
        for line in lines[1:]:
            fields = line.split("\t")
            done = int(fields[0])
            theta = [float(value) for value in fields[3:]]
    else:
        path.write_text("\t".join(["iteration", "plus_score", "minus_score"] +
                                  [p.name for p in parameters]) + "\n")
    return done, theta


def settings(parameters, values):
    words = []
    for parameter, value in zip(parameters, values):
        words += ["--param", f"{parameter.name}={value:.6g}"]
    return " ".join(words)


def scores(result_path):
    """The plus side's and the minus side's share of the games (draws half)."""
    result = json.loads(result_path.read_text())
    plus, minus = result["engines"]
    games = result["games"]
    return ((plus["wins"] + plus["draws"] / 2) / games,
            (minus["wins"] + minus["draws"] / 2) / games)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True)
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--parallel", type=int, default=1)
    parser.add_argument("--learning-rate", type=float, default=0.2)
    parser.add_argument("--gtp-options", default="")
    parser.add_argument("--match-options", default="")
    parser.add_argument("parameters", nargs="+")
    args = parser.parse_args()
    if args.games < 2 or args.games % 2:
        sys.exit("spsa: GAMES must be even (each side plays Black as often as White)")

    parameters = parse_parameters(args.parameters, args.engine)
    state = args.out / "spsa.tsv"
    done, theta = read_state(state, parameters)
    stability = args.iterations / 10
    for k in range(done, args.iterations):
        a_k = args.learning_rate * ((stability + 1) / (stability + k + 1)) ** 0.602
        c_scale = (1 / (k + 1)) ** 0.101
        generator = random.Random(k)
        signs = [generator.choice((-1, 1)) for _ in parameters]
        steps = [p.step * c_scale for p in parameters]
        plus = [p.clamp(t + s * c) for p, t, s, c in zip(parameters, theta, signs, steps)]
        minus = [p.clamp(t - s * c) for p, t, s, c in zip(parameters, theta, signs, steps)]

        iteration = args.out / "iterations" / f"{k + 1:05d}"
        iteration.mkdir(parents=True, exist_ok=True)
        command = f"{args.engine} gtp {args.gtp_options}"
        with (iteration / "match.log").open("a") as log:
            subprocess.run(
                [args.engine, "match", "--black", f"{command} {settings(parameters, plus)}",
                 "--white", f"{command} {settings(parameters, minus)}", "--games",
                 str(args.games), "--alternate", "--parallel", str(args.parallel), "--sgf-dir",
                 str(iteration / "sgf"), "--resume", "--json", str(iteration / "result.json")]
                + args.match_options.split(),
                check=True, stdout=log, stderr=log)
        plus_score, minus_score = scores(iteration / "result.json")
        difference = plus_score - minus_score
        theta = [p.clamp(t + a_k * c * s * difference / 2)
                 for p, t, s, c in zip(parameters, theta, signs, steps)]
        with state.open("a") as out:
            out.write("\t".join([str(k + 1), f"{plus_score:.3f}", f"{minus_score:.3f}"] +
                                [f"{t:.6g}" for t in theta]) + "\n")
        print(f"iteration {k + 1}: plus {plus_score:.2f}, minus {minus_score:.2f}; "
              + ", ".join(f"{p.name}={t:.4g}" for p, t in zip(parameters, theta)), flush=True)
    print("tuned: " + settings(parameters, theta))


if __name__ == "__main__":
    main()
