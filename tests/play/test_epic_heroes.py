"""Epic heroes: after a successful adventure the party is written into the roster as it
stands (attributes, Vitality, gold, every card, the improvements since the start values);
the next game sets those heroes out as written down, not with the starting cards, and their
improvements give the toughness bonus. Disputed cards are taken in turn; the one left without
gets the item's worth in gold or another gift of the same pile (R68, R80)."""

from __future__ import annotations

import json

import pytest

from questboard.play import new_game
from questboard.play.opening import load_game
from questboard.play.roster import RosterError, keep_heroes, read_roster, roster_path, veterans_for
from questboard.play.saves import write_save
from questboard.rules.veterans import Veteran
from tests.play.helpers import story_answer

HEROES = ("karomin", "alondis")


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    """A data folder of the test's own: the roster starts empty."""
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _to_the_end(game):
    for _ in range(400):
        if type(game.prompt).__name__ == "Ended":
            return game
        assert game.apply(story_answer(game)).ok
    raise AssertionError("no ending")


def _veteran(hero="karomin", **changes) -> Veteran:
    base = dict(hero=hero, attributes=(("charisma", 4), ("talent", 2), ("deftness", 4), ("strength", 5)),
                vitality=5, gold=9, equipment=("shield", "potion-of-healing"), quest_items=(),
                gifts=("chosen-of-the-gods",), improvements=6, adventures=("the-harbor-treasure",))
    return Veteran(**{**base, **changes})


def test_a_won_adventures_heroes_are_kept_as_they_stand_and_set_out_so_next_time():
    game = _to_the_end(new_game("the-harbor-treasure", HEROES, 7))
    assert game.prompt.outcome == "success"
    path, said = keep_heroes(game)
    assert path == roster_path() and "Karomin, Alondis kept in the roster" in said
    roster = read_roster()
    k = next(h for h in game.state.heroes if h.id == "karomin")
    v = roster["karomin"]
    assert dict(v.attributes) == k.attributes and v.vitality == k.vitality and v.gold == k.gold
    assert set(v.equipment) == set(k.equipment) and set(v.gifts) == set(k.gifts)
    assert v.improvements == k.improvements and v.adventures == ("the-harbor-treasure",)
    keep_heroes(game)  # the same game kept twice counts once
    assert read_roster()["karomin"].adventures == ("the-harbor-treasure",)
    again = new_game("example-short", HEROES, 3, veterans=veterans_for(HEROES))
    k2 = next(h for h in again.state.heroes if h.id == "karomin")
    assert k2.attributes == k.attributes and k2.gold == k.gold and k2.improvements == k.improvements
    assert set(k2.gifts) == set(k.gifts) and not any(k2.gifts.values())  # all ready again
    assert any("sets out as a veteran" in t.describe(again.names()) for t in again.told)


def test_veterans_improvements_give_the_toughness_bonus_and_survive_a_save(tmp_path):
    vets = (_veteran("karomin", improvements=8), _veteran("alondis", improvements=8, equipment=(),
            attributes=(("charisma", 3), ("talent", 3), ("deftness", 4), ("strength", 3)), vitality=4,
            gifts=("wind-rider",)))
    new = new_game("example-short", HEROES, 3)
    epic = new_game("example-short", HEROES, 3, veterans=vets)
    assert new.state.toughness == 0 and epic.state.toughness > 0
    assert len(epic.state.qm_hand) > len(new.state.qm_hand)  # the toughness table's extra events
    assert epic.prompt is not None
    save = write_save(tmp_path / "g.json", epic.setup, str(epic.adventure_file), epic.actions, epic.snapshot())
    back = load_game(save)
    assert back.setup.veterans == vets and back.state.toughness == epic.state.toughness
    assert back.snapshot() == epic.snapshot()


def test_disputed_cards_unasked_go_round_in_seat_order_and_the_others_get_their_worth_in_gold():
    """Nobody asked (a script, the program's own games): each in turn takes the first disputed
    card he may, round and round (R80)."""
    from questboard.play.opening import _open

    cards = _open("example-short")[2]
    shields, worth = cards.equipment["shield"].copies, cards.equipment["shield"].gold
    assert shields == 2
    vets = tuple(_veteran(h, equipment=("shield",) * shields, gifts=("second-wind",)) for h in HEROES)
    game = new_game("example-short", HEROES, 3, veterans=vets)
    k, a = game.state.heroes
    assert k.equipment.count("shield") == 1 and a.equipment.count("shield") == 1  # one each, in turn
    assert k.gold == 9 + worth and a.gold == 9 + worth
    assert "second-wind" in k.gifts and "second-wind" not in a.gifts  # Karomin's third turn
    assert a.innate_gift in a.gifts and len([g for g in a.gifts if g != a.innate_gift]) == 1  # another drawn
    told = [t.describe(game.names()) for t in game.told]
    assert "Karomin takes Shield from the disputed cards" in told
    assert any("held by another hero" in line for line in told)


def test_an_unreadable_roster_is_said_and_set_aside_never_overwritten():
    roster_path().parent.mkdir(parents=True, exist_ok=True)
    roster_path().write_text("{not json", encoding="utf-8")
    with pytest.raises(RosterError, match="roster.json: the roster cannot be read"):
        read_roster()
    game = _to_the_end(new_game("the-harbor-treasure", HEROES, 7))
    _, said = keep_heroes(game)
    assert "set aside as" in said
    aside = [p for p in roster_path().parent.glob("roster-unreadable-*.json")]
    assert aside and aside[0].read_text(encoding="utf-8") == "{not json"
    assert json.loads(roster_path().read_text(encoding="utf-8"))["version"] == 1


def test_a_new_hero_beside_veterans_is_warned_of_and_may_catch_up_first():
    from questboard.adventure import prompts as P
    from questboard.rules import actions as A

    vets = (_veteran("karomin", improvements=8),)
    plain = new_game("example-short", HEROES, 3, veterans=vets)
    told = [t.describe(plain.names()) for t in plain.told]
    assert any("Alondis is new beside veterans of 8 improvements each" in line for line in told)
    assert not isinstance(plain.prompt, P.Improve)
    game = new_game("example-short", HEROES, 3, veterans=vets, catch_up=True)
    assert isinstance(game.prompt, P.Improve) and game.prompt.hero == "alondis" and game.prompt.remaining == 8
    before = game.state.toughness
    for _ in range(8):
        assert game.apply(A.ImproveAttribute("alondis", game.prompt.attributes[0])).ok
    assert not isinstance(game.prompt, P.Improve)
    alondis = next(h for h in game.state.heroes if h.id == "alondis")
    assert alondis.improvements == 8 and game.state.toughness > before  # both count now
    assert game.story.paragraph is not None
