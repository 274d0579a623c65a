"""A found item is first offered to a hero who can carry it (R46): round the table from the
leader, passing over a hero at the equipment limit, the leader first if he has room."""

from __future__ import annotations

from questboard.adventure import prompts as P
from questboard.adventure.answers import answer
from questboard.adventure.runner import apply
from questboard.adventure.shares import first_shares
from tests.adventure.test_runner import TO_8


def _at_the_share_out(play, karomin_carries: int):
    st, _ = play("karomin", "alondis")
    for a in TO_8:
        assert apply(st, a).ok
    assert isinstance(st.waiting, P.Distribute)
    karomin = st.game.hero("karomin")
    karomin.equipment[:] = ["shield"] * karomin_carries
    return st


def test_the_leader_at_his_limit_is_passed_over(play):
    st = _at_the_share_out(play, 3)
    assert st.game.leader_hero.id == "karomin" and st.game.hero("karomin").equipment_limit == 3
    assert first_shares(st.game, st.waiting.items) == ("alondis",)
    assert answer(st, "even").items == (("potion-of-healing", "alondis"),)


def test_the_leader_with_room_gets_the_first_share(play):
    st = _at_the_share_out(play, 2)
    assert first_shares(st.game, st.waiting.items) == ("karomin",)


def test_nobody_with_room_keeps_the_round_from_the_leader(play):
    st = _at_the_share_out(play, 3)
    st.game.hero("alondis").equipment[:] = ["shield"] * st.game.hero("alondis").equipment_limit
    assert first_shares(st.game, st.waiting.items) == ("karomin",)
