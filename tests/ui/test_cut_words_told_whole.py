"""Words the window has to draw cut short (the shop's heads and rows, a card's name on a
sheet, the launcher's note) are told whole while the mouse rests on them."""

from __future__ import annotations

from questboard.ui import screens
from questboard.ui.app import App
from tests.ui.helpers import move

FOUR = ("karomin", "alondis", "cessair", "krzzzt")


def test_the_shops_cut_words_and_cut_card_names_are_told_whole_on_hover():
    app = App(size=(1024, 600), hidden=True)
    try:
        screens.stage(app, "shop", heroes=FOUR)
        app.draw()
        table = app.scene
        cut = table.words_cut()
        texts = [w for _, w in cut]
        assert "Karomin" in texts or "Magistra Cessair" in texts, texts  # a head cut to its column
        assert "Chosen of the Gods" in texts, texts  # a card's name cut on its sheet
        for rect, words in cut:
            app.manager.mouse_inside = True
            move(app, rect.center)
            tip = app.manager.tip_at(rect.center, table)
            assert tip is not None and tip[1] == words
        app.draw()  # the tooltip drawn over everything
    finally:
        app.close()


def test_nothing_cut_tells_nothing():
    app = App(size=(1920, 1080), hidden=True)
    try:
        screens.stage(app, "table", heroes=("karomin", "alondis"))
        app.draw()
        assert app.scene.words_cut() == []
        assert app.manager.tip_at((5, 5), app.scene) is None
    finally:
        app.close()
