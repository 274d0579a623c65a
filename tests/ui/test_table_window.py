"""The shared table window: a second window showing only `game.public_view()`. Opened and
closed without ending the program, its keys reach the console, and no string meant for the
Quest Master alone ever reaches it, through the learning adventure and its fight."""

from __future__ import annotations

import pygame
import pytest

from questboard.play import QM
from questboard.ui.battle import panel as BP
from questboard.ui.battle.scene import Battle, QuestionBox
from questboard.ui.screens import next_control
from questboard.ui.table.scene import Table
from questboard.ui.table_window.window import TableWindow
from tests.ui.helpers import click_button, frames


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
        c = next_control(table, ("battlefield",))
        table.do(c)
        frames(app)
    look_at()
    assert type(table.game.prompt).__name__ == "Ended" and in_fight > 3
    assert secrets, "the learning adventure has notes for the Quest Master"
    leaked = {s for s in secrets if any(s in text for text in seen)}
    assert not leaked
    # It did show the field and the fight's public log.
    assert "Orc Warrior 1" in seen and any(t.startswith("Round ") for t in seen)


# --- its camera, its display, F2 -------------------------------------------------------------

@pytest.fixture
def fresh_settings(tmp_path, monkeypatch):
    from questboard.ui.dialogs import settings as S

    monkeypatch.setattr(S, "settings_path", lambda: tmp_path / "settings.json")
    return tmp_path / "settings.json"


def _fight(app):
    from tests.ui.test_battle import to_fight

    return to_fight(app)


def _post(app, e) -> None:
    pygame.event.post(e)
    frames(app, 1)


def test_the_table_window_follows_the_main_camera_or_keeps_its_own(app, fresh_settings):
    battle = _fight(app)
    _key(app, app.window, pygame.K_t, "t", pygame.KMOD_CTRL)
    shared = app.table_window
    cam = shared.picture.camera
    assert app.settings.table_camera == "follow" and cam.fitted
    # The main view zooms: the table shows the same point in the middle, as much as it can.
    battle.camera.zoom_at(battle.camera.view.center, 2.0)
    battle.camera.pan(-60, 25)
    frames(app)
    want = battle.camera.to_lu(battle.camera.view.center)
    got = cam.to_lu(cam.view.center)
    assert got == pytest.approx(want, abs=1e-6) and not cam.fitted
    # Ctrl+L: its own camera; the main view moves on alone.
    _key(app, app.window, pygame.K_l, "l", pygame.KMOD_CTRL)
    assert app.settings.table_camera == "own"
    own = cam.state()
    battle.camera.fit()
    frames(app)
    assert cam.state() == own
    # Its wheel zooms it about its mouse, and a drag on it pans it; the console's camera stays.
    main = battle.camera.state()
    at = cam.view.center
    _post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0), window=shared.window))
    scale = cam.scale
    _post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, window=shared.window))
    assert cam.scale == pytest.approx(scale * 1.15)
    before = cam.to_px((1.0, 1.0))
    for kind, pos in ((pygame.MOUSEBUTTONDOWN, at), (pygame.MOUSEMOTION, (at[0] + 40, at[1] + 10)),
                      (pygame.MOUSEBUTTONUP, (at[0] + 40, at[1] + 10))):
        extra = {"button": 1} if kind != pygame.MOUSEMOTION else {"rel": (0, 0), "buttons": (1, 0, 0)}
        _post(app, pygame.event.Event(kind, pos=pos, window=shared.window, **extra))
    assert cam.to_px((1.0, 1.0)) == pytest.approx((before[0] + 40, before[1] + 10))
    assert battle.camera.state() == main
    # Its own camera takes F and 1 pressed on it; the console's stays as it is.
    _key(app, shared.window, pygame.K_f, "f")
    assert cam.fitted and battle.camera.state() == main
    _key(app, shared.window, pygame.K_1, "1")
    assert cam.fitted and "no true-size measure yet" in shared.message  # not measured: it says so
    from questboard.ui.dialogs import displays

    d = displays.display_of(shared.window)
    app.change_settings(calibrations=app.settings.calibrated(d, 377.0).calibrations)
    _key(app, shared.window, pygame.K_1, "1")
    assert cam.mode == "real" and cam.scale == 377.0 and battle.camera.state() == main
    # Closed and opened again, it keeps the choice (and so does the next start).
    _key(app, app.window, pygame.K_t, "t", pygame.KMOD_CTRL)
    _key(app, app.window, pygame.K_t, "t", pygame.KMOD_CTRL)
    assert app.table_window is not None and not app.table_window.following
    from questboard.ui.dialogs import settings as S

    assert S.load().table_camera == "own"
    _key(app, app.window, pygame.K_l, "l", pygame.KMOD_CTRL)
    assert app.table_window.following and S.load().table_camera == "follow"


def test_a_wheel_on_a_following_table_window_gives_it_its_own_camera(app, fresh_settings):
    _fight(app)
    app.toggle_table_window()
    frames(app)
    shared = app.table_window
    at = shared.picture.camera.view.center
    _post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0), window=shared.window))
    _post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, window=shared.window))
    assert app.settings.table_camera == "own" and not shared.picture.camera.fitted


def test_the_table_window_at_true_size_follows_with_the_measure_of_its_own_display(app, fresh_settings):
    from questboard.ui.dialogs import displays

    battle = _fight(app)
    app.toggle_table_window()
    shared = app.table_window
    d = displays.display_of(shared.window)
    app.change_settings(calibrations=app.settings.calibrated(d, 412.0).calibrations)
    _key(app, app.window, pygame.K_1, "1")
    frames(app)
    assert battle.camera.mode == "real"
    cam = shared.picture.camera
    assert cam.mode == "real" and cam.scale == 412.0
    assert cam.to_lu(cam.view.center) == pytest.approx(battle.camera.to_lu(battle.camera.view.center))


def test_a_setting_naming_a_display_that_is_gone_opens_on_the_first_with_a_message(app, fresh_settings):
    from questboard.ui.dialogs import displays

    app.change_settings(table_display="Living room TV", table_display_index=3, table_fullscreen=True)
    _table(app)
    app.toggle_table_window()
    shared = app.table_window
    first = displays.displays()[0]
    assert shared.display == first
    assert "'Living room TV' is not connected" in shared.message and first.label in shared.message
    frames(app)
    assert shared.message in shared.texts  # said on the window itself
    assert shared.fullscreen  # full screen on the first display instead
    # Only an index, and one out of range: the same.
    app.toggle_table_window()
    app.change_settings(table_display=None, table_display_index=7)
    app.toggle_table_window()
    assert app.table_window.display == first and "Display 8 is not connected" in app.table_window.message


def test_the_displays_sdl_reports_are_offered_and_the_chosen_one_is_kept(app, fresh_settings):
    from questboard.ui.dialogs import displays
    from questboard.ui.table_window.settings import TableSettings

    table = _table(app)
    app.toggle_table_window()
    table.open_overlay(TableSettings(table))
    frames(app)
    shown = [v for v in table.overlay.choices.values() if v[0] == "display"]
    assert [v[1] for v in shown] == displays.displays()
    button = next(b for b, v in table.overlay.choices.items() if v[0] == "display")
    click_button(app, button)
    assert app.settings.table_display == displays.displays()[0].name
    assert app.settings.table_display_index == 0
    button = next(b for b, v in table.overlay.choices.items() if v == ("table_fullscreen", True))
    click_button(app, button)
    assert app.table_window.fullscreen and app.settings.table_fullscreen
    # F11 on the table window: back to a window there.
    _key(app, app.table_window.window, pygame.K_F11)
    assert not app.table_window.fullscreen and not app.settings.table_fullscreen


def test_the_table_window_calibrates_its_own_display_with_keys_from_either_window(app, fresh_settings):
    from questboard.ui.dialogs import displays

    table = _table(app)
    app.toggle_table_window()
    shared = app.table_window
    _key(app, shared.window, pygame.K_c, "c")  # C on the table window: its own display
    ruler = shared.ruler
    assert "True size: match the bar to a ruler card" in shared.texts
    start = ruler.length
    n = len(table.game.actions)
    _key(app, app.window, pygame.K_RIGHT)  # from the console's keyboard focus
    _key(app, shared.window, pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    grip = ruler.handles()["right"].center
    for kind, pos in ((pygame.MOUSEBUTTONDOWN, grip), (pygame.MOUSEMOTION, (grip[0] + 12, grip[1])),
                      (pygame.MOUSEBUTTONUP, (grip[0] + 12, grip[1]))):
        extra = {"button": 1} if kind != pygame.MOUSEMOTION else {"rel": (0, 0), "buttons": (1, 0, 0)}
        _post(app, pygame.event.Event(kind, pos=pos, window=shared.window, **extra))
    assert ruler.length == pytest.approx(start + 13.2)
    _key(app, app.window, pygame.K_RETURN)
    assert shared.ruler is None and len(table.game.actions) == n  # the console pressed nothing
    assert app.settings.px_per_lu(displays.display_of(shared.window)) == pytest.approx(start + 13.2)
    frames(app)
    assert "True size: match the bar to a ruler card" not in shared.texts


def test_f2_shows_the_table_view_in_the_main_window_and_no_quest_master_string(app):
    table = _table(app)
    secret = _qm_only(table.game, None)
    assert secret, "the first paragraph has notes for the Quest Master"
    _key(app, app.window, pygame.K_F2)
    assert app.public is not None
    frames(app)
    app.redraw()
    frames(app)
    seen = app.public.texts
    assert f"Paragraph {table.game.paragraph_view().number}" in seen
    assert not {s for s in secret if any(s in t for t in seen)}
    # The console's controls are not reachable under it: a number key chooses nothing.
    n = len(table.game.actions)
    _key(app, app.window, pygame.K_1, "1")
    assert len(table.game.actions) == n
    button = next(b for b, c in table.buttons if c.do is not None)  # nor a click, of any button
    for b in (1, 3):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=b, window=app.window))
        frames(app)
    assert len(table.game.actions) == n and table.card_menu is None
    _key(app, app.window, pygame.K_F2)
    assert app.public is None
    _key(app, app.window, pygame.K_F2)
    _key(app, app.window, pygame.K_ESCAPE)
    assert app.public is None and table.overlay is None  # Esc leaves it, no menu opens


def test_f2_in_a_fight_shows_the_field_and_no_quest_master_reason(app):
    battle = _fight(app)
    for _ in range(12):
        if battle.qm_why:
            break
        battle.step_qm()
        frames(app)
    _key(app, app.window, pygame.K_F2)
    frames(app)
    seen = app.public.texts
    assert any(t.startswith("Round ") for t in seen)
    assert not {s for s in _qm_only(battle.game, battle) if any(s in t for t in seen)}
    _key(app, app.window, pygame.K_F2)
    assert app.public is None and app.scene is battle


def test_open_table_window_opens_it_once(app):
    from questboard.ui.table_window.window import open_table_window

    first = open_table_window(app)
    assert app.table_window is first and open_table_window(app) is first
