"""Epic heroes in the window: the launcher offers the roster's veterans (a toggle; their
cards show the values written down), a game started so sets them out as written down; a
won adventure keeps its heroes by itself and says so, a lost one on a click."""

from __future__ import annotations

import pytest

from questboard.play import new_game
from questboard.play.roster import keep_heroes, read_roster
from questboard.ui.app import App
from questboard.ui.table.scene import Table
from tests.play.helpers import story_answer
from tests.ui.helpers import click, click_button, clipped_widgets, frames, key
from tests.ui.test_window_play import LEARNING


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _ended(victory: bool):
    game = new_game(LEARNING, ("karomin", "alondis"), 7)
    for _ in range(400):
        if type(game.prompt).__name__ == "Ended":
            return game
        if type(game.prompt).__name__ == "CombatRequest" and not victory:
            from questboard.play import CombatResult

            assert game.apply(CombatResult(victory=False)).ok
            continue
        assert game.apply(story_answer(game)).ok
    raise AssertionError("no ending")


@pytest.mark.parametrize("size", [(1024, 600), (1600, 900)])
def test_the_launcher_sets_the_rosters_veterans_out_as_written_down(size):
    won = _ended(True)
    keep_heroes(won)
    karomin = read_roster()["karomin"]
    app = App(size=size, hidden=True)
    try:
        frames(app)
        launcher = app.scene
        assert launcher.veterans_button is not None and clipped_widgets(app) == []
        click_button(app, launcher.veterans_button)
        launcher = app.scene
        assert launcher.veterans_on and launcher.veterans_button.is_selected
        click(app, launcher.target("adventure", "example-short").center)
        for h in ("karomin", "cessair"):
            click(app, launcher.target("hero", h).center)
        click_button(app, launcher.start)
        table = app.scene
        if type(table.game.prompt).__name__ == "ChooseLeader":
            key(app, 13)
        assert isinstance(table, Table)
        assert [v.hero for v in table.game.setup.veterans] == ["karomin"]  # Cessair sets out new
        k = next(h for h in table.game.state.heroes if h.id == "karomin")
        assert k.attributes == dict(karomin.attributes) and k.gold == karomin.gold
    finally:
        app.close()


def test_a_won_adventure_keeps_its_heroes_by_itself_and_a_lost_one_on_a_click():
    from questboard.play.actions import decode
    from tests.ui.helpers import button_for

    won = _ended(True)
    app = App(size=(1280, 720), hidden=True)
    try:
        almost = new_game(LEARNING, ("karomin", "alondis"), 7)
        almost.replay(won.actions[:-1])
        table = Table(app, almost)
        app.show(table)
        frames(app)
        assert read_roster() == {}
        assert table.act(decode(won.actions[-1]))  # the last step: the adventure is won
        assert set(read_roster()) == {"karomin", "alondis"} and "kept in the roster" in table.note
        assert not any(c.text.startswith("Keep the heroes") for _, c in table.buttons)
        lost = _ended(False)
        assert lost.prompt.outcome == "failure"
        table = Table(app, lost)
        app.show(table)
        frames(app)
        read_roster()  # as it was
        click_button(app, button_for(table, lambda c: c.text == "Keep the heroes in the roster"))
        assert "kept in the roster" in table.note
        assert read_roster()["karomin"].game.startswith(LEARNING)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_launcher_offers_both_remedies_for_new_heroes_beside_veterans(size, tmp_path):
    """Veterans on, the row beside says what new heroes do: catch up (R75, the default) or a
    toughness bonus of their own (R81), a click to change; the game sets out so."""
    keep_heroes(_ended(True))
    app = App(size=size, hidden=True)
    try:
        frames(app)
        launcher = app.scene
        assert launcher.remedy_button is None  # veterans off: nothing to remedy
        click_button(app, launcher.veterans_button)
        launcher = app.scene
        assert launcher.remedy_button.text == "New heroes: catch up" and clipped_widgets(app) == []
        click_button(app, launcher.remedy_button)
        launcher = app.scene
        assert launcher.remedy == "own" and launcher.remedy_button.text == "New heroes: own bonus"
        assert clipped_widgets(app) == []
        app.screenshot(tmp_path / f"launcher-remedy-{size[0]}.png")
        click(app, launcher.target("adventure", "example-short").center)
        for h in ("karomin", "cessair"):
            click(app, launcher.target("hero", h).center)
        click_button(app, launcher.start)
        table = app.scene
        assert isinstance(table, Table)
        assert table.game.setup.own_toughness and not table.game.setup.catch_up
        assert "cessair" in table.game.state.own_toughness
    finally:
        app.close()
