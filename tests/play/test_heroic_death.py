"""Heroic death (R76): when every hero has fallen in a fight and the adventure ends in defeat,
new heroes take up the quest: seat by seat each holds the Quest Items his predecessor had when
the adventure began, and the adventure begins anew. In the window the end panel offers it and
the launcher opens on that adventure."""

from __future__ import annotations

import pytest

from questboard.play import CombatResult, new_game
from questboard.play.heroic_death import fallen, heirs
from questboard.rules.veterans import Veteran
from tests.play.helpers import story_answer

HARBOR = "the-harbor-treasure"


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _veteran_with_the_map() -> Veteran:
    return Veteran("karomin", (("charisma", 3), ("talent", 2), ("deftness", 3), ("strength", 4)), 5, 2,
                   (), ("treasure-map",), ("chosen-of-the-gods",), 2, ("example-short",))


def _to_the_end(game, victory: bool):
    for _ in range(400):
        if type(game.prompt).__name__ == "Ended":
            return game
        if type(game.prompt).__name__ == "CombatRequest":
            assert game.apply(CombatResult(victory=victory)).ok
            continue
        assert game.apply(story_answer(game)).ok
    raise AssertionError("no ending")


def test_new_heroes_take_up_the_fallen_ones_quest_items_and_begin_anew():
    lost = _to_the_end(new_game(HARBOR, ("karomin", "alondis"), 7, veterans=(_veteran_with_the_map(),)), False)
    assert lost.prompt.outcome == "failure"
    items = fallen(lost)
    assert items == (("treasure-map",), ())
    anew = new_game(HARBOR, ("cessair", "krzzzt"), 8, heirs=heirs(items, ("cessair", "krzzzt")))
    cessair = next(h for h in anew.state.heroes if h.id == "cessair")
    assert cessair.quest_items.count("treasure-map") == 1
    assert "treasure-map" not in anew.state.supply.quest_items  # not to be found a second time
    told = [t.describe(anew.names()) for t in anew.told]
    assert "Magistra Cessair takes up the quest of a fallen hero, with Treasure Map" in told
    assert anew.setup.heirs == (("cessair", ("treasure-map",)), ("krzzzt", ()))


def test_only_a_fight_lost_ends_in_heroic_death():
    won = _to_the_end(new_game(HARBOR, ("karomin", "alondis"), 7), True)
    assert won.prompt.outcome == "success" and fallen(won) is None


def test_the_window_offers_heroic_death_and_the_launcher_begins_that_adventure_anew():
    from questboard.ui.app import App
    from questboard.ui.launcher.scene import Launcher
    from questboard.ui.table.scene import Table
    from tests.ui.helpers import button_for, click, click_button, frames

    lost = _to_the_end(new_game(HARBOR, ("karomin", "alondis"), 7, veterans=(_veteran_with_the_map(),)), False)
    app = App(size=(1280, 720), hidden=True)
    try:
        table = Table(app, lost)
        app.show(table)
        frames(app)
        click_button(app, button_for(table, lambda c: c.text == "Heroic death: new heroes…"))
        launcher = app.scene
        assert isinstance(launcher, Launcher) and launcher.chosen.id == HARBOR
        assert "Heroic death" in launcher.message
        for h in ("cessair", "krzzzt"):
            click(app, launcher.target("hero", h).center)
        click_button(app, launcher.start)
        game = app.scene.game
        assert game.setup.heirs[0] == ("cessair", ("treasure-map",))
    finally:
        app.close()


def test_text_mode_tells_of_a_heroic_death_and_sets_the_heirs_out(tmp_path, capsys):
    import io

    from rich.console import Console

    from questboard.cli.main import main
    from questboard.cli.text import TextTable
    from questboard.play.saves import write_save

    lost = _to_the_end(new_game(HARBOR, ("karomin", "alondis"), 7, veterans=(_veteran_with_the_map(),)), False)
    out = io.StringIO()
    TextTable(lost, Console(file=out, width=200, color_system=None), None).play([])
    assert "Every hero has fallen: a heroic death" in out.getvalue()
    save = write_save(tmp_path / "lost.json", lost.setup, str(lost.adventure_file), lost.actions, lost.snapshot())
    script = tmp_path / "quit.txt"
    script.write_text("quit\n", encoding="utf-8")
    assert main(["text", HARBOR, "--heroes", "cessair,krzzzt", "--heirs-of", str(save), "--seed", "3",
                 "--script", str(script)]) == 0
    assert "Magistra Cessair takes up the quest of a fallen hero, with Treasure Map" in capsys.readouterr().out
    assert main(["text", "example-short", "--heroes", "cessair", "--heirs-of", str(save), "--seed", "3",
                 "--script", str(script)]) == 1
    assert "a heroic death begins that very adventure anew" in capsys.readouterr().err
