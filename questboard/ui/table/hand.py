"""The Quest Master's hand of events: the cards held, each playable when the rules allow
(the game's own answer, its reason on the button when not). For the Quest Master's eyes
only: it lives in the console's window and never in a public view."""

from __future__ import annotations

import pygame
import pygame_gui

from questboard.play import PlayEvent
from questboard.play.offers import refusal
from questboard.play.seats import QUEST_MASTER
from questboard.ui.asking import Offer
from questboard.ui.dialogs.overlay import Overlay
from questboard.ui.drawing import gui, look

WHEN = {"any_time": "At any time",
        "combat_any_time": "In a fight, at any moment",
        "qm_turn_start": "In a fight, at the start of the Quest Master's turn"}


def _fighting(game) -> bool:
    return game.view(QUEST_MASTER).fight is not None


def playable(game, event_id: str) -> str | None:
    """None when the Quest Master may play this event now, else the reason he may not."""
    action = Offer.of(game).make(PlayEvent, event=event_id)
    if action is None:
        return "The Quest Master may not play events now"
    if _fighting(game):
        plan = game.plan_event(event_id)
        return None if plan.may_play else plan.why_not
    return refusal(game, action)


def plays(game, event_id: str, on_field: bool = False) -> list[tuple[str, object]]:
    """(words, action) for each way of playing the event now: one, or in a fight one for
    each arch villain it may be played on; Reinforcements on the battlefield (`on_field`)
    set down by hand ("place": the field waits for the spots) or spread by the game."""
    offer = Offer.of(game)
    if _fighting(game):
        plan = game.plan_event(event_id)
        if plan.needs_target and plan.targets:
            return [(f"On {t.name}", offer.make(PlayEvent, event=event_id, target=t.id)) for t in plan.targets]
        action = offer.make(PlayEvent, event=event_id)
        if plan.comes and on_field:
            return [("Place…", ("place", event_id) if action is not None else None), ("Spread", action)]
    return [(f"Play {game.cards.events[event_id].name}", offer.make(PlayEvent, event=event_id))]


def flame(surface: pygame.Surface, centre: tuple[int, int], size: int, colour) -> None:
    """The events' emblem: a flame of two tongues."""
    x, y = centre
    outer = [(x, y - size * 0.5), (x + size * 0.32, y), (x + size * 0.22, y + size * 0.35),
             (x, y + size * 0.45), (x - size * 0.22, y + size * 0.35), (x - size * 0.32, y)]
    inner = [(x, y - size * 0.12), (x + size * 0.14, y + size * 0.16), (x, y + size * 0.32),
             (x - size * 0.14, y + size * 0.16)]
    pygame.draw.polygon(surface, colour, outer)
    pygame.draw.polygon(surface, look.GOLD, inner)


class Hand(Overlay):
    width, height = 0.74, 0.74

    def __init__(self, table) -> None:
        super().__init__(table)
        self.message = ""
        self.plays: dict = {}  # button -> event id
        self.actions: dict = {}  # button -> the action it sends
        self.cards: list[tuple[str, pygame.Rect]] = []

    def _card_rects(self) -> list[tuple[str, pygame.Rect]]:
        s = self.app.scale
        b = self.box()
        hand = [c.id for c in self.table.game.view(QUEST_MASTER).story.qm_hand]
        pad = look.px(26, s)
        n = max(1, len(hand))
        per_row = min(n, 4)
        rows = (n + per_row - 1) // per_row
        top = b.y + look.px(130, s)
        room_h = b.bottom - look.px(110, s) - top
        button_h = look.px(50, s)
        w = min(look.px(330, s), (b.w - pad * (per_row + 1)) // per_row)
        h = min(round(w * 1.3), room_h // rows - button_h - look.px(16, s))
        left = b.x + (b.w - (w * per_row + pad * (per_row - 1))) // 2
        out = []
        for i, e in enumerate(hand):
            r, c = divmod(i, per_row)
            out.append((e, pygame.Rect(left + c * (w + pad), top + r * (h + button_h + look.px(16, s)), w, h)))
        return out

    def build(self) -> None:
        super().build()
        s = self.app.scale
        b = self.box()
        self.plays, self.actions = {}, {}
        self.cards = self._card_rects()
        game = self.table.game
        automatic = getattr(self.table, "qm_mode", "hand") != "hand"  # the battlefield's automatic QM
        gap = look.px(6, s)
        for e, r in self.cards:
            ways = plays(game, e, on_field=self._field() is not None)
            w = (r.w - gap * (len(ways) - 1)) // len(ways)
            why = ("The automatic Quest Master plays his own events (QM: by hand, to play them yourself)"
                   if automatic else playable(game, e))
            for i, (words, action) in enumerate(ways):
                if len(ways) == 1 and gui.button_width(words, s) > w:
                    words = "Play"  # the card's name stands right above
                bt = self.button(pygame.Rect(r.x + i * (w + gap), r.bottom + gap, w, look.px(50, s)), words)
                if why or action is None:
                    self.app.manager.disable(bt, why or "The Quest Master may not play events now")
                self.plays[bt] = e
                self.actions[bt] = action
        bw, bh = look.px(240, s), look.px(56, s)
        self.close = self.button(pygame.Rect(b.centerx - bw // 2, b.bottom - bh - look.px(22, s), bw, bh),
                                 "Close  (Esc)", primary=True)

    def ui_event(self, event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.close:
            self.table.close_overlay()
        elif event.ui_element in self.plays:
            e, action = self.plays[event.ui_element], self.actions[event.ui_element]
            if isinstance(action, tuple):  # Reinforcements set down on the field by hand
                self.table.close_overlay()
                self._field().start_reinforcing(e)
                return
            name = self.table.game.cards.events[e].name
            if self.table.act(action):
                self.message = f"The Quest Master played {name}."
            else:
                self.message = self.table.note
            self.build()

    def key(self, event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.table.close_overlay()

    def _field(self):
        """The battlefield's input when the hand is open over it (bases can be set down), else None."""
        field = getattr(self.table, "input", None)
        return field if hasattr(field, "start_reinforcing") else None

    def draw(self, surface) -> None:
        super().draw(surface)
        s = self.app.scale
        b = self.box()
        pad = look.px(30, s)
        tf = look.serif(look.px(38, s, 20), bold=True)
        t = tf.render("The Quest Master's hand", True, look.INK)
        look.eye(surface, (b.x + pad + look.px(22, s), b.y + look.px(20, s) + t.get_height() // 2), look.px(40, s, 18))
        surface.blit(t, (b.x + pad + look.px(56, s), b.y + look.px(20, s)))
        note = look.sans(look.px(19, s, 14), italic=True).render(
            "For the Quest Master's eyes only: never shown on the table's screen.", True, look.INK_SOFT)
        surface.blit(note, (b.x + pad, b.y + look.px(24, s) + t.get_height()))
        game = self.table.game
        if not self.cards:
            img = look.serif(look.px(24, s, 15), italic=True).render("The Quest Master holds no event.", True, look.INK_SOFT)
            surface.blit(img, img.get_rect(center=b.center))
        for e, r in self.cards:
            _event_card(surface, r, game.cards.events[e], s)
        if self.message:
            img = look.wrapped(look.sans(look.px(20, s, 14), bold=True), self.message, look.INK, b.w - 2 * pad)
            surface.blit(img, (b.x + pad, self.close.relative_rect.y - img.get_height() - look.px(10, s)))


def _event_card(surface: pygame.Surface, r: pygame.Rect, card, s: float) -> None:
    """An event card: crimson frame and title bar, the flame emblem, when it may be played, its text."""
    radius = look.px(12, s)
    look.shadowed_panel(surface, r, "parchment", radius, border=look.BAD)
    pygame.draw.rect(surface, look.BAD, r, look.px(5, s, 2), border_radius=radius)
    bar = pygame.Rect(r.x, r.y, r.w, look.px(48, s))
    pygame.draw.rect(surface, look.BAD, bar, border_top_left_radius=radius, border_top_right_radius=radius)
    pad = look.px(14, s)
    name_f = look.fit(lambda n: look.serif(n, bold=True), card.name, r.w - 2 * pad, look.px(24, s, 15), 14)
    name = name_f.render(card.name, True, (255, 255, 255))
    surface.blit(name, name.get_rect(midleft=(r.x + pad, bar.centery)))
    emblem = look.px(54, s, 24)
    flame(surface, (r.centerx, bar.bottom + pad + emblem // 2), emblem, look.BAD)
    y = bar.bottom + pad * 2 + emblem
    when_f = look.sans(look.px(17, s, 14), bold=True)
    when = look.wrapped(when_f, WHEN.get(card.when, card.when), look.WOOD, r.w - 2 * pad)
    surface.blit(when, (r.x + pad, y))
    y += when.get_height() + look.px(6, s)
    body_f = look.serif(look.px(19, s, 14), italic=True)
    body = look.wrapped(body_f, card.text, look.INK, r.w - 2 * pad)
    surface.blit(body, (r.x + pad, y), pygame.Rect(0, 0, body.get_width(),
                                                     look.whole_lines(body_f, r.bottom - pad // 2 - y)))
