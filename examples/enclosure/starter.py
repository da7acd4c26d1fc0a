#!/usr/bin/env python3
"""An Enclosure starter bot in plain Python (standard library only).

Protocol (docs/enclosure.md): `[START] m` is answered with `[POS] x y` (the
start vertex, x and y in 0..10, y growing downward); every round
`[STATUS] x0 y0 stat0 trappedleft0 scoredecline0 ... (four players) nTraps
(x y left)...` is answered with `[ACTION] d a`: d one of u d l r s, a the
pen (1 down, 0 keep, -1 lay a trap). Your logic goes in act().
From the repository root, with Gauntlet built in build/:
    build/bin/gauntlet match enclosure --players \
        "python3 examples/enclosure/starter.py" build/bin/enclosure-bot \
        "build/bin/enclosure-bot --level greedy" \
        "build/bin/enclosure-bot --level random"
"""
import random
import sys

STEPS = {"u": (0, -1), "d": (0, 1), "l": (-1, 0), "r": (1, 0)}


def start(me):
    """Where player `me` starts: a vertex in its own quadrant."""
    return (7 if me in (1, 2) else 3, 7 if me >= 2 else 3)


def act(me, players, traps, rng):
    """Your logic goes here: the direction and pen for this round.

    `players` holds (x, y, stat, trapped_left, score_decline) of each player
    (stat 0 pen up, 1 pen down, -1 dead); `traps` holds (x, y, left). This
    one walks at random with the pen up, staying on the board."""
    x, y = players[me][0], players[me][1]
    moves = [d for d, (dx, dy) in STEPS.items()
             if 0 <= x + dx <= 10 and 0 <= y + dy <= 10]
    return rng.choice(moves), 0


def main():
    rng = random.Random(11)
    me = 0
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "[START]":
            me = int(words[1])
            print("[POS] %d %d" % start(me), flush=True)
        elif words[0] == "[STATUS]":
            numbers = [int(w) for w in words[1:]]
            players = [tuple(numbers[5 * i:5 * i + 5]) for i in range(4)]
            rest = numbers[21:]
            traps = [tuple(rest[3 * i:3 * i + 3]) for i in range(numbers[20])]
            direction, pen = act(me, players, traps, rng)
            print("[ACTION] %s %d" % (direction, pen), flush=True)


if __name__ == "__main__":
    main()
