"""The battlefield's side panel never pushes its log off the window: with four heroes, at
1024×600 and 1280×720, every button lies above the log and the log keeps room for its
heading and four lines, turn after turn; a folded hero's cards open with one click."""

from __future__ import annotations

import pygame
import pytest

from questboard.ui.battle.scene import Battle
from questboard.ui.drawing import gui, look
from tests.ui.helpers import click_button, frames, key, open_app
from tests.ui.test_battle import fight_by_mouse, to_fight

FOUR = ("karomin", "alondis", "cessair", "krzzzt")


@pytest.fixture
def own_settings(tmp_path, monkeypatch):
    """A settings file of the test's own, and the text size back to normal after it."""
    from questboard.ui.dialogs import settings as S

    monkeypatch.setattr(S, "settings_path", lambda: tmp_path / "settings.json")
    yield
    look.set_text_scale(1.0)


def _check_fits(app, b: Battle) -> None:
    frames(app, 1)
    panel, s = b.panel, app.scale
    window = pygame.Rect((0, 0), app.window.size)
    log = panel.log_box
    assert log is not None, "the log has no room on the panel"
    assert window.contains(log), (log, window)
    line = look.sans(look.px(17, s, 14)).get_linesize()
    assert log.h >= 4 * line, (log.h, line)
    tall = round(gui.font_sizes(s)["big"] * 1.2)  # a row holds its largest text at every text size
    for button, control in panel.buttons:
        assert button.visible == 0 or button.rect.bottom <= log.top, (control.text, button.rect, log)
        assert button.rect.h >= tall, (control.text, button.rect.h, tall)
        assert window.contains(button.rect), (control.text, button.rect)


def _qm_step(app, b: Battle) -> None:
    """One step of the Quest Master (S), its glide let finish before the heroes click."""
    key(app, pygame.K_s, "s")
    for _ in range(120):
        if not b.glides:
            return
        frames(app, 1)


@pytest.mark.parametrize(("size", "text"), [((1024, 600), "normal"), ((1280, 720), "normal"),
                                            ((1600, 900), "larger")])
def test_with_four_heroes_the_log_keeps_its_room_turn_after_turn(size, text, own_settings):
    app = open_app(size)
    try:
        app.change_settings(text=text)
        b = to_fight(app, FOUR, 7)
        key(app, pygame.K_p, "p")
        _check_fits(app, b)
        for _ in range(40):
            if not isinstance(app.scene, Battle) or app.scene.game.fight is None:
                break
            fight_by_mouse(app, 1, lambda b: _qm_step(app, b))
            if isinstance(app.scene, Battle):
                _check_fits(app, app.scene)
    finally:
        app.close()


def test_a_folded_heros_cards_open_with_one_click():
    app = open_app((1024, 600))
    try:
        b = to_fight(app, FOUR, 7)
        key(app, pygame.K_p, "p")
        frames(app, 1)
        folded = [(bt, c) for bt, c in b.panel.buttons if isinstance(c.do, tuple) and c.do[:2] == ("ui", "section")]
        assert folded, "four heroes' cards fit unfolded at 1024×600: nothing to open"
        button, control = folded[0]
        hero = control.do[2]
        click_button(app, button)
        frames(app, 1)
        assert b.panel.open_section == hero
        headings = [text for _, text in b.panel.label_rows]
        assert f"{control.text.rstrip('…')}'s cards" in headings, headings
    finally:
        app.close()


def test_the_quest_masters_folded_part_opens_at_1024x600_with_four_heroes():
    app = open_app((1024, 600))
    try:
        b = to_fight(app, FOUR, 7)
        key(app, pygame.K_p, "p")
        frames(app, 1)
        if b.panel.open_section == "qm":  # his turn opened it: open a hero's, then his again
            click_button(app, next(bt for bt, c in b.panel.buttons if c.text == "Karomin…"))
        click_button(app, next(bt for bt, c in b.panel.buttons if c.text == "The Quest Master…"))
        shown = [c.text for bt, c in b.panel.buttons if bt.visible]
        assert {"Pause  (P)", "Play  (P)"} & set(shown) and "Step  (S)" in shown, shown
        assert any(t.startswith("Speed ×") for t in shown) and "QM: automatic" in shown, shown
        assert b.panel.log_box is not None and b.panel.log_box.bottom <= app.window.size[1]
    finally:
        app.close()
