"""The odds panel of a rehearsal: the heroes' chance of victory from the position on the
field with its 95 % interval, the stalemate share, and a progress bar while the background
process plays the position out. It only draws what the worker said."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from questboard.ui.drawing import look

HEIGHT = 178  # at scale 1, buttons included
BUTTON_H = 36
FILL = (0x2F, 0x6D, 0xB5)


@dataclass
class OddsView:
    """What the panel shows: the last report (of this position or, while a newer one is
    played out, the one before), how far the newer one is, and any trouble."""

    report: dict[str, Any] | None = None
    done: int = 0
    runs: int = 0
    busy: bool = False
    stale: bool = False  # the report is of an earlier position
    error: str | None = None


def height(scale: float) -> int:
    return look.px(HEIGHT, scale)


def button_rects(rect: pygame.Rect, scale: float, n: int = 2) -> list[pygame.Rect]:
    """Where the panel's buttons go: one row along its bottom."""
    pad, gap = look.px(16, scale), look.px(8, scale)
    bh = look.px(BUTTON_H, scale, 30)
    w = (rect.w - 2 * pad - gap * (n - 1)) // n
    y = rect.bottom - pad - bh
    return [pygame.Rect(rect.x + pad + k * (w + gap), y, w, bh) for k in range(n)]


def draw(surface: pygame.Surface, rect: pygame.Rect, view: OddsView, scale: float) -> None:
    """The panel in `rect` (its buttons are widgets laid over it by the scene)."""
    s = scale
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 70))
    surface.blit(shade, rect)
    pad = look.px(16, s)
    card = pygame.Rect(rect.x + pad, rect.y + look.px(6, s), rect.w - 2 * pad,
                       rect.h - look.px(6, s) - 2 * pad - look.px(BUTTON_H, s, 30) + look.px(6, s))
    look.shadowed_panel(surface, card, "parchment", look.px(10, s))
    x, y = card.x + pad, card.y + look.px(8, s)
    head = look.serif(look.px(21, s, 14), bold=True)
    surface.blit(look.line(head, "Odds from here", look.WOOD), (x, y))
    r = view.report
    note = (f"playing out {view.done}/{view.runs}" if view.busy and view.runs
            else f"{r['runs']} fights played out" if r is not None and r.get("runs") else "")
    if note:
        small = look.sans(look.px(16, s, 14))
        img = look.line(small, look.ellipsis(small, note, card.right - pad - x - head.size("Odds from here")[0] - pad),
                        look.INK_SOFT)
        surface.blit(img, (card.right - pad - img.get_width(), y + (head.get_height() - img.get_height()) // 2))
    y += head.get_linesize() + look.px(2, s)
    colour = look.INK_SOFT if view.stale else look.INK
    if r is not None and r.get("runs"):
        big = look.serif(look.px(44, s, 20), bold=True)
        pct = look.line(big, f"{r['victory']:.0%}", look.HERO if not view.stale else look.INK_SOFT)
        surface.blit(pct, (x, y - look.px(4, s)))
        f = look.sans(look.px(18, s, 14))
        lo, hi = r["victory_95"]
        tx = x + pct.get_width() + look.px(12, s)
        room = card.right - pad - tx
        first = f"victory  (95%: {lo:.0%} to {hi:.0%})"
        second = f"defeat {r['defeat']:.0%}  ·  stalemate {r['stalemate']:.0%}  ·  {r['rounds_mean']:.1f} rounds"
        surface.blit(look.line(f, look.ellipsis(f, first, room), colour), (tx, y))
        surface.blit(look.line(f, look.ellipsis(f, second, room), colour), (tx, y + f.get_linesize()))
    else:
        f = look.sans(look.px(18, s, 14), italic=True)
        words = view.error or "The first odds are being played out…"
        surface.blit(look.wrapped(f, words, look.BAD if view.error else look.INK_SOFT, card.w - 2 * pad), (x, y))
    # The progress bar, while a position is being played out.
    bar = pygame.Rect(x, card.bottom - look.px(16, s), card.w - 2 * pad, look.px(8, s))
    if view.busy and view.runs:
        pygame.draw.rect(surface, look.PARCH_SHADOW, bar, border_radius=bar.h // 2)
        part = bar.copy()
        part.w = max(bar.h, round(bar.w * view.done / view.runs))
        pygame.draw.rect(surface, FILL, part, border_radius=bar.h // 2)
    elif view.error and r is not None:
        small = look.sans(look.px(15, s, 14))
        surface.blit(look.line(small, look.ellipsis(small, view.error, bar.w), look.BAD), (bar.x, bar.y - look.px(4, s)))
