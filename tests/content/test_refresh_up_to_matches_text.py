"""A refreshing card that says "up to N" lets fewer be chosen (`up_to`), and one that says
"N of" does not: the data agrees with the words (R42)."""

import pytest

from questboard.content import CARD_FILES, load_cards

REFRESHES = [pytest.param(card, e, id=card.id) for kind in CARD_FILES
             for card in getattr(load_cards(), kind).values()
             for e in getattr(card, "effects", ()) if e.kind == "refresh" and e.count != "all"]


@pytest.mark.parametrize(("card", "effect"), REFRESHES)
def test_up_to_in_the_words_is_up_to_in_the_data(card, effect):
    assert (f"up to {effect.count}" in card.text) == effect.up_to, card.text
