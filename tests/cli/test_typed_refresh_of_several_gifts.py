"""In a fight, typed uses name several gifts to refresh: 'gift renewal fire heal' and 'use
potion refresh fire heal'."""

from __future__ import annotations

import pytest

from questboard.adventure.answers import BadAnswer
from questboard.cli import fightcommands as C
from questboard.combat import actions as F
from questboard.content import load_cards
from questboard.rules.state import new_game
from tests.cli.bare_fight import BareFightGame
from tests.combat.helpers import fight_with, put


@pytest.fixture
def fight():
    state = new_game(load_cards(), ["cessair", "karomin"], 1, draw_opening=False)
    state.hero("cessair").gifts = {"spellweaver": False, "renewal": False, "fireball": True, "healing": True}
    state.hero("cessair").equipment = ["potion-of-refreshment"]
    state.hero("karomin").gifts = {"chosen-of-the-gods": False, "brute-strength": True}
    f = fight_with(state, ["cessair", "karomin"], {"west-orcs": {"orc-warrior": 1}})
    put(f, "cessair", 0.4, 2.4)
    put(f, "karomin", 1.0, 1.6)
    return f


def test_a_fight_gift_names_two_gifts_to_refresh_even_another_heros(fight):
    assert C.parse("gift renewal fire heal", BareFightGame(fight), "cessair") == \
        F.UseGift("cessair", "renewal", refresh=("fireball", "healing"))
    assert C.parse("gift renewal brute", BareFightGame(fight), "cessair") == \
        F.UseGift("cessair", "renewal", refresh=("brute-strength",))


def test_a_fight_potion_names_two_gifts_after_refresh(fight):
    assert C.parse("use potion refresh fireball healing", BareFightGame(fight), "cessair") == \
        F.UseItem("cessair", "potion-of-refreshment", refresh=("fireball", "healing"))
    with pytest.raises(BadAnswer, match="names the gifts to refresh"):
        C.parse("use potion refresh", BareFightGame(fight), "cessair")
    assert "refresh GIFT …" in C.HELP
