"""Every button and label of every scene fits its words, or tells them whole on hover: the
launcher, the table's scenes and dialogs, the battlefield of every shipped map with four
heroes, and a rehearsal with its outcome, at 1024×600 and 1280×720."""

from __future__ import annotations

from pathlib import Path

import pytest

from questboard.play.odds_worker import OddsWorker
from questboard.play.rehearse_game import Recipe
from questboard.ui import screens
from questboard.ui.app import App
from questboard.ui.battle import rehearse as RG
from questboard.ui.battle import screens as S
from tests.ui.helpers import clipped_widgets, frames

SIZES = [(1024, 600), (1280, 720)]
FOUR = ("karomin", "alondis", "cessair", "krzzzt")
MAPS = sorted(p.stem for p in (Path(__file__).parents[2] / "adventures" / "maps").glob("*.yaml"))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_scene_cuts_a_widgets_words(size):
    seen = {}
    for scene in screens.SCENES:
        app = App(size=size, hidden=True)
        try:
            screens.stage(app, scene, heroes=FOUR)
            app.draw()
            seen[scene] = clipped_widgets(app)
        finally:
            app.close()
    assert seen and not any(seen.values()), {k: v for k, v in seen.items() if v}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_battlefield_cuts_a_widgets_words(size):
    seen = {}
    for map_id in MAPS:
        game, _, paragraph = S.picture_game(map_id, None, FOUR, 7)
        app = App(size=size, hidden=True)
        try:
            S.stage(app, game, rehearsal=paragraph is None)
            app.draw()
            seen[map_id] = clipped_widgets(app)
        finally:
            app.close()
    assert seen and not any(seen.values()), {k: v for k, v in seen.items() if v}


def test_a_rehearsal_and_its_outcome_cut_no_widgets_words():
    for size in SIZES:
        app = App(size=size, hidden=True)
        try:
            battle = RG.open_rehearsal(app, Recipe("forest-clearing", FOUR[:2], (("orc-warrior", 3),)), 1,
                                       worker=OddsWorker(runs=10, batch=5))
            frames(app)
            assert clipped_widgets(app) == [], size
            app.show(RG.Outcome(app, battle))
            frames(app)
            assert clipped_widgets(app) == [], size
            battle.stop_worker()
        finally:
            app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_roster_and_campaign_questions_cut_no_widgets_words(size, tmp_path, monkeypatch):
    """The console's disputed cards (R80), the launcher's remedy for new heroes (R81), the new
    campaign's folder and Quest Master fields (R82)."""
    from questboard.play.roster import keep_heroes
    from questboard.ui.table.scene import Table
    from tests.play.test_disputed_cards import _asked
    from tests.ui.helpers import click_button
    from tests.ui.test_launcher_campaigns import _campaigns
    from tests.ui.test_launcher_veterans import _ended

    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    app = App(size=size, hidden=True)
    try:
        table = Table(app, _asked())
        app.show(table)
        frames(app)
        assert table.panel.title.startswith("Disputed cards") and clipped_widgets(app) == []
    finally:
        app.close()
    keep_heroes(_ended(True))
    app = App(size=size, hidden=True)
    try:
        frames(app)
        click_button(app, app.scene.veterans_button)
        assert app.scene.remedy_button is not None and clipped_widgets(app) == []
        dialog = _campaigns(app)
        click_button(app, dialog.new)
        assert dialog.folder_entry is not None and clipped_widgets(app) == []
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_joined_seats_window_cuts_no_widgets_words(size):
    from tests.ui.joined_table import Table, to_the_fight

    t = Table("karomin", size=size)
    try:
        assert t.until(lambda: t.scene.buttons)
        t.app.draw()
        story = clipped_widgets(t.app)
        to_the_fight(t)
        t.until(lambda: t.scene.buttons)
        t.app.draw()
        assert (story, clipped_widgets(t.app)) == ([], [])
    finally:
        t.close()
