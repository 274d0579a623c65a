"""A layered drawing of a directed graph, top to bottom: which layer each node goes in
(longest path, after turning round the edges that close loops), the order inside each
layer (barycentre sweeps against crossings), x positions that keep nodes over their
neighbours without overlap, bands of layers set side by side when the graph is deep, and
smooth curves through waypoints. Plain numbers only: `storyboard_layout` uses it.
"""

from __future__ import annotations

GAP_X = 56
SWEEPS = 8
SAMPLES = 14

Point = tuple[float, float]


# Layers -------------------------------------------------------------------------------
def back_edges(nodes: list[int], succ: dict[int, list[int]], start: int) -> set[tuple[int, int]]:
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


def layers(nodes: list[int], dag: list[tuple[int, int]], start: int) -> dict[int, int]:
    preds: dict[int, list[int]] = {n: [] for n in nodes}
    succs: dict[int, list[int]] = {n: [] for n in nodes}
    for u, v in dag:
        preds[v].append(u)
        succs[u].append(v)
    layer: dict[int, int] = {}
    waiting = {n: len(preds[n]) for n in nodes}
    ready = [n for n in nodes if not waiting[n]]
    while ready:  # longest path from the sources, each node once all before it are placed
        n = ready.pop()
        layer[n] = max([layer[p] + 1 for p in preds[n]], default=0)
        for s in succs[n]:
            waiting[s] -= 1
            if not waiting[s]:
                ready.append(s)
    # A source other than the start (a box nobody reaches) sits just above what it leads to.
    for n in sorted(nodes, key=lambda k: -layer[k]):
        if n != start and not preds[n] and succs[n]:
            layer[n] = max(0, min([layer[s] for s in succs[n]]) - 1)
    return layer


def _crossings(upper: list, lower: list, succs: dict) -> int:
    """Crossings of the edges between two neighbouring layers (`succs`: node -> its ends)."""
    pos_l = {n: i for i, n in enumerate(lower)}
    pairs = sorted([(i, pos_l[v]) for i, u in enumerate(upper) for v in succs.get(u, ())
                    if v in pos_l])
    return sum([1 for i, (a, b) in enumerate(pairs) for c, d in pairs[i + 1:] if a < c and b > d])


def _bary(item: tuple[int, object], ref: dict, near: dict) -> float:
    """A node's barycentre over its neighbours in the layer `ref`; its own place if none."""
    k, n = item
    seen = [ref[m] for m in near.get(n, ()) if m in ref]
    return sum(seen) / len(seen) if seen else k


def order(rows: list[list], edges: list[tuple]) -> list[list]:
    preds: dict = {}
    succs: dict = {}
    for u, v in edges:
        succs.setdefault(u, []).append(v)
        preds.setdefault(v, []).append(u)

    def total(order: list[list]) -> int:
        return sum([_crossings(order[i], order[i + 1], succs) for i in range(len(order) - 1)])

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


def place_x(rows: list[list], edges: list[tuple], width: dict) -> dict:
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


def curve(points: list[Point]) -> list[Point]:
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




def bands(depth: int, dag: list[tuple], layer: dict, most: int) -> list[int]:
    """The first layer of each band when the graph is deeper than `most` layers: bands of
    about equal depth, each cut where the fewest edges cross it (within three layers)."""
    if depth <= most:
        return [0]
    count = -(-depth // most)

    # Edges crossing each cut, counted once for all cuts: +1 where an edge starts, -1 past it.
    starts = [0] * (depth + 2)
    for u, v in dag:
        low, high = sorted((layer[u], layer[v]))
        starts[low + 1] += 1
        starts[high + 1] -= 1
    across = [0] * (depth + 2)
    for c in range(1, depth + 2):
        across[c] = across[c - 1] + starts[c]

    def crossing(cut: int) -> int:
        return across[cut]

    cuts = [0]
    for k in range(1, count):
        ideal = round(k * depth / count)
        spots = range(max(cuts[-1] + 3, ideal - 3), min(depth - 2, ideal + 3) + 1)
        if spots:
            cuts.append(min(spots, key=lambda c: (crossing(c), abs(c - ideal))))
    return cuts
