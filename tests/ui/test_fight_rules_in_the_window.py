"""A fight's special rules (`rules:` in the adventure) are told in the window as in text mode:
at the fight's offer on the table, on the battlefield's turn tracker all fight long, and on
the TV beside the field."""

from __future__ import annotations

from questboard.ui.app import App
from questboard.ui.battle import screens as S
from questboard.ui.table.scene import Table
from tests.ui.helpers import frames

RULES = "Special rules: Nobody may leave the ship's planks; the water is deep and cold."


def test_a_fights_special_rules_are_told_at_its_offer_on_the_battlefield_and_on_the_tv():
    game, _ = S.reach_fight("example-short", 12, ("karomin", "alondis"), 7)
    app = App(size=(1280, 720), hidden=True)
    try:
        table = Table(app, game)
        app.show(table)
        frames(app)
        assert RULES in table.panel.lines
        battle = S.stage(app, game)
        assert battle.panel.tracker.rules.startswith("Nobody may leave the ship's planks")
        app.draw()
        lines = battle.panel._tracker_lines(400)
        assert len(lines) >= 5  # round, moves, the heroes, cover, the rules
        app.toggle_public()
        app.draw()
        assert RULES in app.public.picture.texts
    finally:
        app.close()
