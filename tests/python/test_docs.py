"""Every ```python block of docs/python.md runs as it stands, and the
tuning loop (the last block) tunes: its parameters move."""
import ast
import contextlib
import io
import os
import re

import pytest

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "python.md")


def run(code, index):
    with contextlib.redirect_stdout(io.StringIO()) as out:
        exec(compile(code, "docs/python.md block %d" % index, "exec"), {})
    return out.getvalue()


def blocks():
    with open(DOC) as f:
        return re.findall(r"```python\n(.*?)```", f.read(), re.S)


@pytest.mark.parametrize("index", range(len(blocks())))
def test_doc_example_runs(index):
    code = blocks()[index]
    # 20 lines an example per game, 30 the tuning loop (the last block).
    assert len(code.splitlines()) <= (30 if index == len(blocks()) - 1 else 20)
    assert run(code, index)


def test_tuning_example_moves_its_parameters():
    """Each line of its output is `K {name: value}`, K = 0 the start: a
    parameter no game depends on would print its start value to the end."""
    index = len(blocks()) - 1
    lines = run(blocks()[index], index).splitlines()
    values = [ast.literal_eval(line.split(" ", 1)[1]) for line in lines]
    assert len(values) == 7
    assert values[-1] != values[0]
