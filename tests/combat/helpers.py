"""Scripted fights for tests: a plain map, fighters set down where the example has them."""

from questboard.battlefield.mapfile import CombatMap
from questboard.combat.engine import apply
from questboard.combat.setup import start_fight
from questboard.combat.spec import CombatSpec

PLAIN = {
    "id": "test-field", "title": "Test field", "description": "An open meadow.",
    "size": (4.0, 3.0),
    "terrain": [{"id": "rock", "kind": "rock", "at": (3.0, 0.6)}],
    "zones": [
        {"id": "heroes", "kind": "hero", "polygon": [(0.1, 2.2), (1.2, 2.2), (1.2, 2.9), (0.1, 2.9)]},
        {"id": "west-orcs", "kind": "minion", "polygon": [(0.1, 0.1), (1.0, 0.1), (1.0, 0.8), (0.1, 0.8)]},
        {"id": "east-orcs", "kind": "minion", "polygon": [(2.8, 2.0), (3.9, 2.0), (3.9, 2.9), (2.8, 2.9)]},
        {"id": "boss", "kind": "arch_villain", "polygon": [(1.6, 0.1), (2.4, 0.1), (2.4, 0.7), (1.6, 0.7)]},
    ],
}


def plain_map(**changes) -> CombatMap:
    return CombatMap(**{**PLAIN, **changes})


def fight_with(game, heroes, bad_guys, *, first="leader", record=True, **spec):
    """A fight on the plain map; `bad_guys` is {zone: {card: count}}."""
    spec = CombatSpec(map=plain_map(), bad_guys=bad_guys, first=first, **spec)
    return start_fight(game, spec, record=record)


def put(fight, fid, x, y):
    fight.field.move_piece(fid, (x, y))


def ok(fight, action):
    outcome = apply(fight, action)
    assert outcome.ok, getattr(outcome, "reason", "")
    return outcome.events


def refused(fight, action):
    outcome = apply(fight, action)
    assert not outcome.ok, f"{action} was accepted"
    return outcome.reason
