"""What a seat on another machine may send (R87): a hero's seat its own hero's decisions and
the party's, the horn only from the leader's seat, the table's nothing; the Quest Master's
seat anything the game asks."""

from __future__ import annotations

from questboard.play import new_game
from questboard.play import vocabulary as V
from questboard.play.seat_authority import seat_refusal
from questboard.play.seats import QUEST_MASTER, TABLE, hero_seat


def _game():
    return new_game("example-short", ("karomin", "alondis"), 7)


def test_the_partys_choice_may_come_from_any_heros_seat_but_not_the_tables():
    game = _game()
    assert seat_refusal(game, hero_seat("alondis"), V.Choose(0)) is None
    assert seat_refusal(game, hero_seat("karomin"), V.Choose(0)) is None
    assert "watches" in seat_refusal(game, TABLE, V.Choose(0))


def test_the_horn_is_the_leaders_alone():
    game = _game()
    leader = game.view(QUEST_MASTER).story.leader
    other = next(h for h in ("karomin", "alondis") if h != leader)
    assert seat_refusal(game, hero_seat(leader), V.Choose(0, horn=True)) is None
    assert "holds the horn" in seat_refusal(game, hero_seat(other), V.Choose(0, horn=True))
    assert seat_refusal(game, QUEST_MASTER, V.Choose(0, horn=True)) is None


def test_a_hero_seat_may_not_act_in_another_heros_name():
    game = _game()
    assert "to decide, not yours" in seat_refusal(game, hero_seat("alondis"), V.UseItem("karomin", "potion"))
    assert seat_refusal(game, QUEST_MASTER, V.Move("gandalf", (1.0, 1.0))) == "gandalf is not asked for that now"
