"""What the table may send now, read from `game.waiting`: the window builds its actions from
the action types the game offers (it imports neither the story's nor the rules' modules),
so a button exists only for what the game would take at this moment."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Offer:
    """The action types one game accepts now, by class name."""

    types: dict[str, type]

    @classmethod
    def of(cls, game) -> Offer:
        found: dict[str, type] = {}
        for asked in game.waiting:
            for t in asked.actions:
                found.setdefault(t.__name__, t)
        return cls(found)

    def __contains__(self, name: str) -> bool:
        return name in self.types

    def make(self, name: str, *args, **kwargs):
        """The action `name(*args, **kwargs)`, or None when the game does not take it now."""
        t = self.types.get(name)
        return None if t is None else t(*args, **kwargs)


def kind(prompt) -> str:
    """A prompt's kind by class name ('ChooseOption', 'Shop', …); '' for none."""
    return type(prompt).__name__ if prompt is not None else ""


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
