"""The window under random input and after an unexpected error: no exception escapes, the
rules' invariants hold, and a crash shows where its report is instead of vanishing."""

from __future__ import annotations

import random

import pygame

from questboard.ui.app import Crashed
from questboard.ui.table import Table
from tests.ui.helpers import frames, open_app

STEPS = 300
KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_SPACE, pygame.K_RETURN, pygame.K_ESCAPE,
        pygame.K_z, pygame.K_SLASH, pygame.K_4]


def _invariants(game) -> None:
    for h in game.state.heroes:
        assert 0 <= h.vitality <= h.max_vitality
        assert h.gold >= 0
        for a, v in h.attributes.items():
            bar = h.card.bar(a)
            assert bar.start <= v <= bar.max


def test_a_monkey_at_the_table_breaks_nothing():
    from questboard.play import new_game

    rng = random.Random(11)  # the monkey's own dice; the game's are in its state
    app = open_app((1280, 720))
    table = Table(app, new_game("the-harbor-treasure", ("karomin", "alondis", "cessair"), 5))
    app.show(table)
    w = app.window
    for _ in range(STEPS):
        roll = rng.random()
        pos = (rng.randrange(1280), rng.randrange(720))
        if roll < 0.55 and isinstance(app.scene, Table) and app.scene.buttons and rng.random() < 0.7:
            b, _ = rng.choice(app.scene.buttons)
            pos = b.rect.center
        if roll < 0.7:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, window=w))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, window=w))
        elif roll < 0.8:
            end = (rng.randrange(1280), rng.randrange(720))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, window=w))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0), window=w))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, window=w))
        elif roll < 0.85:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False,
                                                 precise_x=0.0, precise_y=0.0, touch=False, window=w))
        else:
            k = rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if k == pygame.K_z else 0
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode=pygame.key.name(k)[:1],
                                                 mod=mod, scancode=0, window=w))
        frames(app, 2)
        if not app.running:  # the monkey chose Quit: start again
            app.close()
            app = open_app((1280, 720))
            w = app.window
        scene = app.scene
        if isinstance(scene, Table):
            _invariants(scene.game)
        assert not isinstance(scene, Crashed)
    app.close()


def test_an_unexpected_error_shows_the_report_path_instead_of_vanishing(monkeypatch, tmp_path):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path))
    app = open_app((1280, 720))
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
