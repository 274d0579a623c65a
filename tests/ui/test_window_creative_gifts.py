"""Creative Use of Gifts in the window (R65), by posted clicks: after a failed roll the
console offers the hero's creative use of each ready gift; clicked, the Quest Master is asked
to approve or reject, and the result waits for his answer."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.play import AskCreativeGift, JudgeCreativeGift, new_game
from tests.ui.helpers import action_name, button_for, click_button
from tests.ui.test_window_asking import at_table


def _failed_test(app, options=(("creative_gifts", True),)):
    game = new_game("example-short", ("karomin", "alondis"), 7, options=options)
    for a in (X.Choose(1), X.PickHero("karomin"), X.Roll((0,))):
        assert game.apply(a).ok, a
    return game, at_table(app, game)


def _creative(table):
    return button_for(table, lambda c: isinstance(c.do, AskCreativeGift) and c.do.gift == "second-wind")


def _offered(table) -> list[str]:
    return [c.do.gift for _, c in table.buttons if isinstance(c.do, AskCreativeGift)]


def test_approved_by_clicks_the_failed_test_succeeds(app):
    game, table = _failed_test(app)
    offer = _creative(table)
    assert offer.text == "Karomin: creative use of Second Wind"
    click_button(app, offer)
    assert "Karomin offers to exhaust Second Wind to succeed outright." in table.panel.lines
    stands = next(b for b, c in table.buttons if c.text.startswith("The result stands"))
    assert not stands.is_enabled  # the Quest Master answers first
    approve = button_for(table, lambda c: isinstance(c.do, JudgeCreativeGift) and c.do.approve)
    assert button_for(table, lambda c: isinstance(c.do, JudgeCreativeGift) and not c.do.approve) is not None
    click_button(app, approve)
    assert game.state.hero("karomin").gifts["second-wind"] is True
    click_button(app, button_for(table, lambda c: action_name(c) == "Resolve"))
    assert any("succeeds (won outright)" in game.words(t) for t in game.told)


def test_rejected_by_a_click_the_gift_stays_ready_and_is_not_offered_again(app):
    game, table = _failed_test(app)
    click_button(app, _creative(table))
    click_button(app, button_for(table, lambda c: isinstance(c.do, JudgeCreativeGift) and not c.do.approve))
    assert game.state.hero("karomin").gifts["second-wind"] is False
    assert "second-wind" not in _offered(table)
    assert button_for(table, lambda c: action_name(c) == "Resolve") is not None


def test_without_the_rule_the_console_offers_no_creative_use(app):
    _, table = _failed_test(app, options=())
    assert _offered(table) == []
    assert not any("creative" in c.text for _, c in table.buttons)
