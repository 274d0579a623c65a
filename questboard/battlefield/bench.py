"""`questboard bench geometry`: median cost of a move, a sight and an area check, pymunk vs a plain loop.

The scene is a 5 × 5 LU field with 12 terrain elements and 40 bases, laid out from a fixed
seed. Each sampled question is asked of both implementations, which must agree.
"""

from __future__ import annotations

import math
import random
import statistics
import time

from questboard.battlefield.field import Battlefield
from questboard.battlefield.movement import end_guard
from questboard.battlefield.reference import reference_area, reference_move, reference_sight
from questboard.battlefield.terrain import make_terrain

SEED = 20240
SAMPLES = 200
_KINDS = ["lake", "tents", "cottage", "tree", "brazier", "rock", "barrels", "altar", "campfire", "prone_woman", "tree", "rock"]


def scene(seed: int = SEED, bases: int = 40) -> Battlefield:
    """The benchmark's battlefield: 12 terrain elements, `bases` bases, none overlapping."""
    rng = random.Random(seed)
    bf = Battlefield(5.0, 5.0)
    for i, kind in enumerate(_KINDS):
        for _ in range(200):
            t = make_terrain(f"{kind}-{i}", kind, (rng.uniform(0.6, 4.4), rng.uniform(0.6, 4.4)), rng.uniform(0, 360))
            probe = Battlefield(5.0, 5.0, list(bf.terrain.values()))
            if all(_apart(t, o) for o in probe.terrain.values()):
                bf.add_terrain(t)
                break
    placed = 0
    while placed < bases:
        x, y = rng.uniform(0.2, 4.8), rng.uniform(0.2, 4.8)
        side = "hero" if placed % 2 == 0 else "bad_guy"
        pid = f"{'h' if side == 'hero' else 'b'}{placed}"
        bf.add_piece(pid, side, (x, y))
        if bf.check_move(pid, (x, y), 0.0).legal and _clear(bf, pid):
            placed += 1
        else:
            bf.remove_piece(pid)
    return bf


def _apart(a, b) -> bool:
    ax, ay = a.centre
    bx, by = b.centre
    return math.hypot(ax - bx, ay - by) > 1.0


def _clear(bf: Battlefield, pid: str) -> bool:
    return end_guard(bf, bf.piece(pid), *bf.piece(pid).at, None) is None


def _time(fn, args_list, repeat: int) -> list[float]:
    out = []
    for args in args_list:
        best = math.inf
        for _ in range(repeat):
            t0 = time.perf_counter_ns()
            fn(*args)
            best = min(best, time.perf_counter_ns() - t0)
        out.append(best / 1000.0)
    return out


def run(repeat: int = 5) -> dict:
    """Time each check on a fixed sample of questions; returns medians in µs and speed-ups."""
    bf = scene()
    rng = random.Random(SEED + 1)
    ids = sorted(bf.pieces)
    samples = SAMPLES if repeat > 1 else 20
    moves, sights, areas = [], [], []
    for _ in range(samples):
        p = bf.piece(rng.choice(ids))
        ang = rng.uniform(0, math.tau)
        dist = rng.uniform(0.2, 1.6)
        moves.append((p.id, (p.x + dist * math.cos(ang), p.y + dist * math.sin(ang)), 1.2))
        a, b = rng.sample(ids, 2)
        sights.append((a, b))
        deg = rng.uniform(0, 360)
        pose = bf.snap_area(p.id, (p.x + rng.uniform(-1, 1), p.y + rng.uniform(-1, 1)), deg)
        areas.append((p.id, pose.centre, deg))
    for args in moves:
        fast, ref = bf.check_move(*args), reference_move(bf, *args)
        assert (fast.legal, fast.blocker) == (ref.legal, ref.blocker), (args, fast, ref)
        assert math.dist(fast.end, ref.end) < 1e-6, (args, fast, ref)
    for args in sights:
        assert bf.line_of_sight(*args).clear == reference_sight(bf, *args).clear, args
    for args in areas:
        fast, ref = bf.check_area(*args), reference_area(bf, *args)
        assert (fast.valid, fast.hit) == (ref.valid, ref.hit), (args, fast, ref)
    ref_repeat = max(1, repeat // 3)
    result = {}
    for name, fast, ref, args in (
        ("move", bf.check_move, lambda *a: reference_move(bf, *a), moves),
        ("sight", bf.line_of_sight, lambda *a: reference_sight(bf, *a), sights),
        ("area", bf.check_area, lambda *a: reference_area(bf, *a), areas),
    ):
        fast_times, ref_times = _time(fast, args, repeat), _time(ref, args, ref_repeat)
        f = statistics.median(fast_times)
        r = statistics.median(ref_times)
        result[f"{name}_us"] = round(f, 2)
        result[f"{name}_reference_us"] = round(r, 2)
        result[f"{name}_speedup"] = round(r / f, 1)
        # The mean as well: a quick answer for most questions can hide a slow tail from the median.
        result[f"{name}_mean_us"] = round(statistics.mean(fast_times), 2)
        result[f"{name}_reference_mean_us"] = round(statistics.mean(ref_times), 2)
    sight_clear = sum(bf.line_of_sight(*a).clear for a in sights)
    result["sight_clear_share"] = round(sight_clear / len(sights), 2)
    result["samples"] = len(moves)
    return result
