"""True size: the calibration screen, driven by posted drags and keys, keeps the pixels per LU
of the display the window stands on at its present resolution (and only that one); true size
on the battlefield then draws 1 LU as that many pixels; without a measure it offers one."""

from __future__ import annotations

import pygame
import pytest

from questboard.ui.dialogs import calibration as C
from questboard.ui.dialogs import displays
from questboard.ui.dialogs import settings as S
from questboard.ui.dialogs.calibration import CalibrationScene, Ruler
from questboard.ui.dialogs.true_size import NotMeasured
from questboard.ui.drawing import field_view as V
from tests.ui.helpers import frames, key
from tests.ui.test_battle import to_fight


@pytest.fixture
def fresh_settings(tmp_path, monkeypatch):
    """A settings file of the test's own."""
    monkeypatch.setattr(S, "settings_path", lambda: tmp_path / "settings.json")
    return tmp_path / "settings.json"


def _post(app, kind, pos, button=1, buttons=(0, 0, 0), window=None) -> None:
    window = window or app.window
    if kind == pygame.MOUSEMOTION:
        e = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=buttons, window=window)
    else:
        e = pygame.event.Event(kind, pos=pos, button=button, window=window)
    pygame.event.post(e)
    frames(app, 1)


def _drag(app, start, end, window=None) -> None:
    _post(app, pygame.MOUSEMOTION, start, window=window)
    _post(app, pygame.MOUSEBUTTONDOWN, start, window=window)
    _post(app, pygame.MOUSEMOTION, ((start[0] + end[0]) // 2, start[1]), buttons=(1, 0, 0), window=window)
    _post(app, pygame.MOUSEMOTION, end, buttons=(1, 0, 0), window=window)
    _post(app, pygame.MOUSEBUTTONUP, end, window=window)


def _shift(app, k, times=1) -> None:
    key(app, k, mod=pygame.KMOD_SHIFT, times=times)


def test_a_drag_and_arrow_keys_keep_the_measure_for_this_display_at_this_size(app, fresh_settings):
    before = app.scene
    scene = C.calibrate(app)
    frames(app)
    ruler = scene.ruler
    start = ruler.length
    handle = ruler.handles()["right"].center
    _drag(app, handle, (handle[0] + 47, handle[1]))
    assert ruler.length == start + 47
    key(app, pygame.K_RIGHT, times=3)  # +3 px
    _shift(app, pygame.K_LEFT, times=5)  # -5 × 0.2 px
    assert ruler.length == pytest.approx(start + 49)
    assert f"1 LU = {start + 49:.1f} px" in " ".join(ruler.texts)
    key(app, pygame.K_RETURN)
    assert app.scene is before  # back where it was opened
    display = displays.display_of(app.window)
    assert app.settings.px_per_lu(display) == pytest.approx(start + 49)
    kept = S.load()  # and in the settings file, for the next start
    assert kept.px_per_lu(display) == pytest.approx(start + 49)
    assert kept.calibrations[0].size == display.size


def test_the_left_handle_and_the_bar_itself_move_and_esc_keeps_what_was_there(app, fresh_settings):
    app.change_settings(calibrations=app.settings.calibrated(displays.display_of(app.window), 300.0).calibrations)
    scene = C.calibrate(app)
    frames(app)
    ruler = scene.ruler
    assert ruler.length == 300.0 and ruler.before == 300.0  # it starts from the kept measure
    right = ruler.right
    left = ruler.handles()["left"].center
    _drag(app, left, (left[0] - 20, left[1]))
    assert ruler.length == 320.0 and ruler.right == right  # the left end moved alone
    mid = ruler.bar_rect().center
    _drag(app, mid, (mid[0] + 30, mid[1]))
    assert ruler.length == 320.0 and ruler.right == right + 30  # the whole bar moved
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.scene, CalibrationScene)
    assert app.settings.px_per_lu(displays.display_of(app.window)) == 300.0


def test_a_second_resolution_keeps_its_own_measure(app, fresh_settings, monkeypatch):
    name = displays.displays()[0].name
    sizes = {"now": (1920, 1080)}
    monkeypatch.setattr(displays, "displays", lambda: [displays.Display(0, name, sizes["now"])])

    def measure(extra: int) -> float:
        scene = C.calibrate(app)
        frames(app)
        key(app, pygame.K_RIGHT, times=extra)
        px = scene.ruler.length
        key(app, pygame.K_RETURN)
        return px

    first = measure(4)
    sizes["now"] = (3840, 2160)
    here = displays.display_of(app.window)
    assert here.size == (3840, 2160) and app.settings.px_per_lu(here) is None  # not measured at this size
    second = measure(9)
    assert second != first
    assert app.settings.px_per_lu(displays.display_of(app.window)) == second
    sizes["now"] = (1920, 1080)
    assert app.settings.px_per_lu(displays.display_of(app.window)) == first
    assert len(S.load().calibrations) == 2


def test_true_size_draws_one_lu_as_the_measured_pixels(app, fresh_settings):
    battle = to_fight(app)
    display = displays.display_of(app.window)
    app.change_settings(calibrations=app.settings.calibrated(display, 287.5).calibrations)
    frames(app)
    key(app, pygame.K_1, "1")
    cam = battle.camera
    assert cam.mode == "real" and cam.scale == 287.5
    a, b = cam.to_px((0, 0)), cam.to_px((1, 0))
    assert b[0] - a[0] == pytest.approx(287.5)
    surface = pygame.Surface(app.size)
    length, width = V.scale_bar(surface, cam, (20, 200), pygame.font.Font(None, 20))
    assert length == 1.0 and width == pytest.approx(287.5)  # the bar on screen: 1 LU, that many pixels
    assert "True size: 1 LU = 287.5 px" in battle.note
    # The wheel leaves true size; F fits; the button gives it back.
    key(app, pygame.K_f, "f")
    assert cam.mode == "fit"
    from tests.ui.helpers import click_button

    click_button(app, battle.bar_buttons["real"])
    assert cam.mode == "real" and cam.scale == 287.5


def test_true_size_without_a_measure_says_so_and_offers_the_calibration(app, fresh_settings):
    battle = to_fight(app)
    fitted = battle.camera.scale
    key(app, pygame.K_1, "1")
    assert isinstance(battle.overlay, NotMeasured)
    assert battle.camera.mode == "fit" and battle.camera.scale == fitted  # nothing guessed
    key(app, pygame.K_RETURN)  # "Measure it now"
    scene = app.scene
    assert isinstance(scene, CalibrationScene) and scene.back is battle
    key(app, pygame.K_RIGHT, times=2)
    px = scene.ruler.length
    key(app, pygame.K_RETURN)
    assert app.scene is battle  # back on the field, now at true size
    assert battle.camera.mode == "real" and battle.camera.scale == px


def test_the_ruler_stays_on_the_screen_and_never_shorter_than_it_can_be_matched():
    d = displays.Display(0, "0", (1280, 720))
    ruler = Ruler((1280, 720), d, 330.0)
    for _ in range(2000):
        ruler.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    assert ruler.length == ruler.most and ruler.right <= 1280
    for _ in range(3000):
        ruler.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    assert ruler.length == C.LEAST and ruler.left >= 0


def test_unreadable_calibrations_in_the_settings_file_are_left_out(fresh_settings):
    fresh_settings.write_text('{"calibrations": [{"display": "TV", "index": 1, "size": [3840, 2160], '
                              '"px_per_lu": 612.5}, {"display": "x"}, {"display": "y", "index": 0, '
                              '"size": [0, 0], "px_per_lu": 3}, "nonsense"], "table_camera": "sideways"}')
    got = S.load()
    assert got.calibrations == (S.Calibration("TV", 1, (3840, 2160), 612.5),)
    assert got.table_camera == "follow"
    assert got.px_per_lu(displays.Display(1, "TV", (3840, 2160))) == 612.5
    assert got.px_per_lu(displays.Display(0, "TV", (3840, 2160))) == 612.5  # the same TV, another index
    assert got.px_per_lu(displays.Display(1, "TV", (1920, 1080))) is None


def test_a_window_moved_to_another_display_takes_that_displays_measure(app, fresh_settings, monkeypatch):
    now = {"d": displays.Display(0, "desk", (1920, 1080))}
    monkeypatch.setattr(displays, "displays", lambda: [now["d"]])
    battle = to_fight(app)
    desk, tv = now["d"], displays.Display(0, "TV", (3840, 2160))
    st = app.settings.calibrated(desk, 330.0).calibrated(tv, 612.0)
    app.change_settings(calibrations=st.calibrations)
    key(app, pygame.K_1, "1")
    assert battle.camera.mode == "real" and battle.camera.scale == 330.0
    now["d"] = tv  # the window was dragged onto the TV
    pygame.event.post(pygame.event.Event(pygame.WINDOWDISPLAYCHANGED, display_index=0, window=app.window))
    frames(app)
    assert battle.camera.mode == "real" and battle.camera.scale == 612.0


def test_true_size_keeps_the_base_on_turn_in_view(fresh_settings):
    from tests.ui.helpers import open_app
    from tests.ui.test_battle import heroes_turn

    app = open_app((1024, 600))
    try:
        battle = to_fight(app)
        who = heroes_turn(app, battle)
        display = displays.display_of(app.window)
        app.change_settings(calibrations=app.settings.calibrated(display, 400.0).calibrations)
        frames(app)
        key(app, pygame.K_1, "1")
        cam = battle.camera
        assert cam.mode == "real"
        at = battle.fighter(who).at
        assert cam.view.collidepoint(cam.to_px(at)), (who, at, cam.view)
    finally:
        app.close()
