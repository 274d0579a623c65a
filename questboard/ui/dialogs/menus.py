"""Dialogs over the table: the Esc menu (save, load, settings, back to the launcher, quit)
and quitting with a save offer. The frame of a dialog (Overlay), a fight's result and the
keys live in overlay.py, fight_result.py and keys.py; they are named here as well."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from questboard.errors import QuestboardError
from questboard.play import load_game
from questboard.play.folders import data_dir, new_autosave_path, save_name
from questboard.ui.dialogs.fight_result import FightResultDialog
from questboard.ui.dialogs.keys import KEYS, Keys
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.dialogs.settings import SettingsDialog
from questboard.ui.drawing import look

__all__ = ["KEYS", "SAVE_SUFFIX", "FightResultDialog", "Keys", "Menu", "Overlay", "QuitDialog",
           "save_game", "save_target", "saved_games", "saves_dir"]

SAVE_SUFFIX = ".save.json"


def saves_dir() -> Path:
    return data_dir() / "saves"


def saved_games() -> list[Path]:
    """Saves written from the menu, newest first."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    found = [p for p in folder.iterdir() if p.name.endswith(SAVE_SUFFIX)]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


def save_ended(path: Path) -> str | None:
    """The outcome a save's head tells once its adventure is over (R47); None otherwise."""
    try:
        ended = json.loads(path.read_text(encoding="utf-8")).get("ended")
    except (OSError, ValueError, AttributeError):
        return None
    return str(ended) if ended is not None else None


class Menu(Overlay):
    """Esc: save (to the data folder or a chosen file), load a save, back to the launcher, quit."""

    width, height = 0.42, 0.78

    def __init__(self, table) -> None:
        super().__init__(table)
        self.message = ""
        self.loads: dict = {}

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        w = b.w - 2 * pad
        h = look.px(54, s)
        gap = look.px(10, s)
        y = b.y + look.px(86, s)
        self.resume = self.button(pygame.Rect(b.x + pad, y, w, h), "Back to the table  (Esc)", primary=True)
        y += h + gap * 3
        self.name = UITextEntryLine(pygame.Rect(b.x + pad, y, w, h), manager=self.app.manager)
        self.name.set_text(save_name(self.table.game.adventure.title))
        self.elements.append(self.name)
        y += h + gap
        self.save = self.button(pygame.Rect(b.x + pad, y, w, h), "Save",
                                tip=f"A name saves into {saves_dir()}; a path (with / or .json) saves there")
        y += h + gap * 3
        self.loads = {}
        for path in saved_games()[:3]:
            name, ended = path.name[:-len(SAVE_SUFFIX)], save_ended(path)
            text = f"Load {name}" if ended is None else f"View the ending: {name} ({ended})"
            bt = self.button(pygame.Rect(b.x + pad, y, w, h), text, tip=str(path))
            self.loads[bt] = path
            y += h + gap
        y = b.bottom - pad - 3 * h - 2 * gap
        self.settings = self.button(pygame.Rect(b.x + pad, y, w, h), "Settings…",
                                    tip="Window size, full screen, text size, animation speed")
        self.launcher = self.button(pygame.Rect(b.x + pad, y + h + gap, w, h), "Back to the launcher")
        self.quit = self.button(pygame.Rect(b.x + pad, y + 2 * (h + gap), w, h), "Quit…",
                                tip="Quit, with a save first if you like")

    def target(self) -> Path:
        return save_target(self.name.get_text())

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        el = event.ui_element
        if el is self.resume:
            self.table.close_overlay()
        elif el is self.save:
            self.do_save(self.target())
        elif el in self.loads:
            self.do_load(self.loads[el])
        elif el is self.settings:
            self.table.open_overlay(SettingsDialog(self.table, back=Menu))
        elif el is self.launcher:
            self.table.back_to_launcher(self._kept())
        elif el is self.quit:
            self.table.open_overlay(QuitDialog(self.table))

    def _kept(self) -> str:
        auto = self.table.game.autosave
        return f"The autosave {auto.path.name} keeps that game." if auto is not None else ""

    def do_save(self, path: Path) -> None:
        self.message = save_game(self.table.game, path)[1]
        self.build()

    def do_load(self, path: Path) -> None:
        try:
            game = load_game(path)
            game.attach_autosave(new_autosave_path(game.adventure.id))
        except QuestboardError as error:
            self.message = f"Could not load {path.name}: {error}"
            self.build()
            return
        from questboard.ui.table.scene import Table  # it imports these dialogs: a cycle

        self.table.game.close()
        self.app.show(Table(self.app, game))

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        self.draw_title(surface, "Menu")
        pad = look.px(30, s)
        small = look.sans(look.px(18, s, 14), bold=True)
        y_name = self.name.relative_rect.y - small.get_height() - look.px(2, s)
        surface.blit(small.render("Save as (a name, or a path)", True, look.WOOD), (b.x + pad, y_name))
        if self.loads:
            first = min(bt.relative_rect.y for bt in self.loads)
            surface.blit(small.render("Saved games", True, look.WOOD), (b.x + pad, first - small.get_height() - look.px(2, s)))
        auto = self.table.game.autosave
        if not self.loads and auto is not None:
            note = look.wrapped(look.sans(look.px(18, s, 14), italic=True),
                                f"Every action is kept as it happens in the autosave {auto.path}; "
                                "the launcher offers to continue it.", look.INK_SOFT, b.w - 2 * pad)
            surface.blit(note, (b.x + pad, self.save.relative_rect.bottom + look.px(24, s)))
        if self.message:
            img = look.wrapped(look.sans(look.px(19, s, 14), bold=True), self.message, look.INK,
                               b.w - 2 * pad)
            y = self.settings.relative_rect.y - img.get_height() - look.px(14, s)
            surface.blit(img, (b.x + pad, y))


def save_target(text: str) -> Path:
    """Where a save named `text` goes: a bare name into the saves folder, a path as given."""
    text = text.strip() or "save"
    if "/" in text or text.endswith(".json"):
        return Path(text).expanduser()
    return saves_dir() / f"{text}{SAVE_SUFFIX}"


def save_game(game, path: Path) -> tuple[bool, str]:
    """Save; whether it worked and what to tell the player."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        written = game.save(path)
    except (QuestboardError, OSError) as error:
        return False, f"Not saved: {error}"
    return True, f"Saved to {written}"


class QuitDialog(Overlay):
    """Quit, after a save if the player likes; the autosave holds every action anyway."""

    width, height = 0.44, 0.5

    def __init__(self, table) -> None:
        super().__init__(table)
        self.message = ""

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        h = look.px(54, s)
        gap = look.px(10, s)
        w = b.w - 2 * pad
        y = b.y + look.px(210, s)
        self.name = UITextEntryLine(pygame.Rect(b.x + pad, y, w, h), manager=self.app.manager)
        self.name.set_text(save_name(self.table.game.adventure.title))
        self.elements.append(self.name)
        y = b.bottom - pad - h
        third = (w - 2 * gap) // 3
        self.save_quit = self.button(pygame.Rect(b.x + pad, y, third, h), "Save and quit", primary=True)
        self.just_quit = self.button(pygame.Rect(b.x + pad + third + gap, y, third, h), "Quit",
                                     tip="The autosave keeps every action so far")
        self.back = self.button(pygame.Rect(b.x + pad + 2 * (third + gap), y, third, h), "Back  (Esc)")

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        el = event.ui_element
        if el is self.save_quit:
            ok, self.message = save_game(self.table.game, save_target(self.name.get_text()))
            if ok:
                self.app.running = False
            else:
                self.build()
        elif el is self.just_quit:
            self.app.running = False
        elif el is self.back:
            self.table.close_overlay()

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        self.draw_title(surface, "Quit questboard?")
        auto = self.table.game.autosave
        kept = (f"Every action so far is in the autosave {auto.path.name}; the launcher offers to "
                "continue it. " if auto is not None else "")
        body = look.wrapped(look.sans(look.px(20, s, 14)), kept + "Save a copy under a name as well?",
                            look.INK, b.w - 2 * pad)
        surface.blit(body, (b.x + pad, b.y + look.px(86, s)))
        small = look.sans(look.px(18, s, 14), bold=True)
        surface.blit(small.render("Save as (a name, or a path)", True, look.WOOD),
                     (b.x + pad, self.name.relative_rect.y - small.get_height() - look.px(2, s)))
        if self.message:
            img = look.wrapped(look.sans(look.px(19, s, 14), bold=True), self.message, look.REFUSED, b.w - 2 * pad)
            surface.blit(img, (b.x + pad, self.name.relative_rect.bottom + look.px(10, s)))

