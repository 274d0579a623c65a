"""The Quest Master's console: the paragraph as a tall surface (read-aloud text in italic
serif on parchment, QM notes on a darker slip with the eye mark, advice, the tasks done
with their results), laid out once per paragraph view and width."""

from __future__ import annotations

import pygame

from questboard.play import Advice, ParagraphEntered, QMNote, ReadAloud
from questboard.play.views import ParagraphView, flowing
from questboard.ui.drawing import look


def passed(game, told) -> list:
    """The paragraphs the last step went through before the current one, as views (the
    Quest Master reads each one aloud, not only where the story stopped)."""
    out, cur = [], None
    names = game.names()
    for t in told:
        if t.source != "story":
            continue
        e = t.event
        if isinstance(e, ParagraphEntered):
            if cur is not None:
                out.append(cur)
            cur = {"number": t.event.number, "read": [], "qm": [], "advice": [], "done": []}
        elif cur is None:
            continue
        elif isinstance(e, ReadAloud):
            cur["read"].append(flowing(t.event.text))
        elif isinstance(e, QMNote):
            cur["qm"].append(flowing(t.event.text))
        elif isinstance(e, Advice):
            cur["advice"].append(flowing(t.event.text))
        else:
            cur["done"].append(t.describe(names))
    return [ParagraphView(v["number"], tuple(v["read"]), tuple(v["qm"]), tuple(v["advice"]),
                          tuple(v["done"]), None) for v in out]


def paragraphs_surface(views: list, width: int, scale: float) -> tuple[pygame.Surface, tuple[int, int]]:
    """Several paragraph views one under the other (the passed ones first), and where the
    last one begins and where its read-aloud text ends on it."""
    laid = [paragraph_layout(v, width, scale, passed=i < len(views) - 1) for i, v in enumerate(views)]
    gap = look.px(26, scale)
    out = pygame.Surface((width, max(1, sum([i.get_height() for i, _ in laid]) + gap * (len(laid) - 1))),
                         pygame.SRCALPHA)
    y = top = read_end = 0
    for img, read in laid:
        out.blit(img, (0, y))
        top, read_end = y, y + read
        y += img.get_height() + gap
    return out, (top, read_end)


def paragraph_surface(view, width: int, scale: float, passed: bool = False) -> pygame.Surface:
    """Everything of the paragraph view, top to bottom, on a transparent surface."""
    return paragraph_layout(view, width, scale, passed)[0]


def paragraph_layout(view, width: int, scale: float, passed: bool = False) -> tuple[pygame.Surface, int]:
    """The paragraph view's surface, and where its heading and read-aloud text end on it."""
    s = scale
    pad = look.px(18, s)
    gap = look.px(14, s)
    parts: list[tuple[str, pygame.Surface]] = []
    head_f = look.serif(look.px(30, s, 18), bold=True)
    read_f = look.serif(look.px(27, s, 16), italic=True)
    note_f = look.serif(look.px(23, s, 15))
    label_f = look.sans(look.px(19, s, 14), bold=True)
    done_f = look.sans(look.px(21, s, 14))
    inner = width - 2 * pad
    heading = f"Paragraph {view.number}" if view.number else "The adventure begins"
    if passed:
        heading += "  (passed on the way)"
    parts.append(("head", head_f.render(heading, True, look.PARCH_SHADOW if passed else look.PARCHMENT)))
    for text in view.read_aloud:
        parts.append(("read", look.wrapped(read_f, text, look.INK, inner)))
    for text in view.qm_notes:
        parts.append(("qm", look.wrapped(note_f, text, look.INK, inner - look.px(46, s))))
    for text in view.advice:
        parts.append(("advice", look.wrapped(note_f, text, (0x24, 0x3A, 0x22), inner)))
    if view.done:
        lines = "\n".join(f"• {d}" for d in view.done)
        parts.append(("done", look.wrapped(done_f, lines, look.PARCHMENT, inner)))
    label_h = label_f.get_height()
    heights = []
    for kind, img in parts:
        extra = 2 * pad if kind in ("read", "qm", "advice") else 0
        if kind in ("advice", "done"):
            extra += label_h + look.px(4, s)
        heights.append(img.get_height() + extra)
    total = sum(heights) + gap * len(parts)
    out = pygame.Surface((width, max(1, total)), pygame.SRCALPHA)
    y = read_end = 0
    for (kind, img), h in zip(parts, heights, strict=True):
        if kind in ("head", "read"):
            read_end = y + h
        box = pygame.Rect(0, y, width, h)
        if kind == "head":
            out.blit(img, (look.px(4, s), y))
        elif kind == "read":
            look.shadowed_panel(out, box, "parchment", look.px(10, s), shadow=3)
            out.blit(img, (pad, y + pad))
        elif kind == "qm":
            look.shadowed_panel(out, box, "slip", look.px(8, s), border=look.WOOD_DARK, shadow=3)
            look.eye(out, (pad + look.px(16, s), y + pad + look.px(14, s)), look.px(30, s, 16))
            out.blit(img, (pad + look.px(46, s), y + pad))
        elif kind == "advice":
            pygame.draw.rect(out, look.ADVICE, box, border_radius=look.px(8, s))
            pygame.draw.rect(out, look.MOVE, box, look.px(2, s), border_radius=look.px(8, s))
            out.blit(label_f.render("Rules advice", True, look.MOVE), (pad, y + pad // 2))
            out.blit(img, (pad, y + pad // 2 + label_h + look.px(4, s)))
        elif kind == "done":
            out.blit(label_f.render("Done here", True, look.GOLD), (look.px(4, s), y))
            out.blit(img, (look.px(4, s), y + label_h + look.px(4, s)))
        y += h + gap
    return out, read_end
