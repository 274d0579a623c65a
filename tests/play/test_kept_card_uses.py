"""The heroes' card uses kept from revision to revision (`play.fight_uses.card_uses`): a plan
is made anew only when what it reads changed (whom the fight waits for, the turn's action,
the heroes' cards and Vitality; for an item's heal, which heroes touch its user), and what
is kept is what planning afresh gives."""

from __future__ import annotations

import math

import pytest

from questboard.combat import actions as F
from questboard.play.seats import QUEST_MASTER, seats_of
from questboard.play.viewdata import to_data
from questboard.play.views import public_view
from tests.play.test_kept_views import _fresh
from tests.play.test_seat_views import _step, _to_a_fight


def _heroes_turn(game):
    """Steps to a hero's turn with his move still to make: (the view, the hero on turn)."""
    for _ in range(200):
        fv = game.view(QUEST_MASTER).fight
        m = fv.movers
        if m is not None and m.actor is not None and m.pieces and fv.fighter(m.actor).is_hero:
            return fv, m.actor
        assert _step(game).ok
    raise AssertionError("no hero's turn in 200 steps")


def _spot(game, who, near, touching: bool):
    """A legal move of `who` ending touching `near` (or, with `touching` False, a short one
    that stays clear of every other hero), or None."""
    fv = game.view(QUEST_MASTER).fight
    me, friend = fv.fighter(who), fv.fighter(near)
    for k in range(32):
        a = k * math.tau / 32
        if touching:
            d = me.radius + friend.radius
            to = (friend.at[0] + d * math.cos(a), friend.at[1] + d * math.sin(a))
        else:
            to = (me.at[0] + 0.15 * math.cos(a), me.at[1] + 0.15 * math.sin(a))
        plan = game.plan_move(who, to)
        far = math.dist(plan.end, friend.at) - me.radius - friend.radius > 0.05
        if plan.legal and (touching or far and math.dist(me.at, friend.at) - me.radius - friend.radius > 0.05):
            return plan
    return None


def _uses(game) -> dict:
    return {(u.who, u.card): u for u in game.view(QUEST_MASTER).fight.uses}


@pytest.mark.parametrize("touching", [True, False], ids=["beside a friend", "clear of the friends"])
def test_after_a_move_only_the_plans_that_read_where_the_heroes_stand_are_made_anew(touching):
    game = _to_a_fight("the-harbor-treasure", seed=7)  # Karomin carries a Potion of Healing
    fv, who = _heroes_turn(game)
    friend = next(f.id for f in fv.pieces if f.is_hero and f.id != who)
    plan = _spot(game, who, friend, touching)
    if plan is None:
        pytest.skip("no such move within reach in this fight")
    before = _uses(game)
    assert game.apply(F.Move(who=who, to=plan.end)).ok
    after = _uses(game)
    assert before.keys() == after.keys()
    for seat in seats_of(game):  # what is kept is what planning afresh gives
        assert game.view(seat).to_data() == _fresh(game, seat), seat
    heals = [k for k, u in after.items() if u.kind == "item" and u.heal]
    others = [k for k in after if k not in heals]
    assert heals and others, (heals, others)
    assert all(after[k] is before[k] for k in others), others  # a gift's reach reads no base
    if touching:  # the potion may now reach the friend too: planned anew
        assert all(after[k] is not before[k] for k in heals if k[0] == who)
        assert any(to_data(after[k]) != to_data(before[k]) for k in heals if k[0] == who)
    else:  # nobody came to touch anybody: the very plans made before
        assert all(after[k] is before[k] for k in heals)


def test_a_hero_whose_vitality_changed_has_every_card_of_his_planned_anew():
    game = _to_a_fight("the-harbor-treasure", seed=7)
    _, who = _heroes_turn(game)
    hero = next(h for h in game.state.heroes if h.card.id == who)
    before = _uses(game)
    hero.vitality -= 1  # as a wound would: the next revision's plans must see it
    assert _step(game).ok
    after = _uses(game)
    assert all(after[k] is not before[k] for k in after if k in before and k[0] == who)
    for seat in seats_of(game):
        assert game.view(seat).to_data() == _fresh(game, seat), seat


@pytest.mark.parametrize("log_lines", [0, 1, 5, 40])
def test_the_tables_dice_and_log_read_from_the_end_are_the_whole_logs_newest(log_lines):
    from questboard.adventure import events as AE
    from questboard.rules.log import CheckResolved, Rolled

    game = _to_a_fight("the-harbor-treasure", seed=7)
    for _ in range(60):
        if game.ended or not _step(game).ok:
            break
    public = [t for t in game.told if t.public]
    view = public_view(game, log_lines)
    assert len(public) > 40
    assert list(view.dice) == game.words_of([t for t in public[-12:] if isinstance(t.event, Rolled | CheckResolved)])
    assert list(view.log) == game.words_of([t for t in public[-log_lines:]
                                            if not isinstance(t.event, AE.ReadAloud | AE.Advice)])
