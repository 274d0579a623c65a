"""The battlefield's side panel: the turn tracker on its slip, the controls from
`battle_panel` laid out as buttons, the dice, the last word and the combat log; and the
bar along the top."""

from __future__ import annotations

import functools

import pygame
from pygame_gui.elements import UIButton

from questboard.play.fight_turn import TrackerView
from questboard.ui.battle import panel as BP
from questboard.ui.battle.panel import NO_TRACKER
from questboard.ui.battle.tuning import BAD_TEXT, GOOD_TEXT
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing import gui, look
from questboard.ui.table.controls import Control

DICE = 48  # the dice's size (px at scale 1)
LEAST_LOG_LINES = 1  # the log's lines when a part the player opened needs the room


class Panel:
    """The battlefield's side panel, its log and its top bar, a part of `Battle`: the
    buttons it laid out (each with its control), the headings between them, the tracker it
    shows and how far the log is scrolled."""

    def __init__(self, battle) -> None:
        self.battle = battle
        self.buttons: list[tuple[UIButton, Control]] = []
        self.label_rows: list[tuple[pygame.Rect, str]] = []  # the headings between the rows
        self.tracker: TrackerView = NO_TRACKER
        self.controls_bottom = 0  # where the buttons end (the dice, the word and the log below)
        self.log_scroll = 0
        self.open_section: str | None = None  # the part of the panel left open when the rest folds
        self.open_turn: tuple = ()  # the turn it was opened in (phase, acting fighter)
        self.opened = False  # the player opened it (the log then gives it room)
        self.log_box: pygame.Rect | None = None
        self.log_shown: list[str] = []  # the log's lines drawn last, newest first
        self.verdict_shown = ""  # the last roll's result as drawn under the dice
        self._tallest: dict[tuple, int] = {}  # the tracker's tallest height so far, by width and sizes
        self._lines: tuple | None = None  # (tracker, width and sizes, its lines)
        self._laid: tuple | None = None  # what the buttons were laid out from (`_sections_key`)

    def layout_sections(self, parts, turn: tuple) -> None:
        """Lay the panel's sections out whole when they fit above the log's room (their rows
        as low as they may be), else with one section open and the others folded (the one
        opened this turn, else the acting hero's, the first, or the Quest Master's in his
        turn), the log shrinking to its least for a section the player opened, else every
        section folded."""
        top = self._controls_top()  # under the tracker as tall as it has been: its words may change
        if self._laid is not None and self._laid[0] == self._sections_key(parts, turn, top) \
                and self._relaid(parts, self._laid[1], self._laid[2]):
            return
        rows, shown = BP.rows(parts), None
        room = self._room(top)
        least = self._least_row_h()
        if self._height(rows, least) > room:  # rows may shrink that far first
            keys = [p.key for p in parts if p.key is not None]
            if self.open_section not in keys or self.open_turn != turn:
                self.open_section = "qm" if turn[0] == "qm" and "qm" in keys else (keys[0] if keys else None)
                self.open_turn, self.opened = turn, False
            rows, shown = BP.rows(parts, self.open_section), self.open_section
            if self._height(rows, least) > room and self.opened:  # the log gives way to the part opened
                room = self._room(top, log_lines=LEAST_LOG_LINES)
            if self._height(rows, least) > room:
                rows, shown = BP.rows(parts, ""), ""  # no section is open: each is one button
        heads = len(self.label_rows)
        self.layout(rows, top, room)
        self._laid = (self._sections_key(parts, turn, top), shown, self.label_rows[heads:])

    def _sections_key(self, parts, turn: tuple, top: int) -> tuple:
        """All the layout of `parts` reads: their words and which do nothing, the turn and
        the part left open, where the tracker ends and the last word below, the sizes."""
        words = []
        for part in parts:  # plain loops: asked on every revision of a fight
            words.append((part.key, part.title, part.short))
            for row in part.rows:
                for c in row:
                    words.append((c.text, c.tip, c.primary, c.key, c.do is None))
        app = self.battle.app
        return (tuple(words), turn, self.open_section, self.open_turn, self.opened, top, self.battle.note,
                app.size, app.scale, look.TEXT_SCALE[0], id(self.battle.manager))

    def _relaid(self, parts, shown: str | None, heads: list) -> bool:
        """The buttons laid out last, each standing for its control of `parts` now (their
        words and places as they were); False when the buttons are not those any more."""
        rows = BP.rows(parts) if shown is None else BP.rows(parts, shown)
        controls = []
        for row in rows:
            if not (len(row) == 1 and row[0].do is None and row[0].key == "heading"):
                controls.extend(row)
        if len(controls) != len(self.buttons):
            return False
        self.buttons = [(b, c) for (b, _), c in zip(self.buttons, controls, strict=True)]
        self.label_rows.extend(heads)
        self.cover()
        return True

    def _row_h(self) -> int:
        return max(look.px(44, self.battle.app.scale, 30), self._least_row_h())

    def _least_row_h(self) -> int:
        """As low as a row may be: its buttons' largest text (a primary's) with a margin, at
        the player's text size."""
        s = self.battle.app.scale
        return max(look.px(30, s, 26), round(gui.font_sizes(s)["big"] * 1.3))

    def _controls_top(self) -> int:
        s = self.battle.app.scale
        side = self.battle.rects()["side"]
        pad = look.px(16, s)
        return side.y + pad + self._tracker_height(side.w - 2 * pad) + pad

    def _room(self, top: int, log_lines: int = 4) -> int:
        """The height the buttons may take: what is left above the dice and the roll's words,
        the last word (a line at least, as many as it takes) and the log's least room (its heading and
        `log_lines` lines)."""
        s = self.battle.app.scale
        side = self.battle.rects()["side"]
        line = look.sans(look.px(17, s, 14)).get_linesize()
        note_f = look.sans(look.px(19, s, 14), bold=True)
        note = look.wrapped(note_f, self.battle.note, look.INK, side.w - 2 * look.px(16, s)).get_height() \
            if self.battle.note else 0
        below = _dice_h(s) + max(note_f.get_linesize(), note + look.px(4, s)) \
            + look.sans(look.px(15, s, 14), bold=True).get_linesize() + log_lines * line + look.px(40, s)
        return max(0, side.bottom - below - top)

    def _height(self, rows: list[list[Control]], row_h: int) -> int:
        s = self.battle.app.scale
        gap = look.px(6, s)
        head_h = look.serif(look.px(19, s, 14), bold=True).get_linesize() + gap
        heads = sum([1 for row in rows if len(row) == 1 and row[0].key == "heading"])
        return heads * head_h + (len(rows) - heads) * (row_h + gap)

    def layout(self, rows: list[list[Control]], top: int | None = None, room: int | None = None) -> None:
        self._laid = None  # laid out anew: `layout_sections` says what from
        s = self.battle.app.scale
        side = self.battle.rects()["side"]
        pad = look.px(16, s)
        gap = look.px(6, s)
        row_h = self._row_h()
        inner = side.w - 2 * pad
        y = self._controls_top() if top is None else top
        room = self._room(y) if room is None else room
        height = self._height(rows, row_h)
        n = sum([1 for row in rows if not (len(row) == 1 and row[0].key == "heading")])
        if n and height > room:
            heads = height - n * (row_h + gap)
            row_h = max(self._least_row_h(), int((room - heads) // n) - gap)
        head_h = look.serif(look.px(19, s, 14), bold=True).get_linesize() + gap
        # What a button looks like: one that looks the same is kept (its control swapped).
        spare = {(tuple(b.relative_rect), c.text, c.tip, c.primary): b for b, c in self.buttons}
        self.buttons = []
        for row in rows:
            if len(row) == 1 and row[0].do is None and row[0].key == "heading":
                self.label_rows.append((pygame.Rect(side.x + pad, y, inner, head_h), row[0].text))
                y += head_h
                continue
            w_each = (inner - gap * max(0, len(row) - 1)) // max(1, len(row))
            x = side.x + pad
            for c in row:
                rect = pygame.Rect(x, y, w_each, row_h)
                b = spare.pop((tuple(rect), c.text, c.tip, c.primary), None)
                if b is None:
                    obj = "#primary" if c.primary else "#small"
                    b = UIButton(rect, gui.fitting(c.text, rect.w, s, obj), manager=self.battle.manager, object_id=obj,
                                 tool_tip_text=gui.whole_tip(c.text, rect.w, s, obj, c.tip))
                if c.do is None and b.is_enabled:  # says why on hover (and its whole words)
                    self.battle.manager.disable(b, gui.whole_tip(c.text, rect.w, s, b.object_ids[-1], c.tip)
                                                or "Not now")
                elif c.do is not None and not b.is_enabled:
                    b.enable()
                self.buttons.append((b, c))
                x += w_each + gap
            y += row_h + gap
        for b in spare.values():  # what is no longer offered
            b.kill()
        self.controls_bottom = y
        self.cover()

    def cover(self) -> None:
        """Hide the buttons a dialog lies over (pygame_gui draws them above the picture), all
        of them under a modal dialog (it dims the whole window), and show them again once it
        is gone."""
        overlay = self.battle.overlay
        box = overlay.box() if overlay is not None else None
        every = overlay is not None and getattr(overlay, "modal", True)
        for b in [b for b, _ in self.buttons] + [*self.battle.bar_buttons.values(), *self.battle.odds_buttons.values()]:
            covered = every or (box is not None and box.colliderect(b.rect))
            if covered and b.visible:
                b.hide()
            elif not covered and not b.visible:
                b.show()

    def _tracker_lines(self, width: int) -> list[tuple[pygame.Surface, int]]:
        """The tracker's lines under its title, wrapped to the card (image, left indent); made
        once for the tracker, the width and the sizes (the layout and the drawing both ask)."""
        s, t = self.battle.app.scale, self.tracker
        key = (width, s, look.TEXT_SCALE[0])
        if self._lines is not None and self._lines[0] is t and self._lines[1] == key:
            return self._lines[2]
        self._lines = (t, key, self._tracker_lines_now(width, s, t))
        return self._lines[2]

    def _tracker_lines_now(self, width: int, s: float, t: TrackerView) -> list[tuple[pygame.Surface, int]]:
        f = look.sans(look.px(20, s, 14))
        out = [(look.wrapped(f, f"Round {t.round}", look.WOOD, width), 0)]
        for line in t.left:
            out.append((look.wrapped(f, line, look.INK, width), 0))
        roster = ",  ".join([f"{r.name} {r.vitality}/{r.max_vitality}" for r in t.roster])
        out.append((look.wrapped(f, f"{roster};  bad guys left: {t.bad_left}", look.HERO, width), 0))
        indent = look.px(22, s)
        out.append((look.wrapped(f, "cover: blocks sight", look.INK_SOFT, width - indent), indent))
        if t.rules:  # the fight's special rules, in sight all fight long
            italic = look.sans(look.px(19, s, 14), italic=True)
            out.append((look.wrapped(italic, f"Special rules: {t.rules}", look.WOOD, width), 0))
        bold = look.sans(look.px(19, s, 14), bold=True)
        for card in t.cards:  # the adventure cards in play, all fight long (R77)
            out.append((look.wrapped(bold, f"Adventure card: {card}", look.BAD, width), 0))
        return out

    def _tracker_height(self, width: int) -> int:
        """The tracker's slip: as tall as the tallest it has been at this width, so a line it
        gains or loses does not move every button under it between two clicks."""
        s = self.battle.app.scale
        pad = look.px(16, s)
        h = look.serif(look.px(30, s, 18), bold=True).get_linesize()
        h += sum([img.get_height() for img, _ in self._tracker_lines(width - 2 * pad)])
        key = (width, s, look.TEXT_SCALE[0])
        self._tallest[key] = max(self._tallest.get(key, 0), h + look.px(20, s))
        return self._tallest[key]

    def bar(self, surface, rect) -> None:
        s = self.battle.app.scale
        surface.blit(look.texture("wood", rect.size), rect)
        pygame.draw.line(surface, look.WOOD_DARK, (0, rect.bottom - 2), (rect.w, rect.bottom - 2), 3)
        tf = look.serif(look.px(32, s, 18), bold=True)
        title = look.line(tf, self.battle.map.title, look.PARCHMENT)
        surface.blit(title, (look.px(18, s), rect.y + (rect.h - title.get_height()) // 2))
        t = self.tracker
        info = f"Round {t.round}  ·  {t.whose}" if t.round else t.whose
        f = look.sans(look.px(21, s, 14))
        room = self.battle.bar_left - title.get_width() - look.px(60, s)
        img = look.line(f, look.ellipsis(f, info, max(40, room)), look.PARCH_SHADOW)
        surface.blit(img, (look.px(40, s) + title.get_width(), rect.y + (rect.h - img.get_height()) // 2))

    def draw(self, surface, rect) -> None:
        s = self.battle.app.scale
        pad = look.px(16, s)
        pygame.draw.line(surface, look.WOOD_DARK, rect.topleft, rect.bottomleft, 4)
        inner = rect.w - 2 * pad
        # The turn tracker, on a slip of parchment.
        th = self._tracker_height(inner)
        card = pygame.Rect(rect.x + pad, rect.y + pad, inner, th)
        look.shadowed_panel(surface, card, "parchment", look.px(10, s))
        t = self.tracker
        y = card.y + look.px(8, s)
        tf = look.serif(look.px(30, s, 18), bold=True)
        whose = look.line(tf, look.ellipsis(tf, t.whose or "The fight", card.w - 2 * pad), look.INK)
        surface.blit(whose, (card.x + pad, y))
        y += tf.get_linesize()
        lines = self._tracker_lines(card.w - 2 * pad)
        for img, indent in lines:
            surface.blit(img, (card.x + pad + indent, y))
            if indent:
                V.shield(surface, (card.x + pad + indent // 2, y + img.get_height() // 2), look.px(17, s, 12))
            y += img.get_height()
        lf = look.serif(look.px(19, s, 14), bold=True)
        for lr, text in self.label_rows:
            img = look.line(lf, look.ellipsis(lf, text, lr.w), look.GOLD)
            surface.blit(img, (lr.x, lr.bottom - img.get_height() - look.px(3, s)))
        # Dice, the last word, the log.
        y = self.controls_bottom + look.px(4, s)
        self.verdict_shown = ""
        dice = self.battle.dice
        if dice is not None:
            dice.draw(surface, pygame.Rect(rect.x + pad, y, inner, look.px(DICE, s)), s)
            if dice.verdict and not dice.moving:
                vf = _verdict_font(s)
                surface.blit(look.line(vf, look.ellipsis(vf, dice.verdict, inner), look.PARCHMENT),
                             (rect.x + pad, y + look.px(DICE + 2, s)))
                self.verdict_shown = dice.verdict
            y += _dice_h(s)
        if self.battle.note:
            img = look.wrapped(look.sans(look.px(19, s, 14), bold=True), self.battle.note,
                               BAD_TEXT if self.battle.note_bad else GOOD_TEXT, inner)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height() + look.px(4, s)
        log = pygame.Rect(rect.x + pad, y + look.px(4, s), inner, rect.bottom - y - pad - look.px(4, s))
        self.log_box = log if log.h > look.px(40, s) else None  # where the log was drawn
        if self.log_box is not None:
            self._log(surface, log)

    def _log_entries(self) -> list[tuple[str, bool]]:
        """The fight's log as the view tells it, the automatic Quest Master's reasons before
        the steps they led to: (words, for the Quest Master's eyes only)."""
        fv = self.battle.fight_view
        lines = fv.log if fv is not None else ()
        why = {i: w for i, w in self.battle.qm_why if i < len(self.battle.game.told)}
        entries: list[tuple[str, bool]] = []
        at = self.battle.start
        for line in lines:
            for i in range(at, line.at + 1):
                if i in why:
                    entries.append((f"QM: {why[i]}", True))
            at = line.at + 1
            entries.append((line.text, not line.public))
        for i in range(at, len(self.battle.game.told)):
            if i in why:
                entries.append((f"QM: {why[i]}", True))
        return entries

    def _log(self, surface, box: pygame.Rect) -> None:
        s = self.battle.app.scale
        pygame.draw.rect(surface, (0xF4, 0xEA, 0xCF), box, border_radius=look.px(6, s))
        entries = self.battle.memo(("log", len(self.battle.qm_why)), self._log_entries)
        f = look.sans(look.px(17, s, 14))
        qf = look.sans(look.px(17, s, 14), italic=True)
        width = box.w - look.px(16, s)
        y = box.bottom - look.px(6, s)
        skip = min(self.log_scroll, max(0, len(entries) - 1))
        self.log_scroll = skip
        head = look.sans(look.px(15, s, 14), bold=True)
        top = box.y + head.get_linesize() + look.px(4, s)
        surface.set_clip(pygame.Rect(box.x, top, box.w, box.bottom - top - 3))
        self.log_shown = []
        left, between = box.x + look.px(8, s), look.px(2, s)
        for text, qm_only in reversed(entries[:len(entries) - skip] if skip else entries):
            img = look.wrapped(qf if qm_only else f, text, look.INK_SOFT if qm_only else look.INK, width)
            y -= img.get_height()
            if y < top and self.log_shown:  # a line the log's top would cut is left out whole
                break
            surface.blit(img, (left, y))
            self.log_shown.append(text)
            y -= between
        surface.set_clip(None)
        pygame.draw.line(surface, look.PARCH_SHADOW, (box.x + 6, top - 2), (box.right - 6, top - 2), 1)
        surface.blit(look.line(head, "Combat log (wheel scrolls)" if not skip else f"Combat log ({skip} newer below)",
                               look.WOOD), (box.x + look.px(8, s), box.y + look.px(3, s)))


def _verdict_font(s: float):
    return look.sans(look.px(18, s, 14), bold=True)


def _dice_h(s: float) -> int:
    """The dice's room: the dice and the roll's result in words under them."""
    return look.px(DICE + 4, s) + _verdict_font(s).get_linesize() + look.px(4, s)


@functools.lru_cache(maxsize=8)
def side_shade(size) -> pygame.Surface:
    """The shade the side panel lies on."""
    dark = pygame.Surface(size, pygame.SRCALPHA)
    dark.fill((0x20, 0x14, 0x0A, 110))
    return dark
