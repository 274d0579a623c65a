import pytest

from questboard.content import load_cards
from questboard.rules.state import new_game


@pytest.fixture(scope="session")
def cards():
    return load_cards()


@pytest.fixture
def game(cards):
    """A game factory: heroes in seat order, a fixed seed, no opening events."""

    def make(*heroes: str, seed: int = 1, **kw):
        kw.setdefault("draw_opening", False)
        return new_game(cards, list(heroes), seed, **kw)

    return make
