"""The rulebook's second remedy for new heroes beside veterans (R81): two toughness bonuses,
one for the veterans (their improvements alone) and one for the new heroes, each applied to
its own heroes' checks only; the Quest Master draws the events of both. With the rulebook's
worked example: Karomin 7 and Cessair 12 improvements → 19 / 2 = 9 → bonus 1, 1 event."""

from __future__ import annotations

from questboard.rules import actions as A
from questboard.rules.checks import CheckSpec
from questboard.rules.toughness import opening_events, toughness

from .helpers import ok

IMPROVED = {"karomin": 7, "cessair": 12}


def _three(game, apart=("alondis",), **kw):
    return game("karomin", "cessair", "alondis", improvements=IMPROVED, apart=apart, **kw)


def test_the_worked_example_gives_the_veterans_bonus_1_and_1_event():
    assert (toughness([7, 12]).bonus, toughness([7, 12]).events, toughness([7, 12]).average) == (1, 1, 9)


def test_mixed_in_one_table_the_new_hero_pulls_the_bonus_down_to_0():
    mixed = toughness([7, 12, 0])  # 19 / 3 = 6: the bonus that fits neither
    assert (mixed.bonus, mixed.events) == (0, 1)


def test_apart_the_veterans_keep_their_bonus_and_the_new_hero_has_his_own(game):
    state = _three(game)
    assert state.toughness == 1 and state.own_toughness == {"alondis": 0}
    assert state.toughness_of("karomin") == state.toughness_of("cessair") == 1
    assert state.toughness_of("alondis") == 0
    together = _three(game, apart=())
    assert together.toughness == 0 and together.own_toughness == {}


def test_the_adventures_own_toughness_adds_to_both_bonuses(game):
    state = _three(game, base_toughness=2)
    assert state.toughness == 3 and state.toughness_of("alondis") == 2


def test_the_quest_master_draws_the_events_of_both_tables():
    # Dungeon Master's 1, the veterans' 1, the new hero's (0 improvements) none.
    assert opening_events(0, [7, 12], apart=[0]) == 2
    assert opening_events(0, [7, 12], apart=[4]) == 3  # a new hero's own table gives events too
    assert opening_events(0, [7, 12], powerful_group=True, heroes=3, apart=[0]) == 5


def test_a_test_faces_each_heros_own_bonus(game):
    state = _three(game)
    state.dice.force(5, 5)  # Karomin and Alondis roll 5 on Deftness (3 and 4 on their cards)
    ok(state, A.RollCheck(CheckSpec("test", "deftness", 9, all_heroes=True), ("karomin", "alondis")))
    (resolved,) = ok(state, A.ResolveCheck())
    karomin, alondis = resolved.results
    assert karomin.against == 10 and alondis.against == 9  # 9 + 1 for the veteran, + 0 for the new hero
    assert (karomin.total, karomin.success) == (5 + state.hero("karomin").attributes["deftness"], False)
    assert (alondis.total, alondis.success) == (5 + state.hero("alondis").attributes["deftness"], True)


def test_a_conflict_and_a_group_check_face_each_heros_own_bonus(game):
    state = _three(game)
    state.dice.force(5, 4)
    ok(state, A.RollCheck(CheckSpec("conflict", "strength", 6), ("alondis",)))
    (resolved,) = ok(state, A.ResolveCheck())
    assert resolved.results[0].against == 4 + 6  # no veterans' bonus on the new hero's conflict
    ok(state, A.RollCheck(CheckSpec("test", "strength", 0), ("karomin", "alondis"), threshold=10))
    assert state.pending_check.threshold == 10 + 1 + 0  # once per roller, each his own bonus


def test_a_bad_guy_fighting_a_new_hero_adds_the_new_heros_bonus_and_against_a_veteran_the_veterans(game):
    from questboard.combat import actions as F
    from questboard.combat.engine import apply
    from tests.combat.helpers import fight_with, put

    state = _three(game)
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}}, first="qm")
    put(fight, "alondis", 1.0, 1.6)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    put(fight, "karomin", 3.0, 1.6)
    put(fight, "orc-warrior-2", 3.0, 1.3)
    orc = state.cards.bad_guys["orc-warrior"].deftness
    totals = {}
    for orc_id, hero in (("orc-warrior-1", "alondis"), ("orc-warrior-2", "karomin")):
        state.dice.force(5, 1)
        outcome = apply(fight, F.MeleeAttack(orc_id, hero))
        assert outcome.ok, outcome.reason
        if fight.conflict is not None:  # the hero may answer: he lets it go
            outcome = apply(fight, F.Pass(hero))
        totals[hero] = next(e for e in outcome.events if hasattr(e, "attacker_won")).total
    assert totals == {"alondis": 5 + orc, "karomin": 5 + orc + 1}


def test_the_automatic_sides_guess_of_a_hit_faces_each_heros_own_bonus(game):
    from questboard.combat.playbook import _plain_roll, hit_chance
    from tests.combat.helpers import fight_with

    state = _three(game)
    fight = fight_with(state, ["karomin", "alondis"], {"west-orcs": {"orc-warrior": 2}}, first="qm")
    orc, alondis, karomin = fight.fighters["orc-warrior-1"], fight.fighters["alondis"], fight.fighters["karomin"]
    d = state.cards.bad_guys["orc-warrior"].deftness
    # The orc faces the new hero with the new hero's bonus (0), the veteran with the veterans' (1).
    assert hit_chance(fight, orc, alondis) == _plain_roll(d + 0, alondis.deftness(0), False)
    assert hit_chance(fight, orc, karomin) == _plain_roll(d + 1, karomin.deftness(0), False)
    assert hit_chance(fight, alondis, orc) == _plain_roll(alondis.deftness(0), d + 0, True)
    assert hit_chance(fight, karomin, orc) == _plain_roll(karomin.deftness(0), d + 1, True)
    assert hit_chance(fight, alondis, orc) > _plain_roll(alondis.deftness(0), d + 1, True)
