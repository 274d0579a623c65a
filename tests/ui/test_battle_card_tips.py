"""The fight panel's card buttons explain themselves as the sheets do: each carries its
card's text as a tooltip, shown when the mouse rests on it; two of one item are one button
that says how many."""

from __future__ import annotations

import pygame
import pytest

from questboard.ui.battle import screens as S
from questboard.ui.battle.modes import Idle
from tests.ui.helpers import move

FOUR = ("karomin", "alondis", "cessair", "krzzzt")


def _card_buttons(battle):
    return [(b, c) for b, c in battle.buttons
            if isinstance(c.do, tuple) and c.do[:2] in (("ui", "area"), ("ui", "use"))
            or type(c.do).__name__ in ("UseGift", "UseItem")]


@pytest.mark.parametrize("map_id", ["monastery-yard", "crossroads-ambush"])
def test_every_card_button_of_the_fight_panel_has_its_cards_text_as_a_tooltip(map_id, monkeypatch):
    from questboard.ui.app import App

    game, _, paragraph = S.picture_game(map_id, None, FOUR, 7)
    app = App(size=(1280, 720), hidden=True)
    try:
        battle = S.stage(app, game, rehearsal=paragraph is None)
        battle.mode = Idle()  # the picture's drag let go
        app.frame(0.016)
        cards = _card_buttons(battle)
        assert cards, f"{map_id}: the panel offers the heroes' cards"
        for b, c in cards:
            card_id = c.do[2][1] if isinstance(c.do, tuple) else getattr(c.do, "gift", None) or c.do.item
            card = game.cards.gifts.get(card_id) or game.cards.any_item(card_id)
            assert card.name in c.text and c.tip == card.text, f"{c.text!r}: tip {c.tip!r}"
            assert b.tool_tip_text == card.text
        b, c = cards[0]
        move(app, b.rect.center)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: b.rect.center)  # no pointer headless
        monkeypatch.setattr(pygame.mouse, "get_focused", lambda: True)
        for _ in range(20):  # the mouse rests a moment (past the redraws after the last input)
            app.frame(0.05)
        drawn = app.frames_drawn
        for _ in range(20):
            app.frame(0.05)
        assert b.tool_tip is not None, f"{c.text!r}: no tooltip shown"
        assert app.frames_drawn > drawn, "the tooltip came but was never drawn"
        labels = [c.text for _, c in cards]
        assert len(labels) == len(set(labels)), f"two buttons say the same: {labels}"
    finally:
        app.close()
