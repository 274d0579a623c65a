"""A dialog over a rehearsal (its chart, the true-size question, the keys) hides every
button of the window under the dimming, the odds panel's too, and gives them back."""

from __future__ import annotations

import pygame

from questboard.play.odds_worker import OddsWorker
from questboard.play.rehearse_game import Recipe
from questboard.ui.battle import rehearse as RG
from tests.ui.helpers import click_button, frames, key, open_app


def _shown(b) -> list[str]:
    return ([c.text for bt, c in b.panel.buttons if bt.visible]
            + [k for k, bt in {**b.bar_buttons, **b.odds_buttons}.items() if bt.visible])


def test_a_dialog_over_a_rehearsal_hides_the_odds_buttons_too():
    app = open_app((1280, 720))
    try:
        b = RG.open_rehearsal(app, Recipe("forest-clearing", ("karomin", "alondis"), (("orc-warrior", 3),)), 1,
                              worker=OddsWorker(runs=10, batch=5))
        b.qm_mode = "paused"
        frames(app)
        assert b.odds_buttons and all(bt.visible for bt in b.odds_buttons.values())
        for open_it in (lambda: click_button(app, b.odds_buttons["chart"]), lambda: key(app, pygame.K_1, "1"),
                        lambda: click_button(app, b.bar_buttons["keys"])):
            open_it()
            frames(app)
            assert b.overlay is not None
            assert _shown(b) == [], f"bright over the dimmed window under {type(b.overlay).__name__}"
            b.close_overlay()
            frames(app)
            assert all(bt.visible for bt in b.odds_buttons.values())
        b.stop_worker()
    finally:
        app.close()
