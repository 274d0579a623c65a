"""A hero's turn with nothing left ends by itself (R12): no move that may still be used and
no action. A move left after a shot may not be used, so a plain shot ends the turn; items
and free actions do not keep a turn open; a turn gift's attacks count as its actions."""

from __future__ import annotations

import pytest

from questboard.combat import actions as A
from questboard.combat import events as E
from questboard.combat.authority import waiting_for
from tests.combat.helpers import fight_with, ok, put


def _settle(fight):
    """Let every bonus window and reaction go by."""
    while fight.conflict is not None or fight.reaction is not None:
        ok(fight, A.Pass(waiting_for(fight).who))


def _fight(game, gifts=None):
    state = game("alondis", "karomin", items={"alondis": ["longbow"],
                                              "karomin": ["potion-of-healing"]},
                 gifts=gifts or {})
    state.leader = 0  # Alondis, then Karomin
    fight = fight_with(state, ["alondis", "karomin"], {"west-orcs": {"orc-warrior": 3}})
    put(fight, "alondis", 2.0, 2.6)
    put(fight, "karomin", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)  # touching Karomin
    put(fight, "orc-warrior-2", 2.0, 1.2)  # in Alondis's range, not touching
    put(fight, "orc-warrior-3", 3.6, 0.4)
    return fight


def _alondis_shoots(fight):
    fight.state.dice.force(1, 8)  # the shot misses
    ok(fight, A.RangedAttack("alondis", "orc-warrior-2"))


def _karomin(fight, *actions):
    ok(fight, A.EndTurn("alondis"))
    for action in actions:
        fight.state.dice.force(1, 8)  # a melee Karomin loses by a little
        ok(fight, action)
        _settle(fight)


CASES = [
    # (what happens, the actions, does the turn end by itself?, whose turn then)
    ("a plain shot, with the move left", _alondis_shoots, True, "karomin"),
    ("a melee with the move left", lambda f: _karomin(
        f, A.MeleeAttack("karomin", "orc-warrior-1")), False, "karomin"),
    ("a melee, then the move (a potion still carried)", lambda f: _karomin(
        f, A.MeleeAttack("karomin", "orc-warrior-1"), A.Move("karomin", (0.6, 2.0))), True, "qm"),
    ("a move into contact, then a melee", lambda f: (put(f, "karomin", 1.0, 2.0), _karomin(
        f, A.Move("karomin", (1.0, 1.5)), A.MeleeAttack("karomin", "orc-warrior-1"))), True, "qm"),
    ("a move alone", lambda f: _karomin(f, A.Move("karomin", (0.6, 2.0))), False, "karomin"),
]


@pytest.mark.parametrize(("what", "play", "ends", "then"), CASES, ids=[c[0] for c in CASES])
def test_a_turn_with_nothing_left_ends_and_says_so(game, what, play, ends, then):
    fight = _fight(game)
    who = "alondis" if play is _alondis_shoots else "karomin"
    play(fight)
    _settle(fight)
    ended = [e for e in fight.log if isinstance(e, E.TurnEnded)]
    if ends:
        assert [e.who for e in ended] == [who]
        name = fight.fighters[who].name
        why = ("a hero who shoots does not move in the same turn, and the action is used"
               if play is _alondis_shoots else "the move and the action are used")
        assert ended[0].text == f"{name}'s turn ends: {why}"  # the move left is never unexplained
    else:
        assert ended == []
    assert (fight.active if fight.phase == "heroes" else "qm") == then


def test_a_turn_gift_ends_when_its_attacks_are_spent_or_its_moves_may_no_longer_come(game):
    # Charge: moves before the one melee; after the melee the two moves left may not be used.
    fight = _fight(game, gifts={"karomin": ["charge"]})
    ok(fight, A.EndTurn("alondis"))
    ok(fight, A.UseGift("karomin", "charge"))
    fight.state.dice.force(1, 8)
    ok(fight, A.MeleeAttack("karomin", "orc-warrior-1"))
    _settle(fight)
    assert [e.who for e in fight.log if isinstance(e, E.TurnEnded)] == ["karomin"]
    # Wind Rider: two shots leave its melee and its move: the turn goes on.
    fight = _fight(game)
    ok(fight, A.UseGift("alondis", "wind-rider"))
    for _ in range(2):
        fight.state.dice.force(1, 8)
        ok(fight, A.RangedAttack("alondis", "orc-warrior-2"))
        _settle(fight)
    assert fight.active == "alondis" and not any(isinstance(e, E.TurnEnded) for e in fight.log)
