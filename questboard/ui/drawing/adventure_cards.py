"""Adventure cards in play (R77) drawn as cards: a rounded frame, a title bar with the card's
name and a small banner emblem, its text in italic and what it does in the fight in bold.
Each string goes through `text` (font, words, colour, width -> surface), so a picture that
records what it draws (the table window) keeps these too."""

from __future__ import annotations

import pygame

from questboard.ui.drawing import look

FRAME = look.GOLD


def _plain(font, words: str, colour, width: int) -> pygame.Surface:
    return look.wrapped(font, words, colour, width)


def card_surface(card, width: int, s: float, text=_plain, compact: bool = False) -> pygame.Surface:
    """One card (`AdventureCardView`: name, text, effect) `width` pixels wide; `compact`
    leaves its text out (the name and what it does stay)."""
    pad = look.px(8, s)
    inner = width - 2 * pad
    banner = look.px(14, s)
    title = text(look.serif(look.px(22, s, 14), bold=True), card.name, look.PARCHMENT,
                 inner - banner - pad)
    body = None if compact else text(look.serif(look.px(19, s, 14), italic=True), card.text, look.INK, inner)
    effect = text(look.sans(look.px(18, s, 14), bold=True), card.effect[:1].upper() + card.effect[1:],
                  look.BAD, inner)
    bar_h = title.get_height() + pad
    lines = [effect] if compact else [body, effect]
    half = pad // 2
    height = bar_h + half + sum([img.get_height() + half for img in lines]) + half * (len(lines) - 1)
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = look.px(8, s)
    pygame.draw.rect(surf, look.PARCHMENT, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, look.WOOD, (0, 0, width, bar_h), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    _banner(surf, (pad, (bar_h - banner) // 2), banner)
    surf.blit(title, (2 * pad + banner, pad // 2))
    y = bar_h + half
    for i, img in enumerate(lines):
        if i:  # a rule between the card's text and what it does
            pygame.draw.line(surf, look.PARCH_SHADOW, (pad, y), (width - pad, y), 1)
            y += half
        surf.blit(img, (pad, y))
        y += img.get_height() + half
    pygame.draw.rect(surf, FRAME, surf.get_rect(), max(2, look.px(3, s)), border_radius=radius)
    return surf


def _banner(surf: pygame.Surface, at: tuple[int, int], size: int) -> None:
    """A pennant on its pole: the adventure's own cards, told apart from the box's items."""
    x, y = at
    pygame.draw.line(surf, look.PARCHMENT, (x + 1, y), (x + 1, y + size), 2)
    pygame.draw.polygon(surf, look.GOLD, [(x + 2, y), (x + size, y + size // 4), (x + 2, y + size // 2)])


def cards_surface(cards, width: int, s: float, text=_plain, heading: str | None = None,
                  compact: bool = False, room: int | None = None) -> pygame.Surface | None:
    """The cards stacked (under `heading`, in parchment for a wooden table); None when no
    card is in play. With `room` (a height), cards give up their text, then the last ones
    give way to a line that counts them, until the stack fits."""
    if not cards:
        return None
    if room is not None and not compact:
        whole = cards_surface(cards, width, s, text, heading)
        if whole.get_height() <= room:
            return whole
        return cards_surface(cards, width, s, text, heading, compact=True, room=room)
    gap = look.px(6, s)
    parts = []
    if heading:
        parts.append(text(look.sans(look.px(18, s, 14), bold=True), heading, look.PARCHMENT, width))
    cards_made = [card_surface(c, width, s, text, compact) for c in cards]
    shown = list(cards_made)
    if room is not None and _height(parts + shown, gap) > room:
        # The last cards give way to a line that counts them, the line's own height counted.
        for keep in range(len(cards_made) - 1, 0, -1):
            shown = cards_made[:keep] + [_more(len(cards_made) - keep, width, gap, s, text)]
            if _height(parts + shown, gap) <= room:
                break
    parts += shown
    out = pygame.Surface((width, _height(parts, gap)), pygame.SRCALPHA)
    y = 0
    for p in parts:
        out.blit(p, (0, y))
        y += p.get_height() + gap
    return out


def cards_row(cards, width: int, s: float, text=_plain, most: int = 300) -> pygame.Surface | None:
    """The cards side by side, as laid on a table (each at most `most` pixels wide at scale 1)."""
    if not cards:
        return None
    gap = look.px(10, s)
    each = min(look.px(most, s), (width - gap * (len(cards) - 1)) // len(cards))
    made = [card_surface(c, each, s, text) for c in cards]
    out = pygame.Surface((width, max([m.get_height() for m in made])), pygame.SRCALPHA)
    for i, m in enumerate(made):
        out.blit(m, (i * (each + gap), 0))
    return out


def _more(left: int, width: int, gap: int, s: float, text) -> pygame.Surface:
    """A wooden pill: 'and 2 more adventure cards in play'."""
    words = text(look.sans(look.px(18, s, 14), bold=True),
                 f"and {left} more adventure card{'s' if left > 1 else ''} in play", look.PARCHMENT, width - 2 * gap)
    pill = pygame.Surface((width, words.get_height() + gap), pygame.SRCALPHA)
    pygame.draw.rect(pill, look.WOOD, pill.get_rect(), border_radius=look.px(6, s))
    pill.blit(words, (gap, gap // 2))
    return pill


def _height(parts, gap: int) -> int:
    return sum([p.get_height() for p in parts]) + gap * max(0, len(parts) - 1)
