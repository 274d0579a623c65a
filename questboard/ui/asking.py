"""What the table may send now, read from `game.waiting`: the window builds its actions from
the action classes the game offers (named from `questboard.play`, never by a string), so a
button exists only for what the game would take at this moment."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Offer:
    """The action classes one game accepts now."""

    types: frozenset[type]

    @classmethod
    def of(cls, game) -> Offer:
        return cls(frozenset(t for asked in game.waiting for t in asked.actions))

    def __contains__(self, kind: type) -> bool:
        return kind in self.types

    def make(self, kind: type, **fields):
        """The action `kind(**fields)`, or None when the game does not take it now."""
        return kind(**fields) if kind in self.types else None


def item_name(cards, item_id: str) -> str:
    for table in (cards.equipment, cards.quest_items):
        if item_id in table:
            return table[item_id].name
    return item_id


def gift_name(cards, gift_id: str) -> str:
    return cards.gifts[gift_id].name if gift_id in cards.gifts else gift_id


def card_text(cards, card_id: str) -> str:
    for table in (cards.equipment, cards.quest_items, cards.gifts, cards.locations, cards.heroes):
        if card_id in table:
            return table[card_id].text
    return ""
