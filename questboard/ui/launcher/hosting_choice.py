"""The launcher's "Host…": whether the next game started here is hosted for seats on other
computers, and to whom it listens (this computer only, or every network it is on: said
plainly what that exposes), on which port. Start then opens the table hosting the game
(`ui.hosting`); a port already taken is said in one line and the game is not opened."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from questboard.net.host import Host
from questboard.net.hosting import code_for
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import gui, look
from questboard.ui.hosting import Hosting

DEFAULT_PORT = 8765
HERE, EVERYWHERE = "127.0.0.1", "0.0.0.0"
WARNING = ("Every network: anyone who can reach this computer on that port and knows the join code can "
           "join and see the table; the frames are not encrypted. At home behind a router that is your "
           "household; in a café, everyone there.")


def host_words(choice: tuple | None) -> str:
    if choice is None:
        return "Host…"
    return f"Hosting: {'this computer' if choice[0] == HERE else 'every network'}"


def host_button(launcher, join: UIButton) -> UIButton:
    """The button left of "Join a game…"."""
    s = launcher.app.scale
    words = host_words(launcher.host_choice)
    w = gui.button_width(words, s, "#small") + look.px(24, s)
    r = join.relative_rect
    return UIButton(pygame.Rect(r.x - w - look.px(8, s), r.y, w, r.h), words, manager=launcher.manager,
                    object_id="#small", tool_tip_text="Host the next game for seats on other computers")


def start_hosting(launcher, game) -> str | None:
    """Host `game` in the launcher's window as chosen (None: hosted, or not asked); else why not."""
    if launcher.host_choice is None:
        return None
    bind, port, seats = launcher.host_choice
    autosave = game.autosave.path if game.autosave is not None else None
    try:  # the code kept beside the autosave: a game resumed after a crash keeps its seats' code
        host = Host(game, bind=bind, port=port, code=code_for(autosave), seats=seats).start()
    except (OSError, ValueError) as error:
        return str(error)
    launcher.app.hosting = Hosting(launcher.app, host)
    return None


class HostDialog(Overlay):
    """This computer only / Every network / Not hosted, and the port."""

    width, height = 0.6, 0.62

    def __init__(self, launcher) -> None:
        super().__init__(launcher)
        bind, port, seats = launcher.host_choice or (HERE, DEFAULT_PORT, None)
        self.port_text, self.seats_text = str(port), ", ".join(seats or ())
        self.message = ""
        self.port: UITextEntryLine | None = None
        self.seats: UITextEntryLine | None = None

    def build(self) -> None:
        if self.port is not None:
            self.port_text, self.seats_text = self.port.get_text(), self.seats.get_text()
        super().build()
        s, b = self.app.scale, self.box()
        pad, row = look.px(36, s), look.px(50, s)
        y = b.y + look.px(84, s)
        self.port_label = (b.x + pad, y)
        y += look.px(30, s)
        self.port = UITextEntryLine(pygame.Rect(b.x + pad, y, look.px(200, s), row), manager=self.app.manager)
        self.port.set_text(self.port_text)
        self.elements.append(self.port)
        y += row + look.px(14, s)
        self.seats_label = (b.x + pad, y)
        y += look.px(30, s)
        self.seats = UITextEntryLine(pygame.Rect(b.x + pad, y, b.w - 2 * pad, row), manager=self.app.manager)
        self.seats.set_text(self.seats_text)
        self.elements.append(self.seats)
        y += row + look.px(20, s)
        self.note_at = (b.x + pad, y)
        bh = look.px(56, s)
        words = ("This computer", "Every network", "Not hosted")
        bw = max(max(gui.button_width(w, s, "#primary") for w in words), (b.w - 2 * pad - 2 * look.px(12, s)) // 3)
        foot = b.bottom - bh - look.px(24, s)
        x = b.centerx - (3 * bw + 2 * look.px(12, s)) // 2
        self.here, self.everywhere, self.off = (
            self.button(pygame.Rect(x + i * (bw + look.px(12, s)), foot, bw, bh), w, i == 0) for i, w in enumerate(words))

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.off:
            self.choose(None)
        elif event.ui_element in (self.here, self.everywhere):
            self.choose(HERE if event.ui_element is self.here else EVERYWHERE)

    def choose(self, bind: str | None) -> None:
        if bind is None:
            self.table.host_choice = None
        else:
            text = self.port.get_text().strip()
            if not text.isdigit() or not 0 < int(text) <= 65535:
                self.message = f"The port is a number from 1 to 65535, not {text!r}"
                return
            seats = tuple(s.strip().lower() for s in self.seats.get_text().split(",") if s.strip())
            self.table.host_choice = (bind, int(text), seats or None)
        self.table.close_overlay()

    def draw(self, surface) -> None:
        super().draw(surface)
        s, b = self.app.scale, self.box()
        self.draw_title(surface, "Host the next game")
        f = look.sans(look.px(21, s, 14))
        surface.blit(look.line(f, "The port seats join on", look.INK), self.port_label)
        surface.blit(look.line(f, "Open seats: hero ids and 'table' (empty: all; the others are played here)",
                               look.INK), self.seats_label)
        words = self.message or ("Players join with 'Join a game…' (or questboard join) and the address "
                                 "and join code the table shows along its bottom edge. " + WARNING)
        img = look.wrapped(look.sans(look.px(20, s, 14), bold=bool(self.message)), words,
                           look.BAD if self.message else look.INK, b.w - 2 * look.px(36, s))
        surface.blit(img, self.note_at)


__all__ = ["HostDialog", "host_button", "start_hosting"]
