"""A refused runner action puts everything back into the same objects (as the rules engine
does), so whatever holds the live heroes, supply or dice (a fight, a window) stays live."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.adventure import runner
from questboard.adventure.runner import apply
from questboard.rules.dice import Dice
from questboard.rules.outcome import Refusal
from tests.combat.helpers import fight_with


def _held(st):
    game = st.game
    return {"hero": game.heroes[0], "heroes": game.heroes, "dice": game.dice, "rng": game.dice.rng,
            "supply": game.supply, "equipment": game.heroes[0].equipment,
            "gifts": game.heroes[0].gifts, "hand": game.qm_hand, "queue": st.queue,
            "markers": st.markers}


def _same(st, held) -> None:
    now = _held(st)
    for name, thing in held.items():
        assert now[name] is thing, f"{name} was swapped for a copy"


def test_a_refused_answer_keeps_the_heroes_and_dice_objects(play):
    st, _ = play()
    held, before = _held(st), st.snapshot()
    refused = apply(st, X.Choose(7))
    assert not refused.ok
    _same(st, held)
    assert st.snapshot() == before
    assert held["hero"].snapshot() == st.game.snapshot()["heroes"][0]
    assert held["dice"].snapshot() == st.game.dice.snapshot()


class _Spoil:
    """A runner action whose handler changes a lot, then refuses."""


def _spoil(st, action):
    game = st.game
    hero = game.heroes[0]
    hero.vitality = 1
    hero.gold += 10
    hero.equipment.append("shield")
    hero.gifts.clear()
    game.heroes[1].attributes["strength"] += 1
    game.dice.d10()
    game.dice.force(3, 4)
    game.supply.equipment.clear()
    game.supply.events.pop()
    game.qm_hand.append("orc-fury")
    game.toughness += 2
    st.markers.add(99)
    st.queue.clear()
    raise Refusal("spoiled")


def test_what_a_refused_action_changed_is_put_back_in_place(play, monkeypatch):
    st, _ = play()
    monkeypatch.setitem(runner.HANDLERS, _Spoil, _spoil)
    held, before, rng = _held(st), st.snapshot(), st.game.dice.rng.getstate()
    refused = apply(st, _Spoil())
    assert not refused.ok and refused.reason == "spoiled"
    _same(st, held)
    assert st.snapshot() == before
    assert st.game.dice.rng.getstate() == rng
    assert st.game.dice.d10() == Dice.restore(before["game"]["dice"]).d10()  # nothing forced is left
    hero = st.game.heroes[0]
    assert hero.card is st.cards.heroes[hero.id]  # cards are shared, never copied


def test_a_fight_holding_the_heroes_stays_live_after_a_refused_action(play, monkeypatch):
    st, _ = play()
    fight = fight_with(st.game, [], {"west-orcs": {"orc-warrior": 2}})
    monkeypatch.setitem(runner.HANDLERS, _Spoil, _spoil)
    before = fight.snapshot()
    assert not apply(st, _Spoil()).ok
    assert fight.fighters["karomin"].hero is st.game.hero("karomin")
    assert fight.state.dice is st.game.dice
    assert all(f["sheet_live"] for f in fight.snapshot()["fighters"].values())
    assert fight.snapshot() == before
    st.game.hero("karomin").vitality -= 1  # a change in the story shows in the fight
    assert fight.fighters["karomin"].current_vitality() == st.game.hero("karomin").vitality
