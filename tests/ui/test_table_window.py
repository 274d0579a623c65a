"""The shared table window: a second window showing only `game.public_view()`. Opened and
closed without ending the program, its keys reach the console, and no string meant for the
Quest Master alone ever reaches it, through the learning adventure and its fight."""

from __future__ import annotations

import pygame
import pytest

from questboard.play import QM
from questboard.ui import battle_panel as BP
from questboard.ui.battle import Battle, QuestionBox
from questboard.ui.screens import next_control
from questboard.ui.table import Table
from questboard.ui.table_window import TableWindow
from tests.ui.helpers import click_button, frames, open_app


@pytest.fixture
def app():
    a = open_app()
    frames(a)
    yield a
    a.close()


def _table(app, seed=7) -> Table:
    from questboard.play import new_game

    table = Table(app, new_game("the-harbor-treasure", ("karomin", "alondis"), seed))
    app.show(table)
    frames(app)
    return table


def _key(app, window, key, unicode="", mod=0) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, unicode=unicode, mod=mod, scancode=0, window=window))
    frames(app)


def test_ctrl_t_opens_the_table_window_and_closing_it_leaves_the_program_running(app):
    _table(app)
    _key(app, app.window, pygame.K_t, "t", pygame.KMOD_CTRL)
    shared = app.table_window
    assert isinstance(shared, TableWindow)
    assert shared.frames_drawn >= 1 and f"Paragraph {app.scene.game.paragraph_view().number}" in shared.texts
    drawn = shared.frames_drawn
    frames(app, 3)
    assert shared.frames_drawn == drawn  # drawn again only when the game changes
    # A key pressed while the table window has the focus reaches the console.
    _key(app, shared.window, pygame.K_SLASH, "?", pygame.KMOD_SHIFT)
    assert app.scene.overlay is not None
    # Its mouse is its own: a click there presses nothing on the console.
    n = len(app.scene.game.actions)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=app.scene.overlay.close.rect.center, button=1,
                                             window=shared.window))
    frames(app)
    assert app.scene.overlay is not None and len(app.scene.game.actions) == n
    pygame.event.post(pygame.event.Event(pygame.WINDOWCLOSE, window=shared.window))
    frames(app)
    assert app.table_window is None and app.running


def _qm_only(game, battle) -> set[str]:
    """Every string the Quest Master alone may read, as far as the game has gone."""
    secret = set(game.paragraph_view().qm_notes)
    names = game.names()
    secret |= {t.describe(names) for t in game.told if not t.public}
    if battle is not None:
        secret |= {why for _, why in battle.qm_why}
    return {s for s in secret if s}


def test_nothing_meant_for_the_quest_master_reaches_the_table_window(app):
    table = _table(app)
    app.toggle_table_window()
    shared = app.table_window
    seen: list[str] = []
    secrets: set[str] = set()
    in_fight = 0

    def look_at() -> None:
        scene = app.scene
        secrets.update(_qm_only(scene.game, scene if isinstance(scene, Battle) else None))
        seen.extend(shared.texts)

    for _ in range(500):
        look_at()
        scene = app.scene
        if isinstance(scene, Battle):
            in_fight += 1
            game = scene.game
            if isinstance(scene.overlay, QuestionBox):
                click_button(app, next(bt for bt, c in scene.overlay.pairs if c.primary and bt.is_enabled))
            elif BP.main_asked(game).side == QM:
                scene.step_qm()
                frames(app)
            elif game.fight.round >= 3:
                click_button(app, next(bt for bt, c in scene.buttons if c.text.startswith("Fight it out")))
            else:
                frames(app, 1)
                scene.act(next(c.do for _, c in scene.buttons if c.key == "enter"))
                frames(app)
            continue
        if type(table.game.prompt).__name__ == "Ended":
            break
        if table.overlay is not None:
            table.close_overlay()
            frames(app)
            continue
        c = next_control(table, ("fight here",))
        table.do(c)
        frames(app)
    look_at()
    assert type(table.game.prompt).__name__ == "Ended" and in_fight > 3
    assert secrets, "the learning adventure has notes for the Quest Master"
    leaked = {s for s in secrets if any(s in text for text in seen)}
    assert not leaked
    # It did show the field and the fight's public log.
    assert "Orc Warrior 1" in seen and any(t.startswith("Round ") for t in seen)
