"""Where everything of a storyboard goes: a layered layout, top to bottom, in pixels.

Longest-path layering (the ways back up are turned round for it), long arrows routed through
waypoints in the layers they cross, crossings reduced by a few barycentre sweeps, and the
boxes pulled over their neighbours without overlapping. No drawing: the PNG and the SVG
both paint this same picture. Text widths come from `measure`, so the wrapping matches the
font the painter uses.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from questboard.ui.drawing import layered
from questboard.ui.drawing.layered import SAMPLES, back_edges, curve, layers, order, place_x

if TYPE_CHECKING:  # names only: importing `play` at run time would load the whole game
    from questboard.play.storyboard import Arrow, Board, Box

Measure = Callable[[str, str], float]
"""(text, style) -> its width in pixels."""

SIZES = {"heading": 30, "sub": 16, "scene": 15, "title": 16, "place": 14, "detail": 14,
         "mark": 14, "label": 14, "legend": 14}
LINE = {k: round(v * 1.3) for k, v in SIZES.items()}

BOX_W = 240
PAD = 10
HEADER = 26
GAP_Y = 104
LANE = 22  # the width a waypoint of a long arrow takes in its layer
MARGIN = 40
TOP = 176  # the heading, the legend, and room for a stub from another band
LABEL_W = 190
BAND_LAYERS = 11  # a deeper storyboard is cut into bands of layers, set side by side
BAND_GAP = 110
STUB = 44  # an arrow to another band: a short stub, and the paragraph's number in words

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # x, y, w, h


@dataclass(frozen=True)
class Line:
    text: str
    style: str
    x: float
    y: float  # top of the line


@dataclass(frozen=True)
class PlacedBox:
    box: Box
    rect: Rect
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class PlacedArrow:
    arrow: Arrow
    points: tuple[Point, ...]  # the curve, sampled, ending at the arrow's head
    back: bool  # leads up the page (a way back)
    label: tuple[Line, ...] = ()
    label_rect: Rect | None = None
    tail: tuple[Point, ...] = ()  # to another band: the stub into the target, with its head
    connectors: tuple[Line, ...] = ()  # then 'to (12)' at the first stub, 'from (9)' at the tail


@dataclass(frozen=True)
class Picture:
    board: Board
    width: int
    height: int
    boxes: dict[int, PlacedBox]
    arrows: tuple[PlacedArrow, ...]
    margin: int = MARGIN
    header: int = HEADER  # the height of a box's title strip


def estimate(text: str, style: str) -> float:
    """A serif's width without a font at hand (about half an em a letter)."""
    return len(text) * SIZES[style] * 0.5


def wrap(text: str, style: str, width: float, measure: Measure, most: int = 99) -> list[str]:
    """Greedy word wrap; beyond `most` lines the last one ends in an ellipsis."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        current = ""
        for word in words:
            trial = f"{current} {word}".strip()
            if current and measure(trial, style) > width:
                lines.append(current)
                current = word
            else:
                current = trial
        if current:
            lines.append(current)
    if len(lines) > most:
        last = lines[most - 1]
        while last and measure(last + " …", style) > width:
            last = last.rsplit(" ", 1)[0] if " " in last else last[:-1]
        lines = lines[:most - 1] + [last + " …"]
    return lines


# The boxes' contents ---------------------------------------------------------------------
def _box_lines(box: Box, measure: Measure) -> tuple[list[tuple[str, str]], float]:
    """The lines inside a box below its header, and the box's height."""
    inner = BOX_W - 2 * PAD
    rows: list[tuple[str, str]] = []
    rows += [(t, "title") for t in wrap(box.title, "title", inner, measure, 4)]
    if box.location:
        rows += [(t, "place") for t in wrap(f"at {box.location}", "place", inner, measure, 2)]
    if box.detail:
        rows += [(t, "detail") for t in wrap(box.detail, "detail", inner, measure, 4)]
    marks = [m for m, on in (("cannot be reached", box.unreachable),
                             ("no way out: a loop with no end", box.no_way_out)) if on]
    rows += [(t, "mark") for m in marks for t in wrap(m, "mark", inner, measure, 2)]
    height = HEADER + PAD + sum([LINE[s] for _, s in rows]) + PAD
    return rows, height


def header_text(box: Box) -> str:
    return f"({box.number}) {box.scene}"


def _loop(rect: Rect) -> list[Point]:
    """An arrow from a box back into itself, round its right side."""
    x, y, w, h = rect
    p0, p3 = (x + w, y + h * 0.35), (x + w, y + h * 0.65)
    c0, c1 = (x + w + 60, y + h * 0.1), (x + w + 60, y + h * 0.9)
    out = []
    for k in range(SAMPLES * 2 + 1):
        t = k / (SAMPLES * 2)
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
        out.append((a * p0[0] + b * c0[0] + c * c1[0] + d * p3[0],
                    a * p0[1] + b * c0[1] + c * c1[1] + d * p3[1]))
    return out


def _overlaps(a: Rect, b: Rect, room: float = 4) -> bool:
    return not (a[0] + a[2] + room <= b[0] or b[0] + b[2] + room <= a[0]
                or a[1] + a[3] + room <= b[1] or b[1] + b[3] + room <= a[1])


def _shared(a: Rect, b: Rect) -> float:
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


def _label(arrow: Arrow, path: list[Point], first: int, taken: list[Rect],
           measure: Measure) -> tuple[tuple[Line, ...], Rect | None]:
    """The label's lines, set where it hides no box and no other label, on the arrow's
    first stretch (nearest the paragraph it leaves)."""
    if not arrow.label:
        return (), None
    texts = wrap(arrow.label, "label", LABEL_W, measure)  # never cut: all its words
    w = max([measure(t, "label") for t in texts]) + 10
    h = len(texts) * LINE["label"] + 6
    stretch = path[:first + 1]
    spots = []
    for dy in (0, -h / 2 - 4, h / 2 + 4):
        for t in (0.45, 0.3, 0.6, 0.2, 0.75, 0.1, 0.9):
            px, py = stretch[min(len(stretch) - 1, round(t * (len(stretch) - 1)))]
            for dx in (0, w / 2 + 6, -w / 2 - 6, w + 8, -w - 8):
                spots.append((px - w / 2 + dx, py - h / 2 + dy, w, h))
    spots = [r for r in spots if r[0] >= 4] or spots
    rect = next((r for r in spots if not any(_overlaps(r, o) for o in taken)), None)
    if rect is None:  # nowhere clear: where it hides least
        rect = min(spots, key=lambda r: sum([_shared(r, o) for o in taken]))
    taken.append(rect)
    lines = tuple([Line(t, "label", rect[0] + 5, rect[1] + 3 + k * LINE["label"])
                  for k, t in enumerate(texts)])
    return lines, rect


# The whole picture ------------------------------------------------------------------------
@dataclass
class _Grid:
    """The layered graph with its waypoints, and where each layer and band sits: what the
    boxes and arrows are placed by."""

    nodes: list[int]
    back: set[tuple[int, int]]
    layer: dict  # a paragraph, or a long arrow's waypoint ("way", u, v, k) -> its layer
    width: dict
    chains: dict[tuple[int, int], list]  # a way turned downwards -> the nodes it passes
    x: dict
    band: dict
    shift: dict[int, float]
    tops: list[float]
    heights: list[float]
    right: float

    def at(self, n) -> float:
        return self.x[n] + self.shift[self.band[n]]


def lay_out(board: Board, measure: Measure = estimate) -> Picture:
    """Every box, arrow and label of the storyboard placed on one canvas."""
    contents = {n: _box_lines(board.boxes[n], measure) for n in board.boxes}
    grid = _grid(board, contents)
    boxes = _place_boxes(board, grid, contents)
    taken: list[Rect] = [b.rect for b in boxes.values()]
    routes = _routes(board, grid, boxes, taken, measure)
    placed = [PlacedArrow(a, tuple(path), is_back, *_label(a, path, first, taken, measure),
                          tuple(tail), words)
              for a, path, first, is_back, tail, words in routes]
    reach = [q[0] for p in placed for q in p.points + p.tail]
    reach += [r[0] + r[2] for p in placed if (r := p.label_rect)]
    reach += [line.x + measure(line.text, "label") for p in placed for line in p.connectors]
    width_px = int(max([grid.right, *reach]) + MARGIN)
    bottoms = [grid.tops[k] + grid.heights[k] for k in range(len(grid.tops))]
    height_px = int(max(bottoms) + STUB + MARGIN)
    return Picture(board, max(width_px, 960), height_px, boxes, tuple(placed))


def _downward(board: Board) -> tuple[list[int], int, set[tuple[int, int]], list[tuple[int, int]]]:
    """The paragraphs, where the story starts, the ways that close a loop, and every way
    turned to lead down."""
    nodes = list(board.boxes)
    succ: dict[int, list[int]] = {n: [] for n in nodes}
    for a in board.arrows:
        if a.source != a.target and a.target not in succ[a.source]:
            succ[a.source].append(a.target)
    start = board.start if board.start in succ else nodes[0]
    back = back_edges(nodes, succ, start)
    dag = list(dict.fromkeys((v, u) if (u, v) in back else (u, v) for u in nodes for v in succ[u]))
    return nodes, start, back, dag


def _grid(board: Board, contents: dict) -> _Grid:
    """Layers, waypoints through the layers a long way crosses, the order and x inside each
    layer, and the bands of layers side by side (inside each, the layers go down)."""
    nodes, start, back, dag = _downward(board)
    layer: dict = layers(nodes, dag, start)
    width: dict = {n: BOX_W for n in nodes}
    chains: dict[tuple[int, int], list] = {}
    edges: list[tuple] = []
    for u, v in dag:
        chain: list = [u]
        for k in range(layer[u] + 1, layer[v]):
            d = ("way", u, v, k)
            layer[d] = k
            width[d] = LANE
            chain.append(d)
        chain.append(v)
        chains[(u, v)] = chain
        edges += list(zip(chain, chain[1:], strict=False))
    depth = max(layer.values()) + 1
    rows: list[list] = [[] for _ in range(depth)]
    rank = {n: i for i, n in enumerate(nodes)}
    for n in sorted(layer, key=lambda k: rank[k] if k in rank else rank[k[1]] + 0.5):
        rows[layer[n]].append(n)
    rows = order(rows, edges)
    x = place_x(rows, edges, width)
    cuts = layered.bands(depth, dag, layer, BAND_LAYERS)
    band = {n: bisect_right(cuts, layer[n]) - 1 for n in layer}
    heights = [max([contents[n][1] for n in row if n in board.boxes], default=0) for row in rows]
    tops: list[float] = []
    for k in range(len(heights)):
        tops.append(float(TOP) if k in cuts else tops[-1] + heights[k - 1] + GAP_Y)
    shift, cursor = {}, float(MARGIN)
    for b in range(len(cuts)):
        mine = [n for n in x if band[n] == b]
        left = min([x[n] - width[n] / 2 for n in mine])
        shift[b] = cursor - left
        cursor += max([x[n] + width[n] / 2 for n in mine]) - left + BAND_GAP
    return _Grid(nodes, back, layer, width, chains, x, band, shift, tops, heights,
                 cursor - BAND_GAP)


def _place_boxes(board: Board, grid: _Grid, contents: dict) -> dict[int, PlacedBox]:
    """Each paragraph's box at its place, with its lines of text."""
    boxes: dict[int, PlacedBox] = {}
    for n in grid.nodes:
        bx, by = grid.at(n) - BOX_W / 2, grid.tops[grid.layer[n]]
        rows_in, h = contents[n]
        lines, ly = [], by + HEADER + PAD
        lines.append(Line(header_text(board.boxes[n]), "scene", bx + PAD, by + 4))
        for text, style in rows_in:
            lines.append(Line(text, style, bx + PAD, ly))
            ly += LINE[style]
        boxes[n] = PlacedBox(board.boxes[n], (bx, by, BOX_W, h), tuple(lines))
    return boxes


def _routes(board: Board, grid: _Grid, boxes: dict[int, PlacedBox], taken: list[Rect],
            measure: Measure) -> list[tuple]:
    """Each arrow's path (and the small words of arrows between bands), before any label:
    (arrow, path, where its first stretch ends, leads back, tail, words)."""
    ports_out: dict[int, list] = {n: [] for n in grid.nodes}
    ports_in: dict[int, list] = {n: [] for n in grid.nodes}
    for (u, v), chain in grid.chains.items():
        ports_out[u].append((grid.at(chain[1]), (u, v)))
        ports_in[v].append((grid.at(chain[-2]), (u, v)))

    def port(n: int, key: tuple[int, int], table: dict) -> float:
        keys = [k for _, k in sorted(table[n])]
        bx, _, w, _ = boxes[n].rect
        return bx + w * 0.15 + w * 0.7 * (keys.index(key) + 1) / (len(keys) + 1)

    routes = []
    for a in board.arrows:
        if a.source == a.target:
            path = _loop(boxes[a.source].rect)
            routes.append((a, path, len(path) // 2, False, [], ()))
            continue
        is_back = (a.source, a.target) in grid.back
        key = (a.target, a.source) if is_back else (a.source, a.target)
        u, v = key
        out_at = (port(u, key, ports_out), boxes[u].rect[1] + boxes[u].rect[3])
        in_at = (port(v, key, ports_in), boxes[v].rect[1])
        if grid.band[u] != grid.band[v]:
            stub, tail, words = _across(a, out_at, in_at, is_back, taken, measure)
            routes.append((a, stub, len(stub) - 1, is_back, tail, words))
            continue
        path = curve(_waypoints(grid, grid.chains[key], out_at, in_at))
        if is_back:
            path.reverse()
        routes.append((a, path, SAMPLES, is_back, [], ()))
    return routes


def _waypoints(grid: _Grid, chain: list, out_at: Point, in_at: Point) -> list[Point]:
    """A way inside one band: out of its paragraph, through each layer it crosses, in."""
    pts: list[Point] = [out_at]
    for d in chain[1:-1]:
        top = grid.tops[grid.layer[d]]
        pts += [(grid.at(d), top), (grid.at(d), top + grid.heights[grid.layer[d]])]
    pts.append(in_at)
    return pts


def _across(a: Arrow, out_at: Point, in_at: Point, is_back: bool, taken: list[Rect],
            measure: Measure) -> tuple[list[Point], list[Point], tuple[Line, ...]]:
    """An arrow between bands: a stub out of its paragraph saying where it leads ('to (12)'),
    and a stub into the target saying where it comes from ('from (9)')."""
    if is_back:  # the way runs up: out of the source's top, into the target's bottom
        out_at, in_at = in_at, out_at
    sign = -1 if is_back else 1
    stub = [(out_at[0], out_at[1] + sign * k * STUB / 8) for k in range(9)]
    tail = [(in_at[0], in_at[1] - sign * STUB * (1 - k / 8)) for k in range(9)]
    words = (_word(f"to ({a.target})", stub[-1], sign, taken, measure),
             _word(f"from ({a.source})", tail[0], -sign, taken, measure))
    return stub, tail, words


def _word(text: str, end: Point, sign: int, taken: list[Rect], measure: Measure) -> Line:
    """A few words at the open end of a stub: beyond it, else beside it, clear of the rest."""
    w, h = measure(text, "label") + 4, LINE["label"]
    x, y = end
    beyond = y + 3 if sign > 0 else y - h - 3
    spots = [(x - w / 2, beyond, w, h), (x + 6, y - h / 2, w, h), (x - w - 6, y - h / 2, w, h),
             (x + 6, beyond, w, h), (x - w - 6, beyond, w, h)]
    rect = next((r for r in spots if not any(_overlaps(r, o, 2) for o in taken)), spots[0])
    taken.append(rect)
    return Line(text, "label", rect[0] + 2, rect[1])
