"""Dialogs over the table: a fight's result with its log, the Esc menu (save, load,
settings, back to the launcher, quit), quitting with a save offer, and the keys."""

from __future__ import annotations

import functools
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from questboard.ui.drawing import look

SAVE_SUFFIX = ".save.json"


def saves_dir() -> Path:
    from questboard.play.folders import data_dir

    return data_dir() / "saves"


def saved_games() -> list[Path]:
    """Saves written from the menu, newest first."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    found = [p for p in folder.iterdir() if p.name.endswith(SAVE_SUFFIX)]
    return sorted(found, key=lambda p: p.stat().st_mtime, reverse=True)


@functools.lru_cache(maxsize=4)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    """The dimming under a dialog, made once per window size (a full-window alpha surface
    made every frame cost ~4 ms)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 120))
    return shade


class Overlay:
    """A dialog in the middle of the table; the table's own controls wait under it."""

    width, height = 0.5, 0.6  # of the window

    def __init__(self, table) -> None:
        self.table = table
        self.elements: list = []

    @property
    def app(self):
        return self.table.app

    def box(self) -> pygame.Rect:
        w, h = self.app.size
        r = pygame.Rect(0, 0, round(w * self.width), round(h * self.height))
        r.center = (w // 2, h // 2)
        return r

    def build(self) -> None:
        self.kill()

    def kill(self) -> None:
        for e in self.elements:
            e.kill()
        self.elements = []

    def draw_title(self, surface, text: str) -> None:
        """The dialog's title, centred at the top of its box."""
        s, b = self.app.scale, self.box()
        t = look.serif(look.px(40, s, 22), bold=True).render(text, True, look.INK)
        surface.blit(t, t.get_rect(midtop=(b.centerx, b.y + look.px(20, s))))

    def button(self, rect, text, primary=False, tip=None) -> UIButton:
        b = UIButton(rect, text, manager=self.app.manager, object_id="#primary" if primary else None,
                     tool_tip_text=tip)
        self.elements.append(b)
        return b

    def ui_event(self, event) -> None:
        pass

    def key(self, event) -> None:
        pass

    def escape(self) -> None:
        self.table.close_overlay()

    def scroll(self, dy: int) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(_shade(surface.get_size()), (0, 0))
        s = self.app.scale
        look.shadowed_panel(surface, self.box(), "parchment", look.px(14, s), border=look.WOOD_DARK, shadow=8)


class FightResultDialog(Overlay):
    """A fight fought out by the automatic sides: who won, and the fight's public log."""

    width, height = 0.56, 0.8

    def __init__(self, table, lines: list[str]) -> None:
        super().__init__(table)
        self.lines = lines
        over = [ln for ln in lines if ln.startswith("The fight is over")]
        self.headline = over[-1] if over else "The fight is over"
        self.victory = "VICTORY" in self.headline
        self.offset = 0

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        bw, bh = look.px(300, s), look.px(60, s)
        self.go_on = self.button(pygame.Rect(b.centerx - bw // 2, b.bottom - bh - look.px(22, s), bw, bh),
                                 "Go on  (Enter)", primary=True)

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.go_on:
            self.table.close_overlay()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.table.close_overlay()

    def scroll(self, dy: int) -> None:
        self.offset = max(0, self.offset - dy * look.px(60, self.app.scale))

    def log_rect(self) -> pygame.Rect:
        s = self.app.scale
        b = self.box()
        return pygame.Rect(b.x + look.px(30, s), b.y + look.px(130, s), b.w - look.px(60, s),
                           b.h - look.px(130 + 110, s))

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        word = "Victory" if self.victory else "Defeat"
        t = look.serif(look.px(48, s, 24), bold=True).render(word, True, look.MOVE if self.victory else look.BAD)
        surface.blit(t, t.get_rect(midtop=(b.centerx, b.y + look.px(18, s))))
        sub = look.wrapped(look.serif(look.px(22, s, 14), italic=True), self.headline, look.INK_SOFT,
                           b.w - look.px(60, s))
        surface.blit(sub, sub.get_rect(midtop=(b.centerx, b.y + look.px(18, s) + t.get_height())))
        r = self.log_rect()
        pygame.draw.rect(surface, (0xF4, 0xEA, 0xCF), r, border_radius=look.px(6, s))
        log = look.wrapped(look.sans(look.px(19, s, 14)), "\n".join(self.lines), look.INK, r.w - look.px(20, s))
        # The end of the fight first in sight: start scrolled to the bottom.
        bottom = max(0, log.get_height() - r.h + look.px(16, s))
        off = max(0, bottom - self.offset)
        surface.set_clip(r.inflate(-4, -4))
        surface.blit(log, (r.x + look.px(10, s), r.y + look.px(8, s) - off))
        surface.set_clip(None)
        hint = look.sans(look.px(16, s, 14)).render("Wheel: scroll the fight's log", True, look.INK_SOFT)
        surface.blit(hint, (r.x, r.bottom + look.px(4, s)))


class Menu(Overlay):
    """Esc: save (to the data folder or a chosen file), load a save, back to the launcher, quit."""

    width, height = 0.42, 0.78

    def __init__(self, table) -> None:
        super().__init__(table)
        self.message = ""
        self.loads: dict = {}

    def build(self) -> None:
        super().build()
        from questboard.play.folders import stamp

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
        self.name.set_text(f"{self.table.game.adventure.id}-{stamp()}")
        self.elements.append(self.name)
        y += h + gap
        self.save = self.button(pygame.Rect(b.x + pad, y, w, h), "Save",
                                tip=f"A name saves into {saves_dir()}; a path (with / or .json) saves there")
        y += h + gap * 3
        self.loads = {}
        for path in saved_games()[:3]:
            bt = self.button(pygame.Rect(b.x + pad, y, w, h), f"Load {path.name[:-len(SAVE_SUFFIX)]}",
                             tip=str(path))
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
            from questboard.ui.dialogs.settings import SettingsDialog

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
        from questboard.errors import QuestboardError
        from questboard.play import load_game
        from questboard.play.folders import new_autosave_path

        try:
            game = load_game(path)
            game.attach_autosave(new_autosave_path(game.adventure.id))
        except QuestboardError as error:
            self.message = f"Could not load {path.name}: {error}"
            self.build()
            return
        from questboard.ui.table.scene import Table

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
    from questboard.errors import QuestboardError

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
        from questboard.play.folders import stamp

        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        h = look.px(54, s)
        gap = look.px(10, s)
        w = b.w - 2 * pad
        y = b.y + look.px(210, s)
        self.name = UITextEntryLine(pygame.Rect(b.x + pad, y, w, h), manager=self.app.manager)
        self.name.set_text(f"{self.table.game.adventure.id}-{stamp()}")
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


KEYS = (("1 – 9", "choose an option, a hero or an attribute"), ("Space", "roll the dice"),
        ("Enter", "confirm: the result stands, share out, go on"), ("Ctrl+Z", "undo what revealed nothing"),
        ("Esc", "the menu: save, load, settings, quit"), ("H", "the Quest Master's hand"),
        ("F11", "full screen"), ("F2", "what the table sees, here; F2 again: back"),
        ("Ctrl+T", "the table window, for a TV"), ("?", "these keys"),
        ("Click a card", "use, sell, discard or give it"), ("Drag a card", "onto another hero: give it"),
        ("Wheel", "scroll the paragraph or a fight's log"))


class Keys(Overlay):
    """A card of keys and what they do, with a Close button (the table's; the battlefield
    has its own rows)."""

    width, height = 0.46, 0.76
    title = "Keys"
    rows = KEYS
    indent, column, text_size, gap = 40, 240, 22, 8  # key and words from the left, size, gap

    def _fonts(self):
        s = self.app.scale
        return (look.sans(look.px(self.text_size, s, 14), bold=True), look.sans(look.px(self.text_size, s, 14)))

    def _columns(self) -> tuple[int, int]:
        """Where the keys and their words start: the words never run into the widest key (the
        text keeps its 14 px floor when the window is small)."""
        s = self.app.scale
        kf, df = self._fonts()
        indent = look.px(self.indent, s)
        widest = max(kf.size(k)[0] for k, _ in self.rows)
        return indent, max(look.px(self.column, s), indent + widest + look.px(16, s, 10))

    def box(self) -> pygame.Rect:
        """As tall as its rows need and at least its share of the window wide (never beyond it)."""
        r = super().box()
        s = self.app.scale
        kf, df = self._fonts()
        _, column = self._columns()
        w = column + max(df.size(d)[0] for _, d in self.rows) + look.px(self.indent, s)
        h = look.px(90, s) + len(self.rows) * (kf.get_height() + look.px(self.gap, s)) + look.px(100, s)
        ww, wh = self.app.size
        r.w, r.h = min(ww - 16, max(r.w, w)), min(wh - 16, h)
        r.center = (ww // 2, wh // 2)
        return r

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        bw, bh = look.px(220, s), look.px(54, s)
        self.close = self.button(pygame.Rect(b.centerx - bw // 2, b.bottom - bh - look.px(20, s), bw, bh),
                                 "Close", primary=True)

    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close:
            self.table.close_overlay()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.table.close_overlay()

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        self.draw_title(surface, self.title)
        kf, df = self._fonts()
        indent, column = self._columns()
        y = b.y + look.px(90, s)
        for k, d in self.rows:
            surface.blit(kf.render(k, True, look.WOOD), (b.x + indent, y))
            surface.blit(df.render(d, True, look.INK), (b.x + column, y))
            y += kf.get_height() + look.px(self.gap, s)
