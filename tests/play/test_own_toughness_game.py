"""A game of veterans and a new hero with two toughness bonuses (R81): told at the start for
the new hero, his checks face his own, kept in the save, and refused beside the catch-up."""

from __future__ import annotations

import pytest

from questboard.errors import QuestboardError
from questboard.play import new_game
from questboard.play.opening import load_game
from questboard.play.saves import write_save
from questboard.rules.veterans import Veteran


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _veteran(hero, improvements, attributes):
    return Veteran(hero, attributes, 5, 4, (), (), (), improvements, ("the-harbor-treasure",))


VETS = (_veteran("karomin", 7, (("charisma", 4), ("talent", 2), ("deftness", 5), ("strength", 7))),
        _veteran("cessair", 12, (("charisma", 6), ("talent", 7), ("deftness", 4), ("strength", 4))))
HEROES = ("karomin", "cessair", "alondis")


def test_the_new_hero_has_his_own_bonus_told_at_the_start_and_kept_in_the_save(tmp_path):
    plain = new_game("the-harbor-treasure", HEROES, 3, veterans=VETS)
    game = new_game("the-harbor-treasure", HEROES, 3, veterans=VETS, own_toughness=True)
    assert plain.state.toughness == 0 and plain.state.own_toughness == {}  # 19 / 3 = 6: bonus 0
    assert game.state.toughness == 1 and game.state.own_toughness == {"alondis": 0}  # 19 / 2 = 9: bonus 1
    assert len(game.state.qm_hand) == len(plain.state.qm_hand)  # 1 + 1 either way: 6 and 9 give 1 event each
    told = [t.describe(game.names()) for t in game.told]
    assert ("Alondis is new beside veterans of 9 improvements each: he sets out as he is, with a toughness "
            "bonus of his own: 0 on his checks (the veterans' is 1)") in told
    save = write_save(tmp_path / "g.json", game.setup, str(game.adventure_file), game.actions, game.snapshot())
    back = load_game(save)
    assert back.setup.own_toughness and back.state.own_toughness == {"alondis": 0}
    assert back.snapshot() == game.snapshot()


def test_without_veterans_there_is_no_second_bonus():
    game = new_game("the-harbor-treasure", HEROES, 3, own_toughness=True)
    assert not game.setup.own_toughness and game.state.own_toughness == {}


def test_the_two_remedies_together_are_refused_with_the_reason():
    with pytest.raises(QuestboardError, match="either catch up or have a toughness bonus of their own"):
        new_game("the-harbor-treasure", HEROES, 3, veterans=VETS, own_toughness=True, catch_up=True)


def test_text_mode_own_toughness_sets_the_new_hero_out_with_his_bonus(tmp_path, capsys):
    import json
    from dataclasses import asdict

    from questboard.cli.main import main
    from questboard.play.roster import roster_path

    roster_path().parent.mkdir(parents=True, exist_ok=True)
    roster_path().write_text(json.dumps({"version": 1, "heroes": [asdict(v) for v in VETS]}), encoding="utf-8")
    script = tmp_path / "quit.txt"
    script.write_text("quit\n", encoding="utf-8")
    assert main(["text", "the-harbor-treasure", "--heroes", ",".join(HEROES), "--veterans", "--own-toughness",
                 "--seed", "3", "--script", str(script)]) == 0
    said = capsys.readouterr().out
    assert "with a toughness bonus of his own: 0 on his checks (the veterans' is 1)" in " ".join(said.split())
    assert main(["text", "the-harbor-treasure", "--heroes", ",".join(HEROES), "--veterans", "--own-toughness",
                 "--catch-up", "--seed", "3", "--script", str(script)]) != 0
    assert "either catch up or have a toughness bonus of their own" in " ".join(capsys.readouterr().err.split())
