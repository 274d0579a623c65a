import pytest

from questboard.content import load_cards
from questboard.rules.state import new_game


@pytest.fixture(scope="session")
def cards():
    return load_cards()


@pytest.fixture
def game(cards):
    """Heroes with only their innate gift and the given items; no events in the QM's hand."""

    def make(*heroes: str, items: dict | None = None, gifts: dict | None = None, seed: int = 1):
        state = new_game(cards, list(heroes), seed, draw_opening=False)
        for h in state.heroes:
            h.gifts = {h.innate_gift: False, **{g: False for g in (gifts or {}).get(h.id, ())}}
            h.equipment = list((items or {}).get(h.id, ()))
        return state

    return make
