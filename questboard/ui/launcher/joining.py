"""The launcher's "Join a game…": a small dialog asking the host's address, the join code
and the seat (a hero's id, or the table), then the window becomes that seat's (ui/joined).
The join runs in the client's own thread: the dialog says "Joining…" and stays responsive
(Cancel gives up), and turns into the seat's window when the first view is in, or says why not."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import gui, look
from questboard.ui.joined.window import TABLE_SEAT, CannotJoin, Joining, show_joined

FIELDS = (("address", "The host's address (as its window shows it)"), ("code", "The join code"),
          ("seat", "Your seat: a hero's id (karomin …) or 'table'"))


def join_button(launcher, column: pygame.Rect) -> UIButton:
    """The button beside the 'Setting out' heading."""
    s = launcher.app.scale
    w = gui.button_width("Join a game…", s, "#small") + look.px(24, s)
    return UIButton(pygame.Rect(column.right - w, column.y - look.px(4, s), w, look.px(44, s)), "Join a game…",
                    manager=launcher.manager, object_id="#small",
                    tool_tip_text="Take a seat at a game hosted on another machine")


class JoinDialog(Overlay):
    """Address, code, seat; Join (Enter) or Cancel (Esc). What went wrong stays in the box."""

    width, height = 0.5, 0.58

    def __init__(self, launcher) -> None:
        super().__init__(launcher)
        self.entries: dict[str, UITextEntryLine] = {}
        self.typed = {"address": "", "code": "", "seat": TABLE_SEAT}
        self.message = ""
        self.joining: Joining | None = None  # the join under way

    def build(self) -> None:
        self.typed.update({k: e.get_text() for k, e in self.entries.items()})
        super().build()
        s, b = self.app.scale, self.box()
        pad, row = look.px(36, s), look.px(50, s)
        y = b.y + look.px(84, s)
        self.labels = []
        for key, label in FIELDS:
            self.labels.append((label, (b.x + pad, y)))
            y += look.px(30, s)
            entry = UITextEntryLine(pygame.Rect(b.x + pad, y, b.w - 2 * pad, row), manager=self.app.manager)
            entry.set_text(self.typed[key])
            self.entries[key] = entry
            self.elements.append(entry)
            y += row + look.px(14, s)
        bw = max(look.px(200, s), gui.button_width("Join  (Enter)", s, "#primary"))
        bh = look.px(56, s)
        foot = b.bottom - bh - look.px(24, s)
        self.join = self.button(pygame.Rect(b.centerx - bw - look.px(10, s), foot, bw, bh), "Join  (Enter)", True)
        self.cancel = self.button(pygame.Rect(b.centerx + look.px(10, s), foot, bw, bh), "Cancel")
        if self.joining is not None:
            self.join.disable()
        self.note_at = (b.x + pad, y)

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.join:
            self.go()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.cancel:
            self.escape()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.go()

    def go(self) -> None:
        """Join with what was typed, in the background: `poll` turns the window into the
        seat's once the host answers, or shows the reason."""
        if self.joining is not None:
            return
        typed = {k: e.get_text().strip() for k, e in self.entries.items()}
        missing = [label for key, label in FIELDS[:2] if not typed[key]]
        if missing:
            self.message = f"{missing[0]}, please"
            return
        self.joining = Joining(typed["address"], typed["code"], typed["seat"] or TABLE_SEAT)
        self.message = f"Joining {self.joining.label}…"
        self.join.disable()
        self.table.dirty = True

    def poll(self) -> bool:
        """Each frame while joining: True when the dialog changed."""
        if self.joining is None:
            return False
        try:
            client = self.joining.poll()
        except CannotJoin as error:
            self.joining = None
            self.message = str(error)[:1].upper() + str(error)[1:]
            self.join.enable()
            return True
        if client is None:
            return False
        self.joining = None
        self.table.close_overlay()
        show_joined(self.app, client)
        return True

    def escape(self) -> None:
        """Cancel (or Esc): a join under way is given up and the dialog stays; else it closes."""
        if self.joining is None:
            super().escape()
            return
        self.joining.cancel()
        self.joining = None
        self.message = "Not joined: cancelled"
        self.join.enable()
        self.table.dirty = True

    def draw(self, surface) -> None:
        super().draw(surface)
        s, b = self.app.scale, self.box()
        self.draw_title(surface, "Join a game")
        f = look.sans(look.px(21, s, 14))
        for label, at in getattr(self, "labels", ()):
            surface.blit(look.line(f, label, look.INK), at)
        if self.message:
            colour = look.INK if self.joining is not None else look.BAD
            img = look.wrapped(look.sans(look.px(20, s, 14), bold=True), self.message, colour,
                               b.w - 2 * look.px(36, s))
            surface.blit(img, self.note_at)


__all__ = ["JoinDialog", "join_button"]
