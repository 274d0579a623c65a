"""The table's picture: the bar (title, leader, seed), the overland map with the heroes'
miniatures, the heroes' sheets and the Quest Master's console (the paragraphs so far, the
question, the dice, the last refusal). Drawn from the Quest Master's story view; each part
is kept until what it shows changes."""

from __future__ import annotations

import pygame

from questboard.ui.asking import card_text
from questboard.ui.drawing import look
from questboard.ui.drawing.adventure_cards import cards_surface
from questboard.ui.table.console import paragraphs_surface, passed
from questboard.ui.table.controls import story
from questboard.ui.table.sheets import draw_sheet


class TablePicture:
    """Draws one `Table` scene; its caches live here."""

    def __init__(self, table) -> None:
        self.table = table
        self._cache: dict[str, tuple[object, pygame.Surface]] = {}
        # The text area, and where the current paragraph begins and its read-aloud text
        # ends in it, as last drawn.
        self.reading: tuple[pygame.Rect, int, int] | None = None

    def clear(self) -> None:
        self._cache.clear()

    def _cached(self, key: str, stamp, make) -> pygame.Surface:
        hit = self._cache.get(key)
        if hit is not None and hit[0] == stamp:
            return hit[1]
        surf = make()
        self._cache[key] = (stamp, surf)
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        t.cut_words = []  # drawn anew this frame
        r = t.rects()
        s = t.app.scale
        view = story(t.game)
        meter = t.campaign.campaign if t.campaign is not None else None
        surface.blit(self._cached("bar", (r["bar"].size, view.leader, meter), lambda: self._bar(r["bar"])), r["bar"])
        pos = None
        if t.glide is not None:
            a, b, k = t.glide
            e = 1 - (1 - k) ** 3
            pos = (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e)
        locations = {loc.id: loc.beside for loc in view.locations}
        places = (view.locations, view.heroes_at, len(view.sheets))
        surface.blit(self._cached("map", (r["map"].size, places, pos),
                                  lambda: t.overland.draw(r["map"].size, locations, view.heroes_at,
                                                          list(view.sheets), pos)), r["map"])
        if view.adventure_cards:  # laid face up in their column beside the map, for every seat (R78)
            self._cards(surface, r["cards"], view.adventure_cards, s)
        surface.blit(self._cached("sheets", (r["sheets"].size, view.sheets),
                                  lambda: self._sheets(r["sheets"])), r["sheets"])
        self._console(surface, r["console"], s)
        if t.drag is not None and t.drag[2]:
            self._ghost(surface, t.drag[0], s)
        elif t.overlay is None and t.card_menu is None:
            self._chip_tip(surface, s)
        if t.overlay is not None:
            t.overlay.draw(surface)

    def _cards(self, surface, column: pygame.Rect, cards, s) -> None:
        """The adventure cards stacked on wood in their column, giving up their text, then
        counted, where the column has no room for them whole."""
        pad = look.px(8, s)
        width, room = column.w - 2 * pad, column.h - 2 * pad
        stack = self._cached("cards", (width, s, room, cards), lambda: cards_surface(cards, width, s, room=room))
        surface.blit(self._cached("cards-bg", column.size, lambda: look.texture("wood", column.size).copy()), column)
        surface.blit(stack, (column.x + pad, column.y + pad))

    def _ghost(self, surface, chip, s) -> None:
        """The card being dragged, under the mouse."""
        ghost = pygame.Surface(chip.rect.size, pygame.SRCALPHA)
        ghost.fill((0xF4, 0xEA, 0xCF, 200))
        pygame.draw.rect(ghost, look.GOLD, ghost.get_rect(), 3)
        f = look.serif(look.px(18, s, 14), bold=True)
        ghost.blit(f.render(chip.name, True, look.INK), (8, 4))
        surface.blit(ghost, ghost.get_rect(center=self.table.mouse))

    def _bar(self, rect: pygame.Rect) -> pygame.Surface:
        t = self.table
        s = t.app.scale
        surf = look.texture("wood", rect.size).copy()
        pygame.draw.line(surf, look.WOOD_DARK, (0, rect.h - 2), (rect.w, rect.h - 2), 3)
        title = look.serif(look.px(32, s, 18), bold=True).render(t.game.adventure.title, True, look.PARCHMENT)
        surf.blit(title, (look.px(18, s), (rect.h - title.get_height()) // 2))
        x = look.px(36, s) + title.get_width()
        if t.campaign is not None:
            x = draw_meter(surf, t.campaign.campaign, (x, rect.h // 2), s) + look.px(24, s)
        leader = story(t.game).leader_sheet.name
        room = min([b.rect.x for b in t.bar_buttons.values()] or [rect.w]) - x - look.px(12, s)
        font = look.sans(look.px(20, s, 14))
        words = f"Leader with the horn: {leader}   ·   seed {t.game.setup.seed}"
        info = look.line(font, look.ellipsis(font, words if t.campaign is None or font.size(words)[0] <= room
                                             else f"Leader: {leader}", max(0, room)), look.PARCH_SHADOW)
        surf.blit(info, (x, (rect.h - info.get_height()) // 2))
        return surf

    def _sheets(self, rect: pygame.Rect) -> pygame.Surface:
        t = self.table
        s = t.app.scale
        surf = look.texture("wood", rect.size).copy()
        sheets = story(t.game).sheets
        pad = look.px(10, s)
        n = max(1, len(sheets))
        cols = n if n <= 4 else 4
        w = (rect.w - pad * (cols + 1)) // cols
        w = min(w, look.px(520, s))
        left = (rect.w - (w * n + pad * (n - 1))) // 2
        t.chips = []
        t.sheet_rects = {}
        for i, sheet in enumerate(sheets):
            box = pygame.Rect(left + i * (w + pad), pad, w, rect.h - 2 * pad)
            chips = draw_sheet(surf, box, sheet, s)
            for c in chips:
                c.rect.move_ip(rect.x, rect.y)
            t.chips += chips
            t.sheet_rects[sheet.id] = box.move(rect.x, rect.y)
        return surf

    def _console(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        t = self.table
        pad = look.px(18, s)
        surface.blit(self._cached("console-bg", rect.size, lambda: self._console_bg(rect.size)), rect)
        text_rect = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, t.controls_top - rect.y - 2 * pad)
        self._paragraphs(surface, rect, text_rect, s)
        # The question, its lines, the dice, the last refusal.
        y = t.controls_top
        pygame.draw.line(surface, look.GOLD, (rect.x + pad, y - look.px(6, s)), (rect.right - pad, y - look.px(6, s)), 2)
        if t.panel.title:
            tf = look.serif(look.px(28, s, 17), bold=True)
            img = look.line(tf, look.ellipsis(tf, t.panel.title, rect.w - 2 * pad), look.PARCHMENT)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height()
        f = look.sans(look.px(21, s, 14))
        for line in t.panel.lines:
            img = look.wrapped(f, line, look.PARCHMENT, rect.w - 2 * pad)
            surface.blit(img, (rect.x + pad, y))
            y += img.get_height()
        if t.dice is not None:
            t.dice.draw(surface, pygame.Rect(rect.x + pad, y + look.px(4, s), rect.w - 2 * pad, look.px(62, s)), s)
            y += look.px(70, s)
        if t.note:
            colour = (0xFF, 0x9E, 0x8E) if t.note_bad else (0xBF, 0xE3, 0xB0)
            img = look.wrapped(look.sans(look.px(21, s, 14), bold=True), t.note, colour, rect.w - 2 * pad)
            surface.blit(img, (rect.x + pad, y))
        hf = look.sans(look.px(18, s, 14), bold=True)
        for hr, text in t.column_heads:
            img = look.line(hf, self._cut(hf, text, hr), look.GOLD)
            surface.blit(img, img.get_rect(midtop=hr.midtop))
        lf = look.serif(look.px(21, s, 14), bold=True)
        for lr, c in t.row_labels:
            img = look.line(lf, self._cut(lf, c.text, lr), look.PARCHMENT)
            surface.blit(img, (lr.x, lr.centery - img.get_height() // 2))

    def _cut(self, font, text: str, rect: pygame.Rect) -> str:
        """`text` cut to `rect`'s width; when it had to be, the table tells it whole on hover."""
        shown = look.ellipsis(font, text, rect.w)
        if shown != text:
            self.table.cut_words.append((rect, text))
        return shown

    def _paragraphs(self, surface, rect: pygame.Rect, text_rect: pygame.Rect, s: float) -> None:
        """The paragraphs so far, scrolled, with a thin scroll bar when they overflow."""
        t = self.table
        para, (top, read_end) = self._cached("para", (t.version, rect.w),
                                             lambda: paragraphs_surface(self._views(), text_rect.w, s))
        if t.scroll is None:  # a new paragraph: the least scroll that shows all it reads aloud
            t.scroll = max(0, min(top, read_end - text_rect.h))
        t.scroll = max(0, min(t.scroll, para.get_height() - text_rect.h))
        self.reading = (text_rect.copy(), top - t.scroll, read_end - t.scroll)  # the paragraph now, as shown
        surface.set_clip(text_rect)
        surface.blit(para, (text_rect.x, text_rect.y - t.scroll))
        surface.set_clip(None)
        if para.get_height() > text_rect.h:  # more below or above: a thin scroll bar
            frac = text_rect.h / para.get_height()
            bar_h = max(20, round(text_rect.h * frac))
            top = text_rect.y + round((text_rect.h - bar_h) * t.scroll / max(1, para.get_height() - text_rect.h))
            pygame.draw.rect(surface, look.GOLD, (rect.right - look.px(8, s), top, look.px(5, s), bar_h),
                             border_radius=3)

    def _views(self) -> list:
        game = self.table.game
        current = game.paragraph_view()
        before = [v for v in passed(game, game.last.told) if v.number != current.number]
        return before + [current]

    def _console_bg(self, size) -> pygame.Surface:
        surf = look.texture("wood", size).copy()
        dark = pygame.Surface(size, pygame.SRCALPHA)
        dark.fill((0x20, 0x14, 0x0A, 110))
        surf.blit(dark, (0, 0))
        pygame.draw.line(surf, look.WOOD_DARK, (0, 0), (0, size[1]), 4)
        return surf

    def _chip_tip(self, surface, s) -> None:
        t = self.table
        for chip in t.chips:
            if chip.rect.collidepoint(t.mouse):
                text = card_text(t.game.cards, chip.card)
                if not text:
                    return
                f = look.sans(look.px(19, s, 14))
                img = look.wrapped(f, f"{chip.name}: {text}", look.PARCHMENT, look.px(420, s))
                box = img.get_rect().inflate(look.px(20, s), look.px(14, s))
                box.bottomleft = (chip.rect.x, chip.rect.y - 4)
                box.clamp_ip(surface.get_rect())
                pygame.draw.rect(surface, look.INK, box, border_radius=look.px(6, s))
                pygame.draw.rect(surface, look.GOLD, box, 1, border_radius=look.px(6, s))
                surface.blit(img, img.get_rect(center=box.center))
                return


def draw_meter(surf: pygame.Surface, campaign, at: tuple[int, int], s: float, colour=look.PARCHMENT) -> int:
    """The quest meter at `at` (left, middle): a gem per adventure, lit gold when completed,
    then 'Campaign NAME: 1 of 4 · renown 1'; returns where it ends."""
    from questboard.ui.table.in_campaign import meter_words

    x, y = at
    r = look.px(9, s, 5)
    for i in range(len(campaign.quests)):
        lit = i < len(campaign.meter)
        centre = (x + r, y)
        if lit:  # a lit gem is gold; one still to win, a ring
            pygame.draw.circle(surf, look.GOLD, centre, r)
        pygame.draw.circle(surf, colour, centre, r, max(1, r // 4))
        x += 2 * r + look.px(6, s)
    img = look.line(look.sans(look.px(20, s, 14), bold=True), meter_words(campaign), colour)
    surf.blit(img, (x + look.px(6, s), y - img.get_height() // 2))
    return x + look.px(6, s) + img.get_width()


__all__ = ["TablePicture", "draw_meter"]
