"""Saves written when a refresh named one gift (a string, or null for none) still load: the
id is read as a one-gift tuple, and the action is the one a new save would hold."""

from __future__ import annotations

import json

from questboard.combat import actions as F
from questboard.play.actions import decode, encode
from questboard.rules import actions as A


def test_an_old_story_potion_with_one_gift_id_decodes_as_a_one_gift_tuple():
    old = {"rules": {"type": "UseItem", "hero": "cessair", "item": "potion-of-refreshment",
                     "targets": [], "gift": "fireball"}}
    assert decode(old) == A.UseItem("cessair", "potion-of-refreshment", (), ("fireball",))


def test_an_old_story_gift_with_no_refresh_decodes_as_none_chosen():
    old = {"rules": {"type": "UseGift", "hero": "cessair", "gift": "healing",
                     "targets": [["karomin", 2]], "refresh": None}}
    assert decode(old) == A.UseGift("cessair", "healing", (("karomin", 2),), ())


def test_an_old_fight_action_with_one_gift_id_decodes_as_a_one_gift_tuple():
    old = {"fight": {"type": "UseGift", "who": "cessair", "gift": "spellweaver", "target": None,
                     "area": None, "heal": [], "refresh": "healing"}}
    assert decode(old) == F.UseGift("cessair", "spellweaver", refresh=("healing",))
    item = {"fight": {"type": "UseItem", "who": "cessair", "item": "potion-of-refreshment",
                      "heal": [], "refresh": None}}
    assert decode(item).refresh == ()


def test_two_gifts_survive_a_save_and_a_load():
    for action in (A.UseGift("cessair", "renewal", refresh=("fireball", "healing")),
                   F.UseItem("cessair", "potion-of-refreshment", refresh=("fireball", "healing"))):
        assert decode(json.loads(json.dumps(encode(action)))) == action
