"""Looking up what a card does by effect kind (never by card id), cached per card."""

from __future__ import annotations

from functools import lru_cache

from questboard.combat.fight import Fight
from questboard.combat.fighters import Fighter
from questboard.rules.effects import Bonus


@lru_cache(maxsize=512)
def kinds(card) -> frozenset[str]:
    """The effect kinds on a card (cards are frozen and hashable)."""
    return frozenset(e.kind for e in card.effects)


def effect(card, kind: str):
    return next((e for e in card.effects if e.kind == kind), None)


def bonus(card, roll: str, fighter: Fighter | None = None) -> int:
    return sum(e.amount for e in card.effects if isinstance(e, Bonus) and e.to == roll
               and (fighter is None or e.only_if_user_is is None
                    or e.only_if_user_is in fighter.card.kinds))


def ready_gifts(fight: Fight, f: Fighter) -> list:
    """Gift cards `f` may use now: not exhausted; heroes not silenced (Prayer to the Dark Gods)."""
    if f.is_hero and fight.silenced:
        return []
    table = f.gift_table()
    return [fight.state.cards.gifts[g] for g, exhausted in table.items() if not exhausted]


def counter_gift(fight: Fight, f: Fighter) -> str | None:
    """A ready gift that strikes back after melee damage (Riposte)."""
    for card in ready_gifts(fight, f):
        if "counter_attack" in kinds(card):
            return card.id
    return None
