"""The Quest Master's rank and the toughness bonus table (R3, R11)."""

from __future__ import annotations

from dataclasses import dataclass

RANKS = (("Dungeon Master", 0, 1), ("Black Knight", 5, 2), ("Dark Captain", 10, 3))


@dataclass(frozen=True)
class Rank:
    title: str
    events: int


def qm_rank(adventures_run: int) -> Rank:
    """Rank from the number of adventures the QM has run: 0–4, 5–9, 10+."""
    title, events = RANKS[0][0], RANKS[0][2]
    for name, least, n in RANKS:
        if adventures_run >= least:
            title, events = name, n
    return Rank(title, events)


@dataclass(frozen=True)
class Toughness:
    bonus: int
    events: int
    average: int


def toughness(improvements: list[int]) -> Toughness:
    """The table: average improvements per hero (rounded down) → bonus and extra events."""
    if not improvements:
        return Toughness(0, 0, 0)
    average = sum(improvements) // len(improvements)
    band = min(average // 4, 8)  # 0–3, 4–7, … 28–31, 32+
    bonus = min((band) // 2, 4)
    events = min((band + 1) // 2, 4)
    return Toughness(bonus, events, average)


def opening_events(adventures_run: int, improvements: list[int], *,
                   powerful_group: bool = False, heroes: int | None = None,
                   apart: list[int] | None = None) -> int:
    """Events the QM draws at the start: rank + toughness (+1 per hero for Powerful Hero
    Groups, an option only for 3 or 4 heroes). `apart`: the improvements of new heroes who
    have a toughness bonus of their own (R81), whose table's events are drawn too."""
    n = qm_rank(adventures_run).events + toughness(improvements).events
    n += toughness(apart).events if apart else 0
    count = heroes if heroes is not None else len(improvements) + len(apart or [])
    if powerful_group and count >= 3:
        n += count
    return n
