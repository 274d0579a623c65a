"""Paints a laid-out storyboard (`storyboard_layout.Picture`) as a PNG with
pygame, or writes it as SVG text: the same boxes, arrows and words in both.

The look of LOOK.md: parchment, ink, the shipped Caladea serif. Never colour alone: an
ending says which it is in its box, and a box nobody reaches or that never reaches an end
is dashed and says so in words.
"""

from __future__ import annotations

import base64
import functools
import math
from pathlib import Path
from types import SimpleNamespace as Look
from xml.sax.saxutils import escape, quoteattr

import pygame

from questboard.ui.drawing.look import (
    BAD,
    COVER,
    GOLD,
    HERO,
    INK,
    INK_SOFT,
    MOVE,
    PARCH_SHADOW,
    PARCHMENT,
    RANGE,
    REFUSED,
    WOOD,
    serif_paths,
    texture,
)

# style -> (size, bold, italic); the sizes are the layout's.
FACES = {"heading": (30, True, False), "sub": (16, False, True), "scene": (15, True, False),
         "title": (16, False, False), "place": (14, False, True), "detail": (14, False, False),
         "mark": (14, True, False), "label": (14, False, True), "legend": (14, False, False)}
SCENE_COLOURS = {"Intro": GOLD, "Decision": HERO, "Challenge": BAD, "Finale": (0x6A, 0x1E, 0x3A),
                 "Rest": MOVE, "Hint": RANGE, "Query": COVER, "Scene": WOOD, "Pause": WOOD,
                 "The end": INK, "Missing": REFUSED}
SUCCESS_FILL = (0xD7, 0xE3, 0xCF)
FAILURE_FILL = (0xE9, 0xC9, 0xC0)
UNREACHED_FILL = (0xD9, 0xD3, 0xC6)
ASCENT = 0.95  # Caladea's ascent per em (pygame: 95 at 100 px)
LEGEND_Y = 92


def _face_name(bold: bool, italic: bool) -> str:
    return {(False, False): "regular", (True, False): "bold", (False, True): "italic",
            (True, True): "bold_italic"}[(bold, italic)]


@functools.lru_cache(maxsize=16)
def font(style: str) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    size, bold, italic = FACES[style]
    return pygame.font.Font(str(serif_paths()[_face_name(bold, italic)]), size)


def measure(text: str, style: str) -> float:
    """The width of `text` in the style's Caladea face, for the layout's wrapping."""
    return font(style).size(text)[0]


def _hex(colour) -> str:
    return "#{:02X}{:02X}{:02X}".format(*tuple(colour[:3]))


def box_look(box) -> dict:
    """Fill, border, dashes and header colour of a box, shared by PNG and SVG."""
    fill, border, width, dashed = PARCHMENT, INK_SOFT, 2, False
    if box.ending == "success":
        fill, border, width = SUCCESS_FILL, MOVE, 3
    elif box.ending == "failure":
        fill, border, width = FAILURE_FILL, BAD, 3
    if box.unreachable:
        fill, border, dashed = UNREACHED_FILL, COVER, True
    if box.no_way_out or box.missing:
        border, width, dashed = REFUSED, 3, True
    header = SCENE_COLOURS.get(box.scene, WOOD)
    if box.ending == "success":
        header = MOVE
    elif box.ending == "failure":
        header = BAD
    ink = INK if header == GOLD else PARCHMENT
    return {"fill": fill, "border": border, "width": width, "dashed": dashed,
            "header": header, "header_ink": ink}


def _text_colour(style: str):
    return REFUSED if style == "mark" else (INK_SOFT if style in ("place", "detail") else INK)


def legend(picture) -> list[tuple[str, dict]]:
    """The legend's entries: words and the box look they explain."""
    plain = dict(ending=None, unreachable=False, no_way_out=False, missing=False, scene="Scene")
    rows = [("successful ending", box_look(Look(**{**plain, "ending": "success"}))),
            ("ending without success", box_look(Look(**{**plain, "ending": "failure"}))),
            ("cannot be reached", box_look(Look(**{**plain, "unreachable": True}))),
            ("no way out (a loop with no end)", box_look(Look(**{**plain, "no_way_out": True})))]
    return rows


def heading(picture) -> tuple[str, str]:
    board = picture.board
    ends = [b for b in board.boxes.values() if b.ending]
    wins = sum([1 for b in ends if b.ending == "success"])
    sub = (f"Storyboard of '{board.id}': {sum([not b.missing for b in board.boxes.values()])} "
           f"paragraphs, {wins} successful and {len(ends) - wins} unsuccessful endings. "
           "Arrows that lead up the page go back.")
    return board.title, sub


# PNG -------------------------------------------------------------------------------------
def _dashed(surface, colour, points, width: int, on: float = 9, off: float = 6) -> None:
    run, drawing = 0.0, True
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        seg = math.dist((x0, y0), (x1, y1))
        t = 0.0
        while t < seg:
            step = min((on if drawing else off) - run, seg - t)
            a = (x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg)
            b = (x0 + (x1 - x0) * (t + step) / seg, y0 + (y1 - y0) * (t + step) / seg)
            if drawing:
                pygame.draw.line(surface, colour, a, b, width)
            t += step
            run += step
            if run >= (on if drawing else off) - 1e-9:
                run, drawing = 0.0, not drawing


def _rect_points(rect) -> list[tuple[float, float]]:
    x, y, w, h = rect
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)]


def _head(points, back: bool = False) -> list[tuple[float, float]]:
    (x1, y1) = points[-1]
    (x0, y0) = points[max(0, len(points) - 4)]
    angle = math.atan2(y1 - y0, x1 - x0)
    size = 11
    return [(x1, y1), (x1 - size * math.cos(angle - 0.42), y1 - size * math.sin(angle - 0.42)),
            (x1 - size * math.cos(angle + 0.42), y1 - size * math.sin(angle + 0.42))]


def _box_png(surface, placed, header: int) -> None:
    look = box_look(placed.box)
    x, y, w, h = (round(v) for v in placed.rect)
    rect = pygame.Rect(x, y, w, h)
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 40), shade.get_rect(), border_radius=8)
    surface.blit(shade, (x + 3, y + 4))
    pygame.draw.rect(surface, look["fill"], rect, border_radius=8)
    if look["fill"] == PARCHMENT:
        card = _with_alpha(texture("parchment", (w, h)))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=8)
        card.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(card, (x, y))
    pygame.draw.rect(surface, look["header"], pygame.Rect(x, y, w, header),
                     border_top_left_radius=8, border_top_right_radius=8)
    if look["dashed"]:
        _dashed(surface, look["border"], _rect_points((x, y, w, h)), look["width"])
    else:
        pygame.draw.rect(surface, look["border"], rect, look["width"], border_radius=8)
    for line in placed.lines:
        colour = look["header_ink"] if line.style == "scene" else _text_colour(line.style)
        surface.blit(font(line.style).render(line.text, True, colour), (round(line.x), round(line.y)))


def _with_alpha(img: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    out.blit(img, (0, 0))
    return out


def _arrow_png(surface, arrow) -> None:
    colour = REFUSED if arrow.arrow.trapped else INK_SOFT
    for points in (arrow.points, arrow.tail):
        if not points:
            continue
        pts = [(round(px, 1), round(py, 1)) for px, py in points]
        if arrow.arrow.trapped:
            _dashed(surface, colour, pts, 2)
        else:
            pygame.draw.lines(surface, colour, False, pts, 2)
            pygame.draw.aalines(surface, colour, False, pts)
        pygame.draw.polygon(surface, colour, _head(pts))
        pygame.draw.aalines(surface, colour, True, _head(pts))
    for line in arrow.connectors:
        surface.blit(font("label").render(line.text, True, colour), (round(line.x), round(line.y)))


def _label_png(surface, arrow) -> None:
    if arrow.label_rect is None:
        return
    x, y, w, h = (round(v) for v in arrow.label_rect)
    pygame.draw.rect(surface, PARCHMENT, (x, y, w, h), border_radius=5)
    pygame.draw.rect(surface, REFUSED if arrow.arrow.trapped else PARCH_SHADOW, (x, y, w, h), 1,
                     border_radius=5)
    for line in arrow.label:
        surface.blit(font("label").render(line.text, True, INK), (round(line.x), round(line.y)))


def _legend_png(surface, picture) -> None:
    at = picture.margin
    for words, look in legend(picture):
        rect = pygame.Rect(at, LEGEND_Y, 34, 20)
        pygame.draw.rect(surface, look["fill"], rect, border_radius=4)
        if look["dashed"]:
            _dashed(surface, look["border"], _rect_points(rect), look["width"], 6, 4)
        else:
            pygame.draw.rect(surface, look["border"], rect, look["width"], border_radius=4)
        img = font("legend").render(words, True, INK)
        surface.blit(img, (at + 42, LEGEND_Y + 1))
        at += 42 + img.get_width() + 28


def _parchment(surface: pygame.Surface, tile: tuple[int, int] = (480, 320)) -> None:
    """Parchment over the whole sheet: one texture tile laid mirrored, so no seam shows and
    a tall sheet is not one stretched tile."""
    base = texture("parchment", tile)
    flips = {(fx, fy): pygame.transform.flip(base, fx, fy) for fx in (0, 1) for fy in (0, 1)}
    for i in range(surface.get_width() // tile[0] + 1):
        for j in range(surface.get_height() // tile[1] + 1):
            surface.blit(flips[(i % 2, j % 2)], (i * tile[0], j * tile[1]))


def draw_png(picture, path: Path) -> Path:
    """Paint the storyboard and save it as a PNG."""
    MARGIN = picture.margin  # noqa: N806
    surface = pygame.Surface((picture.width, picture.height))
    _parchment(surface)
    title, sub = heading(picture)
    surface.blit(font("heading").render(title, True, INK), (MARGIN, 22))
    surface.blit(font("sub").render(sub, True, INK_SOFT), (MARGIN, 62))
    _legend_png(surface, picture)
    for arrow in picture.arrows:
        _arrow_png(surface, arrow)
    for placed in picture.boxes.values():
        _box_png(surface, placed, picture.header)
    for arrow in picture.arrows:
        _label_png(surface, arrow)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))
    return path


# SVG -------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=1)
def _font_faces() -> str:
    """The Caladea faces the picture uses, embedded, so every viewer sets the same lines."""
    rules = []
    for face, (weight, style) in {"regular": ("normal", "normal"), "bold": ("bold", "normal"),
                                  "italic": ("normal", "italic")}.items():
        data = base64.b64encode(Path(serif_paths()[face]).read_bytes()).decode("ascii")
        rules.append(f"@font-face{{font-family:'Caladea';font-weight:{weight};font-style:{style};"
                     f"src:url(data:font/ttf;base64,{data}) format('truetype');}}")
    return "\n".join(rules)


def _svg_text(text: str, style: str, x: float, y: float, colour, cls: str | None = None) -> str:
    size, bold, italic = FACES[style]
    attrs = f'x="{x:.1f}" y="{y + size * ASCENT:.1f}" font-size="{size}"'
    if bold:
        attrs += ' font-weight="bold"'
    if italic:
        attrs += ' font-style="italic"'
    cls_attr = f' class="{cls}"' if cls else ""
    return f'<text{cls_attr} {attrs} fill="{_hex(colour)}" stroke="none">{escape(text)}</text>'


def _svg_path(points) -> str:
    return "M " + " L ".join([f"{x:.1f} {y:.1f}" for x, y in points])


def to_svg(picture) -> str:
    """The storyboard as an SVG document (text; the same layout as the PNG)."""
    w, h = picture.width, picture.height
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'viewBox="0 0 {w} {h}" font-family="Caladea, serif">',
           f"<style>\n{_font_faces()}\n</style>",
           f'<rect width="{w}" height="{h}" fill="{_hex(PARCHMENT)}"/>']
    out += _svg_heading(picture)
    out.append('<g class="arrows">')
    for arrow in picture.arrows:
        out += _svg_arrow(arrow)
    out.append("</g>")
    for n, placed in picture.boxes.items():
        out += _svg_box(n, placed, picture.header)
    for arrow in picture.arrows:
        if arrow.label_rect is not None:
            out += _svg_label(arrow)
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _svg_heading(picture) -> list[str]:
    """The title, the line under it and the legend."""
    margin = picture.margin
    title, sub = heading(picture)
    out = [_svg_text(title, "heading", margin, 22, INK, "heading"),
           _svg_text(sub, "sub", margin, 62, INK_SOFT, "sub")]
    at = margin
    for words, look in legend(picture):
        dash = ' stroke-dasharray="6 4"' if look["dashed"] else ""
        out.append(f'<rect x="{at}" y="{LEGEND_Y}" width="34" height="20" rx="4" '
                   f'fill="{_hex(look["fill"])}" stroke="{_hex(look["border"])}" '
                   f'stroke-width="{look["width"]}"{dash}/>')
        out.append(_svg_text(words, "legend", at + 42, LEGEND_Y + 1, INK, "legend"))
        at += 42 + measure(words, "legend") + 28
    return out


def _svg_arrow(arrow) -> list[str]:
    """One way between paragraphs: its path and head (and its tail's), its connector words."""
    a = arrow.arrow
    colour = _hex(REFUSED if a.trapped else INK_SOFT)
    dash = ' stroke-dasharray="9 6"' if a.trapped else ""
    head = " ".join([f"{x:.1f},{y:.1f}" for x, y in _head(arrow.points)])
    cls = "arrow trapped" if a.trapped else ("arrow back" if arrow.back else "arrow")
    out = [f'<g class="{cls}" data-from="{a.source}" data-to="{a.target}">'
           f'<path d="{_svg_path(arrow.points)}" fill="none" stroke="{colour}" '
           f'stroke-width="2"{dash}/><polygon points="{head}" fill="{colour}"/>']
    if arrow.tail:
        tail_head = " ".join([f"{x:.1f},{y:.1f}" for x, y in _head(arrow.tail)])
        out.append(f'<path d="{_svg_path(arrow.tail)}" fill="none" stroke="{colour}" '
                   f'stroke-width="2"{dash}/><polygon points="{tail_head}" fill="{colour}"/>')
    out += [_svg_text(line.text, "label", line.x, line.y, REFUSED if a.trapped else INK_SOFT,
                      "connector") for line in arrow.connectors]
    out.append("</g>")
    return out


def _svg_box(n, placed, header: float) -> list[str]:
    """One paragraph's box: shadow, body, header band, border and its lines."""
    b = placed.box
    look = box_look(b)
    x, y, bw, bh = placed.rect
    marks = [m for m, on in (("unreachable", b.unreachable), ("no-way-out", b.no_way_out),
                             ("missing", b.missing)) if on]
    cls = " ".join(["paragraph", *marks] + ([f"ending-{b.ending}"] if b.ending else []))
    dash = ' stroke-dasharray="9 6"' if look["dashed"] else ""
    out = [f'<g class="{cls}" id="p{n}" data-scene={quoteattr(b.scene)}>',
           f'<rect x="{x + 3:.1f}" y="{y + 4:.1f}" width="{bw}" height="{bh:.1f}" rx="8" '
           'fill="#000000" fill-opacity="0.16"/>',
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{bw}" height="{bh:.1f}" rx="8" '
           f'fill="{_hex(look["fill"])}"/>',
           f'<path d="M {x:.1f} {y + header:.1f} V {y + 8:.1f} Q {x:.1f} {y:.1f} '
           f'{x + 8:.1f} {y:.1f} H {x + bw - 8:.1f} Q {x + bw:.1f} {y:.1f} {x + bw:.1f} '
           f'{y + 8:.1f} V {y + header:.1f} Z" fill="{_hex(look["header"])}"/>',
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{bw}" height="{bh:.1f}" rx="8" '
           f'fill="none" stroke="{_hex(look["border"])}" stroke-width="{look["width"]}"{dash}/>']
    for line in placed.lines:
        colour = look["header_ink"] if line.style == "scene" else _text_colour(line.style)
        out.append(_svg_text(line.text, line.style, line.x, line.y, colour, line.style))
    out.append("</g>")
    return out


def _svg_label(arrow) -> list[str]:
    """The words on a way, on their own little card."""
    x, y, lw, lh = arrow.label_rect
    a = arrow.arrow
    edge = _hex(REFUSED if a.trapped else PARCH_SHADOW)
    out = [f'<g class="label" data-from="{a.source}" data-to="{a.target}">'
           f'<rect x="{x:.1f}" y="{y:.1f}" width="{lw:.1f}" height="{lh:.1f}" rx="5" '
           f'fill="{_hex(PARCHMENT)}" stroke="{edge}"/>']
    out += [_svg_text(line.text, "label", line.x, line.y, INK, "label") for line in arrow.label]
    out.append("</g>")
    return out
