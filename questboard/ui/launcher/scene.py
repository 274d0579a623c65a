"""The launcher: the shipped adventures (and any given on the command line), 1–4 heroes in
seat order, the seed, the advanced rules, continue from the newest autosave; Start."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from questboard.ui.app import Scene
from questboard.ui.drawing import look

# The advanced rules of the rulebook, as the setup records them (tests/ui pins these keys to
# the rules' AdvancedRules). A toggle's value is True/False, the hordes count 0, 1 or 2.
OPTIONS = (
    ("lone_heroes", "Lone Heroes", "One hero alone gets the rulebook's help for lone heroes."),
    ("powerful_group", "Powerful Hero Groups", "One extra event per hero (3 or 4 heroes)."),
    ("charge_of_the_hordes", "Charge of the Hordes", "1 or 2 Reinforcements before each fight."),
    ("uncertain_circumstances", "Uncertain Circumstances", "Fight goals are kept from the heroes."),
    ("creative_gifts", "Creative Gifts", "The rulebook's Creative Gifts rule."),
)


@dataclass(frozen=True)
class AdventureEntry:
    path: Path
    id: str
    title: str
    level: int
    heroes: tuple[int, int]
    blurb: str
    problem: str = ""


def _header(path: Path) -> tuple[dict, str]:
    """The top of an adventure file (everything before `paragraphs:`) and its opening
    comment: enough for the list, read fast. The whole file is checked at Start."""
    import yaml

    text = path.read_text(encoding="utf-8")
    comment = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        comment.append(line.lstrip("# ").strip())
    head = text.split("\nparagraphs:", 1)[0]
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    data = yaml.load(head, Loader=loader)
    if not isinstance(data, dict):
        raise ValueError("not an adventure file")
    return data, " ".join(w for w in comment if w)


def _short(text: str, most: int = 170) -> str:
    out = ""
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        if len(out) + len(sentence) > most and out:
            break
        out = f"{out} {sentence}".strip()
    return out[: most + 30]


def find_adventures(extra: tuple[Path, ...] = ()) -> list[AdventureEntry]:
    """The shipped adventures, then those given on the command line (files or folders)."""
    from questboard.resources import adventures_dir

    paths = sorted(p for p in adventures_dir().glob("*.yaml"))
    for e in extra:
        e = Path(e)
        paths += sorted(e.glob("*.yaml")) if e.is_dir() else [e]
    out = []
    for path in paths:
        try:
            data, comment = _header(path)
            heroes = data.get("heroes") or {}
            entry = AdventureEntry(path, str(data["id"]), str(data["title"]), int(data["level"]),
                                   (int(heroes.get("min", 1)), int(heroes.get("max", 4))),
                                   _short(comment or f"An adventure of level {data['level']}."))
        except Exception as error:  # noqa: BLE001 - a bad file is listed with its problem
            entry = AdventureEntry(path, path.stem, path.name, 0, (1, 4), "",
                                   (str(error).splitlines() or ["cannot be read"])[0][:160])
        out.append(entry)
    out.sort(key=lambda a: (a.problem != "", a.level, a.title))
    return out


class Launcher(Scene):
    def __init__(self, app, message: str = "") -> None:
        super().__init__(app)
        from questboard.play import hero_cards

        self.hero_cards = hero_cards()
        self.adventures = find_adventures(app.extra_adventures)
        good = [a for a in self.adventures if not a.problem]
        learning = next((a for a in good if a.id == "the-harbor-treasure"), None)
        self.chosen: AdventureEntry | None = learning or (good[0] if good else None)
        self.heroes: list[str] = []  # seat order
        self.options: dict[str, object] = {k: False for k, _, _ in OPTIONS}
        self.options["charge_of_the_hordes"] = 0
        self.seed = int.from_bytes(os.urandom(3), "big")
        self.message = message
        self.hits: list[tuple[pygame.Rect, str, object]] = []
        self._background: pygame.Surface | None = None
        self.overlay = None  # the saves list or the settings, over the launcher
        from questboard.ui.launcher.continuing import newest_autosave

        self.autosave = newest_autosave()  # read from its head only: the launcher opens fast

    def hero_name(self, hero_id: str) -> str:
        card = self.hero_cards.get(hero_id)
        return card.name if card is not None else hero_id

    # Dialogs over the launcher: its own widgets make way while one is open --------------
    def open_overlay(self, overlay) -> None:
        if self.overlay is None and hasattr(self, "seed_entry"):
            self.seed = self.seed_entry.get_text()
        self.overlay = overlay
        self.manager.clear_and_reset()
        overlay.build()
        self.dirty = True

    def close_overlay(self) -> None:
        self.overlay = None
        self.manager.clear_and_reset()
        self.build()
        self.dirty = True

    # Layout -----------------------------------------------------------------------------
    def _cols(self):
        w, h = self.app.size
        s = self.app.scale
        top = look.px(150, s)
        m = look.px(40, s)
        col_a = pygame.Rect(m, top, round(w * 0.36), h - top - m)
        col_b = pygame.Rect(col_a.right + m, top, round(w * 0.33), h - top - m)
        col_c = pygame.Rect(col_b.right + m, top, w - col_b.right - 2 * m, h - top - m)
        return col_a, col_b, col_c

    def build(self) -> None:
        self._background = None  # the text size may have changed
        if self.overlay is not None:
            self.overlay.build()
            return
        if hasattr(self, "seed_entry"):  # a rebuild keeps what was typed
            self.seed = self.seed_entry.get_text()
        s = self.app.scale
        _, _, c = self._cols()
        row = look.px(54, s)
        gap = look.px(10, s)
        y = c.y + look.px(44, s)
        self.labels = [("Seed of the dice", pygame.Rect(c.x, y, c.w, row))]  # drawn: never clipped
        y += row
        self.seed_entry = UITextEntryLine(pygame.Rect(c.x, y, c.w - look.px(170, s), row),
                                          manager=self.manager)
        self.seed_entry.set_text(str(self.seed))
        self.seed_entry.set_allowed_characters("numbers")
        self.new_seed = UIButton(pygame.Rect(c.right - look.px(160, s), y, look.px(160, s), row),
                                 "New seed", manager=self.manager)
        y += row + gap * 3
        self.labels.append(("Advanced rules", pygame.Rect(c.x, y, c.w, row)))
        y += row
        self.toggles: dict[str, UIButton] = {}
        for key, label, why in OPTIONS:
            b = UIButton(pygame.Rect(c.x, y, c.w, row), self._toggle_text(key, label),
                         manager=self.manager, tool_tip_text=why, object_id="#toggle")
            self.toggles[key] = b
            self._show_toggle(key)
            y += row + gap
        y += gap * 2
        self.continue_button = None
        if self.autosave is not None:
            k = self.autosave
            from questboard.ui.launcher.continuing import actions

            title = next((a.title for a in self.adventures if a.id == k.adventure), k.adventure)
            self.continue_button = UIButton(
                pygame.Rect(c.x, y, c.w, row), f"Continue {title} ({actions(k.actions)})",
                manager=self.manager, tool_tip_text=f"Resume the newest autosave: {k.path}")
            y += row + gap
        self.kept_button = UIButton(pygame.Rect(c.x, y, c.w - look.px(170, s), row), "Saves and autosaves…",
                                    manager=self.manager, tool_tip_text="Continue any kept game")
        self.settings_button = UIButton(pygame.Rect(c.right - look.px(160, s), y, look.px(160, s), row),
                                        "Settings", manager=self.manager,
                                        tool_tip_text="Window size, full screen, text size, animations")
        self.start = UIButton(pygame.Rect(c.x, c.bottom - look.px(84, s), c.w, look.px(84, s)),
                              "Start", manager=self.manager, object_id="#primary")
        self._check_start()

    def _toggle_text(self, key: str, label: str) -> str:
        v = self.options[key]
        if key == "charge_of_the_hordes":
            return f"{label}: {v or 'off'}"
        return f"{label}: {'on' if v else 'off'}"

    def _show_toggle(self, key: str) -> None:
        b = self.toggles[key]
        b.select() if self.options[key] else b.unselect()

    def _why_not(self) -> str:
        if self.chosen is None:
            return "Choose an adventure"
        lo, hi = self.chosen.heroes
        n = len(self.heroes)
        if not lo <= n <= hi:
            return f"This adventure takes {lo}–{hi} heroes; {n} chosen"
        if not self.seed_entry.get_text().strip():
            return "Give a seed (any number)"
        return ""

    def _check_start(self) -> None:
        why = self._why_not()
        if why:
            self.manager.disable(self.start, why)
            self.start.set_text("Start")
        else:
            self.start.enable()
            self.start.set_text(f"Start with {len(self.heroes)} hero{'es' if len(self.heroes) > 1 else ''}")
        self.dirty = True

    # Input ------------------------------------------------------------------------------
    def ui_event(self, event) -> None:
        if self.overlay is not None:
            self.overlay.ui_event(event)
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.start:
                self.begin()
            elif el is self.new_seed:
                self.seed_entry.set_text(str(int.from_bytes(os.urandom(3), "big")))
            elif el is self.continue_button:
                self.resume(self.autosave.path)
            elif el is self.kept_button:
                from questboard.ui.launcher.continuing import ContinueDialog

                self.open_overlay(ContinueDialog(self))
                return
            elif el is self.settings_button:
                from questboard.ui.dialogs.settings import SettingsDialog

                self.open_overlay(SettingsDialog(self))
                return
            for key, b in self.toggles.items():
                if el is b:
                    if key == "charge_of_the_hordes":
                        self.options[key] = (int(self.options[key]) + 1) % 3
                    else:
                        self.options[key] = not self.options[key]
                    b.set_text(self._toggle_text(key, dict((k, lab) for k, lab, _ in OPTIONS)[key]))
                    self._show_toggle(key)
            self._check_start()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self._check_start()

    def handle(self, event) -> None:
        if self.overlay is not None:
            if event.type == pygame.KEYDOWN:
                self.overlay.escape() if event.key == pygame.K_ESCAPE else self.overlay.key(event)
            elif event.type == pygame.MOUSEWHEEL:
                self.overlay.scroll(event.y)
            self.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, kind, value in self.hits:
                if rect.collidepoint(event.pos):
                    self.click(kind, value)
                    return
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not self._why_not():
                self.begin()

    def click(self, kind: str, value) -> None:
        if kind == "adventure":
            if not value.problem:
                self.chosen = value
        elif kind == "hero":
            if value in self.heroes:
                self.heroes.remove(value)
            elif len(self.heroes) < 4:
                self.heroes.append(value)
        self.message = ""
        self._check_start()

    def target(self, kind: str, value) -> pygame.Rect:
        """Where to click for this adventure or hero (tests post clicks there)."""
        self.draw(pygame.Surface(self.app.size))
        for rect, k, v in self.hits:
            if k == kind and (v == value or getattr(v, "id", None) == value):
                return rect
        raise KeyError(f"{kind} {value!r} is not on the launcher")

    # Starting ---------------------------------------------------------------------------
    def begin(self) -> None:
        from questboard.errors import QuestboardError
        from questboard.play import new_game
        from questboard.play.folders import new_autosave_path

        if self._why_not():
            return
        seed = int(self.seed_entry.get_text())
        options = tuple((k, v) for k, v in self.options.items() if v)
        try:
            game = new_game(self.chosen.path, tuple(self.heroes), seed, options)
            game.attach_autosave(new_autosave_path(game.adventure.id))
        except QuestboardError as error:
            self.message = str(error)
            self.dirty = True
            return
        self.open(game)

    def resume(self, path: Path) -> None:
        from questboard.errors import QuestboardError
        from questboard.play import load_game

        try:
            game = load_game(path, autosave=path)
        except QuestboardError as error:
            self._say(f"Could not resume {path.name}: {error}")
            return
        self.open(game)

    def load_save(self, path: Path) -> None:
        """A save made from the menu: replayed, then kept on in an autosave of its own."""
        from questboard.errors import QuestboardError
        from questboard.play import load_game
        from questboard.play.folders import new_autosave_path

        try:
            game = load_game(path)
            game.attach_autosave(new_autosave_path(game.adventure.id))
        except QuestboardError as error:
            self._say(f"Could not load {path.name}: {error}")
            return
        self.open(game)

    def _say(self, message: str) -> None:
        if self.overlay is not None and hasattr(self.overlay, "message"):
            self.overlay.message = message
            self.overlay.build()
        else:
            self.message = message
        self.dirty = True

    def open(self, game) -> None:
        from questboard.ui.table.scene import Table

        self.app.show(Table(self.app, game))

    # Drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        w, h = surface.get_size()
        if self._background is None or self._background.get_size() != (w, h):
            self._background = look.texture("wood", (w, h)).copy()
            title = look.serif(look.px(64, s, 28), bold=True).render("questboard", True, look.PARCHMENT)
            self._background.blit(title, (look.px(40, s), look.px(26, s)))
            sub = look.serif(look.px(28, s, 16), italic=True).render(
                "Quest: A Time of Heroes at the table", True, look.PARCH_SHADOW)
            self._background.blit(sub, (look.px(48, s) + title.get_width(), look.px(26, s) + title.get_height() - sub.get_height() - look.px(8, s)))
        surface.blit(self._background, (0, 0))
        self.hits = []
        a, b, c = self._cols()
        head = look.serif(look.px(32, s, 18), bold=True)
        for rect, text in ((a, "Adventure"), (b, "Heroes, in seat order"), (c, "Setting out")):
            img = head.render(text, True, look.PARCHMENT)
            surface.blit(img, (rect.x, rect.y - look.px(6, s)))
        self._draw_adventures(surface, a, s)
        self._draw_heroes(surface, b, s)
        label_f = look.sans(look.px(23, s, 15))
        for text, r in getattr(self, "labels", ()):
            img = look.line(label_f, text, look.PARCHMENT)
            surface.blit(img, (r.x, r.centery - img.get_height() // 2))
        note = self.message or self._why_not()
        if note:
            img = look.wrapped(look.sans(look.px(22, s, 14), bold=True), note,
                               (0xFF, 0xC8, 0xB8) if self.message else look.PARCH_SHADOW, c.w)
            surface.blit(img, (c.x, c.bottom - look.px(100, s) - img.get_height()))
        if self.overlay is not None:
            self.overlay.draw(surface)

    def _draw_adventures(self, surface, col: pygame.Rect, s: float) -> None:
        y = col.y + look.px(50, s)
        gap = look.px(14, s)
        n = max(1, len(self.adventures))
        card_h = min(look.px(190, s), (col.bottom - y - gap * (n - 1)) // n)
        title_f = look.serif(look.px(30, s, 17), bold=True)
        meta_f = look.sans(look.px(20, s, 14), bold=True)
        blurb_f = look.serif(look.px(22, s, 14), italic=True)
        for entry in self.adventures:
            r = pygame.Rect(col.x, y, col.w, card_h)
            chosen = entry is self.chosen
            look.shadowed_panel(surface, r, "parchment" if not entry.problem else "slip",
                                look.px(12, s), border=look.GOLD if chosen else look.INK_SOFT)
            if chosen:
                pygame.draw.rect(surface, look.GOLD, r, look.px(5, s), border_radius=look.px(12, s))
            pad = look.px(18, s)
            inner = r.inflate(-2 * pad, -2 * pad)
            t = title_f.render(look.ellipsis(title_f, entry.title, inner.w - look.px(150, s)), True, look.INK)
            surface.blit(t, inner.topleft)
            if entry.problem:
                meta = "cannot be played"
                text = entry.problem
            else:
                lo, hi = entry.heroes
                meta = f"Level {entry.level}  ·  {lo}–{hi} heroes" if lo != hi else f"Level {entry.level}  ·  {lo} hero"
                text = entry.blurb
            m = meta_f.render(meta, True, look.WOOD)
            surface.blit(m, m.get_rect(topright=(inner.right, inner.y + look.px(6, s))))
            body = look.wrapped(blurb_f, text, look.INK_SOFT, inner.w)
            room = inner.h - t.get_height() - look.px(6, s)
            surface.blit(body, (inner.x, inner.y + t.get_height() + look.px(6, s)),
                         pygame.Rect(0, 0, inner.w, look.whole_lines(blurb_f, room)))
            self.hits.append((r, "adventure", entry))
            y += card_h + gap

    def _draw_heroes(self, surface, col: pygame.Rect, s: float) -> None:
        y = col.y + look.px(50, s)
        gap = look.px(14, s)
        heroes = list(self.hero_cards.values())
        card_h = min(look.px(200, s), (col.bottom - y - gap * 3) // 4)
        name_f = look.serif(look.px(30, s, 17), bold=True)
        role_f = look.serif(look.px(22, s, 14), italic=True)
        num_f = look.sans(look.px(20, s, 14))
        numb_f = look.sans(look.px(22, s, 14), bold=True)
        for hero in heroes:
            r = pygame.Rect(col.x, y, col.w, card_h)
            seat = self.heroes.index(hero.id) + 1 if hero.id in self.heroes else 0
            colour = look.HERO_COLOURS[(seat - 1) % 4] if seat else look.INK_SOFT
            look.shadowed_panel(surface, r, "parchment", look.px(12, s),
                                border=colour if seat else look.INK_SOFT)
            if seat:
                pygame.draw.rect(surface, colour, r, look.px(5, s), border_radius=look.px(12, s))
            pad = look.px(16, s)
            # Portrait: a disc with the initial, the seat number on a gold badge.
            pr = min(card_h // 2 - pad, look.px(56, s))
            pc = (r.x + pad + pr, r.y + pad + pr)
            pygame.draw.circle(surface, colour if seat else (0x8E, 0x80, 0x6C), pc, pr)
            pygame.draw.circle(surface, look.GOLD, pc, pr, look.px(4, s))
            ini = look.serif(round(pr * 1.1), bold=True).render(hero.name[0], True, (255, 255, 255))
            surface.blit(ini, ini.get_rect(center=pc))
            if seat:
                look.coin(surface, (pc[0] + pr - look.px(6, s), pc[1] - pr + look.px(6, s)),
                          look.px(18, s, 10), str(seat))
            x = pc[0] + pr + pad
            surface.blit(name_f.render(hero.name, True, look.INK), (x, r.y + pad - look.px(4, s)))
            surface.blit(role_f.render(hero.title, True, look.INK_SOFT),
                         (x, r.y + pad + name_f.get_height() - look.px(6, s)))
            yy = r.y + pad + name_f.get_height() + role_f.get_height()
            xx = x
            for attr in ("charisma", "talent", "deftness", "strength"):
                bar = hero.bar(attr)
                label = num_f.render({"deftness": "Dft"}.get(attr, attr[:3].capitalize()) + " ", True, look.INK_SOFT)
                val = numb_f.render(str(bar.start), True, look.INK)
                surface.blit(label, (xx, yy))
                surface.blit(val, (xx + label.get_width(), yy - look.px(1, s)))
                xx += label.get_width() + val.get_width() + look.px(18, s)
            yy += numb_f.get_height() + look.px(2, s)
            bars = f"Vitality {hero.strength.start + 1}  ·  move {hero.movement_bar:g} LU"
            bars += f"  ·  range {hero.range_bar:g} LU" if hero.range_bar else "  ·  no bow"
            surface.blit(num_f.render(bars, True, look.INK_SOFT), (x, yy))
            yy += num_f.get_height() + look.px(4, s)
            text = look.wrapped(role_f, hero.text, look.INK_SOFT, r.right - pad - x)
            room = look.whole_lines(role_f, r.bottom - pad // 2 - yy)
            if room >= 2 * role_f.get_linesize():  # a single cut-off line says nothing
                surface.blit(text, (x, yy), pygame.Rect(0, 0, text.get_width(), room))
            self.hits.append((r, "hero", hero.id))
            y += card_h + gap
