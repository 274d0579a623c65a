"""Saves written while the story and the fight had twin action classes (one name, other field
names) still load: every old form decodes to the one class, and old saves replay to the very
game they saved. New saves write the one form, at save format version 4."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from questboard.adventure.saves import VERSION
from questboard.play import load_game, new_game
from questboard.play import vocabulary as V
from questboard.play.actions import decode, encode
from tests.play.helpers import hand_action, story_answer

SAVES = Path(__file__).parent / "saves"

OLD_FORMS = [
    ({"rules": {"type": "UseItem", "hero": "cessair", "item": "potion-of-healing",
                "targets": [["karomin", 2]], "gift": []}},
     V.UseItem("cessair", "potion-of-healing", heal=(("karomin", 2),))),
    ({"rules": {"type": "UseItem", "hero": "cessair", "item": "potion-of-refreshment",
                "targets": [], "gift": "fireball"}},
     V.UseItem("cessair", "potion-of-refreshment", refresh=("fireball",))),
    ({"rules": {"type": "UseGift", "hero": "cessair", "gift": "healing",
                "targets": [["karomin", 2]], "refresh": None}},
     V.UseGift("cessair", "healing", heal=(("karomin", 2),))),
    ({"rules": {"type": "SellItem", "hero": "karomin", "item": "shield"}},
     V.SellItem("karomin", "shield")),
    ({"rules": {"type": "SwapItem", "frm": "karomin", "to": "alondis", "item": "shield"}},
     V.SwapItem("karomin", "alondis", "shield")),
    ({"rules": {"type": "ResolveInjury", "hero": "karomin", "attribute": "strength",
                "discard": None}},
     V.ResolveInjury("karomin", "strength")),
    ({"rules": {"type": "RefreshGift", "hero": "cessair", "gift": "fireball"}},
     V.RefreshGift("cessair", "fireball")),
    ({"rules": {"type": "PlayEvent", "event": "prayer-to-the-dark-gods"}},
     V.PlayEvent("prayer-to-the-dark-gods")),
    ({"fight": {"type": "UseItem", "who": "cessair", "item": "potion-of-healing",
                "heal": [["karomin", 2]], "refresh": None}},
     V.UseItem("cessair", "potion-of-healing", heal=(("karomin", 2),))),
    ({"fight": {"type": "UseGift", "who": "cessair", "gift": "fireball", "target": None,
                "area": [[1.5, 2.0], 30.0], "heal": [], "refresh": []}},
     V.UseGift("cessair", "fireball", area=((1.5, 2.0), 30.0))),
    ({"fight": {"type": "UseGift", "who": "cessair", "gift": "spellweaver", "target": None,
                "area": None, "heal": [], "refresh": "healing"}},
     V.UseGift("cessair", "spellweaver", refresh=("healing",))),
    ({"fight": {"type": "UseGift", "who": "garthelm-1", "gift": "riposte",
                "target": "karomin", "area": None, "heal": [], "refresh": []}},
     V.UseGift("garthelm-1", "riposte", target="karomin")),
    ({"fight": {"type": "SellItem", "who": "karomin", "item": "shield"}},
     V.SellItem("karomin", "shield")),
    ({"fight": {"type": "SwapItems", "who": "karomin", "to": "alondis", "item": "shield"}},
     V.SwapItem("karomin", "alondis", "shield")),
    ({"fight": {"type": "ResolveInjury", "hero": "karomin", "attribute": None, "discard": None}},
     V.ResolveInjury("karomin", None)),
    ({"fight": {"type": "RefreshGift", "who": "garthelm-1", "gift": "riposte"}},
     V.RefreshGift("garthelm-1", "riposte")),
    ({"fight": {"type": "PlayEvent", "event": "reinforcements", "target": None,
                "placements": [["orc-warrior", "north"]]}},
     V.PlayEvent("reinforcements", placements=(("orc-warrior", "north"),))),
]


def _id(x) -> str:
    if isinstance(x, dict):
        where, data = next(iter(x.items()))
        return f"{where}-{data['type']}-{'-'.join(sorted(data))}"
    return type(x).__name__


@pytest.mark.parametrize(("old", "new"), OLD_FORMS, ids=_id)
def test_every_old_action_form_decodes_to_the_one_class(old, new):
    assert decode(old) == new
    assert type(decode(old)) is type(new)


@pytest.mark.parametrize(("old", "new"), OLD_FORMS, ids=_id)
def test_the_new_form_round_trips(old, new):
    in_fight = "fight" in old
    assert decode(json.loads(json.dumps(encode(new, in_fight)))) == new


def test_a_shared_action_is_logged_where_it_was_taken():
    assert set(encode(V.SellItem("karomin", "shield"), in_fight=True)) == {"fight"}
    assert set(encode(V.SellItem("karomin", "shield"))) == {"rules"}


@pytest.mark.parametrize("name", ["format-3-mid-fight.save.json", "format-2-story.save.json"])
def test_a_save_written_before_the_one_vocabulary_loads_and_replays(name, tmp_path):
    old = SAVES / name
    data = json.loads(old.read_text(encoding="utf-8"))
    assert data["version"] < VERSION
    game = load_game(old)  # replays and checks the saved snapshot
    again = load_game(game.save(tmp_path / "again.json"))
    written = json.loads((tmp_path / "again.json").read_text(encoding="utf-8"))
    assert written["version"] == VERSION
    assert again.snapshot() == game.snapshot()


def test_an_old_save_in_the_middle_of_a_fight_goes_on_like_the_original(tmp_path):
    game = load_game(SAVES / "format-3-mid-fight.save.json")
    assert game.fight is not None
    copy = tmp_path / "copy.json"
    shutil.copy(SAVES / "format-3-mid-fight.save.json", copy)
    other = load_game(copy)
    for g in (game, other):
        for _ in range(30):
            if g.fight is None:
                break
            step = g.step_qm() if g.next_qm_action() is not None else g.apply(hand_action(g))
            if not step.ok:
                g.apply(V.EndTurn(hand_action(g).who))
    assert game.snapshot() == other.snapshot()


def test_selling_goes_to_the_fight_while_one_is_on_and_to_the_story_outside_it():
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 1)
    karomin = game.state.hero("karomin")
    sold = False
    for _ in range(300):
        if isinstance(game.prompt, V.CombatRequest):
            break
        if not sold and "treasure-map" in karomin.items():
            assert game.apply(V.SellItem("karomin", "treasure-map")).ok
            assert game.actions[-1] == {"rules": {"type": "SellItem", "who": "karomin",
                                                  "item": "treasure-map"}}
            sold = True
        assert game.apply(story_answer(game)).ok
    assert sold
    assert game.apply(V.FightHere()).ok
    gold = karomin.gold
    assert game.apply(V.SellItem("karomin", "potion-of-healing")).ok
    assert game.actions[-1] == {"fight": {"type": "SellItem", "who": "karomin", "item": "potion-of-healing"}}
    assert karomin.gold > gold and game.fight is not None
