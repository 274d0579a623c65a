"""Rehearsal: play one fight many times headless and report the odds.

Run i plays the seed `run_seed(seed, i)` (`seed + i * 1_000_003`: run 0 plays the seed
itself), whatever process plays it, so the report is the same for the same seed at any
worker count. Workers get consecutive chunks of runs. The report names the seeds of the
stalemates and of a few defeats: `rehearse … --seed S` plays run S first, and `--gui --seed S`
lays it out on the battlefield."""

from __future__ import annotations

import math
import multiprocessing
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from questboard.combat.resolve import resolve_combat
from questboard.combat.spec import CombatSpec
from questboard.combat.workers import watch_parent
from questboard.content import load_cards
from questboard.rules import villains
from questboard.rules.state import AdvancedRules, new_game

CHUNK = 50
STRIDE = 1_000_003  # between the seeds of two runs: seeds below it never share a run
STALEMATE_SEEDS = 20  # the first stalemates' seeds, in run order, kept for the report
DEFEAT_SEEDS = 5  # and the first defeats'
SHEET_KEYS = ("vitality", "gifts", "extra_refreshes", "veteran")  # what a QM-sheet entry may say


@dataclass(frozen=True)
class Rehearsal:
    """What to rehearse: a validated map, hero ids, bad guy card -> count (empty: default).

    `spec`, when given, is the whole fight as an adventure sets it up (its zones, goals, who
    starts, QM-sheet overrides), for this many heroes; `bad_guys` then only tells the
    report how many of each there are. `toughness` is the adventure's base toughness
    (`questboard.play.rehearsal.setup` fills these in from an adventure)."""

    map: object
    heroes: tuple[str, ...]
    bad_guys: tuple[tuple[str, int], ...] = ()
    policy: str = "greedy"
    hordes: int = 0  # Charge of the Hordes: 0, 1 or 2
    veterans: bool = False  # every minion a veteran of the QM sheet (README R32)
    spec: CombatSpec | None = None
    toughness: int = 0
    adventure: str | None = None  # the adventure's id and the fight's paragraph, for the report
    paragraph: int | None = None


def run_seed(seed: int, run: int) -> int:
    """The seed of run `run` of a rehearsal of `seed` (run 0: the seed itself)."""
    return seed + run * STRIDE


@dataclass
class Tally:
    runs: int = 0
    wins: int = 0
    stalemates: int = 0  # undecided at the round cap (R31: defeats in the story)
    rounds: list[int] = field(default_factory=list)
    injuries: dict[str, int] = field(default_factory=dict)
    left: int = 0
    stalemate_seeds: list[int] = field(default_factory=list)  # the first ones, in run order
    defeat_seeds: list[int] = field(default_factory=list)

    def count(self, result, seed: int | None = None) -> None:
        """One fight's result (a `FightResult`) counted in; `seed`: its run's seed."""
        if seed is not None:
            kept = self.stalemate_seeds if result.stalemate else \
                self.defeat_seeds if not result.victory else None
            if kept is not None:
                kept.append(seed)
                self._cut()
        self.runs += 1
        self.wins += result.victory
        self.stalemates += result.stalemate
        self.rounds.append(result.rounds)
        self.left += result.bad_guys_left
        for h in result.seriously_injured:
            self.injuries[h] = self.injuries.get(h, 0) + 1

    def add(self, other: Tally) -> None:
        self.runs += other.runs
        self.wins += other.wins
        self.stalemates += other.stalemates
        self.rounds += other.rounds
        self.left += other.left
        for h, n in other.injuries.items():
            self.injuries[h] = self.injuries.get(h, 0) + n
        self.stalemate_seeds += other.stalemate_seeds
        self.defeat_seeds += other.defeat_seeds
        self._cut()

    def _cut(self) -> None:
        del self.stalemate_seeds[STALEMATE_SEEDS:], self.defeat_seeds[DEFEAT_SEEDS:]


def spec_for(setup: Rehearsal, cards) -> CombatSpec:
    """The adventure's own fight, or: minions spread over the minion zones, arch villains
    into their zone."""
    if setup.spec is not None:
        return replace(setup.spec, overrides=_sheet(setup, cards))
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
        _CARDS = load_cards()
    return _CARDS


def play_chunk(args: tuple[Rehearsal, int, int, int]) -> Tally:
    """Runs [start, stop) of a rehearsal."""
    setup, seed, start, stop = args
    cards = _cards()
    spec = spec_for(setup, cards)
    tally = Tally(injuries={h: 0 for h in setup.heroes})
    for i in range(start, stop):
        state = new_game(cards, list(setup.heroes), run_seed(seed, i), draw_opening=True,
                         options=AdvancedRules(charge_of_the_hordes=setup.hordes),
                         base_toughness=setup.toughness)
        result, _ = resolve_combat(state, spec, policy=setup.policy)
        tally.count(result, run_seed(seed, i))
    return tally


def run(setup: Rehearsal, runs: int, seed: int = 1, workers: int = 1,
        progress: Callable[[int], None] | None = None) -> dict:
    """Play `runs` fights and return the report as plain data."""
    return run_many([(setup, runs)], seed, workers, progress)[0]


def _start_worker() -> None:
    """A worker's start: it ends with its parent (`combat.workers`) and reads the cards now,
    while the parent still checks files, not when its first fights are handed out."""
    watch_parent()
    _cards()


def open_pool(workers: int):
    """A pool of `workers` rehearsal processes, starting now (for `run_many`'s `pool`): a
    caller with other work first (validate checks every file) lets them start meanwhile."""
    return multiprocessing.get_context("spawn").Pool(workers, initializer=_start_worker)


def _weight(chunk: tuple[Rehearsal, int, int, int]) -> int:
    """What a chunk of runs costs, roughly: its runs times the fighters of each."""
    setup, _, start, stop = chunk
    guys = sum(n for _, n in setup.bad_guys) or len(setup.heroes)
    return (stop - start) * (len(setup.heroes) + guys)


def run_many(jobs: list[tuple[Rehearsal, int]], seed: int = 1, workers: int = 1,
             progress: Callable[[int], None] | None = None, pool=None) -> list[dict]:
    """Rehearse several setups (each with its number of runs) in one go, one pool of
    workers for all of them (`pool`: one `open_pool` started; it is closed here); a report
    per setup, in order. Each setup's report is the one `run` gives it alone."""
    chunks = [(k, (setup, seed, s, min(s + CHUNK, runs)))
              for k, (setup, runs) in enumerate(jobs) for s in range(0, runs, CHUNK)]
    totals = [Tally(injuries={h: 0 for h in setup.heroes}) for setup, _ in jobs]
    if workers <= 1 and pool is None:
        parts = []
        for _, c in chunks:
            parts.append(play_chunk(c))
            if progress:
                progress(parts[-1].runs)
    else:
        # Each worker ends with this process, however it ends (combat.workers). The dearest
        # chunks are handed out first, so no worker is left with a long one at the end; the
        # parts are added up in run order all the same (the sums and seeds are the same).
        pool = pool or open_pool(workers)
        order = sorted(range(len(chunks)), key=lambda i: -_weight(chunks[i][1]))
        parts = [None] * len(chunks)
        try:
            done = pool.imap_unordered(_play_numbered, [(i, chunks[i][1]) for i in order])
            for i, part in done:
                parts[i] = part
                if progress:
                    progress(part.runs)
        finally:
            pool.terminate()
    for (k, _), part in zip(chunks, parts, strict=True):
        totals[k].add(part)
    return [report(setup, t, _cards(), seed, workers) for (setup, _), t in zip(jobs, totals, strict=True)]


def _play_numbered(numbered: tuple[int, tuple[Rehearsal, int, int, int]]) -> tuple[int, Tally]:
    i, chunk = numbered
    return i, play_chunk(chunk)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def combat_value(setup: Rehearsal, cards) -> float:
    """The rulebook's combat value of the rehearsed fight (Easy 3, Medium 6, Hard 10)."""
    n = len(setup.heroes)
    guys = setup.bad_guys or (("orc-warrior", n),)
    return villains.combat_value(cards, guys, n, _sheet(setup, cards))


def _sheet(setup: Rehearsal, cards) -> dict:
    """QM-sheet entries for the rehearsal: the adventure's, and every minion a veteran when
    asked (on top of what the adventure's sheet says of it)."""
    sheet = dict(setup.spec.overrides) if setup.spec is not None else {}
    if not setup.veterans:
        return sheet
    guys = setup.bad_guys or (("orc-warrior", len(setup.heroes)),)
    for g, _ in guys:
        if cards.bad_guys[g].rank == "minion":
            entry = sheet.get(g)
            said = {k: villains.sheet_entry(entry, k) for k in SHEET_KEYS} if entry is not None else {}
            sheet[g] = {k: v for k, v in said.items() if v is not None} | {"veteran": True}
    return sheet


def report(setup: Rehearsal, t: Tally, cards, seed: int, workers: int) -> dict:
    """The odds as plain data. `victory`, `defeat` and `stalemate` are shares of the fights
    that add up to 1: a stalemate (undecided at the round cap) is a defeat in the story
    (R31), told apart here because it says the sides got stuck rather than lost.
    `stalemate_seeds` and `defeat_seeds` are the seeds of the first of those runs."""
    low, high = wilson(t.wins, t.runs)
    value = combat_value(setup, cards)
    spec = spec_for(setup, cards).with_names(cards)
    share = (lambda k: k / t.runs) if t.runs else (lambda k: 0.0)
    return {
        "adventure": setup.adventure, "paragraph": setup.paragraph,
        "map": setup.map.id, "heroes": list(setup.heroes), "policy": setup.policy,
        "bad_guys": [list(p) for p in setup.bad_guys] or [["orc-warrior", len(setup.heroes)]],
        "first": spec.first, "victory_goal": spec.victory.describe(),
        "defeat_goal": spec.defeat.describe(), "toughness": setup.toughness,
        "runs": t.runs, "seed": seed, "workers": workers,
        "victory": share(t.wins), "victory_95": [low, high],
        "defeat": share(t.runs - t.wins - t.stalemates), "stalemate": share(t.stalemates),
        "rounds_mean": statistics.fmean(t.rounds) if t.rounds else 0.0,
        "rounds_sd": statistics.pstdev(t.rounds) if t.rounds else 0.0,
        "serious_injury": {h: n / t.runs for h, n in t.injuries.items()} if t.runs else {},
        "bad_guys_left_mean": t.left / t.runs if t.runs else 0.0,
        "combat_value": round(value, 2), "difficulty": villains.combat_level(value),
        "hordes": setup.hordes, "veterans": setup.veterans,
        "stalemate_seeds": list(t.stalemate_seeds), "defeat_seeds": list(t.defeat_seeds),
    }
