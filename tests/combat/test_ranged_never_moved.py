"""R12: a character who makes a ranged attack may not move in that turn, unless the turn was
shaped by a gift whose turn effect allows both (its `move_despite_ranged`, read from the card
as the TurnBudget reads it, never from a list of names).

`shots_after_moving` reads only the event log: each fighter has one turn per round, so a
turn is (round, fighter); a turn gift used in it is found by the name its GiftUsed event
carries, and the card's turn effect says whether moving and shooting may share the turn."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from questboard.battlefield.validate import load_map
from questboard.combat import actions as A
from questboard.combat import events as E
from questboard.combat.effects_index import effect
from questboard.combat.engine import apply
from questboard.combat.rehearse import Rehearsal, spec_for
from questboard.combat.resolve import resolve_combat
from questboard.resources import maps_dir
from questboard.rules.state import new_game
from tests.combat.helpers import fight_with, ok, put, refused


def shots_after_moving(log, cards) -> list[str]:
    """Every turn in which a fighter both moved and made a ranged attack without a turn
    effect that allows it, as '(round) who'."""
    turns: dict[tuple[int, str], dict[str, bool]] = {}
    round_no = 0
    for e in log:
        if isinstance(e, E.RoundStarted):
            round_no = e.round
            continue
        if not isinstance(e, E.Moved | E.Attacked | E.GiftUsed):
            continue
        turn = turns.setdefault((round_no, e.who), {"moved": False, "shot": False, "both": False})
        if isinstance(e, E.Moved):
            turn["moved"] = True
        elif isinstance(e, E.Attacked):
            turn["shot"] |= e.kind == "ranged"
        else:
            card = cards.by_name(e.gift)
            shape = effect(card, "turn") if card is not None else None
            turn["both"] |= bool(shape and shape.move_despite_ranged)
    return [f"({r}) {who}" for (r, who), t in turns.items() if t["moved"] and t["shot"] and not t["both"]]


# The check itself ------------------------------------------------------------------------
def _log(*events):
    return [E.RoundStarted(1), E.TurnStarted("alondis", "Alondis"), *events]


def _moved(who="alondis"):
    return E.Moved(who, who.capitalize(), (1.0, 1.0), (1.0, 1.5), 0.5)


def _shot(who="alondis"):
    return E.Attacked("ranged", who, who.capitalize(), "orc-warrior-1", "Orc Warrior 1", 5, 9, 3, 6, True)


def test_the_check_flags_a_move_and_a_shot_in_one_plain_turn(cards):
    assert shots_after_moving(_log(_moved(), _shot()), cards) == ["(1) alondis"]
    assert shots_after_moving(_log(_shot(), _moved()), cards) == ["(1) alondis"]


def test_the_check_lets_a_move_and_a_shot_in_different_rounds_or_by_different_fighters_pass(cards):
    assert shots_after_moving(_log(_moved(), E.RoundStarted(2), _shot()), cards) == []
    assert shots_after_moving(_log(_moved("karomin"), _shot()), cards) == []


def test_the_check_reads_the_permission_from_the_turn_effect_of_the_gift_used(cards):
    allowing = [g.name for g in cards.gifts.values()
                if effect(g, "turn") is not None and effect(g, "turn").move_despite_ranged]
    other = [g.name for g in cards.gifts.values()
             if effect(g, "turn") is not None and not effect(g, "turn").move_despite_ranged]
    assert allowing and other
    for name in allowing:
        assert shots_after_moving(_log(E.GiftUsed("alondis", "Alondis", name), _moved(), _shot()), cards) == []
    for name in other:
        log = _log(E.GiftUsed("alondis", "Alondis", name), _moved(), _shot())
        assert shots_after_moving(log, cards) == ["(1) alondis"]


# The engine ----------------------------------------------------------------------------------
def test_wind_rider_lets_alondis_move_and_shoot_twice_and_the_check_agrees(game):
    state = game("alondis")
    fight = fight_with(state, ["alondis"], {"west-orcs": {"orc-warrior": 3}})
    put(fight, "alondis", 2.0, 2.5)
    put(fight, "orc-warrior-1", 0.8, 1.5)
    put(fight, "orc-warrior-2", 1.4, 1.2)
    put(fight, "orc-warrior-3", 3.6, 0.3)
    ok(fight, A.UseGift("alondis", "wind-rider"))
    ok(fight, A.Move("alondis", (1.8, 2.2)))
    state.dice.force(1, 8, 1, 8)  # both shots miss: the orcs stay for the second shot
    ok(fight, A.RangedAttack("alondis", "orc-warrior-1"))
    ok(fight, A.RangedAttack("alondis", "orc-warrior-2"))
    log = fight.log
    assert sum(isinstance(e, E.Attacked) and e.kind == "ranged" for e in log) == 2
    assert shots_after_moving(log, state.cards) == []


def test_after_a_plain_shot_the_turn_is_over_and_the_engine_refuses_a_move(game):
    state = game("alondis")
    fight = fight_with(state, ["alondis"], {"west-orcs": {"orc-warrior": 2}})
    put(fight, "alondis", 2.0, 2.5)
    put(fight, "orc-warrior-1", 1.2, 1.5)
    state.dice.force(1, 8)
    ok(fight, A.RangedAttack("alondis", "orc-warrior-1"))
    # the move left may not be used after a shot: the turn has nothing left and ends
    assert [e.who for e in fight.log if isinstance(e, E.TurnEnded)] == ["alondis"]
    assert "Alondis must wait" in refused(fight, A.Move("alondis", (2.0, 2.2)))
    assert shots_after_moving(fight.log, state.cards) == []


def test_a_bad_guy_who_moved_may_not_throw_a_cloud_of_blades_in_that_turn(game):
    state = game("karomin", "alondis")
    state.leader = 0
    fight = fight_with(state, [], {"boss": {"garthelm": 1}}, first="qm")
    put(fight, "garthelm-1", 2.0, 0.5)
    put(fight, "karomin", 2.0, 1.9)
    put(fight, "alondis", 2.6, 1.9)
    assert fight.fighters["garthelm-1"].gifts.get("cloud-of-blades") is False
    ok(fight, A.Move("garthelm-1", (2.0, 0.9)))
    outcome = apply(fight, A.UseGift("garthelm-1", "cloud-of-blades"))
    assert not outcome.ok, f"shot after moving: {shots_after_moving(fight.log, state.cards)}"
    assert "moved this turn" in outcome.reason


# Random fights ------------------------------------------------------------------------------
MAPS = sorted(p.stem for p in maps_dir().glob("*.yaml"))
HEROES = ["alondis", "cessair", "krzzzt", "karomin"]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10_000), map_name=st.sampled_from(MAPS), n=st.integers(1, 4),
       policy=st.sampled_from(["greedy", "cautious"]), haste=st.booleans())
def test_in_random_fights_no_one_shoots_in_a_turn_they_moved_unless_the_turn_allows_it(
        cards, seed, map_name, n, policy, haste):
    heroes = HEROES[:n]
    guys = (("orc-warrior", n), ("orc-archer", 2), ("garthelm", 1))
    setup = Rehearsal(load_map(maps_dir() / f"{map_name}.yaml"), tuple(heroes), guys, policy)
    state = new_game(cards, heroes, seed, draw_opening=True)
    if haste and "cessair" in heroes:  # a second gift that allows both, beside Wind Rider
        state.hero("cessair").gifts["haste"] = False
    result, fight = resolve_combat(state, spec_for(setup, cards), policy=policy, record=True)
    assert result.rounds >= 1
    assert shots_after_moving(fight.log, cards) == []
