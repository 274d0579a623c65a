"""What a preview costs on the geometry bench's scene (`battlefield.bench.scene`: a 5 × 5 LU
field, 12 terrain elements, 40 bases, half heroes, half bad guys): `measure()` returns the
median of a `plan_move` (a drag), of `targets` (every enemy of one hero) and of a `plan_area`;
beside them the bare battlefield sweep of the same drags (`check_move_us`), for scale.

Each question is asked cold: a drag to a point never asked before (a window asks a new point
every frame), and `targets` after the field's remembered verdicts are dropped.
"""

from __future__ import annotations

import math
import random
import statistics
import time

from questboard.battlefield.bench import SEED, scene
from questboard.combat.fight import HEROES, QM_PHASE, Fight, TurnBudget
from questboard.combat.fighters import BAD_GUY, HERO, Fighter
from questboard.combat.previews import plan_area, plan_move, targets
from questboard.combat.spec import CombatSpec
from questboard.content import load_cards
from questboard.rules.state import new_game

AREA_GIFT = "fireball"


def bench_fight(cards=None) -> Fight:
    """A fight on the bench scene: every hero base Magistra Cessair (with Fireball), every bad
    guy base an Orc Warrior; the heroes' phase, the first hero base on turn."""
    if cards is None:
        cards = load_cards()
    bf = scene()
    state = new_game(cards, ["cessair"], SEED, draw_opening=False)
    fighters: dict[str, Fighter] = {}
    for i, (pid, piece) in enumerate(sorted(bf.pieces.items())):
        if piece.side == HERO:
            fighters[pid] = Fighter(pid, HERO, cards.heroes["cessair"], gifts={AREA_GIFT: False})
        else:
            fighters[pid] = Fighter(pid, BAD_GUY, cards.bad_guys["orc-warrior"], number=i + 1)
    seats = sorted(p for p, f in fighters.items() if f.is_hero)
    fight = Fight(state=state, field=bf, spec=CombatSpec(map=None), fighters=fighters, seats=seats,
                  phases=(HEROES, QM_PHASE), record=False)
    _on_turn(fight, seats[0])
    return fight


def _on_turn(fight: Fight, who: str) -> None:
    """`who` acts next, with a fresh turn (a hero in the heroes' phase, a bad guy in the QM's)."""
    if fight.fighters[who].is_hero:
        fight.phase, fight.active, fight.turn = HEROES, who, TurnBudget(who)
    else:
        fight.phase, fight.active, fight.turn = QM_PHASE, None, None
        fight.finished = set()


def _forget(fight: Fight) -> None:
    """Drop every verdict the field and the fight remember (as after a base is set down)."""
    bf = fight.field
    some = next(iter(bf.pieces))
    bf.move_piece(some, bf.pieces[some].at)  # a new revision: the combat memo starts afresh
    bf.sight_cache.clear()


def _one(fn, *args, **kw) -> float:
    t0 = time.perf_counter_ns()
    fn(*args, **kw)
    return (time.perf_counter_ns() - t0) / 1000.0


def measure(drags: int = 2000, areas: int = 2000, seed: int = SEED + 2) -> dict:
    """Medians in µs (plan_move, plan_area) and ms (targets), with the means beside them."""
    fight = bench_fight()
    bf = fight.field
    rng = random.Random(seed)
    ids = sorted(bf.pieces)
    heroes = [p for p in ids if fight.fighters[p].is_hero]
    move_times, sweep_times = [], []
    for _ in range(drags):
        who = rng.choice(ids)
        _on_turn(fight, who)
        p = bf.pieces[who]
        ang, dist = rng.uniform(0, math.tau), rng.uniform(0.1, 1.6)
        to = (p.x + dist * math.cos(ang), p.y + dist * math.sin(ang))
        move_times.append(_one(plan_move, fight, who, to, clamp=rng.random() < 0.5))
        # The bare G1 sweep of the same drag, for scale (the rest is the preview's own cost).
        sweep_times.append(_one(bf.check_move, who, (to[0] + 1e-7, to[1]), 1.0))
    target_times = []
    for _ in range(3):
        for who in heroes:
            _on_turn(fight, who)
            _forget(fight)
            target_times.append(_one(targets, fight, who) / 1000.0)
    area_times = []
    for _ in range(areas):
        who = rng.choice(heroes)
        _on_turn(fight, who)
        p = bf.pieces[who]
        mouse = (p.x + rng.uniform(-1.0, 1.0), p.y + rng.uniform(-1.0, 1.0))
        area_times.append(_one(plan_area, fight, who, AREA_GIFT, mouse, rng.uniform(0.0, 360.0)))
    return {
        "plan_move_us": round(statistics.median(move_times), 2),
        "plan_move_mean_us": round(statistics.mean(move_times), 2),
        "check_move_us": round(statistics.median(sweep_times), 2),
        "targets_ms": round(statistics.median(target_times), 3),
        "targets_mean_ms": round(statistics.mean(target_times), 3),
        "targets_enemies": len(targets(fight, heroes[0])),
        "plan_area_us": round(statistics.median(area_times), 2),
        "plan_area_mean_us": round(statistics.mean(area_times), 2),
        "drags": drags, "areas": areas,
    }
