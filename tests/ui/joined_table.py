"""A host on 127.0.0.1 with a seeded game, one joined seat and its window, the host pumped
between the window's frames (one thread owns the game)."""

from __future__ import annotations

import time

from questboard.net.client import Client
from questboard.net.host import Host
from questboard.play import new_game
from questboard.ui.joined.window import open_joined
from tests.play.helpers import story_answer
from tests.ui.helpers import click

SIZE = (1280, 720)


class Table:
    """A host with its game, one joined seat and its window."""

    def __init__(self, seat: str, seed: int = 7, size=SIZE, heroes=("karomin", "alondis")) -> None:
        self.game = new_game("example-short", heroes, seed)
        self.host = Host(self.game).start()
        self.client = Client(self.host.address, self.host.code, seat).start()
        self.app = open_joined(self.client, size, hidden=True)
        self.scene = self.app.scene
        self.run(5)

    def run(self, n: int = 1) -> None:
        for _ in range(n):
            self.host.pump()
            self.app.frame(1 / 60)
            time.sleep(0.002)

    def until(self, test, seconds: float = 5.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.run()
            if test():
                return True
        return False

    def shown(self) -> bool:
        """The window shows the host's game as it stands."""
        return self.scene.revision == self.host.stamp

    def button(self, action):
        return next((b for b, c in self.scene.buttons if c != "more" and c.act() == action), None)

    def close(self) -> None:
        self.app.close()
        self.client.stop()
        self.host.stop()


def to_the_fight(t: Table) -> int:
    """Story answers clicked where the seat is offered them (the host answers the rest), then
    the Quest Master's steps, until the seat's hero may move; how many were clicked."""
    clicked = 0
    for _ in range(30):
        if t.game.fight is not None:
            break
        assert t.until(t.shown)
        want = story_answer(t.game, 0, "hand")
        b = t.button(want)
        before = t.game.revision
        if b is not None:
            click(t.app, b.rect.center)
            clicked += 1
        else:
            t.game.apply(want)
        assert t.until(lambda before=before: t.game.revision != before), f"{want} was not taken"
    for _ in range(40):
        t.until(t.shown)
        view = t.client.view
        if view.fight is not None and view.fight.movers is not None:
            return clicked
        assert t.game.next_qm_action() is not None, view.fight.waiting
        t.game.step_qm()
    raise AssertionError(f"{t.client.seat} never moved")
