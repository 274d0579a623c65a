"""A hero in play: attributes on their bars, Vitality, gold, cards. Changed only by the engine."""

from __future__ import annotations

from dataclasses import dataclass, field

from questboard.rules.cards import ATTRIBUTES, Attribute, HeroCard


@dataclass
class HeroState:
    card: HeroCard
    attributes: dict[str, int]
    vitality: int
    gold: int = 0
    equipment: list[str] = field(default_factory=list)
    quest_items: list[str] = field(default_factory=list)
    gifts: dict[str, bool] = field(default_factory=dict)
    """Gift id -> exhausted? The innate gift is here too."""
    improvements: int = 0
    out_of_fight: bool = False

    @classmethod
    def starting(cls, card: HeroCard, gold: int = 2) -> HeroState:
        """R13: the five red start values, the innate gift and 2 gold."""
        attrs = {a: card.bar(a).start for a in ATTRIBUTES}
        return cls(card=card, attributes=attrs, vitality=attrs["strength"] + 1, gold=gold,
                   gifts={card.innate_gift: False})

    @property
    def id(self) -> str:
        return self.card.id

    @property
    def name(self) -> str:
        return self.card.name

    def attribute(self, name: Attribute | str) -> int:
        return self.attributes[name]

    @property
    def max_vitality(self) -> int:
        """R6: Vitality never exceeds Strength + 1."""
        return self.attributes["strength"] + 1

    @property
    def equipment_limit(self) -> int:
        return self.card.equipment_limit[self.attributes["strength"]]

    @property
    def gift_limit(self) -> int:
        return self.card.gift_limit[self.attributes["talent"]]

    @property
    def discount(self) -> int:
        return self.card.discount[self.attributes["charisma"]]

    @property
    def innate_gift(self) -> str:
        return self.card.innate_gift

    def gift_count(self) -> int:
        """Gifts that count against the Talent limit (the innate gift does not)."""
        return sum([1 for g in self.gifts if g != self.card.innate_gift])

    def over_equipment_limit(self) -> int:
        return max(0, len(self.equipment) - self.equipment_limit)

    def over_gift_limit(self) -> int:
        return max(0, self.gift_count() - self.gift_limit)

    def items(self) -> list[str]:
        return self.equipment + self.quest_items

    def exhausted_gifts(self) -> list[str]:
        return [g for g, ex in self.gifts.items() if ex]

    def snapshot(self) -> dict:
        return {"id": self.id, "attributes": dict(self.attributes), "vitality": self.vitality,
                "gold": self.gold, "equipment": list(self.equipment),
                "quest_items": list(self.quest_items), "gifts": dict(self.gifts),
                "improvements": self.improvements, "out_of_fight": self.out_of_fight}
