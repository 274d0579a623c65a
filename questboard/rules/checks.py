"""Tests and Conflicts (R1–R3): pure functions of dice and totals."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

CheckKind = Literal["test", "conflict"]
Difficulty = Literal["easy", "medium", "hard"]

DIFFICULTY: dict[CheckKind, dict[Difficulty, int]] = {
    "test": {"easy": 6, "medium": 9, "hard": 11},
    "conflict": {"easy": 1, "medium": 5, "hard": 8},
}


def difficulty_value(kind: CheckKind, level: Difficulty | int) -> int:
    """Easy/Medium/Hard as a Test target or a Conflict value; a number stays itself."""
    return level if isinstance(level, int) else DIFFICULTY[kind][level]


def test_succeeds(die: int, total: int, target: int) -> bool:
    """R1: 0 fails, 9 succeeds, otherwise die + attribute + bonuses ≥ target."""
    if die == 0:
        return False
    if die == 9:
        return True
    return total >= target


test_succeeds.__test__ = False  # a rule, not a pytest test


def conflict_won(hero_die: int, hero_total: int, foe_die: int, foe_total: int) -> bool:
    """R2: does the hero's side win? Auto-wins on a 9 or the other side's 0; ties to the hero."""
    hero_auto = hero_die == 9 or foe_die == 0
    foe_auto = foe_die == 9 or hero_die == 0
    if hero_auto != foe_auto:
        return hero_auto
    if hero_auto and foe_auto:
        return True
    return hero_total >= foe_total


def conflict_attacker_wins(att_die: int, att_total: int, att_is_hero: bool,
                           def_die: int, def_total: int) -> bool:
    """A Conflict between two characters (combat): ties and double auto-wins go to the hero's
    side; between two bad guys (never happens in play) the attacker wins ties."""
    if att_is_hero:
        return conflict_won(att_die, att_total, def_die, def_total)
    return not conflict_won(def_die, def_total, att_die, att_total)


@dataclass(frozen=True)
class CheckSpec:
    """A Test or Conflict on an attribute: for a Test the target, for a Conflict the value the
    QM rolls for (or an antagonist's attribute). Toughness is added by the engine (R3)."""

    kind: CheckKind
    attribute: str
    value: int
    all_heroes: bool = False
