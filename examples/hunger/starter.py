#!/usr/bin/env python3
"""A Star Hunger Games starter bot in plain Python (standard library only).

Every round (docs/hunger.md) the referee sends a status line
`id h s f b x y D En On`, then En event lines and On object lines
(`player x y D id smooth r`, `food N x1 y1 ...`, `battery N ...`,
`ray id N ...`, `obstacles N ...`, `damaged_platform N ...`,
`destroyed_platform N ...`); the bot answers one line: `idle`, `move x y`,
`turn D`, `attack id`, `shoot x y`, `eat k` or `both A1 and A2`. After a
`finish` event no answer is wanted. Your logic goes in decide().
From the repository root, with Gauntlet built in build/:
    build/bin/gauntlet match hunger --players \
        "python3 examples/hunger/starter.py" build/bin/hunger-bot \
        --width 300 --height 300 --turns 100
"""
import sys


def decide(me, events, objects):
    """Your logic goes here: the answer to one message.

    `me` has the status line's fields; `events` the event lines' words;
    `objects` maps an object kind to the list of its lines' words. This one
    steps one cell towards the nearest food it sees, else idles."""
    x, y = me["x"], me["y"]
    foods = []
    for words in objects.get("food", []):
        numbers = [int(w) for w in words[2:]]
        foods += list(zip(numbers[0::2], numbers[1::2]))
    if not foods:
        return "idle"
    fx, fy = min(foods, key=lambda f: abs(f[0] - x) + abs(f[1] - y))
    if (fx, fy) == (x, y):
        return "idle"
    if fx != x:
        return "move %d %d" % (x + (1 if fx > x else -1), y)
    return "move %d %d" % (x, y + (1 if fy > y else -1))


def main():
    while True:
        status = sys.stdin.readline()
        if not status:
            return
        words = status.split()
        if not words:
            continue
        names = ["id", "h", "s", "f", "b", "x", "y"]
        me = {name: int(value) for name, value in zip(names, words)}
        me["dir"] = words[7]
        event_count, object_count = int(words[8]), int(words[9])
        events = [sys.stdin.readline().split() for _ in range(event_count)]
        objects = {}
        for _ in range(object_count):
            line = sys.stdin.readline().split()
            objects.setdefault(line[0], []).append(line)
        if any(event and event[0] == "finish" for event in events):
            return
        print(decide(me, events, objects), flush=True)


if __name__ == "__main__":
    main()
