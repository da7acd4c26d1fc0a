"""Shared by the module's tests: where the built programs are."""
import os

import pytest


@pytest.fixture
def bin_dir():
    return os.environ.get("GAUNTLET_BIN_DIR", "build/bin")
