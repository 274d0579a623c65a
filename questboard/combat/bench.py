"""`questboard bench combat`: whole automatic fights per second with the geometry live.

small: 2 heroes against 4 Orc Warriors on a medium map; large: 4 heroes against 8 Orc
Warriors and an arch villain on a large map. Median of `repeat` samples."""

from __future__ import annotations

import statistics
import time

from questboard.battlefield.validate import load_map
from questboard.combat.rehearse import Rehearsal, _cards, spec_for
from questboard.combat.resolve import resolve_combat
from questboard.resources import maps_dir
from questboard.rules.state import new_game

SMALL = ("harbor-warehouse", ("karomin", "alondis"), (("orc-warrior", 4),))
LARGE = ("monastery-yard", ("karomin", "alondis", "cessair", "krzzzt"),
         (("orc-warrior", 8), ("garthelm", 1)))


def _rate(case, fights: int, seed: int) -> float:
    cards = _cards()
    name, heroes, guys = case
    setup = Rehearsal(load_map(maps_dir() / f"{name}.yaml"), heroes, guys)
    spec = spec_for(setup, cards)
    start = time.perf_counter()
    for i in range(fights):
        state = new_game(cards, list(heroes), seed + i, draw_opening=True)
        resolve_combat(state, spec)
    return fights / (time.perf_counter() - start)


def run(repeat: int = 5) -> dict:
    small = [_rate(SMALL, 60, 1000 * k) for k in range(repeat)]
    large = [_rate(LARGE, 15, 1000 * k) for k in range(repeat)]
    return {"small_fights_per_s": round(statistics.median(small), 1),
            "large_fights_per_s": round(statistics.median(large), 1), "repeat": repeat}
