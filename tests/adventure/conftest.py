"""Shared fixtures: the box's cards, the example adventure, a runner on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from questboard.adventure.compiler import load_adventure
from questboard.adventure.runner import start
from questboard.adventure.state import Setup
from questboard.content import load_cards
from questboard.play.library import MapLookup
from questboard.resources import adventures_dir

EXAMPLE = adventures_dir() / "example-short.yaml"
BAD = Path(__file__).parent / "bad"


@pytest.fixture(scope="session")
def cards():
    return load_cards()


@pytest.fixture(scope="session")
def example(cards):
    return load_adventure(EXAMPLE, cards, MapLookup(EXAMPLE))


@pytest.fixture
def play(example, cards):
    """Start the example with these heroes; returns (state, first step)."""

    def begin(*heroes: str, seed: int = 7, **setup):
        return start(example, cards, Setup("example-short", heroes or ("karomin", "alondis"),
                                           seed, **setup))

    return begin
