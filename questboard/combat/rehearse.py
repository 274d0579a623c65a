"""Rehearsal: play one fight many times headless and report the odds.

Run i plays with seed `seed * 1_000_003 + i`, whatever process plays it, so the report is
the same for the same seed at any worker count. Workers get consecutive chunks of runs."""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field

from questboard.combat.resolve import resolve_combat
from questboard.combat.spec import CombatSpec
from questboard.rules import villains
from questboard.rules.state import Options, new_game

CHUNK = 50


@dataclass(frozen=True)
class Setup:
    """What to rehearse: a validated map, hero ids, bad guy card -> count (empty: default)."""

    map: object
    heroes: tuple[str, ...]
    bad_guys: tuple[tuple[str, int], ...] = ()
    policy: str = "greedy"
    hordes: int = 0  # Charge of the Hordes: 0, 1 or 2
    veterans: bool = False  # every minion a veteran of the QM sheet (README R32)


@dataclass
class Tally:
    runs: int = 0
    wins: int = 0
    rounds: list[int] = field(default_factory=list)
    injuries: dict[str, int] = field(default_factory=dict)
    left: int = 0

    def add(self, other: Tally) -> None:
        self.runs += other.runs
        self.wins += other.wins
        self.rounds += other.rounds
        self.left += other.left
        for h, n in other.injuries.items():
            self.injuries[h] = self.injuries.get(h, 0) + n


def spec_for(setup: Setup, cards) -> CombatSpec:
    """Minions spread over the minion zones, arch villains into their zone."""
    if not setup.bad_guys:
        return CombatSpec(map=setup.map, overrides=_sheet(setup, cards))
    kinds = {z.kind for z in setup.map.start_zones}
    zones: dict[str, dict[str, int]] = {}
    for card_id, count in setup.bad_guys:
        rank = cards.bad_guys[card_id].rank
        zone = "arch_villain" if rank == "arch_villain" and "arch_villain" in kinds else "minion"
        zones.setdefault(zone, {})[card_id] = zones.get(zone, {}).get(card_id, 0) + count
    return CombatSpec(map=setup.map, bad_guys=zones, overrides=_sheet(setup, cards))


_CARDS = None


def _cards():
    global _CARDS
    if _CARDS is None:
        from questboard.content import load_cards
        _CARDS = load_cards()
    return _CARDS


def play_chunk(args: tuple[Setup, int, int, int]) -> Tally:
    """Runs [start, stop) of a rehearsal."""
    setup, seed, start, stop = args
    cards = _cards()
    spec = spec_for(setup, cards)
    tally = Tally(injuries={h: 0 for h in setup.heroes})
    for i in range(start, stop):
        state = new_game(cards, list(setup.heroes), seed * 1_000_003 + i, draw_opening=True,
                         options=Options(charge_of_the_hordes=setup.hordes))
        result, _ = resolve_combat(state, spec, policy=setup.policy)
        tally.runs += 1
        tally.wins += result.victory
        tally.rounds.append(result.rounds)
        tally.left += result.bad_guys_left
        for h in result.seriously_injured:
            tally.injuries[h] += 1
    return tally


def run(setup: Setup, runs: int, seed: int = 1, workers: int = 1,
        progress: Callable[[int], None] | None = None) -> dict:
    """Play `runs` fights and return the report as plain data."""
    chunks = [(setup, seed, s, min(s + CHUNK, runs)) for s in range(0, runs, CHUNK)]
    total = Tally(injuries={h: 0 for h in setup.heroes})
    if workers <= 1:
        for c in chunks:
            total.add(play_chunk(c))
            if progress:
                progress(c[3] - c[2])
    else:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            for part in pool.imap(play_chunk, chunks):  # in order: the sum is the same
                total.add(part)
                if progress:
                    progress(part.runs)
    return report(setup, total, _cards(), seed, workers)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def combat_value(setup: Setup, cards) -> float:
    """The rulebook's combat value of the rehearsed fight (Easy 3, Medium 6, Hard 10)."""
    n = len(setup.heroes)
    guys = setup.bad_guys or (("orc-warrior", n),)
    return villains.combat_value(cards, guys, n, _sheet(setup, cards))


def _sheet(setup: Setup, cards) -> dict[str, dict]:
    """QM-sheet entries for the rehearsal: every minion a veteran when asked."""
    if not setup.veterans:
        return {}
    guys = setup.bad_guys or (("orc-warrior", len(setup.heroes)),)
    return {g: {"veteran": True} for g, _ in guys if cards.bad_guys[g].rank == "minion"}


def report(setup: Setup, t: Tally, cards, seed: int, workers: int) -> dict:
    low, high = wilson(t.wins, t.runs)
    value = combat_value(setup, cards)
    return {
        "map": setup.map.id, "heroes": list(setup.heroes), "policy": setup.policy,
        "bad_guys": [list(p) for p in setup.bad_guys] or [["orc-warrior", len(setup.heroes)]],
        "runs": t.runs, "seed": seed, "workers": workers,
        "victory": t.wins / t.runs if t.runs else 0.0, "victory_95": [low, high],
        "rounds_mean": statistics.fmean(t.rounds) if t.rounds else 0.0,
        "rounds_sd": statistics.pstdev(t.rounds) if t.rounds else 0.0,
        "serious_injury": {h: n / t.runs for h, n in t.injuries.items()} if t.runs else {},
        "bad_guys_left_mean": t.left / t.runs if t.runs else 0.0,
        "combat_value": round(value, 2), "difficulty": villains.combat_level(value),
        "hordes": setup.hordes, "veterans": setup.veterans,
    }
