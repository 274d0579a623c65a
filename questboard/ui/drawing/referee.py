"""Draw a referee situation (map, bases, sight line, move, area card) to a PNG with pygame-ce, headless."""

from __future__ import annotations

import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from questboard.battlefield.geometry import lu  # noqa: E402
from questboard.ui.drawing.look import (  # noqa: E402
    BAD,
    GOLD,
    HERO,
    INK,
    MOVE,
    PARCH_SHADOW,
    PARCHMENT,
    RANGE,
    REFUSED,
)
from questboard.ui.drawing.palette import TOKEN  # noqa: E402
from questboard.ui.drawing.referee_painter import (  # noqa: E402
    MARGIN,
    PX,
    _font,
    _Painter,
    caption_height,
    image_size,
)

__all__ = ["MARGIN", "PX", "base_labels", "image_size", "render_referee", "terrain_label_rects",
           "zone_label_rects"]


def zone_label_rects(bf, combat_map) -> dict[str, pygame.Rect]:
    """Where the picture of this field puts each start zone's label (pixels)."""
    pygame.font.init()
    return {z: spot for z, (_, spot) in _Painter(bf, combat_map).label_spots().items()}


def terrain_label_rects(bf, combat_map) -> dict[str, pygame.Rect]:
    """Where the picture of this field puts each terrain element's name (pixels)."""
    pygame.font.init()
    return {t: spot for t, (_, spot) in _Painter(bf, combat_map).terrain_names().items()}


def _initials(pid: str) -> str:
    """A base's label: the first letters of its id's words and its number in full
    (orc-archer-12 -> OA12, karomin -> KA, k2 -> K2)."""
    parts = [p for p in pid.replace("_", "-").split("-") if p]
    number = parts.pop() if len(parts) > 1 and parts[-1].isdecimal() else ""
    if len(parts) > 1:
        return "".join([p[0] for p in parts[:2]]).upper() + number
    word = parts[0]
    return (word[0].upper() + word[1:3] if word[1:2].isdecimal() else word[:2].upper()) + number


def _longer(pid: str) -> str:
    """Two letters of each word and the number: orc-warrior-1 -> OrWa1."""
    parts = [p for p in pid.replace("_", "-").split("-") if p]
    number = parts.pop() if len(parts) > 1 and parts[-1].isdecimal() else ""
    return "".join([p[:2].capitalize() for p in parts]) + number


def base_labels(ids) -> dict[str, str]:
    """Each piece's label, no two alike: initials where they are unique, else two letters a
    word (orc-warrior-1 OrWa1 beside orc-wolf-1 OrWo1), else the whole id."""
    labels: dict[str, str] = {}
    left = list(ids)
    for form in (_initials, _longer):
        counts: dict[str, int] = {}
        for pid in left:
            counts[form(pid)] = counts.get(form(pid), 0) + 1
        taken = set(labels.values())
        labels |= {pid: form(pid) for pid in left if counts[form(pid)] == 1 and form(pid) not in taken}
        left = [pid for pid in left if pid not in labels]
    return labels | {pid: pid for pid in left}


def _dashed(surface, colour, a, b, width=3, dash=10) -> None:
    length = math.dist(a, b)
    if length == 0:
        return
    n = int(length // dash)
    for k in range(0, n, 2):
        p = (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n)
        q = (a[0] + (b[0] - a[0]) * min(k + 1, n) / n, a[1] + (b[1] - a[1]) * min(k + 1, n) / n)
        pygame.draw.line(surface, colour, p, q, width)


def _arrow(surface, colour, a, b, width=4) -> None:
    pygame.draw.line(surface, colour, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    head = [b, (b[0] - 14 * math.cos(ang - 0.4), b[1] - 14 * math.sin(ang - 0.4)),
            (b[0] - 14 * math.cos(ang + 0.4), b[1] - 14 * math.sin(ang + 0.4))]
    pygame.draw.polygon(surface, colour, head)


def render_referee(bf, combat_map, report: dict, path: str | Path) -> tuple[int, int]:
    """Draw the field, the bases and the answers in `report` (from `measure`) to a PNG; returns its size."""
    pygame.font.init()
    p = _Painter(bf, combat_map, len(_caption_lines(report)))
    p.ground()
    p.zones()
    pieces = list(bf.pieces.values())
    p.shadows([(q.x, q.y, q.radius) for q in pieces])
    sight = report.get("sight")
    blockers = set(sight["blockers"]) if sight and not sight["clear"] else set()
    p.terrain(blockers)
    p.zone_label_slips()
    p.terrain_name_slips()
    src = bf.pieces[report["from"]]
    s = p.surface
    card = report.get("card")
    if card:
        overlay = p.layer()
        corners = [p.px(c) for c in card["corners"]]
        pygame.draw.polygon(overlay, (*PARCHMENT, 150), corners)
        pygame.draw.polygon(overlay, (*(GOLD if card["touches_user"] else REFUSED), 255), corners, 3)
        s.blit(overlay, (0, 0))
        pygame.draw.polygon(s, INK, corners, 1)
    move = report.get("move")
    if move:
        a, end = p.px(src.at), p.px(move["end"])
        if not move["legal"] and "move_to" in report:
            tgt = p.px(report["move_to"])
            _dashed(s, REFUSED, end, tgt, 3)
            pygame.draw.line(s, REFUSED, (tgt[0] - 7, tgt[1] - 7), (tgt[0] + 7, tgt[1] + 7), 3)
            pygame.draw.line(s, REFUSED, (tgt[0] - 7, tgt[1] + 7), (tgt[0] + 7, tgt[1] - 7), 3)
        if math.dist(a, end) > 2:
            _arrow(s, (255, 255, 255), a, end, 7)
            _arrow(s, MOVE, a, end, 4)
        p.base(move["end"][0], move["end"][1], src.radius, src.side, "", ghost=True)
    if sight:
        tgt = bf.pieces[report["to"]]
        if sight["clear"] and sight["witness"]:
            w0, w1 = p.px(sight["witness"][0]), p.px(sight["witness"][1])
            pygame.draw.line(s, (255, 255, 255), w0, w1, 6)
            pygame.draw.line(s, RANGE, w0, w1, 3)
        else:
            _dashed(s, REFUSED, p.px(src.at), p.px(tgt.at), 3)
    hit = set(card["hit"]) if card else set()
    active = report.get("active")
    labels = base_labels(bf.pieces)
    for q in pieces:
        ring = REFUSED if (q.id in blockers or q.id in hit) else GOLD if q.id == active else None
        p.base(q.x, q.y, q.radius, q.side, labels[q.id], ring=ring)
    if sight and sight["clear"] and sight["witness"]:
        for w in sight["witness"]:
            pygame.draw.circle(s, RANGE, p.px(w), 4)
    _caption(p, combat_map, report)
    pygame.image.save(s, str(path))
    return p.size


def _legend(p: _Painter, strip: pygame.Rect) -> None:
    """One row under the answers: the terrain kinds on this map, which give cover, the bases."""
    s, font = p.surface, _font(12)
    x, y = strip.x + 12, strip.bottom - 22
    kinds = sorted({t.kind for t in p.bf.terrain.values()})
    items = [(TOKEN.get(k, ((0x88, 0x88, 0x88), None))[0], k.replace("_", " ")) for k in kinds]
    items += [(HERO, "hero"), (BAD, "bad guy")]
    for colour, name in items:
        pygame.draw.rect(s, colour, (x, y + 3, 10, 10))
        lab = font.render(name, True, INK)
        s.blit(lab, (x + 14, y))
        x += 14 + lab.get_width() + 12
    shield = font.render("shield mark: gives cover", True, INK)
    if x + shield.get_width() + 22 < strip.right - 10:
        p._shield((x + 8, y + 7))
        s.blit(shield, (x + 20, y))


def _caption_lines(report: dict) -> list[tuple[tuple[int, int, int], str]]:
    lines = []
    if report.get("to") is not None:
        lines.append((INK, f"{report['from']} to {report['to']}: {lu(report['distance'])} LU edge to edge"
                      + (" (touching)" if report["touching"] else "")))
        if "range" in report:
            lines.append((RANGE if report["range"]["in_range"] else REFUSED, report["range"]["reason"]))
        lines.append((RANGE if report["sight"]["clear"] else REFUSED, report["sight"]["reason"]))
    if "move" in report:
        lines.append((MOVE if report["move"]["legal"] else REFUSED, "Move: " + report["move"]["reason"]))
    if "card" in report:
        lines.append((GOLD if report["card"]["touches_user"] else REFUSED, "Area card: " + report["card"]["reason"]))
    lines += [(PARCH_SHADOW, text) for text in report.get("notes", ())]
    lines += [(REFUSED, "Warning: " + text) for text in report.get("warnings", ())]
    return lines


def _caption(p: _Painter, combat_map, report: dict) -> None:
    s = p.surface
    height = caption_height(p.rows)
    top = p.size[1] - height + 6
    strip = pygame.Rect(MARGIN, top, p.size[0] - 2 * MARGIN, height - 18)
    pygame.draw.rect(s, PARCH_SHADOW, strip.move(3, 3), border_radius=6)
    pygame.draw.rect(s, PARCHMENT, strip, border_radius=6)
    pygame.draw.rect(s, INK, strip, 1, border_radius=6)
    title = _font(18, bold=True).render(combat_map.title, True, INK)
    s.blit(title, (strip.x + 12, strip.y + 8))
    font = _font(14)
    y = strip.y + 36
    for colour, text in _caption_lines(report):
        pygame.draw.rect(s, colour, (strip.x + 12, y + 4, 10, 10))
        s.blit(font.render(text, True, INK), (strip.x + 30, y))
        y += 20
    _legend(p, strip)
    # A 1 LU scale bar, so the picture can be read against a ruler card.
    x1 = strip.right - 14
    x0 = x1 - PX
    pygame.draw.line(s, INK, (x0, strip.y + 16), (x1, strip.y + 16), 3)
    for x in (x0, x1):
        pygame.draw.line(s, INK, (x, strip.y + 10), (x, strip.y + 22), 2)
    lab = _font(12, italic=True).render("1 LU", True, INK)
    s.blit(lab, lab.get_rect(midtop=((x0 + x1) / 2, strip.y + 22)))
