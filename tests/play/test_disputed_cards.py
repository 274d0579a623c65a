"""Disputed cards asked in turn (R80): when veterans wrote down more copies of a card than the
box holds, the heroes involved take one each in turn, in seat order, round and round, or leave
the rest to the others; who gets none of a piece of equipment has its worth in gold, who gets
none of a gift draws another from its pile. Each take is an action of the log: told, saved,
replayed."""

from __future__ import annotations

import pytest

from questboard.play import ChooseDisputed, TakeDisputed, new_game
from questboard.play.opening import load_game
from questboard.play.saves import write_save
from questboard.rules.veterans import Veteran

HEROES = ("karomin", "alondis")


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _veteran(hero, equipment=("shield",), gifts=("second-wind",)) -> Veteran:
    return Veteran(hero, (("charisma", 4), ("talent", 2), ("deftness", 4), ("strength", 5)), 5, 9,
                   equipment, (), gifts, 6, ("the-harbor-treasure",))


def _asked(equipment=("shield", "shield"), gifts=("second-wind",)):
    vets = tuple(_veteran(h, equipment, gifts) for h in HEROES)
    return new_game("example-short", HEROES, 3, veterans=vets, ask_leader=True)


def _hero(game, hero_id):
    return next(h for h in game.state.heroes if h.id == hero_id)


def test_the_first_seat_chooses_first_among_the_disputed_cards():
    game = _asked()
    p = game.prompt
    assert isinstance(p, ChooseDisputed) and p.hero == "karomin"
    assert p.cards == ("shield", "second-wind") and p.centre == (("shield", 2), ("second-wind", 1))
    assert game.story.paragraph == 0 or game.prompt == p  # the story waits for the cards


def test_turns_go_round_and_a_hero_out_of_turn_is_refused_with_whose_turn_it_is():
    game = _asked()
    assert game.apply(TakeDisputed("karomin", "second-wind")).ok
    assert game.prompt.hero == "alondis" and game.prompt.cards == ("shield",)
    refused = game.apply(TakeDisputed("karomin", "shield"))
    assert not refused.ok and refused.reason == "It is Alondis's turn to take a disputed card"
    wrong = game.apply(TakeDisputed("alondis", "second-wind"))
    assert not wrong.ok and "Alondis may take one of Shield, or leave them to the others" in wrong.reason


def test_a_whole_draft_gives_each_his_takes_and_replacements_for_the_rest():
    game = _asked()
    worth = game.state.cards.equipment["shield"].gold
    assert game.apply(TakeDisputed("karomin", "second-wind")).ok
    assert game.apply(TakeDisputed("alondis", "shield")).ok
    assert game.prompt.hero == "karomin" and game.prompt.centre == (("shield", 1),)  # both still want it
    step = game.apply(TakeDisputed("karomin", "shield"))
    assert step.ok and not isinstance(game.prompt, ChooseDisputed)
    k, a = _hero(game, "karomin"), _hero(game, "alondis")
    assert "second-wind" in k.gifts and k.equipment.count("shield") == 1 and k.gold == 9 + worth
    assert a.equipment.count("shield") == 1 and a.gold == 9 + worth and "second-wind" not in a.gifts
    assert len([g for g in a.gifts if g != a.innate_gift]) == 1  # another drawn from the combat pile
    said = [e.describe(game.names()) for e in step.events]
    assert "Karomin takes Shield from the disputed cards" in said
    assert any("drawn for Second Wind, held by another hero" in line for line in said)


def test_a_hero_left_alone_with_the_disputed_cards_takes_them_unasked():
    game = _asked()
    assert game.apply(TakeDisputed("karomin", "shield")).ok
    step = game.apply(TakeDisputed("alondis", ""))  # Karomin alone wants the rest: nobody disputes it
    assert step.ok and not isinstance(game.prompt, ChooseDisputed)
    said = [e.describe(game.names()) for e in step.events]
    assert said.count("Karomin takes Shield from the disputed cards") == 1  # his second; the first was told
    assert "Karomin takes Second Wind from the disputed cards" in said
    assert _hero(game, "karomin").equipment.count("shield") == 2


def test_leaving_the_disputed_cards_to_the_others_gives_them_all_to_the_rest():
    game = _asked()
    step = game.apply(TakeDisputed("karomin", ""))
    assert step.ok and not isinstance(game.prompt, ChooseDisputed)
    k, a = _hero(game, "karomin"), _hero(game, "alondis")
    worth = game.state.cards.equipment["shield"].gold
    assert k.equipment.count("shield") == 0 and k.gold == 9 + 2 * worth and "second-wind" not in k.gifts
    assert a.equipment.count("shield") == 2 and "second-wind" in a.gifts and a.gold == 9
    assert "Karomin leaves the other disputed cards to the others" in [e.describe(game.names())
                                                                         for e in step.events]


def test_no_dispute_no_question():
    game = new_game("example-short", HEROES, 3, ask_leader=True,
                    veterans=(_veteran("karomin"), _veteran("alondis", equipment=("potion-of-healing",),
                                                            gifts=("wind-rider",))))
    assert not isinstance(game.prompt, ChooseDisputed)
    assert _hero(game, "karomin").equipment == ["shield"]


def test_the_takes_are_saved_and_replay_to_the_same_game(tmp_path):
    game = _asked()
    assert game.apply(TakeDisputed("karomin", "shield")).ok
    assert game.apply(TakeDisputed("alondis", "second-wind")).ok
    assert game.apply(TakeDisputed("karomin", "shield")).ok
    save = write_save(tmp_path / "g.json", game.setup, str(game.adventure_file), game.actions, game.snapshot())
    back = load_game(save)
    assert back.snapshot() == game.snapshot()
    assert "second-wind" in _hero(back, "alondis").gifts


def test_a_typed_answer_names_the_card_by_its_name_number_or_leave():
    from questboard.adventure.answers import BadAnswer, answer

    game = _asked()
    st = game.story
    assert answer(st, "shield") == TakeDisputed("karomin", "shield")
    assert answer(st, "2") == TakeDisputed("karomin", "second-wind")
    assert answer(st, "leave") == TakeDisputed("karomin", "") == answer(st, "3")
    with pytest.raises(BadAnswer, match="no disputed card 'axe' to take"):
        answer(st, "axe")
