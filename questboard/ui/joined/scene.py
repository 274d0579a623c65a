"""The window of a seat joined to a game on another machine (`questboard join`): the table's
public picture, and beside it the seat's own hero sheet, whose turn it is and the seat's
choices as buttons. It reads only the client's view and sends only actions (`Client.send`,
`Client.ask_move`): there is no game, and no adventure file, on this machine."""

from __future__ import annotations

import dataclasses
import math
import threading
import time

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from questboard.play.vocabulary import Roll
from questboard.ui.app import Scene
from questboard.ui.drawing import gui, look
from questboard.ui.joined import field_input
from questboard.ui.joined.area import AreaAim
from questboard.ui.joined.asked import TYPED, PanelQuestion, dice_question, typed_dice, use_question
from questboard.ui.joined.drag import FieldDrag
from questboard.ui.joined.panel import HORN, LOST, SeatPanel, seat_panel
from questboard.ui.joined.seat_game import SeatGame
from questboard.ui.joined.sight import SeatSight
from questboard.ui.table_window.public_picture import PublicPicture

WAKE = pygame.event.custom_type()  # the network thread's "a frame came" (one pending at a time)
NOTE_SECONDS = 4.0  # how long a refusal stays on screen


class JoinedScene(Scene):
    """A joined seat: `hero` the seat's hero id, None for the table (the picture alone)."""

    def __init__(self, app, client, hero: str | None) -> None:
        super().__init__(app)
        self.client, self.hero = client, hero
        self.game = SeatGame(client)  # what the public picture reads
        self.picture = PublicPicture()
        self.drag = FieldDrag(client)
        self.area = AreaAim(client)  # an area card in hand
        self.sight = SeatSight(client)  # the hero's sight lines on his turn
        self.asked: PanelQuestion | None = None  # a question the panel puts before sending (R90)
        self.entry: UITextEntryLine | None = None  # the dice typed, while they are asked
        self.buttons: list[tuple[UIButton, object]] = []  # (widget, Choice or "more")
        self.texts: list[str] = []
        self.note, self._note_until, self.note_bad = "", 0.0, True
        self.page = 0
        self.sent_at: int | None = None  # the revision a choice was sent from: wait for the next
        self.revision: int | None = None  # the revision the panel and its buttons show
        self._seen: tuple = ()
        self._refusals = len(client.refusals)
        self._pending = threading.Event()
        self._laid: tuple | None = None
        self.horn = False  # the leader settles the party's next choice alone (R10)
        self.panel: SeatPanel = seat_panel(client.view, hero, client.connected)
        client.on_change = self._wake
        self._title()

    # The network thread's wake-up -----------------------------------------------------------
    def _wake(self) -> None:
        """Called from the network thread: one event in SDL's queue at most (UI-NOTES)."""
        if self._pending.is_set():
            return
        self._pending.set()
        try:
            pygame.event.post(pygame.event.Event(WAKE))
        except pygame.error:  # the queue is full or the display gone: the next frame polls anyway
            self._pending.clear()

    def _title(self) -> None:
        view = self.client.view
        sheet = next((s for s in view.story.sheets if s.id == self.hero), None) if view is not None else None
        who = sheet.name if sheet is not None else ("the table" if self.hero is None else self.hero)
        where = self.client.adventure or "a game"
        self.app.window.title = f"questboard: {who} at {where}"

    # Layout ---------------------------------------------------------------------------------
    def side(self) -> pygame.Rect:
        w, h = self.app.size
        if self.hero is None:
            return pygame.Rect(w, 0, 0, h)
        sw = max(340, round(w * 0.3))
        return pygame.Rect(w - sw, 0, sw, h)

    def build(self) -> None:
        for b, _ in self.buttons:
            b.kill()
        self.buttons = []
        typed = self.entry.get_text() if self.entry is not None else ""
        if self.entry is not None:
            self.entry.kill()
            self.entry = None
        side = self.side()
        if not side.w:
            return
        s = self.app.scale
        pad = look.px(18, s)
        _, y = self._panel_text(side)
        bh, gap = look.px(46, s), look.px(8, s)
        if self.asked is not None and self.asked.dice:
            self.entry = UITextEntryLine(pygame.Rect(side.x + pad, y, side.w - 2 * pad, bh), manager=self.manager)
            self.entry.set_text(typed)
            self.entry.focus()
            y += bh + gap
        bottom = side.bottom - pad
        room = max(1, (bottom - y) // (bh + gap))
        choices = list(self.asked.choices if self.asked is not None else self.panel.choices)
        pages = 1 if len(choices) <= room else math.ceil(len(choices) / max(1, room - 1))
        per = len(choices) if pages == 1 else max(1, room - 1)
        self.page %= pages
        shown = choices[self.page * per:(self.page + 1) * per]
        waiting = self.sent_at is not None and self.sent_at == self.revision
        width = side.w - 2 * pad
        for c in shown:
            obj = "#primary" if c.primary else None
            b = UIButton(pygame.Rect(side.x + pad, y, width, bh), gui.fitting(c.label, width, s, obj),
                         manager=self.manager, object_id=obj,
                         tool_tip_text=gui.whole_tip(c.label, width, s, obj, c.tip or None))
            if waiting:
                b.disable()
            self.buttons.append((b, c))
            y += bh + gap
        if pages > 1:
            more = f"More choices ({self.page + 1} of {pages})"
            b = UIButton(pygame.Rect(side.x + pad, y, width, bh), gui.fitting(more, width, s, "#small"),
                         manager=self.manager, object_id="#small")
            self.buttons.append((b, "more"))

    def _panel_text(self, side: pygame.Rect) -> tuple[list, int]:
        """The panel's words as pictures with their places, and where the buttons begin."""
        s = self.app.scale
        p = self.panel
        said = self.asked.question if self.asked is not None else p.said
        key = (p.title, p.status, p.mine, said, p.sheet, side.size, s)
        if self._laid is not None and self._laid[0] == key:
            return self._laid[1], self._laid[2]
        pad = look.px(18, s)
        width = side.w - 2 * pad
        colour = look.REFUSED if p.status == LOST else look.HERO if p.mine else look.INK_SOFT
        parts = [(look.serif(look.px(30, s, 17), bold=True), p.title, look.INK),
                 (look.sans(look.px(24, s, 15), bold=True), p.status, colour)]
        if said:
            parts.append((look.sans(look.px(19, s, 14), bold=self.asked is not None), said, look.INK))
        parts += [(look.sans(look.px(18, s, 14)), line, look.INK_SOFT) for line in p.sheet]
        out, y = [], side.y + pad
        for font, text, c in parts:
            img = look.wrapped(font, text, c, width)
            out.append((text, img, (side.x + pad, y)))
            y += img.get_height() + look.px(6, s)
        y += look.px(8, s)
        self._laid = (key, out, y)
        return out, y

    # Input ----------------------------------------------------------------------------------
    def ui_event(self, event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self._send_dice()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        for b, c in self.buttons:
            if b is event.ui_element:
                if c == "more":
                    self.page += 1
                    self.build()
                else:
                    self.choose(c)
                return

    def choose(self, c) -> None:
        """Send a choice's action in the seat's name (its buttons wait for the host's answer),
        or first ask what it needs: the dice typed, whom to heal, what to refresh, where an
        area card lies."""
        if c.kind == "back":
            self.ask(None)
        elif c.kind == HORN:
            self.horn = not self.horn
            self._laid = None
            self._refresh()
            self.build()
            self.dirty = True
        elif c.kind == TYPED:
            view = self.client.view
            self.ask(dice_question(view.story.check if view is not None else None))
        elif c.kind == "send_dice":
            self._send_dice()
        elif c.kind == "area":
            self._take_card(c)
        elif c.asks:
            fight = self.client.view.fight if self.client.view is not None else None
            asked = use_question(fight, c, self._gift_names()) if fight is not None else None
            if asked is None:
                self.show_note(f"{c.label.rstrip('…')} cannot be used now")
            else:
                self.ask(asked)
        else:
            self._send(c.act())

    def _send(self, action) -> None:
        if self.horn and isinstance(getattr(action, "horn", None), bool):
            action = dataclasses.replace(action, horn=True)
        self.horn = False
        self.client.send(action, self.revision)
        self.sent_at = self.revision
        self.asked = None
        self._laid = None
        self.build()
        self.dirty = True

    def ask(self, asked: PanelQuestion | None) -> None:
        """Put a question in the panel (None: back to the view's choices)."""
        self.asked, self.page, self._laid = asked, 0, None
        self.build()
        self.dirty = True

    def _send_dice(self) -> None:
        dice = typed_dice(self.entry.get_text() if self.entry is not None else "")
        if isinstance(dice, str):
            self.show_note(dice)
            return
        self._send(Roll(dice))

    def _take_card(self, c) -> None:
        me = self.client.view.fight.fighter(c.who) if self.client.view and self.client.view.fight else None
        name = next((g.name for g in me.gifts if g.id == c.card), c.card) if me is not None else c.card
        self.drag.cancel()
        self.area.take(c.who, c.card, name)
        self.area.aim(self.picture.camera.to_lu(pygame.mouse.get_pos()), pygame.mouse.get_pos())
        self.show_note(f"{name}: move the card, turn it with the wheel or Q/E, click to cast; Esc puts it away",
                       bad=False)

    def _gift_names(self) -> dict[str, str]:
        view = self.client.view
        return {g.id: g.name for s in view.story.sheets for g in s.gifts} if view is not None else {}

    def handle(self, event) -> None:
        if event.type == WAKE:
            self._pending.clear()
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self.dirty |= field_input.wheel(self, event)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            field_input.mouse(self, event)

    def _key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.area.active or self.drag.active:
                self.area.cancel()
                self.drag.cancel()
            elif self.asked is not None:
                self.ask(None)
            self.dirty = True
            return
        if field_input.turn_key(self, event):
            self.dirty = True
            return
        name = "enter" if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) else \
            "space" if event.key == pygame.K_SPACE else getattr(event, "unicode", "")
        for b, c in self.buttons:
            if c != "more" and b.is_enabled and name and c.key == name:
                self.choose(c)
                return

    # Each frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        changed = False
        client = self.client
        seen = (client.received, client.connected)
        if seen != self._seen:
            self._seen = seen
            changed = self._refresh()
        if len(client.refusals) > self._refusals:
            self._refusals = len(client.refusals)
            self.show_note(client.refusals[-1])
            if self.sent_at is not None:
                self.sent_at = None
                self.build()
            changed = True
        changed |= self.drag.poll() | self.area.poll()
        changed |= self.sight.poll(self.revision, client.view.fight if client.view is not None else None, self.hero)
        for part in (self.drag, self.area):
            if part.note:
                self.show_note(part.note)
                part.note = ""
        if self.note and time.monotonic() > self._note_until:
            self.note = ""
            changed = True
        self.picture.note = LOST if not client.connected and client.error is None else (client.error or "")
        self.dirty |= changed
        return changed or self.drag.active or self.area.active

    def _refresh(self) -> bool:
        stamp, view = self.client.current()  # the stamp a choice from this view is sent with
        panel = seat_panel(view, self.hero, self.client.connected, self.horn)
        self.revision = stamp if view is not None else None
        new_revision = self.sent_at is not None and self.sent_at != self.revision
        if panel == self.panel and not new_revision:
            return True
        if panel.choices != self.panel.choices:
            self.page, self.asked = 0, None
            self.area.cancel()
        self.panel = panel
        if new_revision:
            self.sent_at = None
        self._title()
        self.build()
        return True

    def show_note(self, text: str, bad: bool = True) -> None:
        """A line over the picture for a few seconds: a refusal (red), or a hint (`bad` False)."""
        self.note, self._note_until, self.note_bad = text, time.monotonic() + NOTE_SECONDS, bad
        self.dirty = True

    # Drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        side = self.side()
        h = surface.get_height()
        picture = surface.subsurface(pygame.Rect(0, 0, side.x, h))
        view = self.client.view
        self.picture.draw(picture, view.table if view is not None else None, self.game if view is not None else None)
        self.texts = list(self.picture.texts)
        if view is not None and view.fight is not None:
            self._draw_field(picture, view.fight, s)
        if side.w:
            look.shadowed_panel(surface, side, "parchment", 0)
            parts, _ = self._panel_text(side)
            for text, img, at in parts:
                surface.blit(img, at)
                self.texts.append(text)
        if self.note:
            self._draw_note(picture, s)

    def _draw_field(self, picture, fight, s: float) -> None:
        """What this seat adds to the table's field: a drag, an area card, or the sight lines."""
        cam = self.picture.camera
        picture.set_clip(self.picture.area)
        if self.drag.active:
            self.drag.draw(picture, cam, s)
            self.texts.append(self.drag.words())
        elif self.area.active:
            self.area.draw(picture, fight, cam, s)
            self.texts.append(self.area.words())
        else:
            bases = [pygame.Rect(0, 0, 2 * f.radius * cam.scale, 2 * f.radius * cam.scale) for f in fight.pieces]
            for b, f in zip(bases, fight.pieces, strict=True):
                b.center = cam.to_px(f.at)
            self.sight.draw(picture, fight, cam, s, bases)
            self.texts += self.sight.texts
        picture.set_clip(None)

    def _draw_note(self, surface, s: float) -> None:
        room = self.picture.area if self.picture.area.w else surface.get_rect()
        img = look.wrapped(look.sans(look.px(22, s, 14), bold=True), self.note, look.PARCHMENT,
                           room.w - look.px(60, s))
        box = img.get_rect(midbottom=(room.centerx, room.bottom - look.px(28, s)))
        box = box.inflate(look.px(28, s), look.px(16, s))
        pygame.draw.rect(surface, look.REFUSED if self.note_bad else look.WOOD, box, border_radius=look.px(8, s))
        pygame.draw.rect(surface, look.INK, box, width=2, border_radius=look.px(8, s))
        surface.blit(img, img.get_rect(center=box.center))
        self.texts.append(self.note)

    def leave(self) -> None:
        self.client.on_change = lambda: None


__all__ = ["NOTE_SECONDS", "WAKE", "JoinedScene"]
