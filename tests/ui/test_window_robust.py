"""The window under random input and after an unexpected error: no exception escapes, the
rules' invariants hold, and a crash shows where its report is instead of vanishing."""

from __future__ import annotations

import random

import pygame
from pygame_gui.elements import UIButton

from questboard.rules import actions as R
from questboard.ui import look
from questboard.ui.app import Crashed
from questboard.ui.table import Table
from tests.ui.helpers import frames, open_app

INPUTS = 2000  # in all, spread over the scenes; each a click, a drag, a wheel turn or a key
PER_FRAME = 5  # inputs between two frames (a quick hand, a burst of events; keeps the test short)
SIZE = (960, 540)  # the smallest window the app allows: the tightest layout, the cheapest frames
KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE,
        pygame.K_z, pygame.K_h, pygame.K_SLASH, pygame.K_BACKSPACE, pygame.K_LEFT]
SAFE = "abcdefghijklmnopqrstuvwxyz0123456789-"  # typed names never become paths


def _invariants(app) -> None:
    """The rules' invariants, and the Quest Master's hand kept out of the public view."""
    scene = app.scene
    assert not isinstance(scene, Crashed)
    game = getattr(scene, "game", None)
    if game is None:
        return
    settling = type(game.prompt).__name__ in ("SettleFirst", "CombatRequest") or game.fight is not None
    for h in game.state.heroes:
        assert 0 <= h.vitality <= h.max_vitality
        assert h.gold >= 0
        for a, v in h.attributes.items():
            bar = h.card.bar(a)
            assert bar.start <= v <= bar.max
        if h.over_equipment_limit() or h.over_gift_limit():
            assert settling, f"{h.name} over a limit while the game goes on"
    hand = list(game.state.qm_hand)  # the public view must not depend on the hand at all
    public = repr(game.public_view())
    game.state.qm_hand[:] = []
    try:
        assert repr(game.public_view()) == public, "the Quest Master's hand shows in the public view"
    finally:
        game.state.qm_hand[:] = hand


def _targets(app) -> list:
    """What a person would aim at: live buttons, the launcher's cards, the sheets' cards."""
    out = [el.rect.center for el in app.manager.get_sprite_group().sprites()
           if isinstance(el, UIButton) and el.alive() and el.visible]
    scene = app.scene
    out += [r.center for r, _, _ in getattr(scene, "hits", ())]
    out += [c.rect.center for c in getattr(scene, "chips", ())]
    return out


def _post(app, rng) -> None:
    w = app.window
    size = app.size
    roll = rng.random()
    aims = _targets(app)
    pos = rng.choice(aims) if aims and rng.random() < 0.75 else (rng.randrange(size[0]), rng.randrange(size[1]))
    if roll < 0.6:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), window=w))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)), window=w))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, window=w))
    elif roll < 0.72:
        end = rng.choice(aims) if aims and rng.random() < 0.5 else (rng.randrange(size[0]), rng.randrange(size[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, window=w))
        for t in (0.5, 1.0):
            mid = (round(pos[0] + (end[0] - pos[0]) * t), round(pos[1] + (end[1] - pos[1]) * t))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0), window=w))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, window=w))
    elif roll < 0.78:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                             precise_x=0.0, precise_y=0.0, touch=False, window=w))
    elif roll < 0.82:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(SAFE), window=w))
    else:
        k = rng.choice(KEYS) if rng.random() > 0.02 else pygame.K_F11  # full screen now and then
        mod = pygame.KMOD_CTRL if k == pygame.K_z else 0
        text = {pygame.K_SLASH: "?"}.get(k, pygame.key.name(k)[:1] if k < 256 else "")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode=text, mod=mod, scancode=0, window=w))


def _scenes():
    """Every scene, as the monkey finds it: (name, set-up on a new App)."""
    from questboard.adventure.actions import Choose
    from questboard.play import new_game
    from questboard.ui.dialogs import Keys, Menu, Quit
    from questboard.ui.hand import Hand
    from questboard.ui.settings import SettingsDialog

    def table(app, heroes=("karomin", "alondis", "cessair"), seed=1, then=None):
        # Seed 1 with Powerful Hero Groups: the Quest Master holds Bad Omen (for any time)
        # beside events for fights. Everything is set up by actions, so undo can replay it.
        game = new_game("the-harbor-treasure", heroes, seed, (("powerful_group", len(heroes) >= 3),))
        t = Table(app, game)
        app.show(t)
        if then is not None:
            then(t)
        return t

    def shop(t):
        assert t.act(Choose(1))

    def sheets(t):
        shop(t)
        for h in ("karomin", "alondis"):
            t.act(R.BuyItem(h, "potion-of-healing"))

    def open_(kind):
        return lambda t: t.open_overlay(kind(t))

    return (("launcher", lambda app: None),
            ("table", table),
            ("sheets", lambda app: table(app, then=sheets)),
            ("shop", lambda app: table(app, ("krzzzt", "alondis"), 3, shop)),
            ("menu", lambda app: table(app, then=open_(Menu))),
            ("hand", lambda app: table(app, then=open_(Hand))),
            ("settings", lambda app: table(app, then=open_(SettingsDialog))),
            ("quit", lambda app: table(app, then=open_(Quit))),
            ("keys", lambda app: table(app, then=open_(Keys))),
            ("card use", lambda app: table(app, then=lambda t: (sheets(t), t.draw(app.surface),
                                                                 t._card_menu_open(t.chips[0])))))


def test_a_monkey_in_every_scene_breaks_nothing(monkeypatch, tmp_path):
    """Thousands of random clicks, drags, wheel turns and keys over all the scenes; no
    exception, and the rules' invariants after every input."""
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))  # what it saves, and its settings
    rng = random.Random(11)  # the monkey's own dice; the game's are in its state
    scenes = _scenes()
    per_scene = INPUTS // len(scenes)
    seen = set()
    try:
        for _name, set_up in scenes:
            app = open_app(SIZE)
            set_up(app)
            frames(app, 1)
            first = getattr(app.scene, "overlay", None)  # the scene as set up, whatever the monkey does first
            seen.add(type(app.scene).__name__ if first is None else type(first).__name__)
            for _ in range(per_scene // PER_FRAME):
                for _ in range(PER_FRAME):
                    _post(app, rng)
                app.frame(1 / 30)
                if not app.running:  # the monkey quit: a new window, the same scene
                    app.close()
                    app = open_app(SIZE)
                    set_up(app)
                _invariants(app)
                seen.add(type(app.scene).__name__)
                overlay = getattr(app.scene, "overlay", None)
                if overlay is not None:
                    seen.add(type(overlay).__name__)
            game = getattr(app.scene, "game", None)
            if game is not None and game.autosave is not None:  # what was kept replays to it
                from questboard.play import load_game

                assert load_game(game.autosave.path).snapshot() == game.snapshot()
            app.close()
    finally:
        look.set_text_scale(1.0)
    assert {"Launcher", "Table", "Menu", "Hand", "SettingsDialog", "Quit", "Keys"} <= seen, seen


def test_an_unexpected_error_shows_the_report_path_instead_of_vanishing(monkeypatch, tmp_path):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    app = open_app(SIZE)
    scene = app.scene

    def broken(dt):
        raise RuntimeError("boom")

    monkeypatch.setattr(scene, "update", broken)
    shown = []

    def stop_after_the_message(self, dt=1 / 60):
        shown.append(type(self.scene).__name__)
        self.running = False
        return True

    try:
        app.frame()
    except RuntimeError:
        monkeypatch.setattr(type(app), "frame", stop_after_the_message)
        app._crashed()
    assert shown == ["Crashed"]
    reports = list((tmp_path / "crashes").glob("crash-*.log"))
    assert len(reports) == 1 and "boom" in reports[0].read_text()
    assert str(reports[0]) in app.scene.report
    app.window.destroy()
