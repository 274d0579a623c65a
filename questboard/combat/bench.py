"""`questboard bench combat`: whole automatic fights per second with the geometry live.

small: 2 heroes against 4 Orc Warriors on a medium map; large: 4 heroes against 8 Orc
Warriors and an arch villain on a large map. Median of `repeat` samples, in wall time and in
CPU time (`time.process_time`: what a loaded machine does not swing). `--against COMMIT`
measures that commit's tree side by side (`questboard.combat.bench_against`)."""

from __future__ import annotations

import statistics
import time

SMALL = ("harbor-warehouse", ("karomin", "alondis"), (("orc-warrior", 4),))
LARGE = ("monastery-yard", ("karomin", "alondis", "cessair", "krzzzt"),
         (("orc-warrior", 8), ("garthelm", 1)))
FIGHTS = {"small": 60, "large": 15}  # per sample


def sample(case, fights: int, seed: int) -> tuple[float, float]:
    """Fights per second of `fights` fights from `seed` on: (wall, CPU)."""
    from questboard.battlefield.validate import load_map
    from questboard.combat.rehearse import Rehearsal, _cards, spec_for
    from questboard.combat.resolve import resolve_combat
    from questboard.resources import maps_dir
    from questboard.rules.state import new_game

    cards = _cards()
    name, heroes, guys = case
    spec = spec_for(Rehearsal(load_map(maps_dir() / f"{name}.yaml"), heroes, guys), cards)
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(fights):
        resolve_combat(new_game(cards, list(heroes), seed + i, draw_opening=True), spec)
    return fights / (time.perf_counter() - wall), fights / (time.process_time() - cpu)


def run(repeat: int = 5) -> dict:
    out: dict = {}
    for label, case in (("small", SMALL), ("large", LARGE)):
        rates = [sample(case, FIGHTS[label], 1000 * k) for k in range(repeat)]
        out[f"{label}_fights_per_s"] = round(statistics.median(r[0] for r in rates), 1)
        out[f"{label}_fights_per_cpu_s"] = round(statistics.median(r[1] for r in rates), 1)
    return {**out, "repeat": repeat}
