"""Every ```python block of docs/python.md runs as it stands."""
import contextlib
import io
import os
import re

import pytest

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "python.md")


def blocks():
    with open(DOC) as f:
        return re.findall(r"```python\n(.*?)```", f.read(), re.S)


@pytest.mark.parametrize("index", range(len(blocks())))
def test_doc_example_runs(index):
    code = blocks()[index]
    # 20 lines an example per game, 30 the tuning loop (the last block).
    assert len(code.splitlines()) <= (30 if index == len(blocks()) - 1 else 20)
    with contextlib.redirect_stdout(io.StringIO()) as out:
        exec(compile(code, "docs/python.md block %d" % index, "exec"), {})
    assert out.getvalue()
