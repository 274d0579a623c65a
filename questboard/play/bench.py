"""`questboard bench play`: the play session's previews on the 40-base bench scene, and the
cost of one story step. Prints numbers; targets are in the issue, never asserted in tests."""

from __future__ import annotations

import statistics
import time

from questboard.adventure.answers import answer
from questboard.combat.bench_previews import measure
from questboard.play import new_game

# The story steps timed: example-short from its start to its first fight, replayed afresh.
STORY = ["2", "karomin", "roll 7", "done", "roll 9 9", "done"]


def _story_steps_ms(rounds: int) -> float:
    times = []
    for seed in range(rounds):
        game = new_game("example-short", ("karomin", "alondis"), seed + 1)
        for line in STORY:
            action = answer(game.story, line)
            start = time.perf_counter()
            result = game.apply(action)
            times.append((time.perf_counter() - start) * 1000)
            if not result.ok:
                break
    return statistics.median(times)


def run(repeat: int = 20) -> dict:
    previews = measure()
    return {**previews, "apply_ms": round(_story_steps_ms(repeat), 3),
            "targets": {"plan_move_us": 50, "targets_ms": 1, "plan_area_us": 50, "apply_ms": 2}}


def every_location_set_out(game) -> None:
    """For a picture only (the window's bench): every location of the box set out, some
    beside the map. The game is thrown away afterwards; no rule runs on it."""
    for i, loc in enumerate(game.cards.locations):
        game.story.locations.setdefault(loc, i % 6 == 5)
    game.revision += 1  # its views are made anew
