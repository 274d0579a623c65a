"""Uncertain Checks in the window (R66): the console asks who rolls without naming the check
(the Quest Master's line marked secret), the table window (TV) draws neither its attribute nor
its target; once a hero is clicked both say it."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.play import PickHero, new_game
from tests.ui.helpers import button_for, click_button, frames
from tests.ui.test_window_asking import at_table

TOLD = "Talent test (target 9)"


def _open(app, options=(("uncertain_checks", True),)):
    game = new_game("example-short", ("karomin", "alondis"), 7, options=options)
    assert game.apply(X.Choose(1)).ok
    table = at_table(app, game)
    app.toggle_table_window()
    frames(app)
    return table, app.table_window


def _drawn(shared) -> str:
    return " ".join(shared.texts)


def test_the_check_is_kept_from_the_tv_and_the_question_until_a_hero_is_clicked(app):
    table, shared = _open(app)
    assert table.panel.title == "A check (what it tests is told once a hero is chosen): who rolls?"
    assert table.panel.lines == [f"Secret, for the Quest Master (Uncertain Checks): {TOLD}"]
    drawn = _drawn(shared)
    assert "A check (what it tests is told once a hero is chosen): who rolls?" in drawn
    assert "Talent" not in drawn and "target 9" not in drawn
    click_button(app, button_for(table, lambda c: isinstance(c.do, PickHero) and c.do.hero == "karomin"))
    app.redraw()
    frames(app)
    assert TOLD in table.panel.title
    assert TOLD in _drawn(shared)


def test_without_the_rule_the_console_and_the_tv_name_the_check(app):
    table, shared = _open(app, options=())
    assert table.panel.title == f"{TOLD}: who rolls?"
    assert TOLD in _drawn(shared)


def test_the_launcher_toggle_starts_a_game_with_the_rule_in_its_setup(app):
    from tests.ui.test_window_play import start_launcher_only

    launcher = app.scene
    toggle = launcher.toggles["uncertain_checks"]
    assert toggle.text == "Uncertain Checks: off"
    click_button(app, toggle)
    assert launcher.toggles["uncertain_checks"].text == "Uncertain Checks: on"
    table = start_launcher_only(app, ("karomin", "alondis"))
    assert table.game.state.options.uncertain_checks
    assert ("uncertain_checks", True) in table.game.setup.options
