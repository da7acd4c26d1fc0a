#!/usr/bin/env python3
"""Chosen examples of the user docs run as written and do what they say.

Each example below names a doc, a piece of one command of its fenced ```sh
(or plain ```) blocks (commands are joined across trailing backslashes, comments dropped),
the budget substitutions that make it short (each must match, so a doc
edited away from them fails here), the exit code and a line its output must
hold. Commands run in order, from a directory laid out as a user's checkout
(build/ the build under test, data/ and examples/ the source tree's), so
their relative paths are the user's and runs/ starts empty.

    tests/docs_examples_test.py BUILD_DIR
"""
import os
import re
import subprocess
import sys
import tempfile
import time

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Example:
    def __init__(self, doc, picks, expect, budget=(), exit_code=0):
        self.doc = doc
        self.picks = picks
        self.budget = budget
        self.expect = expect
        self.exit_code = exit_code


EXAMPLES = [
    Example("docs/tuning.md", "gauntlet tune duckchess --method spsa --tune",
            budget=[("--movetime 20", "--movetime 5"),
                    ("--iterations 500", "--iterations 1"),
                    ("--verify", "--verify --verify-games 2")],
            expect=r"^verify: tuned vs start, 2 games on held-out seeds"),
    Example("docs/tuning.md", "gauntlet tune tetris --role placer",
            budget=[("--seeds 4", "--seeds 1"),
                    ("'--rounds 1000'", "'--rounds 20'"),
                    ("--iterations 30", "--iterations 1 --lambda 2")],
            expect=r"^tuned after 1 iterations \(runs/tune-placer/best.params\)"),
    # The placer loads what the run wrote; with no input it ends at once.
    Example("docs/tuning.md", "tetris-placer --params runs/tune-placer",
            expect=None),
    Example("docs/ladder.md", "--games 40 --out runs/rate-starter",
            budget=[("--games 40", "--games 2 --batch 2")],
            expect=r"^rating \S+ \+- \S+ \(95%\) over 2 games; "
                   r"nearest rung: L\d+"),
    Example("docs/duckchess.md", "--out runs/duckchess-showcase",
            budget=[("--movetime 100", "--movetime 20")],
            expect=r"^game 1: "),
    Example("docs/duckchess.md", "# a line per game",
            expect=r"^game-0\.replay\.jsonl: red search, blue greedy; "
                   r"\d+ turns; search "),
    Example("docs/duckchess.md",
            "gauntlet replay runs/duckchess-showcase/game-0",
            expect=r"^  move [KGEHCDS][a-i0-9x]*: red [a-z]+ [a-i]\d+-"),
    Example("docs/tetris.md", "| build/bin/tetris-placer",
            exit_code=2,
            expect=r"^tetris-placer: placer input, line 3, token 1 "
                   r"\(end of input\): expected board row 1 of 30"),
]


def commands(doc):
    """The commands of the doc's ```sh blocks, each on one line."""
    with open(os.path.join(TOP, doc)) as f:
        blocks = re.findall(r"```(?:sh)?\n(.*?)```", f.read(), re.S)
    found = []
    for block in blocks:
        current = ""
        for line in block.split("\n"):
            if not current and (not line.strip() or
                                line.lstrip().startswith("#")):
                continue
            if line.endswith("\\"):
                current += line[:-1]
                continue
            found.append(current + line)
            current = ""
    return found


def main():
    build = os.path.abspath(sys.argv[1])
    failures = []
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as user:
        os.symlink(build, os.path.join(user, "build"))
        for tree in ("data", "examples"):
            os.symlink(os.path.join(TOP, tree), os.path.join(user, tree))
        # The docs say python3: this interpreter, found first on PATH (not a
        # launcher such as pyenv's shim, whose start-up can outlast a
        # referee's start-up allowance on a loaded machine).
        path = os.path.join(user, ".path")
        os.mkdir(path)
        os.symlink(sys.executable, os.path.join(path, "python3"))
        env = dict(os.environ, PATH=path + os.pathsep + os.environ["PATH"])
        for example in EXAMPLES:
            where = "%s: %r" % (example.doc, example.picks)
            picked = [c for c in commands(example.doc) if example.picks in c]
            if len(picked) != 1:
                failures.append("%s: %d commands hold it, not 1" %
                                (where, len(picked)))
                continue
            command = picked[0]
            for old, new in example.budget:
                if old not in command:
                    failures.append("%s: no %r in %r" % (where, old, command))
                command = command.replace(old, new, 1)
            begun = time.monotonic()
            run = subprocess.run(["bash", "-c", command], cwd=user, env=env,
                                 stdin=subprocess.DEVNULL,
                                 stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT, text=True,
                                 timeout=120)
            print("docs_examples_test: %s (exit %d, %.1f s)" %
                  (command, run.returncode, time.monotonic() - begun))
            if run.returncode != example.exit_code:
                failures.append("%s: exit %d, not %d:\n%s" %
                                (where, run.returncode, example.exit_code,
                                 run.stdout))
            elif example.expect and not re.search(example.expect, run.stdout,
                                                  re.M):
                failures.append("%s: no line matching %r in:\n%s" %
                                (where, example.expect, run.stdout))
    print("docs_examples_test: %d examples in %.1f s" %
          (len(EXAMPLES), time.monotonic() - started))
    for failure in failures:
        print("docs_examples_test: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
