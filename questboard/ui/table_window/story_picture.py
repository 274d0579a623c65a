"""The shared screen between fights: every paragraph read aloud since the Quest Master's last
step (the ones passed on the way first), the question, the latest rolls with their verdicts
and an open shop's wares on parchment; beside them the overland map with the location cards
set out and the heroes' figures, and each hero's public sheet (Vitality, gold, cards). All of
it from the table's view: never a note, advice, task list or the hand."""

from __future__ import annotations

import pygame

from questboard.play.seats import TABLE
from questboard.ui.drawing import look
from questboard.ui.drawing.adventure_cards import cards_row
from questboard.ui.table.overland import Overland


class StoryPicture:
    """Draws the story part of the table's view; `text` makes (and records) each string."""

    def __init__(self, text) -> None:
        self.text = text
        self._overland: tuple[object, Overland] | None = None
        self._map: tuple[tuple, pygame.Surface] | None = None

    def draw(self, surface, view, game, s: float) -> None:
        w, h = surface.get_size()
        pad = look.px(24, s)
        side = pygame.Rect(0, 0, max(300, round(w * 0.36)), h).inflate(-pad, -pad)
        side.right = w - pad // 2
        main = pygame.Rect(pad, pad, side.x - 2 * pad, h - 2 * pad)
        look.shadowed_panel(surface, main, "parchment", look.px(14, s))
        inner = main.inflate(-2 * pad, -2 * pad)
        story = game.view(TABLE).story if game is not None else None
        bottom = self._footer(surface, inner, view, story, s)
        cards = cards_row(view.adventure_cards, inner.w, s, self._card_text)
        if cards is not None:  # the adventure cards in play, laid out above the question (R77)
            bottom -= cards.get_height()
            surface.blit(cards, (inner.x, bottom))
            bottom -= look.px(12, s)
        self._read_aloud(surface, pygame.Rect(inner.x, inner.y, inner.w, bottom - inner.y), view, s)
        map_h = 0
        if story is not None:
            map_h = min(round(side.w / 1.55), side.h // 2)
            surface.blit(self._map_of(game, story, (side.w, map_h)), side.topleft)
        sheets = pygame.Rect(side.x, side.y + map_h + pad // 2, side.w, side.h - map_h - pad // 2)
        look.shadowed_panel(surface, sheets, "parchment", look.px(12, s))
        self._heroes(surface, sheets.inflate(-pad, -pad), view, s)

    def _card_text(self, font, words: str, colour, width: int) -> pygame.Surface:
        return self.text(font, words, colour, width)

    # The text column -----------------------------------------------------------------------
    def _read_aloud(self, surface, rect: pygame.Rect, view, s: float) -> None:
        """The paragraphs in order; when they do not all fit, the newest are shown whole
        and the oldest give way (a line says how many)."""
        head_f = look.serif(look.px(30, s, 16), bold=True)
        read_f = look.serif(look.px(40 if not view.passed else 34, s, 18), italic=True)
        blocks = [(n, read, True) for n, read in view.passed] + [(view.paragraph, view.read_aloud, False)]
        imgs = []
        for number, read, passed in blocks:
            title = f"Paragraph {number}" + ("  (passed on the way)" if passed else "")
            parts = [self.text(head_f, title, look.PARCH_SHADOW if passed else look.WOOD)]
            parts += [self.text(read_f, t, look.INK_SOFT if passed else look.INK, rect.w) for t in read]
            imgs.append(parts)
        gap = look.px(12, s)
        heights = [sum([p.get_height() + gap for p in parts]) for parts in imgs]
        first = 0
        while first < len(imgs) - 1 and sum(heights[first:]) > rect.h:
            first += 1
        y = rect.y
        if first:
            note = self.text(look.sans(look.px(20, s, 14), italic=True),
                             f"({first} paragraph{'s' if first > 1 else ''} before, on the Quest Master's screen)",
                             look.INK_SOFT)
            surface.blit(note, (rect.x, y))
            y += note.get_height() + gap
        surface.set_clip(rect)
        for parts in imgs[first:]:
            for img in parts:
                surface.blit(img, (rect.x, y))
                y += img.get_height() + gap
        surface.set_clip(None)

    def _footer(self, surface, inner: pygame.Rect, view, story, s: float) -> int:
        """The shop's wares, the latest rolls and the question, from the bottom up; where
        the text above must end."""
        y = inner.bottom
        if view.question:
            q = self.text(look.sans(look.px(26, s, 15), bold=True), view.question, look.HERO, inner.w)
            y -= q.get_height()
            surface.blit(q, (inner.x, y))
        f = look.sans(look.px(24, s, 14), bold=True)
        for line in reversed(view.dice[-2:]):
            img = self.text(f, line, look.WOOD, inner.w)
            y -= img.get_height() + look.px(4, s)
            surface.blit(img, (inner.x, y))
        if story is not None and story.shop:
            y = self._shop(surface, inner, y, story, s)
        return y - look.px(12, s)

    def _shop(self, surface, inner: pygame.Rect, bottom: int, story, s: float) -> int:
        f = look.sans(look.px(22, s, 14))
        names = {h.id: h.name for h in story.sheets}
        lines = []
        for row in story.shop:
            if row.sold:
                lines.append(f"{row.item.name}: sold")
                continue
            prices = ", ".join([f"{names.get(hero, hero)} {gold}" for hero, gold, _ in row.prices])
            lines.append(f"{row.item.name} ({row.gold} gold): {prices}" if prices else f"{row.item.name} ({row.gold} gold)")
        imgs = [self.text(f, line, look.INK, inner.w) for line in lines]
        head = self.text(look.serif(look.px(26, s, 15), bold=True), "The shop: each hero's price", look.WOOD)
        y = bottom - sum([i.get_height() for i in imgs]) - head.get_height() - look.px(12, s)
        top = y
        surface.blit(head, (inner.x, y))
        y += head.get_height()
        for img in imgs:
            surface.blit(img, (inner.x, y))
            y += img.get_height()
        return top

    # Beside it -----------------------------------------------------------------------------
    def _map_of(self, game, story, size: tuple[int, int]) -> pygame.Surface:
        if self._overland is None or self._overland[0] is not game.cards:
            self._overland = (game.cards, Overland(game.cards))
        locations = {loc.id: loc.beside for loc in story.locations}
        key = (size, story.locations, story.heroes_at, tuple([h.name for h in story.sheets]))
        if self._map is None or self._map[0] != key:
            heroes = list(game.view(TABLE).table.heroes)
            self._map = (key, self._overland[1].draw(size, locations, story.heroes_at, heroes))
        return self._map[1]

    def _heroes(self, surface, rect: pygame.Rect, view, s: float) -> None:
        """Each hero's public sheet in two lines: Vitality and gold, then the cards held."""
        bf = look.serif(look.px(26, s, 15), bold=True)
        f = look.sans(look.px(20, s, 14))
        y = rect.y
        surface.set_clip(rect)
        for hv in view.heroes:
            name = self.text(bf, f"{hv.name}   Vitality {hv.vitality} of {hv.max_vitality}  ·  {hv.gold} gold",
                             look.INK, rect.w)
            surface.blit(name, (rect.x, y))
            y += name.get_height()
            cards = [*hv.items, *[g + (" (spent)" if spent else "") for g, spent in hv.gifts]]
            if cards:
                line = self.text(f, ", ".join(cards), look.INK_SOFT, rect.w)
                surface.blit(line, (rect.x, y))
                y += line.get_height()
            y += look.px(8, s)
        surface.set_clip(None)


__all__ = ["StoryPicture"]
