"""Saves written when a refresh named one gift (a string, or null for none) still load: the
id is read as a one-gift tuple, and the action is the one a new save would hold."""

from __future__ import annotations

import json

from questboard.combat import actions as F
from questboard.play import load_game, new_game
from questboard.play.actions import decode, encode
from questboard.rules import actions as A
from tests.adventure.conftest import EXAMPLE
from tests.play.helpers import story_answer


def test_an_old_story_potion_with_one_gift_id_decodes_as_a_one_gift_tuple():
    old = {"rules": {"type": "UseItem", "hero": "cessair", "item": "potion-of-refreshment",
                     "targets": [], "gift": "fireball"}}
    assert decode(old) == A.UseItem("cessair", "potion-of-refreshment", heal=(), refresh=("fireball",))


def test_an_old_story_gift_with_no_refresh_decodes_as_none_chosen():
    old = {"rules": {"type": "UseGift", "hero": "cessair", "gift": "healing",
                     "targets": [["karomin", 2]], "refresh": None}}
    assert decode(old) == A.UseGift("cessair", "healing", heal=(("karomin", 2),), refresh=())


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


def _to_a_refresh(seed: int = 1):
    """The example played plainly until Cessair may heal; she heals, then Spellweaver
    refreshes the Healing gift (one gift, as every refresh was before)."""
    game = new_game(EXAMPLE, ("cessair", "karomin"), seed)
    cessair = game.state.hero("cessair")
    for _ in range(80):
        hurt = [h for h in game.state.heroes if h.vitality < h.max_vitality]
        if hurt and cessair.gifts.get("healing") is False and game.fight is None:
            assert game.apply(A.UseGift("cessair", "healing", heal=((hurt[0].id, 1),))).ok
            assert game.apply(A.UseGift("cessair", "spellweaver", heal=(), refresh=("healing",))).ok
            return game
        assert game.apply(story_answer(game)).ok
    raise AssertionError("the plain play never reached a heal")


def test_an_old_save_with_one_gift_id_loads_and_replays_identically(tmp_path):
    game = _to_a_refresh()
    path = game.save(tmp_path / "game.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    old = 0
    for a in data["actions"]:  # written as before: one id (or null), not a list
        rules = a.get("rules", {})
        if rules.get("type") == "UseGift":
            rules["refresh"] = rules["refresh"][0] if rules["refresh"] else None
            old += rules["refresh"] is not None
    assert old == 1
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = load_game(path)
    assert loaded.snapshot() == game.snapshot()
    assert loaded.state.hero("cessair").gifts["healing"] is False
