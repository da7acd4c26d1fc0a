#!/usr/bin/env python3
"""A Tetris duel starter in plain Python (standard library only): one
program for both roles, `starter.py placer` and `starter.py sequencer` (an
entrant is the two joined by '|').

Messages (docs/tetris.md), 32 lines each: the score; for the placer the
current and next piece (`CN`), for the sequencer the current piece (`n`
before the first); then the 30 visible rows, top first, '#' or '.'. The
placer answers a command line (`L2,C1,D5`: the piece then drops), the
sequencer a line whose first letter is the next piece. Your logic goes in
place() and sequence().
From the repository root, with Gauntlet built in build/:
    s="python3 examples/tetris/starter.py"
    build/bin/gauntlet match tetris --players "$s placer | $s sequencer" \
        'build/bin/tetris-placer | build/bin/tetris-sequencer'
"""
import random
import sys

PIECES = "TISZOLJ"


def read_message():
    """The 32 lines of one message, or None at the end of input."""
    lines = []
    while len(lines) < 32:
        line = sys.stdin.readline()
        if not line:
            return None
        if line.strip():
            lines.append(line.strip())
    return lines


def column_heights(rows):
    """Height of each of the 12 columns over the visible rows (top first)."""
    heights = []
    for x in range(12):
        filled = [i for i, row in enumerate(rows) if row[x] == "#"]
        heights.append(30 - filled[0] if filled else 0)
    return heights


def place(score, current, following, rows, rng):
    """Your logic goes here: the command for the current piece.

    This one turns at random and slides towards the lowest column (the
    piece spawns with its focus on column 5)."""
    heights = column_heights(rows)
    target = min(range(12), key=lambda x: (heights[x], rng.random()))
    turn = rng.choice(["", "C1,", "C2,", "A1,"])
    shift = target - 5
    if shift == 0:
        return turn + "D1"
    return turn + ("R%d" % shift if shift > 0 else "L%d" % -shift)


def sequence(score, current, rows, rng):
    """Your logic goes here: the opponent's next piece. This one is random."""
    return rng.choice(PIECES)


def main():
    role = sys.argv[1] if len(sys.argv) > 1 else ""
    if role not in ("placer", "sequencer"):
        sys.exit("usage: starter.py placer|sequencer")
    rng = random.Random(7)
    while True:
        message = read_message()
        if message is None:
            return
        score, pieces, rows = int(message[0]), message[1].replace(" ", ""), message[2:]
        if role == "placer":
            answer = place(score, pieces[0], pieces[1], rows, rng)
        else:
            answer = sequence(score, None if pieces == "n" else pieces, rows, rng)
        print(answer, flush=True)


if __name__ == "__main__":
    main()
