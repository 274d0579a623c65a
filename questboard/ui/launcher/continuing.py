"""Continue a game from the launcher: the saves and autosaves in the data folder, newest
first; a save for which an autosave of the same game is further along is offered that
autosave instead (play.saves.further_along says how far). A game whose adventure has ended
is listed as finished and offers its ending or a new game of it (R47)."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

import pygame
import pygame_gui

from questboard.play.folders import autosaves
from questboard.play.saves import SaveError, further_along, read_save
from questboard.ui.dialogs.menus import saved_games
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import look

SHOWN = 5  # of each kind


@dataclass(frozen=True)
class KeptGame:
    """A save or an autosave as the list shows it (read fast; Load checks it fully)."""

    path: Path
    auto: bool
    adventure: str
    heroes: tuple[str, ...]
    actions: int
    when: float
    ended: str | None = None  # the outcome, once the adventure is over (R47)
    options: tuple[tuple[str, object], ...] = ()
    title: str | None = None  # the adventure's, kept in the head since saves say it


def peek(path: Path, auto: bool) -> KeptGame | None:
    """The adventure, heroes and number of actions of a save or an autosave log, read from
    its head only; None when it cannot be read."""
    try:
        text = Path(path).read_text(encoding="utf-8")
        if auto:
            lines = [ln for ln in text.splitlines() if ln.strip()]
            head, n = json.loads(lines[0]), len(lines) - 1
        else:
            head = json.loads(text)
            n = len(head["actions"])
        setup = head["setup"]
        ended = head.get("ended")
        return KeptGame(Path(path), auto, str(setup["adventure"]), tuple(setup["heroes"]), n,
                    Path(path).stat().st_mtime, str(ended) if ended is not None else None,
                    tuple((str(k), v) for k, v in setup.get("options", ())),
                    str(head["title"]) if head.get("title") else None)
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return None


def newest_autosave() -> KeptGame | None:
    """The newest autosave of a game still under way: an ended game is never the Continue."""
    for path in autosaves()[:5]:
        kept = peek(path, True)
        if kept is not None and kept.ended is None:
            return kept
    return None


def kept_games() -> tuple[list[KeptGame], list[KeptGame]]:
    """(autosaves, saves), newest first, those that can be read."""
    autos = [k for k in (peek(p, True) for p in autosaves()[:SHOWN * 2]) if k is not None][:SHOWN]
    saves = [k for k in (peek(p, False) for p in saved_games()[:SHOWN * 2]) if k is not None][:SHOWN]
    return autos, saves


def further_autosave(save_path: Path) -> tuple[Path, int] | None:
    """The autosave that continues this save furthest, and by how many actions; None if none does."""
    try:
        save = read_save(save_path)
    except SaveError:
        return None
    best = None
    for auto in autosaves():
        n = further_along(save, auto)
        if n > 0 and (best is None or n > best[1]):
            best = (auto, n)
    return best


def actions(n: int) -> str:
    return f"{n} action{'' if n == 1 else 's'}"


def when(t: float) -> str:
    return time.strftime("%d %b %H:%M", time.localtime(t))


class ContinueDialog(Overlay):
    """The list, or (after a save was chosen) the offer of a further autosave."""

    width, height = 0.6, 0.8

    def __init__(self, launcher) -> None:
        super().__init__(launcher)
        self.autos, self.saves = kept_games()
        self.offer: tuple[KeptGame, Path, int] | None = None  # save, autosave, how many further
        self.finished: KeptGame | None = None  # an ended game chosen: its ending, or play it again
        self.rows: dict = {}
        self.message = ""

    def box(self) -> pygame.Rect:
        """As tall as its rows need."""
        w, h = self.app.size
        s = self.app.scale
        rows = max(1, len(self.autos)) + max(1, len(self.saves))
        asked = self.offer is not None or self.finished is not None
        need = round(420 * s) if asked else round((90 + 2 * 36 + rows * 56 + 32 + 110) * s)
        r = pygame.Rect(0, 0, round(w * self.width), min(need, round(h * 0.92)))
        r.center = (w // 2, h // 2)
        return r

    def title_of(self, k: KeptGame) -> str:
        """The adventure's title: as the save keeps it, or as the launcher lists it."""
        if k.title:
            return k.title
        return next((a.title for a in self.table.adventures if a.id == k.adventure), k.adventure)

    def label(self, k: KeptGame) -> str:
        heroes = ", ".join(self.table.hero_name(h) for h in k.heroes)
        if k.ended is not None:
            return f"Finished: {self.title_of(k)}, {k.ended}  ·  {heroes}  ·  {when(k.when)}"
        return f"{self.title_of(k)}  ·  {heroes}  ·  {actions(k.actions)}  ·  {when(k.when)}"

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        h = look.px(48, s)
        gap = look.px(8, s)
        w = b.w - 2 * pad
        bw, bh = look.px(260, s), look.px(56, s)
        self.rows = {}
        self.heads = []
        if self.finished is not None:
            y = b.y + look.px(220, s)
            self.view_ending = self.button(pygame.Rect(b.x + pad, y, w, look.px(60, s)),
                                           "View the ending", primary=True, tip=str(self.finished.path))
            self.play_again = self.button(pygame.Rect(b.x + pad, y + look.px(72, s), w, look.px(54, s)),
                                          "Play it again",
                                          tip="A new game of this adventure with the same heroes")
        elif self.offer is not None:
            save, auto, n = self.offer
            y = b.y + look.px(220, s)
            self.take_auto = self.button(pygame.Rect(b.x + pad, y, w, look.px(60, s)),
                                         f"Continue the autosave  ({actions(n)} more)",
                                         primary=True, tip=str(auto))
            self.take_save = self.button(pygame.Rect(b.x + pad, y + look.px(72, s), w, look.px(54, s)),
                                         "Load the save as it was", tip=str(save.path))
        else:
            y = b.y + look.px(90, s)
            for title, kept in (("Autosaves: every action as it happened", self.autos),
                                ("Saves made from the menu", self.saves)):
                self.heads.append((title, y, not kept))
                y += look.sans(look.px(20, s, 14), bold=True).get_height() + look.px(6, s)
                if not kept:
                    y += look.px(34, s)
                for k in kept:
                    bt = self.button(pygame.Rect(b.x + pad, y, w, h), self.label(k), tip=str(k.path))
                    self.rows[bt] = k
                    y += h + gap
                y += look.px(16, s)
        self.back = self.button(pygame.Rect(b.centerx - bw // 2, b.bottom - bh - look.px(22, s), bw, bh),
                                "Back  (Esc)")

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        el = event.ui_element
        if el is self.back:
            self.escape()
        elif self.finished is not None and el is self.view_ending:
            self._open(self.finished)
        elif self.finished is not None and el is self.play_again:
            self.table.play_again(self.finished.adventure, self.finished.heroes, self.finished.options)
        elif self.offer is not None and el is self.take_auto:
            self.table.resume(self.offer[1])
        elif self.offer is not None and el is self.take_save:
            self.table.load_save(self.offer[0].path)
        elif el in self.rows:
            self.choose(self.rows[el])

    def choose(self, k: KeptGame) -> None:
        if k.ended is not None:
            self.finished = k
            self.build()
            return
        self._open(k)

    def _open(self, k: KeptGame) -> None:
        if k.auto:
            self.table.resume(k.path)
            return
        further = further_autosave(k.path)
        if further is None:
            self.table.load_save(k.path)
            return
        self.offer = (k, further[0], further[1])
        self.build()

    def escape(self) -> None:
        if self.offer is not None or self.finished is not None:
            self.offer = self.finished = None
            self.build()
        else:
            self.table.close_overlay()

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        self.draw_title(surface, "Continue a game")
        head = look.sans(look.px(20, s, 14), bold=True)
        empty = look.sans(look.px(19, s, 14), italic=True)
        for title, y, none in self.heads:
            surface.blit(head.render(title, True, look.WOOD), (b.x + pad, y))
            if none:
                surface.blit(empty.render("none yet", True, look.INK_SOFT),
                             (b.x + pad, y + head.get_height() + look.px(6, s)))
        if self.finished is not None:
            k = self.finished
            text = (f"{self.title_of(k)} ended in {k.ended} for "
                    f"{', '.join(self.table.hero_name(h) for h in k.heroes)}. See how it ended, "
                    "or set out on it again with the same heroes.")
            body = look.wrapped(look.sans(look.px(21, s, 14)), text, look.INK, b.w - 2 * pad)
            surface.blit(body, (b.x + pad, b.y + look.px(96, s)))
        if self.offer is not None:
            save, auto, n = self.offer
            text = (f"You chose the save {save.path.name} ({actions(save.actions)}). The autosave "
                    f"{auto.name} is that same game, {actions(n)} further along: "
                    "it was kept as play went on after the save.")
            body = look.wrapped(look.sans(look.px(21, s, 14)), text, look.INK, b.w - 2 * pad)
            surface.blit(body, (b.x + pad, b.y + look.px(96, s)))
        if self.message:
            img = look.wrapped(look.sans(look.px(19, s, 14), bold=True), self.message, look.REFUSED, b.w - 2 * pad)
            surface.blit(img, (b.x + pad, self.back.relative_rect.y - img.get_height() - look.px(10, s)))
