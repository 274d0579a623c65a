"""Where everything of a storyboard goes: a layered layout, top to bottom, in pixels.

Longest-path layering (the ways back up are turned round for it), long arrows routed through
waypoints in the layers they cross, crossings reduced by a few barycentre sweeps, and the
boxes pulled over their neighbours without overlapping. No drawing: the PNG and the SVG
both paint this same picture. Text widths come from `measure`, so the wrapping matches the
font the painter uses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from questboard.adventure.storyboard import Arrow, Board, Box

Measure = Callable[[str, str], float]
"""(text, style) -> its width in pixels."""

SIZES = {"heading": 30, "sub": 16, "scene": 15, "title": 16, "place": 14, "detail": 14,
         "mark": 14, "label": 14, "legend": 14}
LINE = {k: round(v * 1.3) for k, v in SIZES.items()}

BOX_W = 240
PAD = 10
HEADER = 26
GAP_X = 56
GAP_Y = 104
LANE = 22  # the width a waypoint of a long arrow takes in its layer
MARGIN = 40
TOP = 150  # the heading and the legend
LABEL_W = 190
SWEEPS = 8
SAMPLES = 14

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
    height = HEADER + PAD + sum(LINE[s] for _, s in rows) + PAD
    return rows, height


def header_text(box: Box) -> str:
    return f"({box.number}) {box.scene}"


# Layers -------------------------------------------------------------------------------
def _back_edges(nodes: list[int], succ: dict[int, list[int]], start: int) -> set[tuple[int, int]]:
    """Edges that close a loop, found by a depth-first walk from the start."""
    back = set()
    state: dict[int, int] = {}  # 1 on the walk's path, 2 done
    for root in [start] + [n for n in nodes if n != start]:
        if root in state:
            continue
        stack = [(root, iter(succ[root]))]
        state[root] = 1
        while stack:
            n, it = stack[-1]
            for m in it:
                if state.get(m) == 1:
                    back.add((n, m))
                elif m not in state:
                    state[m] = 1
                    stack.append((m, iter(succ[m])))
                    break
            else:
                state[n] = 2
                stack.pop()
    return back


def _layers(nodes: list[int], dag: list[tuple[int, int]], start: int) -> dict[int, int]:
    preds: dict[int, list[int]] = {n: [] for n in nodes}
    succs: dict[int, list[int]] = {n: [] for n in nodes}
    for u, v in dag:
        preds[v].append(u)
        succs[u].append(v)
    layer: dict[int, int] = {}
    todo = list(nodes)
    while todo:  # longest path from the sources (the graph has no loop any more)
        rest = []
        for n in todo:
            if all(p in layer for p in preds[n]):
                layer[n] = max((layer[p] + 1 for p in preds[n]), default=0)
            else:
                rest.append(n)
        if len(rest) == len(todo):
            break
        todo = rest
    # A source other than the start (a box nobody reaches) sits just above what it leads to.
    for n in sorted(nodes, key=lambda k: -layer[k]):
        if n != start and not preds[n] and succs[n]:
            layer[n] = max(0, min(layer[s] for s in succs[n]) - 1)
    return layer


def _crossings(upper: list, lower: list, edges: list[tuple]) -> int:
    pos_u = {n: i for i, n in enumerate(upper)}
    pos_l = {n: i for i, n in enumerate(lower)}
    pairs = sorted((pos_u[u], pos_l[v]) for u, v in edges if u in pos_u and v in pos_l)
    return sum(1 for i, (a, b) in enumerate(pairs) for c, d in pairs[i + 1:] if a < c and b > d)


def _bary(item: tuple[int, object], ref: dict, near: dict) -> float:
    """A node's barycentre over its neighbours in the layer `ref`; its own place if none."""
    k, n = item
    seen = [ref[m] for m in near.get(n, ()) if m in ref]
    return sum(seen) / len(seen) if seen else k


def _order(rows: list[list], edges: list[tuple]) -> list[list]:
    preds: dict = {}
    succs: dict = {}
    for u, v in edges:
        succs.setdefault(u, []).append(v)
        preds.setdefault(v, []).append(u)

    def total(order: list[list]) -> int:
        return sum(_crossings(order[i], order[i + 1], edges) for i in range(len(order) - 1))

    best, best_n = [list(r) for r in rows], total(rows)
    rows = [list(r) for r in rows]
    for sweep in range(SWEEPS):
        down = sweep % 2 == 0
        indices = range(1, len(rows)) if down else range(len(rows) - 2, -1, -1)
        for i in indices:
            ref = {n: k for k, n in enumerate(rows[i - 1 if down else i + 1])}
            near = preds if down else succs
            rows[i] = [n for _, n in sorted(enumerate(rows[i]),
                                            key=lambda item, ref=ref, near=near: _bary(item, ref, near))]
        n = total(rows)
        if n < best_n:
            best, best_n = [list(r) for r in rows], n
    return best


def _place_x(rows: list[list], edges: list[tuple], width: dict) -> dict:
    preds: dict = {}
    succs: dict = {}
    for u, v in edges:
        succs.setdefault(u, []).append(v)
        preds.setdefault(v, []).append(u)
    x: dict = {}
    for row in rows:
        seps = [(width[a] + width[b]) / 2 + GAP_X for a, b in zip(row, row[1:], strict=False)]
        at = -sum(seps) / 2
        for k, n in enumerate(row):
            x[n] = at
            if k < len(seps):
                at += seps[k]

    def settle(row: list, want: list[float]) -> None:
        seps = [(width[a] + width[b]) / 2 + GAP_X for a, b in zip(row, row[1:], strict=False)]
        left, right = list(want), list(want)
        for k in range(1, len(row)):
            left[k] = max(want[k], left[k - 1] + seps[k - 1])
        for k in range(len(row) - 2, -1, -1):
            right[k] = min(want[k], right[k + 1] - seps[k])
        for k, n in enumerate(row):
            x[n] = (left[k] + right[k]) / 2

    for sweep in range(6):
        down = sweep % 2 == 0
        for row in rows if down else reversed(rows):
            near = preds if down else succs
            want = []
            for n in row:
                seen = [x[m] for m in near.get(n, ()) if m in x]
                want.append(sum(seen) / len(seen) if seen else x[n])
            settle(row, want)
    return x


# The arrows' paths ----------------------------------------------------------------------
def _curve(points: list[Point]) -> list[Point]:
    """Smooth S-curves between waypoints, leaving and entering vertically."""
    out = [points[0]]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        dy = (y1 - y0) / 2
        c0, c1 = (x0, y0 + dy), (x1, y1 - dy)
        for k in range(1, SAMPLES + 1):
            t = k / SAMPLES
            a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
            out.append((a * x0 + b * c0[0] + c * c1[0] + d * x1,
                        a * y0 + b * c0[1] + c * c1[1] + d * y1))
    return out


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


def _label(arrow: Arrow, path: list[Point], first: int, taken: list[Rect],
           measure: Measure) -> tuple[tuple[Line, ...], Rect | None]:
    """The label's lines, set where it hides no box and no other label, on the arrow's
    first stretch (nearest the paragraph it leaves)."""
    if not arrow.label:
        return (), None
    texts = wrap(arrow.label, "label", LABEL_W, measure)  # never cut: all its words
    w = max(measure(t, "label") for t in texts) + 10
    h = len(texts) * LINE["label"] + 6
    stretch = path[:first + 1]
    spots = []
    for t in (0.45, 0.3, 0.6, 0.2, 0.75, 0.1, 0.9):
        px, py = stretch[min(len(stretch) - 1, round(t * (len(stretch) - 1)))]
        for dx in (0, w / 2 + 6, -w / 2 - 6, w + 8, -w - 8):
            spots.append((px - w / 2 + dx, py - h / 2, w, h))
    spots = [r for r in spots if r[0] >= 4] or spots
    rect = next((r for r in spots if not any(_overlaps(r, o) for o in taken)), spots[0])
    taken.append(rect)
    lines = tuple(Line(t, "label", rect[0] + 5, rect[1] + 3 + k * LINE["label"])
                  for k, t in enumerate(texts))
    return lines, rect


# The whole picture ------------------------------------------------------------------------
def lay_out(board: Board, measure: Measure = estimate) -> Picture:
    """Every box, arrow and label of the storyboard placed on one canvas."""
    nodes = list(board.boxes)
    succ: dict[int, list[int]] = {n: [] for n in nodes}
    for a in board.arrows:
        if a.source != a.target and a.target not in succ[a.source]:
            succ[a.source].append(a.target)
    start = board.start if board.start in succ else nodes[0]
    back = _back_edges(nodes, succ, start)
    dag = [(v, u) if (u, v) in back else (u, v) for u in nodes for v in succ[u]]
    dag = list(dict.fromkeys(dag))
    layer = _layers(nodes, dag, start)

    contents = {n: _box_lines(board.boxes[n], measure) for n in nodes}
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
    for n in sorted(layer, key=lambda k: (nodes.index(k) if k in board.boxes else nodes.index(k[1]) + 0.5)):
        rows[layer[n]].append(n)
    rows = _order(rows, edges)
    x = _place_x(rows, edges, width)

    heights = [max((contents[n][1] for n in row if n in board.boxes), default=0) for row in rows]
    tops, y = [], float(TOP)
    for h in heights:
        tops.append(y)
        y += h + GAP_Y
    left = min(x[n] - width[n] / 2 for n in x)
    shift = MARGIN - left
    right = max(x[n] + width[n] / 2 for n in x) + shift

    boxes: dict[int, PlacedBox] = {}
    for n in nodes:
        bx, by = x[n] + shift - BOX_W / 2, tops[layer[n]]
        rows_in, h = contents[n]
        lines, ly = [], by + HEADER + PAD
        lines.append(Line(header_text(board.boxes[n]), "scene", bx + PAD, by + 4))
        for text, style in rows_in:
            lines.append(Line(text, style, bx + PAD, ly))
            ly += LINE[style]
        boxes[n] = PlacedBox(board.boxes[n], (bx, by, BOX_W, h), tuple(lines))

    ports_out: dict[int, list] = {n: [] for n in nodes}
    ports_in: dict[int, list] = {n: [] for n in nodes}
    for (u, v), chain in chains.items():
        ports_out[u].append((x[chain[1]], (u, v)))
        ports_in[v].append((x[chain[-2]], (u, v)))

    def port(n: int, key: tuple[int, int], table: dict) -> float:
        order = [k for _, k in sorted(table[n])]
        bx, _, w, _ = boxes[n].rect
        return bx + w * 0.15 + w * 0.7 * (order.index(key) + 1) / (len(order) + 1)

    taken: list[Rect] = [b.rect for b in boxes.values()]
    placed = []
    for a in board.arrows:
        if a.source == a.target:
            path = _loop(boxes[a.source].rect)
            lines, rect = _label(a, path, len(path) // 2, taken, measure)
            placed.append(PlacedArrow(a, tuple(path), False, lines, rect))
            continue
        is_back = (a.source, a.target) in back
        key = (a.target, a.source) if is_back else (a.source, a.target)
        chain = chains[key]
        u, v = key
        ux, uy, uw, uh = boxes[u].rect
        pts: list[Point] = [(port(u, key, ports_out), uy + uh)]
        for d in chain[1:-1]:
            top = tops[layer[d]]
            pts += [(x[d] + shift, top), (x[d] + shift, top + heights[layer[d]])]
        pts.append((port(v, key, ports_in), boxes[v].rect[1]))
        path = _curve(pts)
        first = SAMPLES
        if is_back:
            path.reverse()
        placed.append(PlacedArrow(a, tuple(path), is_back, *_label(a, path, first, taken, measure)))
    label_right = max((r[0] + r[2] for p in placed if (r := p.label_rect)), default=0)
    loop_right = max((max(q[0] for q in p.points) for p in placed), default=0)
    width_px = int(max(right, label_right, loop_right) + MARGIN)
    height_px = int(tops[-1] + heights[-1] + MARGIN)
    return Picture(board, max(width_px, 960), height_px, boxes, tuple(placed))
