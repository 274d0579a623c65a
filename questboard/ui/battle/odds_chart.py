"""The rehearsal's chart, drawn with pygame: the heroes' chance of victory after each step so
far (with its 95 % band, the rounds marked) and how many rounds the fights played out from
the last position lasted. Saved as a PNG of a fixed size, whatever the window's."""

from __future__ import annotations

from pathlib import Path

import pygame

from questboard.play.folders import data_dir, stamp
from questboard.ui.drawing import look

SIZE = (1200, 600)  # the saved picture, in pixels
BAND = (0xC9, 0xD8, 0xE6)
LINE = look.HERO
BARS = (0x8A, 0x5A, 0x2F)
GRID = (0xD8, 0xC8, 0xA4)


def chart(history: list[tuple[int, int, float, float, float]], rounds: dict[int, int],
          size: tuple[int, int] = SIZE, title: str = "") -> pygame.Surface:
    """`history`: (step, round, victory, low, high) for each position the odds were played
    out from; `rounds`: a fight's length -> how many of the last odds' fights lasted so long."""
    w, h = size
    s = h / SIZE[1]
    out = pygame.Surface(size)
    out.fill(look.PARCHMENT)
    pygame.draw.rect(out, look.WOOD_DARK, out.get_rect(), max(2, round(3 * s)))
    head = look.serif(look.px(30, s, 14), bold=True)
    out.blit(look.line(head, title or "The rehearsal's odds", look.INK), (look.px(28, s), look.px(18, s)))
    top = look.px(76, s)
    pad = look.px(28, s)
    left = pygame.Rect(pad, top, round(w * 0.62) - 2 * pad, h - top - pad)
    right = pygame.Rect(left.right + 2 * pad, top, w - left.right - 3 * pad, h - top - pad)
    _victory(out, left, history, s)
    _rounds(out, right, rounds, s)
    return out


def _frame(surface, rect, title: str, s: float) -> pygame.Rect:
    """The plot's heading and its inner area (room left for the axis words)."""
    f = look.sans(look.px(20, s, 14), bold=True)
    surface.blit(look.line(f, title, look.WOOD), rect.topleft)
    small = look.sans(look.px(16, s, 14))
    inner = pygame.Rect(rect.x + small.size("100%")[0] + look.px(10, s), rect.y + f.get_linesize() + look.px(10, s), 0, 0)
    inner.w = rect.right - inner.x
    inner.h = rect.bottom - inner.y - small.get_linesize() - look.px(8, s)
    pygame.draw.rect(surface, (0xF4, 0xEA, 0xCF), inner)
    return inner


def _victory(surface, rect, history, s: float) -> None:
    inner = _frame(surface, rect, "Chance of victory after each step (95% band)", s)
    small = look.sans(look.px(16, s, 14))
    for pct in (0, 25, 50, 75, 100):
        y = inner.bottom - round(inner.h * pct / 100)
        pygame.draw.line(surface, GRID, (inner.x, y), (inner.right, y), 1)
        img = look.line(small, f"{pct}%", look.INK_SOFT)
        surface.blit(img, (inner.x - img.get_width() - look.px(6, s), y - img.get_height() // 2))
    if not history:
        img = look.line(small, "No odds yet: they come after the first step is played out", look.INK_SOFT)
        surface.blit(img, img.get_rect(center=inner.center))
        return
    first, last = history[0][0], history[-1][0]
    span = max(1, last - first)

    def x_of(step: int) -> int:
        return inner.x + look.px(10, s) + round((inner.w - look.px(20, s)) * (step - first) / span)

    def y_of(p: float) -> int:
        return inner.bottom - round(inner.h * p)

    marks, seen_round = [], None
    for step, rnd, *_ in history:  # a faint line where each round begins
        if rnd != seen_round:
            seen_round = rnd
            marks.append((x_of(step), rnd))
            pygame.draw.line(surface, look.PARCH_SHADOW, (marks[-1][0], inner.y), (marks[-1][0], inner.bottom), 1)
    if len(history) > 1:
        band = [(x_of(st), y_of(hi)) for st, _, _, _, hi in history]
        band += [(x_of(st), y_of(lo)) for st, _, _, lo, _ in reversed(history)]
        pygame.draw.polygon(surface, BAND, band)
        pygame.draw.lines(surface, LINE, False, [(x_of(st), y_of(v)) for st, _, v, _, _ in history],
                          max(2, round(3 * s)))
    for st, _, v, lo, hi in history:
        x = x_of(st)
        if len(history) == 1:
            pygame.draw.line(surface, BAND, (x, y_of(lo)), (x, y_of(hi)), max(4, round(8 * s)))
        pygame.draw.circle(surface, LINE, (x, y_of(v)), max(3, round(5 * s)))
    for x, rnd in marks:  # the rounds' names over the band
        img = look.line(small, f"round {rnd}", look.INK_SOFT)
        left = x + look.px(4, s)
        if left + img.get_width() > inner.right:  # the last round's name stays inside the plot
            left = x - look.px(4, s) - img.get_width()
        surface.blit(img, (left, inner.bottom - img.get_height() - look.px(4, s)))
    *_, v, lo, hi = history[-1]
    words = look.line(look.sans(look.px(18, s, 14), bold=True), f"now {v:.0%} ({lo:.0%}–{hi:.0%})", LINE)
    surface.blit(words, (inner.right - words.get_width() - look.px(8, s), inner.y + look.px(6, s)
                         if y_of(v) > inner.y + inner.h // 3 else inner.bottom - 2 * words.get_height() - look.px(8, s)))
    axis = look.line(small, f"steps taken: {first} to {last}", look.INK_SOFT)
    surface.blit(axis, (inner.centerx - axis.get_width() // 2, inner.bottom + look.px(6, s)))


def _rounds(surface, rect, rounds: dict[int, int], s: float) -> None:
    inner = _frame(surface, rect, "Rounds the fights lasted", s)
    small = look.sans(look.px(16, s, 14))
    total = sum(rounds.values())
    if not total:
        return
    lo, hi = min(rounds), max(rounds)
    n = hi - lo + 1
    most = max(rounds.values())
    gap = look.px(4, s)
    bw = max(2, (inner.w - gap * (n + 1)) // n)
    every = max(1, round(n / 8))  # at most about eight labels under the bars
    for k in range(n):
        count = rounds.get(lo + k, 0)
        bh = round((inner.h - look.px(24, s)) * count / most)
        bar = pygame.Rect(inner.x + gap + k * (bw + gap), inner.bottom - bh, bw, bh)
        pygame.draw.rect(surface, BARS, bar)
        if (lo + k - lo) % every == 0:
            img = look.line(small, str(lo + k), look.INK_SOFT)
            surface.blit(img, (bar.centerx - img.get_width() // 2, inner.bottom + look.px(4, s)))
    words = look.line(small, f"{total} fights", look.INK_SOFT)
    surface.blit(words, (inner.right - words.get_width() - look.px(6, s), inner.y + look.px(4, s)))


def save(picture: pygame.Surface, path: Path) -> Path:
    """Write the chart as a PNG (the folders made as needed)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(picture, str(path))
    return path


def default_path(name: str) -> Path:
    """Where a chart goes when no file was chosen: the data folder's charts/."""
    return data_dir() / "charts" / f"{name}-{stamp()}.png"
