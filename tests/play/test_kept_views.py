"""Views kept from revision to revision (`play.kept`): what every seat is sent is the view
built afresh for the same game, over whole seeded fights of every shipped adventure (moves,
attacks, injuries, heals, turns and undo), and after a move the parts that did not change are
the very ones made before."""

from __future__ import annotations

import math

import pytest

from questboard.play.fight_view import fight_view
from questboard.play.seat_views import ViewCache
from questboard.play.seats import QUEST_MASTER, TABLE, seats_of
from questboard.play.viewdata import to_data
from tests.play.test_seat_views import SHIPPED, _step, _to_a_fight


def _fresh(game, seat) -> dict:
    """The seat's view built from nothing (a cache of its own, nothing kept)."""
    return ViewCache().get(game, seat).to_data()


def _play(game, step: int) -> bool:
    """A step as `_step` takes it; now and then a hero uses a card the side panel offers
    first (a heal, a refresh: what changes the heroes' cards and Vitality)."""
    fv = game.view(QUEST_MASTER).fight if game.fight is not None else None
    if fv is not None and step % 3 == 2:
        for row in fv.quick_uses:
            for c in row.uses:
                if c.action and game.apply(c.act()).ok:
                    return True
    assert _step(game).ok
    return False


@pytest.mark.parametrize("name", SHIPPED)
def test_every_seats_view_kept_from_revision_to_revision_is_the_view_built_afresh(name):
    game = _to_a_fight(name, seed=11)
    compared = undone = 0
    used = 0
    for step in range(400):
        if game.ended:
            break
        if game.fight is not None:
            for seat in seats_of(game):
                assert game.view(seat).to_data() == _fresh(game, seat), (name, step, seat)
            assert to_data(game.view(QUEST_MASTER).fight) == to_data(fight_view(game))  # nothing kept at all
            compared += 1
            if step % 7 == 3 and game.undo().ok:  # a replay makes the fight anew: nothing of the old is kept
                undone += 1
                for seat in seats_of(game):
                    assert game.view(seat).to_data() == _fresh(game, seat), (name, step, seat, "undo")
        used += _play(game, step)
    assert compared >= 10 and undone >= 1, (compared, undone)
    assert used >= 1, used


def _a_move(game):
    """Steps until one of them moved a base and changed nothing else of the fighters: the
    fight view before and after it."""
    for _ in range(400):
        before = game.view(TABLE).fight
        assert _step(game).ok
        after = game.view(TABLE).fight if game.fight is not None else None
        if after is None or before is None:
            continue
        moved = [a.id for a, b in zip(before.fighters, after.fighters, strict=True) if a.at != b.at]
        same = all((a.vitality, a.items, a.gifts, a.off_field) == (b.vitality, b.items, b.gifts, b.off_field)
                   for a, b in zip(before.fighters, after.fighters, strict=True))
        if len(moved) == 1 and same:
            return before, after, moved[0]
    raise AssertionError("no move in 400 steps")


def test_after_a_move_the_other_fighters_and_the_cards_effects_are_the_views_made_before():
    game = _to_a_fight("example-short", seed=11)
    before, after, who = _a_move(game)
    for a, b in zip(before.fighters, after.fighters, strict=True):
        if a.id == who:
            assert b is not a and b.at != a.at and b.items is a.items  # a new base, the cards as they were
        else:
            assert b is a, a.id
    assert after.effects is before.effects and after.field is before.field


def test_a_hero_moved_beside_another_is_offered_his_potion_for_both_as_the_view_built_afresh():
    from questboard.combat import actions as F

    game = _to_a_fight("the-harbor-treasure", seed=7)  # Karomin carries a Potion of Healing
    for _ in range(200):  # to a hero's turn with his move still to make
        fv = game.view(QUEST_MASTER).fight
        m = fv.movers
        if m is not None and m.actor is not None and m.pieces and fv.fighter(m.actor).is_hero:
            break
        assert _step(game).ok
    who = m.actor
    me = fv.fighter(who)
    friend = next(f for f in fv.pieces if f.is_hero and f.id != who)
    before = {u.card: u for u in fv.uses if u.who == who}
    for k in range(32):  # a spot touching the friend that the move may reach
        a = k * 6.283185307179586 / 32
        d = me.radius + friend.radius
        plan = game.plan_move(who, (friend.at[0] + d * math.cos(a), friend.at[1] + d * math.sin(a)))
        if plan.legal:
            break
    if not plan.legal:
        pytest.skip("no spot beside a friend within reach in this fight")
    assert game.apply(F.Move(who=who, to=plan.end)).ok
    for seat in seats_of(game):
        assert game.view(seat).to_data() == _fresh(game, seat), seat
    after = {u.card: u for u in game.view(QUEST_MASTER).fight.uses if u.who == who}
    assert before.keys() == after.keys() and before != after  # the potion may now reach the friend too
