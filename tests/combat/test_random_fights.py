"""Property tests over random automatic fights: every fight ends; no base is ever set down
overlapping another base or terrain; the vanquished never act; archers never shoot after
moving; Vitality holds."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from questboard.battlefield.categories import MOVE_FILTER
from questboard.battlefield.field import Battlefield
from questboard.battlefield.validate import load_map
from questboard.combat import events as E
from questboard.combat.rehearse import Rehearsal, spec_for
from questboard.combat.resolve import resolve_combat
from questboard.resources import maps_dir
from questboard.rules.state import new_game
from tests.combat.test_ranged_never_moved import shots_after_moving

MAPS = sorted(p.stem for p in maps_dir().glob("*.yaml"))
HEROES = ["karomin", "alondis", "cessair", "krzzzt"]
VILLAINS = ["garthelm", "orc-shaman", "orc-chieftain", "pale-king", None]


def _overlaps(bf, pid):
    """What the base `pid` overlaps by more than a hair, if anything."""
    piece = bf.pieces[pid]
    return [bf.owner[i.shape] for i in bf.space.point_query(piece.at, piece.radius - 1e-5, MOVE_FILTER)
            if bf.owner[i.shape] != pid]


@pytest.fixture
def watched(monkeypatch):
    """Every base set down during the test, checked at once: it may overlap nothing."""
    found: list[str] = []
    for name in ("add_piece", "move_piece"):
        original = getattr(Battlefield, name)

        def checked(self, id, *args, _original=original, **kw):
            piece = _original(self, id, *args, **kw)
            found.extend(f"{id} overlaps {o} at {piece.at}" for o in _overlaps(self, id))
            return piece

        monkeypatch.setattr(Battlefield, name, checked)
    return found


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), map_name=st.sampled_from(MAPS), n=st.integers(1, 4),
       villain=st.sampled_from(VILLAINS), policy=st.sampled_from(["greedy", "cautious"]))
def test_random_fights_keep_the_invariants(cards, watched, seed, map_name, n, villain, policy):
    watched.clear()
    heroes = HEROES[:n]
    guys = (("orc-warrior", n), ("orc-archer", 1)) + (((villain, 1),) if villain else ())
    setup = Rehearsal(load_map(maps_dir() / f"{map_name}.yaml"), tuple(heroes), guys, policy)
    state = new_game(cards, heroes, seed, draw_opening=True)
    result, fight = resolve_combat(state, spec_for(setup, cards), policy=policy, record=True)

    assert result.outcome in ("victory", "defeat") and result.rounds <= fight.spec.round_cap
    assert watched == [], "a base was set down overlapping something"
    gone: set[str] = set()
    for e in fight.log:
        if isinstance(e, (E.Moved, E.Attacked)):
            assert e.who not in gone, f"{e.who} acted after leaving the field"
        if isinstance(e, (E.Vanquished, E.OutOfFight)):
            gone.add(e.who)
    # Archers never shoot in a turn they moved, unless that turn's gift allows both (R12).
    assert shots_after_moving(fight.log, cards) == []
    for f in fight.fighters.values():
        if f.hero is not None:
            assert 1 <= f.hero.vitality <= f.hero.max_vitality
            assert not f.hero.out_of_fight  # back after the fight
        else:
            assert 0 < f.vitality <= f.max_vitality
    assert not state.in_fight
