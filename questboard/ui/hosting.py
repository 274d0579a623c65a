"""The Quest Master's window as host (`questboard host`): the game is played here as ever,
and each frame takes what the seats on other machines sent (`net.host.Host.pump`); a step a
seat took is shown as if taken here. A strip along the bottom edge tells the address, the
join code to read out and who has joined; the window's title says it too. Leaving the game
(back to the launcher) ends the hosting: the seats are told."""

from __future__ import annotations

import pygame

from questboard.net.host import Host
from questboard.play.seats import TABLE
from questboard.ui.drawing import look

STRIP_ALPHA = 215


class Hosting:
    """A hosted game beside the window's scenes."""

    def __init__(self, app, host: Host) -> None:
        self.app, self.host = app, host
        self._joined: dict | None = None
        self._strip: tuple[tuple, pygame.Surface] | None = None
        app.window.title = f"questboard: hosting {host.game.adventure.title} (code {host.code})"

    def frame(self) -> None:
        """Take the seats' frames; tell the scene when they moved the game."""
        app, game = self.app, self.host.game
        if getattr(app.scene, "game", None) is not game:
            self.stop()
            return
        before = game.revision
        self.host.pump()
        if game.revision != before:
            for name in ("cancel_modes", "heard"):  # a drag begun on the game as it stood ends
                getattr(app.scene, name, lambda: None)()
            if not hasattr(app.scene, "heard"):
                app.scene.refresh()
            app.redraw()
        joined = self.host.joined()
        if joined != self._joined:
            self._joined = joined
            app.redraw()

    def words(self) -> str:
        names = self.host.game.names()
        seats = [("the table" if s == TABLE else names.get(s.hero, s.hero)) for s in (self._joined or {})]
        who = ", ".join(seats) if seats else "nobody yet"
        return f"Hosting at {self.host.address}   ·   join code {self.host.code}   ·   joined: {who}"

    def rect(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """Where the strip lies in a window of `size` (the battlefield's scale bar keeps out)."""
        strip = self._picture(size[0], scale)
        return strip.get_rect(bottomleft=(0, size[1]))

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        """The strip along the bottom-left edge."""
        strip = self._picture(surface.get_width(), scale)
        surface.blit(strip, (0, surface.get_height() - strip.get_height()))

    def _picture(self, width: int, scale: float) -> pygame.Surface:
        key = (self.words(), scale, width)
        if self._strip is None or self._strip[0] != key:
            font = look.sans(look.px(15, scale, 12))
            text = font.render(key[0], True, look.PARCHMENT)
            pad = look.px(6, scale)
            strip = pygame.Surface((min(text.get_width() + 2 * pad, width), text.get_height() + pad), pygame.SRCALPHA)
            strip.fill((20, 16, 12, STRIP_ALPHA))
            strip.blit(text, (pad, pad // 2))
            self._strip = (key, strip)
        return self._strip[1]

    def stop(self) -> None:
        self.host.stop()
        self.app.hosting = None
        self.app.window.title = "questboard"
        self.app.redraw()


def host_in_window(game, bind: str, port: int, code: str, seats: tuple[str, ...] | None = None) -> int:
    """`questboard host` with a display: the window opens on the game's table, hosting it."""
    from questboard.ui import app as ui_app
    from questboard.ui.table.in_campaign import campaign_of, played
    from questboard.ui.table.scene import Table

    ui_app.init()
    app = ui_app.App()
    try:
        host = Host(game, bind=bind, port=port, code=code, seats=seats,
                    log=lambda line: print(f"host: {line}", flush=True))
        host.start()
    except (OSError, ValueError) as error:
        app.close()
        print(f"questboard host: {error}", flush=True)
        return 2
    print(f"address: {host.address}\ncode: {host.code}", flush=True)
    if game.autosave is not None:
        print(f"autosave: {game.autosave.path}", flush=True)
    table = Table(app, game)
    table.campaign = played(campaign_of(game))
    app.show(table)
    app.hosting = Hosting(app, host)
    return app.run()


__all__ = ["Hosting", "host_in_window"]
