"""Looking up what a card does by effect kind (never by card id), cached per card."""

from __future__ import annotations

from questboard.combat.fight import Fight
from questboard.combat.fighters import Fighter
from questboard.rules.effects import Bonus

# id(card) -> (the card, its kinds): looked up by identity, for hashing a frozen card hashes
# every field of it, and the automatic sides ask this many times a turn.
_KINDS: dict[int, tuple[object, frozenset[str]]] = {}


def kinds(card) -> frozenset[str]:
    """The effect kinds on a card (cards are frozen: kept per card)."""
    found = _KINDS.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    if len(_KINDS) >= 4096:
        _KINDS.clear()
    ks = _KINDS[id(card)] = (card, frozenset(e.kind for e in card.effects))
    return ks[1]


def effect(card, kind: str):
    return next((e for e in card.effects if e.kind == kind), None)


def bonus(card, roll: str, fighter: Fighter | None = None) -> int:
    found = _BONUSES.get((id(card), roll))
    if found is None or found[0] is not card:
        if len(_BONUSES) >= 4096:
            _BONUSES.clear()
        mine = [e for e in card.effects if isinstance(e, Bonus) and e.to == roll]
        # Whatever the user: the sum, kept per card and roll (cards are frozen); else None.
        found = _BONUSES[(id(card), roll)] = (card, sum(e.amount for e in mine) if all(
            e.only_if_user_is is None for e in mine) else None)
    if found[1] is not None:
        return found[1]
    return sum(e.amount for e in card.effects if isinstance(e, Bonus) and e.to == roll
               and (fighter is None or e.only_if_user_is is None
                    or e.only_if_user_is in fighter.card.kinds))


# (id(card), roll) -> (the card, its bonus to that roll whoever uses it, or None): the
# automatic sides weigh every ready gift and item at every roll.
_BONUSES: dict[tuple[int, str], tuple[object, int | None]] = {}


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
