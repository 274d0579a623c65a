"""An adventure card's bonus (R77, R79) counts in the fight's combat rolls of its side: a
Deftness bonus in every roll (attack, melee defence, armor), a roll's bonus in that roll only."""

from __future__ import annotations

import pytest

from questboard.combat import actions as A
from questboard.combat import events as E

from .helpers import fight_with, ok, put


def _totals(game, bonuses, kind="melee"):
    """A hero attacks an Orc Warrior with both dice forced to 5: (his total, the orc's).
    Karomin strikes in melee; Alondis (who has a range bar) shoots."""
    hero = "karomin" if kind == "melee" else "alondis"
    state = game(hero)
    fight = fight_with(state, [hero], {"west-orcs": {"orc-warrior": 1}}, bonuses=bonuses)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    put(fight, hero, 1.0, 1.6 if kind == "melee" else 2.3)
    state.dice.force(5, 5)
    attack = A.MeleeAttack if kind == "melee" else A.RangedAttack
    events = ok(fight, attack(hero, "orc-warrior-1", weapon=""))
    if fight.conflict is not None:
        return fight.conflict.att_total, fight.conflict.def_total
    rolled = next(e for e in events if isinstance(e, E.Attacked))
    return rolled.total, rolled.foe_total


@pytest.mark.parametrize("bonuses, change", [
    ((("bad_guys", "deftness", 2),), (0, 2)),
    ((("heroes", "deftness", -1),), (-1, 0)),
    ((("heroes", "melee", 1),), (1, 0)),
    ((("bad_guys", "armor", 3),), (0, 0)),  # an armor bonus is not a melee roll
    ((("heroes", "ranged", 2), ("bad_guys", "melee", 1)), (0, 1)),
])
def test_a_cards_bonus_counts_in_the_melee_rolls_of_its_side(game, bonuses, change):
    plain = _totals(game, ())
    got = _totals(game, bonuses)
    assert (got[0] - plain[0], got[1] - plain[1]) == change


@pytest.mark.parametrize("bonuses, change", [
    ((("bad_guys", "armor", 2), ("bad_guys", "melee", 3)), (0, 2)),
    ((("heroes", "ranged", 1), ("heroes", "melee", 2)), (1, 0)),
    ((("bad_guys", "deftness", -2),), (0, -2)),
])
def test_a_shot_counts_ranged_and_armor_bonuses_and_no_melee_bonus(game, bonuses, change):
    plain = _totals(game, (), kind="ranged")
    got = _totals(game, bonuses, kind="ranged")
    assert (got[0] - plain[0], got[1] - plain[1]) == change


def test_the_fight_tells_each_card_in_play_as_it_starts(game):
    from types import SimpleNamespace
    card = SimpleNamespace(name="Surprise Attack", effect="the bad guys act first")
    fight = fight_with(game("karomin"), ["karomin"], {"west-orcs": {"orc-warrior": 1}},
                       cards=(card,))
    told = [e.text for e in fight.log if isinstance(e, E.AdventureCardInFight)]
    assert told == ["Adventure card in play: Surprise Attack — the bad guys act first"]
    assert isinstance(fight.log[0], E.FightStarted)
