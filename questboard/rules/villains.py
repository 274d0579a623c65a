"""Bad guys by the number of heroes (R7): Vitality, Dark Gifts and extra refreshes."""

from __future__ import annotations

import re
from dataclasses import dataclass

from questboard.rules.cards import BadGuyCard


@dataclass(frozen=True)
class VillainProfile:
    vitality: int
    gifts: tuple[str, ...]
    extra_refreshes: int


def profile(card: BadGuyCard, heroes: int, toughness: int = 0) -> VillainProfile:
    """What this bad guy brings to a fight against `heroes` heroes (1–4)."""
    if not 1 <= heroes <= 4:
        raise ValueError("1 to 4 heroes")
    gifts = tuple(g for g, least in card.gifts.items() if heroes >= least)
    return VillainProfile(card.vitality[heroes], gifts, card.extra_refreshes.get(heroes, 0))


def sheet_profile(card: BadGuyCard, heroes: int, entry=None) -> VillainProfile:
    """`profile` as an adventure's QM-sheet entry changes it: its `gifts` replace the card's
    (each from the least number of heroes it names), its `vitality` and `extra_refreshes`
    replace the card's for the numbers of heroes they name."""
    prof = profile(card, heroes)
    if entry is None:
        return prof
    vitality, gifts, extra = prof.vitality, prof.gifts, prof.extra_refreshes
    if sheet_entry(entry, "vitality"):
        vitality = sheet_entry(entry, "vitality").get(heroes, vitality)
    if sheet_entry(entry, "gifts") is not None:
        gifts = tuple(g for g, least in sheet_entry(entry, "gifts").items() if heroes >= least)
    if sheet_entry(entry, "extra_refreshes"):
        extra = sheet_entry(entry, "extra_refreshes").get(heroes, extra)
    return VillainProfile(vitality, gifts, extra)


def attribute(card: BadGuyCard, name: str, toughness: int = 0) -> int:
    """R3: the toughness bonus adds to every bad guy attribute in checks."""
    return card.attribute(name) + toughness


COUNT = re.compile(r"^\s*(?:(\d+)\s*\*\s*)?heroes\s*(?:([*+-])\s*(\d+))?\s*$")
"""How many bad guys, written for any number of heroes: `heroes`, `heroes*2`, `heroes+1` …"""


def bad_guy_count(spec: int | str, heroes: int) -> int:
    """A count from a combat table: 3, `heroes`, `heroes*2`, `2*heroes`, `heroes+1`."""
    if isinstance(spec, int):
        return max(spec, 0)
    match = COUNT.match(str(spec))
    if match is None:
        raise ValueError(f"not a count: {spec!r}; write a number, heroes, heroes*2 or heroes+1")
    factor, op, num = match.groups()
    n = heroes * int(factor or 1)
    if op == "*":
        n *= int(num)
    elif op == "+":
        n += int(num)
    elif op == "-":
        n -= int(num)
    return max(n, 0)


def sheet_entry(entry, name: str):
    """One value of an adventure's QM-sheet entry for a bad guy (a mapping or an object with
    `vitality`, `gifts`, `extra_refreshes`, `veteran`); None when it does not say."""
    return entry.get(name) if isinstance(entry, dict) else getattr(entry, name, None)


# The rulebook's combat level table (Creating Your Own Adventures).
COMBAT_LEVELS = {"Easy": 3, "Medium": 6, "Hard": 10}


def combat_value(cards, guys, heroes: int, sheet=None) -> float:
    """The rulebook's combat value of a fight against `heroes` heroes.

    `guys` are (bad guy card id, count) pairs; `sheet` maps a card id to the adventure's QM
    sheet entry for it (read for `vitality`, `gifts` and `veteran`, each optional). Minions
    are worth 1 per (number of heroes) of them, and each kind of veteran minion 1 more
    (README R32); an arch villain is worth his Vitality per hero, and 1 more when he has a
    gift against this many heroes.
    """
    sheet = sheet or {}
    value, minions, veterans = 0.0, 0, set()
    for card_id, count in guys:
        card: BadGuyCard = cards.bad_guys[card_id]
        entry = sheet.get(card_id)

        def read(name: str, entry=entry):
            return sheet_entry(entry, name)

        if card.rank == "minion":
            minions += count
            if count and read("veteran"):
                veterans.add(card_id)
            continue
        vitality = read("vitality") or card.vitality
        gifts = read("gifts") if read("gifts") is not None else card.gifts
        value += count * vitality.get(heroes, max(vitality.values())) / heroes
        if count and any(least <= heroes for least in gifts.values()):
            value += count
    return value + minions / heroes + len(veterans)


def combat_level(value: float) -> str:
    """The nearest level of the rulebook's table (Easy 3, Medium 6, Hard 10)."""
    return min(COMBAT_LEVELS, key=lambda k: abs(COMBAT_LEVELS[k] - value))
