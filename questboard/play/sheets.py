"""The heroes' sheets as a view holds them: the attributes with their names (defined here,
once, from the rules' list), Vitality, gold, the cards carried and the gifts ready or
exhausted, the carrying limits (R8), the leader's horn (R10)."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.play.viewdata import CardRef, ViewData
from questboard.rules.cards import ATTRIBUTES

ATTRIBUTE_NAMES: dict[str, str] = {a: a.capitalize() for a in ATTRIBUTES}  # "strength" -> "Strength"


@dataclass(frozen=True)
class AttributeView(ViewData):
    id: str  # charisma, talent, deftness, strength (the rules' order)
    name: str  # as printed: "Strength"
    value: int
    start: int  # the bar's start: a serious injury never lowers it below (R6)
    max: int  # the bar's end: improvements stop there (R14)


@dataclass(frozen=True)
class SheetGift(ViewData):
    id: str
    name: str
    text: str
    exhausted: bool
    innate: bool  # the hero card's own gift: not counted against the limit


@dataclass(frozen=True)
class SheetView(ViewData):
    """One hero's sheet."""

    id: str
    name: str
    title: str  # "Dwarf Warrior"
    seat: int  # the seat order, from the first hero chosen (R13)
    leader: bool  # holds the horn (R10)
    attributes: tuple[AttributeView, ...]
    vitality: int
    max_vitality: int
    gold: int
    equipment: tuple[CardRef, ...]
    quest_items: tuple[CardRef, ...]
    gifts: tuple[SheetGift, ...]
    equipment_limit: int
    gift_limit: int
    gift_count: int  # the gifts that count against the limit (innate not counted)
    over_equipment: int  # how many too many (R8)
    over_gifts: int

    def attribute(self, attribute: str) -> AttributeView:
        return next(a for a in self.attributes if a.id == attribute)

    def value(self, attribute: str) -> int:
        return self.attribute(attribute).value

    @property
    def items(self) -> tuple[CardRef, ...]:
        """Every item carried: equipment, then Quest Items."""
        return self.equipment + self.quest_items

    @property
    def exhausted_gifts(self) -> tuple[str, ...]:
        return tuple([g.id for g in self.gifts if g.exhausted])


def sheets(game) -> tuple[SheetView, ...]:
    st = game.state
    return tuple([_sheet(game, h, i, i == st.leader) for i, h in enumerate(st.heroes)])


def _sheet(game, h, seat: int, leader: bool) -> SheetView:
    cards = game.cards
    attrs = tuple([AttributeView(a, ATTRIBUTE_NAMES[a], h.attribute(a), h.card.bar(a).start, h.card.bar(a).max)
                  for a in ATTRIBUTES])
    gifts = tuple([SheetGift(g, *_named(cards.gifts.get(g), g), spent, g == h.innate_gift)
                  for g, spent in h.gifts.items()])
    return SheetView(h.id, h.name, h.card.title, seat, leader, attrs, h.vitality, h.max_vitality, h.gold,
                     tuple([card_ref(game, i) for i in h.equipment]),
                     tuple([card_ref(game, i) for i in h.quest_items]), gifts,
                     h.equipment_limit, h.gift_limit, h.gift_count(),
                     h.over_equipment_limit(), h.over_gift_limit())


def card_ref(game, card: str) -> CardRef:
    """Any card by id: its printed name and text (the id itself when unknown)."""
    c = game.cards
    for table in (c.equipment, c.quest_items, c.gifts, c.events, c.locations, c.heroes):
        if card in table:
            return CardRef(card, table[card].name, table[card].text)
    return CardRef(card, card, "")


def _named(card, fallback: str) -> tuple[str, str]:
    return (card.name, card.text) if card is not None else (fallback, "")


__all__ = ["ATTRIBUTE_NAMES", "AttributeView", "SheetGift", "SheetView", "card_ref", "sheets"]
