"""The launcher: the shipped adventures (and any given on the command line), 1–4 heroes in
seat order, the seed, the advanced rules, continue from the newest autosave; Start."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from questboard.errors import QuestboardError
from questboard.play import hero_cards, heroic_death, load_game, new_game, quest_master
from questboard.play.folders import new_autosave_path
from questboard.play.roster import RosterError, read_roster
from questboard.resources import adventures_dir
from questboard.ui.app import Scene
from questboard.ui.dialogs.settings import SettingsDialog
from questboard.ui.drawing import gui, look
from questboard.ui.launcher import columns, veterans_row
from questboard.ui.launcher.adventures import AdventureEntry, find_adventures
from questboard.ui.launcher.continuing import ContinueDialog, actions, newest_autosave
from questboard.ui.launcher.hosting_choice import HostDialog, host_button, start_hosting
from questboard.ui.launcher.joining import JoinDialog, join_button
from questboard.ui.launcher.notice import Notice
from questboard.ui.launcher.options import OPTIONS


class Launcher(Scene):
    def __init__(self, app, message: str = "", fallen: tuple | None = None) -> None:
        super().__init__(app)
        self.fallen = fallen  # heroic death: (adventure id, the Quest Items by seat) the new heroes take up
        self.hero_cards = hero_cards()
        self.adventures = find_adventures(app.extra_adventures)
        good = [a for a in self.adventures if not a.problem]
        learning = next((a for a in good if a.id == "the-harbor-treasure"), None)
        shipped = adventures_dir().resolve()
        added = next((a for a in good if shipped not in Path(a.path).resolve().parents), None)  # on the command line
        again = next((a for a in good if fallen and a.id == fallen[0]), None)  # heroic death: that adventure anew
        self.chosen: AdventureEntry | None = again or added or learning or (good[0] if good else None)
        self.heroes: list[str] = []  # seat order
        self.options: dict[str, object] = {k: False for k, _, _ in OPTIONS}
        self.options["charge_of_the_hordes"] = 0
        self.seed = int.from_bytes(os.urandom(3), "big")
        self.message = message
        self.hits: list[tuple[pygame.Rect, str, object]] = []
        self._background: pygame.Surface | None = None
        self.overlay = None  # the saves list or the settings, over the launcher
        self.autosave = newest_autosave()  # read from its head only: the launcher opens fast
        try:
            self.roster = read_roster()  # the epic heroes kept after their adventures
        except RosterError as error:
            self.roster, self.message = {}, str(error)
        self.veterans_on = False  # they set out as written down (else new)
        self.host_choice: tuple | None = None  # host the next game: (address, port, open seats or None)
        self.remedy = "catch-up"  # new heroes beside them catch up (R75), or "own" bonus (R81)

    cut_words: list = []  # (rect, words) of the note when it had to be cut: told whole on hover

    def words_cut(self) -> list:
        return self.cut_words

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
        y = self._veterans_row(pygame.Rect(c.x, y + row + gap, c.w, row)) + gap * 2
        self.labels.append(("Advanced rules", pygame.Rect(c.x, y, c.w, row)))
        y += row
        y = self._toggles(c, y, row, gap)
        y += gap * 2
        self.continue_button = None
        if self.autosave is not None:
            k = self.autosave
            title = k.title or next((a.title for a in self.adventures if a.id == k.adventure), k.adventure)
            words = f"Continue {title} ({actions(k.actions)})"
            self.continue_button = UIButton(
                pygame.Rect(c.x, y, c.w, row), gui.fitting(words, c.w, s), manager=self.manager,
                tool_tip_text=gui.whole_tip(words, c.w, s, None, f"Resume the newest autosave: {k.path}"))
            y += row + gap
        kept_w = c.w - look.px(170, s)
        self.kept_button = UIButton(pygame.Rect(c.x, y, kept_w, row), "Saved games…", manager=self.manager,
                                    tool_tip_text=gui.whole_tip("Saved games…", kept_w, s, None,
                                                                "Continue any kept game"))
        self.settings_button = UIButton(pygame.Rect(c.right - look.px(160, s), y, look.px(160, s), row),
                                        "Settings", manager=self.manager,
                                        tool_tip_text="Window size, full screen, text size, animations")
        a = self._cols()[0]  # campaigns beside the single adventures, by the column's heading
        cw = gui.button_width("Campaigns…", s, "#small") + look.px(24, s)
        self.campaigns_button = UIButton(pygame.Rect(a.right - cw, a.y - look.px(4, s), cw, look.px(44, s)),
                                         "Campaigns…", manager=self.manager, object_id="#small",
                                         tool_tip_text="Adventures played one after another by the same heroes")
        self.join_button = join_button(self, c)  # a seat at a game hosted on another machine
        self.host_button = host_button(self, self.join_button)
        self.start = UIButton(pygame.Rect(c.x, c.bottom - look.px(84, s), c.w, look.px(84, s)),
                              "Start", manager=self.manager, object_id="#primary")
        # A note goes between the last row of buttons and Start, never under a button.
        self.note_room = pygame.Rect(c.x, y + row + gap, c.w, max(0, self.start.rect.top - gap - y - row - gap))
        self._check_start()

    def _toggles(self, c: pygame.Rect, y: int, row: int, gap: int) -> int:
        """The advanced rules' toggles from `y` down, as tall as leaves room under them for the
        rows below and a line of note; where the next row goes."""
        s = self.app.scale
        self.toggles: dict[str, UIButton] = {}
        below = (row + gap if self.autosave is not None else 0) + row + 4 * gap + look.px(30, s)
        t_row = max(look.px(34, s, 26), min(row, (c.bottom - look.px(84, s) - below - y) // len(OPTIONS) - gap))
        for key, label, why in OPTIONS:
            words = self._toggle_text(key, label)
            b = UIButton(pygame.Rect(c.x, y, c.w, t_row), words, manager=self.manager,
                         tool_tip_text=gui.whole_tip(words, c.w, s, "#toggle", why), object_id="#toggle")
            self.toggles[key] = b
            self._show_toggle(key)
            y += t_row + gap
        return y

    def _veterans_row(self, r: pygame.Rect) -> int:
        return veterans_row.build(self, r)

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
            return f"Choose {lo}–{hi} heroes ({n} chosen)"
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
                self.open_overlay(ContinueDialog(self))
                return
            elif el is self.campaigns_button:
                from questboard.ui.launcher.campaigns import CampaignsDialog

                self.open_overlay(CampaignsDialog(self))
                return
            elif el is self.settings_button:
                self.open_overlay(SettingsDialog(self))
                return
            elif el is self.join_button:
                self.open_overlay(JoinDialog(self))
                return
            elif el is self.host_button:
                self.open_overlay(HostDialog(self))
                return
            elif veterans_row.pressed(self, el):
                self.manager.clear_and_reset()
                self.build()
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

    def update(self, dt: float) -> bool:
        return bool(getattr(self.overlay, "poll", lambda: False)())  # a join under way

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
        if self._why_not():
            return
        seed = int(self.seed_entry.get_text())
        options = tuple((k, v) for k, v in self.options.items() if v)
        self._set_out(self.chosen.path, tuple(self.heroes), seed, options)

    def play_again(self, adventure_id: str, heroes: tuple[str, ...], options) -> None:
        """A new game of a finished adventure with the same heroes and rules, on a new seed."""
        self.close_overlay()
        path = next((a.path for a in self.adventures if a.id == adventure_id), adventure_id)
        self._set_out(path, heroes, int.from_bytes(os.urandom(3), "big"), tuple(options))

    def _set_out(self, path, heroes: tuple[str, ...], seed: int, options) -> None:
        try:
            veterans = tuple([self.roster[h] for h in heroes if h in self.roster]) if self.veterans_on else ()
            fallen = self.fallen[1] if self.fallen and self.chosen is not None and self.chosen.id == self.fallen[0] else ()
            game = new_game(path, heroes, seed, options, ask_leader=True, veterans=veterans,
                            adventures_run=quest_master.current()[1], catch_up=self.remedy == "catch-up",
                            own_toughness=self.remedy == "own",
                            heirs=heroic_death.heirs(fallen, heroes))
            game.attach_autosave(new_autosave_path(game.adventure.id))
        except QuestboardError as error:
            self.open_overlay(Notice(self, "The game cannot start", str(error)))
            return
        self.open(game)

    def resume(self, path: Path) -> None:
        try:
            game = load_game(path, autosave=path)
        except QuestboardError as error:
            self._say(f"Could not resume {path.name}: {_unnamed(error, path)}", "The game cannot go on")
            return
        self.open(game)

    def load_save(self, path: Path) -> None:
        """A save made from the menu: replayed, then kept on in an autosave of its own."""
        try:
            game = load_game(path)
            game.attach_autosave(new_autosave_path(game.adventure.id))
        except QuestboardError as error:
            self._say(f"Could not load {path.name}: {_unnamed(error, path)}", "The save cannot be loaded")
            return
        self.open(game)

    def _say(self, message: str, title: str) -> None:
        """What went wrong: in the open dialog that shows messages, else in a box of its own."""
        if self.overlay is not None and hasattr(self.overlay, "message"):
            self.overlay.message = message
            self.overlay.build()
        else:
            self.open_overlay(Notice(self, title, message))
        self.dirty = True

    def open(self, game, campaign: Path | None = None) -> None:
        """The table for `game`; a campaign's game (`campaign`, else found by its autosave)
        shows the quest meter and records its ending in the campaign."""
        # Here, not at the top: the table imports the launcher, and the launcher opens fast.
        from questboard.ui.table.in_campaign import campaign_of, played
        from questboard.ui.table.scene import Table

        table = Table(self.app, game)
        table.campaign = played(campaign if campaign is not None else campaign_of(game))
        self.app.show(table)
        why = start_hosting(self, game)  # seats on other computers, if "Host…" said so
        if why is not None:
            table.say(f"Not hosted: {why}", bad=True)

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
            rank = look.sans(look.px(20, s, 14)).render(quest_master.rank_words(*quest_master.current()), True,
                                                        look.PARCH_SHADOW)
            self._background.blit(rank, (w - look.px(40, s) - rank.get_width(), look.px(34, s)))
        surface.blit(self._background, (0, 0))
        self.hits = []
        a, b, c = self._cols()
        head = look.serif(look.px(32, s, 18), bold=True)
        for rect, text in ((a, "Adventure"), (b, "Heroes, in seat order"), (c, "Setting out")):
            img = head.render(text, True, look.PARCHMENT)
            surface.blit(img, (rect.x, rect.y - look.px(6, s)))
        columns.draw_adventures(surface, a, s, self.adventures, self.chosen, self.hits)
        columns.draw_heroes(surface, b, s, self.hero_cards, self.heroes, self.hits,
                            self.roster if self.veterans_on else None)
        label_f = look.sans(look.px(23, s, 15))
        for text, r in getattr(self, "labels", ()):
            img = look.line(label_f, text, look.PARCHMENT)
            surface.blit(img, (r.x, r.centery - img.get_height() // 2))
        note = self.message or self._why_not()
        room = getattr(self, "note_room", None)
        if note and room is not None and room.h >= look.sans(look.px(21, s, 13), bold=True).get_linesize():
            font = look.sans(look.px(21, s, 13), bold=True)
            step = font.get_linesize()
            lines = look.clipped_lines(font, note, room.w, max(1, room.h // step))
            colour = (0xFF, 0xC8, 0xB8) if self.message else look.PARCH_SHADOW
            for i, text in enumerate(lines):  # as many lines as the room holds, ending '…' if cut
                img = look.line(font, look.ellipsis(font, text, room.w), colour)
                surface.blit(img, (room.x, room.bottom - (len(lines) - i) * step))
            self.cut_words = [(room, note)] if " ".join(lines).rstrip("…") != note else []
        if self.overlay is not None:
            self.overlay.draw(surface)


def _unnamed(error: Exception, path: Path) -> str:
    """The error without the save's path in front: the sentence names the save already."""
    return str(error).removeprefix(f"{path}: ")
