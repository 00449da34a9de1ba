"""Where the count of Kosumi's playouts went wrong, set against how the games ended.

In every even game of RUN_DIR/sgf/ that the engine named KOSUMI_NAME (the
start of its PB or PW) played and that was counted to the end (its result a
margin, not a resignation), Kosumi searches its own move BEFORE moves before
the end (or the next of its moves) at PLAYOUTS playouts, one thread, seeded,
and says who owned each point at the end of its playouts
(`kata-genmove_analyze ... ownership true`). GNU Go 3.8 (level 10, the
match's referee) says who owned each point at the end of the game, from its
statuses of the final position. A string of the searched position lived
when all its stones are on the final board and none is dead there; it died
otherwise.

The margin Kosumi's playouts expected (the sum of their ownership, komi
counted) less the game's final margin is the gap, both Kosumi's: points
ahead (positive) or behind. It is the sum over the points of the playouts'
ownership less the final owner, and is split by the kind of point it lies
on: Kosumi's stones that lived and those that died, the opponent's alike,
and the empty points by who owned them at the end (Kosumi, the opponent or
neither). One line a game (tab-separated: the record, the move, `game`, the
expected and final margins, the gap and its seven parts); before
it one line a string carrying LISTED points of the gap or more (the record,
the move, whose string, its stones, one of its points, the share of the
playouts in which it lived, its fate, its part of the gap). Then the means
over the games.

The game went on for BEFORE moves after the position, so a string can also
have died by a later mistake; the fate is the game's, not a reading's.

  scripts/misjudged-groups.sh [--kosumi PATH] [--gnugo PATH] [--playouts N]
      [--before N] [--games N] RUN_DIR KOSUMI_NAME [-- KOSUMI_OPTIONS...] > GROUPS.txt

--games N studies the folder's first N games of Kosumi's only (all: 0), so
that a run of a series still going on can be repeated.

Options after `--` go to Kosumi's search (e.g. `--playout light`), so that
playouts of another kind can be set against the same games.
"""

import itertools
import re
import statistics
import sys

from gtp_engine import COLUMNS, GtpError, refereeing_gnugo, studying_kosumi
from match_records import records, study_parser

# The gap a string must carry to be listed, in points.
LISTED = 5
# The parts of a position's points the gap is split into.
# The empty points' parts, by their owner at the end from Kosumi's side
# (+1 Kosumi, -1 the opponent, 0 neither).
EMPTY_PARTS = {1: "empty, Kosumi's at the end", -1: "empty, opponent's at the end",
               0: "empty, neither's at the end"}
PARTS = ("Kosumi's stones that lived", "Kosumi's stones that died",
         "opponent's stones that lived", "opponent's stones that died", *EMPTY_PARTS.values())


def points_of(answer):
    return set(answer.split())


def final_owners(gnugo, record):
    """Black's ownership (+1, -1 or 0) of each point at the game's end, by
    GNU Go's statuses, and the points of the stones that lived there."""
    gnugo.ask(f"loadsgf {record.path}")
    black = points_of(gnugo.ask("list_stones black"))
    white = points_of(gnugo.ask("list_stones white"))
    dead = points_of(" ".join(gnugo.ask_lines("final_status_list dead")))
    owners = {}
    for point in gnugo.ask_lines("final_status_list black_territory"):
        owners.update({p: 1 for p in point.split()})
    for point in gnugo.ask_lines("final_status_list white_territory"):
        owners.update({p: -1 for p in point.split()})
    owners.update({p: (-1 if p in dead else 1) for p in black})
    owners.update({p: (1 if p in dead else -1) for p in white})
    lived = {p: "B" for p in black - dead}
    lived.update({p: "W" for p in white - dead})
    return owners, lived


def ownership(kosumi, colour, size):
    """Black's share of each point by Kosumi's playouts, +1 to -1."""
    lines = kosumi.ask_lines(f"kata-genmove_analyze {colour} ownership true")
    found = [line for line in lines if " ownership " in line]
    if not found:
        raise GtpError("kosumi: an analysis without ownership")
    values = [float(v) for v in found[-1].split(" ownership ")[1].split()[:size * size]]
    sign = 1 if colour == "B" else -1
    return {f"{COLUMNS[i % size]}{size - i // size}": sign * v for i, v in enumerate(values)}


def neighbours(point, size):
    column, row = COLUMNS.index(point[0]), int(point[1:])
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= column + dc < size and 1 <= row + dr <= size:
            yield f"{COLUMNS[column + dc]}{row + dr}"


def strings(stones, size):
    """The strings of a colour's stones, each a sorted list of points."""
    seen = set()
    for start in sorted(stones):
        if start in seen:
            continue
        found = [start]
        seen.add(start)
        for point in found:
            for other in neighbours(point, size):
                if other in stones and other not in seen:
                    seen.add(other)
                    found.append(other)
        yield sorted(found)


def searched_move(record, before):
    """The number of Kosumi's move BEFORE moves before the end, or of its
    next move; None when it has none from there."""
    first = max(1, len(record.moves) - before)
    for number in range(first, len(record.moves) + 1):
        if record.moves[number - 1][0] == record.colour:
            return number
    return None


def final_margin(record):
    """The game's margin for Black, from its counted result."""
    if record.result in ("0", "Draw"):
        return 0.0
    margin = float(record.result[2:])
    return margin if record.result[0] == "B" else -margin


def study(record, number, kosumi, gnugo):
    """One game's strings that carry LISTED points of the gap or more, and
    its gap split by the kind of point, all Kosumi's."""
    size, komi = record.size, float(record.komi)
    sign = 1 if record.colour == "B" else -1
    owners, lived = final_owners(gnugo, record)
    kosumi.ask(f"loadsgf {record.path} {number}")
    # The stones before the analysis, which plays its move.
    stones = {colour: points_of(kosumi.ask(f"list_stones {name}"))
              for colour, name in (("B", "black"), ("W", "white"))}
    owned = ownership(kosumi, record.colour, size)
    gap_at = {p: sign * (owned[p] - owners.get(p, 0)) for p in owned}
    listed = []
    parts = dict.fromkeys(PARTS, 0.0)
    for colour, side in (("B", 1), ("W", -1)):
        whose = "Kosumi's" if colour == record.colour else "opponent's"
        for string in strings(stones[colour], size):
            fate = all(lived.get(p) == colour for p in string)
            gap = sum(gap_at[p] for p in string)
            parts[f"{whose} stones that {'lived' if fate else 'died'}"] += gap
            if abs(gap) >= LISTED:
                share = statistics.fmean((1 + side * owned[p]) / 2 for p in string)
                listed.append({"whose": whose, "string": string, "share": share,
                               "lived": fate, "gap": gap})
    for p in owned:
        if p not in stones["B"] and p not in stones["W"]:
            parts[EMPTY_PARTS[sign * owners.get(p, 0)]] += gap_at[p]
    expected = sign * (sum(owned.values()) - komi)
    final = sign * final_margin(record)
    return listed, {"expected": expected, "final": final, "gap": expected - final, **parts}


def summary(games):
    lines = [f"games {len(games)}; Kosumi's margin, mean over the games: "
             f"expected {statistics.fmean(g['expected'] for g in games):+.1f}, "
             f"final {statistics.fmean(g['final'] for g in games):+.1f}, "
             f"gap {statistics.fmean(g['gap'] for g in games):+.1f} "
             f"(sd {statistics.pstdev(g['gap'] for g in games):.1f}), of which on"]
    for part in PARTS:
        lines.append(f"  {part:<34} {statistics.fmean(g[part] for g in games):+6.1f}")
    return "\n".join(lines)


def main():
    parser = study_parser(__doc__.split("\n\n")[0], playouts=10000)
    parser.add_argument("--before", type=int, default=40)
    parser.add_argument("--games", type=int, default=0)
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:split])
    options = argv[split + 1:]
    if args.before < 0 or args.playouts < 1 or args.games < 0:
        sys.exit("misjudged-groups: --before and --games are at least 0, --playouts at least 1")

    kosumi = studying_kosumi(args.kosumi, args.playouts, options)
    gnugo = refereeing_gnugo(args.gnugo)
    print(f"# where the count of {args.kosumi_name}'s playouts went wrong in {args.run_dir}")
    passed_on = " -- " + " ".join(options) if options else ""
    games_option = f" --games {args.games}" if args.games else ""
    print(f"# scripts/misjudged-groups.sh --playouts {args.playouts} --before {args.before}"
          f"{games_option}{passed_on}")
    print("# string lines: record\tmove\twhose\tstones\tpoint\tshare living\tfate\tgap")
    print("# game lines: record\tmove\tgame\texpected\tfinal\tgap\tits parts: " + "\t".join(PARTS))
    games = []
    found = records(args.run_dir, args.kosumi_name, "misjudged-groups")
    for record in itertools.islice(found, args.games or None):
        # The final margin of a handicap game counts the compensation too.
        if record.handicap or not re.fullmatch(r"[BW]\+[\d.]+|0|Draw", record.result):
            continue
        number = searched_move(record, args.before)
        if number is None:
            continue
        listed, game = study(record, number, kosumi, gnugo)
        for m in sorted(listed, key=lambda m: -abs(m["gap"])):
            print(f"{record.path.name}\t{number}\t{m['whose']}\t{len(m['string'])}\t{m['string'][0]}\t"
                  f"{m['share']:.2f}\t{'lived' if m['lived'] else 'died'}\t{m['gap']:+.1f}")
        print(f"{record.path.name}\t{number}\tgame\t{game['expected']:+.1f}\t{game['final']:+.1f}\t"
              f"{game['gap']:+.1f}\t" + "\t".join(f"{game[part]:+.1f}" for part in PARTS), flush=True)
        games.append(game)
    kosumi.close()
    gnugo.close()
    if not games:
        sys.exit("misjudged-groups: no game counted to the end")
    print()
    print(summary(games))


if __name__ == "__main__":
    try:
        main()
    except GtpError as error:
        sys.exit(f"misjudged-groups: {error}")
