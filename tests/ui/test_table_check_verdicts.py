"""The table's check panel says each roll's verdict against its target or the Quest
Master's total, and a group check's sum against its threshold with the verdict, by clicks."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.play import new_game
from questboard.play.seats import QUEST_MASTER
from tests.play.helpers import story_answer
from tests.ui.helpers import button_for, click_button
from tests.ui.test_window_asking import at_table


def test_the_check_panel_says_succeeds_or_fails_with_both_totals(app):
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for a in (X.Choose(1), X.PickHero("karomin"), X.Roll((7,))):
        assert game.apply(a).ok, a
    table = at_table(app, game)
    target = game.prompt.check.target
    assert any(ln.startswith("Karomin: die 7 +") and ln.endswith(f"against {target}: succeeds")
               for ln in table.panel.lines), table.panel.lines


def test_a_lost_conflict_shows_the_quest_masters_total_and_fails(app):
    game = new_game("the-pale-kings-crown", ("karomin", "alondis"), 7)
    for _ in range(200):
        p = game.prompt
        if type(p).__name__ == "CheckToRoll" and p.check.attribute == "charisma":
            break
        assert game.apply(story_answer(game)).ok
    assert game.apply(X.Roll((3, 4))).ok  # Karomin 3, the Quest Master 4
    table = at_table(app, game)
    value = game.prompt.check.target
    assert f"Karomin: die 3 + charisma 3 = 6 against the QM's die 4 + {value} = {4 + value}: fails" \
        in table.panel.lines, table.panel.lines


def test_the_group_check_panel_sums_against_the_threshold_with_the_verdict(app):
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for a in (X.Choose(1), X.PickHero("karomin"), X.Roll((7,)), X.Resolve(), X.Roll((9, 9)), X.Resolve(),
              X.CombatResult(True), X.Share((("potion-of-healing", "alondis"),), (("karomin", 2), ("alondis", 1))),
              X.Continue(), X.Roll((1,))):
        assert game.apply(a).ok, a
    table = at_table(app, game)
    threshold = game.prompt.check.target
    assert any(ln.startswith("So far ") and ln.endswith(f" of {threshold}.") for ln in table.panel.lines)
    click_button(app, button_for(table, lambda c: c.text.startswith("Roll")))
    total = sum(r.total for r in game.view(QUEST_MASTER).story.check.rolls)
    verdict = "succeeds" if total >= threshold else "fails"
    assert f"Together {total} against {threshold}: {verdict}" in table.panel.lines, table.panel.lines
