"""Characters in a fight: heroes (their sheet lives in the rules GameState) and bad guys
(minions and arch villains, whose Vitality and dark gifts live here)."""

from __future__ import annotations

from dataclasses import dataclass, field

from questboard.rules.cards import BadGuyCard, EquipmentCard, HeroCard
from questboard.rules.effects import Bonus, DamageOnZero
from questboard.rules.hero import HeroState

HERO, BAD_GUY = "hero", "bad_guy"
COMBAT_ROLLS = ("melee", "ranged", "armor")


@dataclass
class Fighter:
    """One character on (or taken off) the battlefield."""

    id: str
    side: str
    card: HeroCard | BadGuyCard
    hero: HeroState | None = None
    vitality: int = 1  # bad guys only; heroes use hero.vitality
    max_vitality: int = 1
    gifts: dict[str, bool] = field(default_factory=dict)  # bad guys' dark gifts -> exhausted
    extra_refreshes: int = 0
    refresh_offer: bool = False  # an arch villain rolled a 9 (R4)
    deftness_mod: int = 0  # Charge of the Hordes lowers minions' Deftness
    off_field: bool = False  # vanquished, or a hero out of the fight
    number: int = 0  # "Orc Warrior 3"
    is_hero: bool = field(init=False, repr=False)  # side == HERO: asked very often, worked out once
    name: str = field(init=False, repr=False)  # "Orc Warrior 3": in every reason the sides give

    def __post_init__(self) -> None:
        self.is_hero = self.side == HERO
        self.name = self.card.name if self.is_hero or not self.number else f"{self.card.name} {self.number}"

    @property
    def is_arch_villain(self) -> bool:
        return not self.is_hero and self.card.rank == "arch_villain"

    @property
    def in_play(self) -> bool:
        return not self.off_field

    @property
    def radius(self) -> float:
        return self.card.base_diameter / 2

    def gift_table(self) -> dict[str, bool]:
        """Gift id -> exhausted, for heroes and villains alike."""
        return self.hero.gifts if self.hero is not None else self.gifts

    def current_vitality(self) -> int:
        return self.hero.vitality if self.hero is not None else self.vitality

    # --- combat values --------------------------------------------------------------------

    def deftness(self, toughness: int) -> int:
        """Deftness for combat rolls; bad guys add the toughness bonus (R3)."""
        if self.hero is not None:
            return self.hero.attributes["deftness"]
        return self.card.deftness + toughness + self.deftness_mod


def items_of(fighter: Fighter, cards) -> list[EquipmentCard]:
    h = fighter.hero
    if h is None:
        return []
    out, equipment, quest = [], cards.equipment, cards.quest_items
    for i in h.equipment + h.quest_items:  # `cards.any_item` of each, written out: asked of every shot
        out.append(equipment.get(i) or quest[i])
    return out


def applies(effect, fighter: Fighter) -> bool:
    return effect.only_if_user_is is None or effect.only_if_user_is in fighter.card.kinds


def passive_bonus(fighter: Fighter, cards, roll: str) -> tuple[int, list[str]]:
    """Bonuses from carried items that are not weapons (always on; at most one weapon per roll)."""
    total, used = 0, []
    for item in items_of(fighter, cards):
        if item.weapon or item.discard_after_use:
            continue
        amount = sum([e.amount for e in item.effects
                     if isinstance(e, Bonus) and e.to == roll and applies(e, fighter)])
        if amount:
            total += amount
            used.append(item.name)
    return total, used


def weapon_bonus(fighter: Fighter, weapon: EquipmentCard, roll: str) -> int:
    return sum([e.amount for e in weapon.effects
               if isinstance(e, Bonus) and e.to == roll and applies(e, fighter)])


def weapon_zero_damage(fighter: Fighter, weapon: EquipmentCard | None) -> int | None:
    if weapon is None:
        return None
    return next((e.damage for e in weapon.effects
                 if isinstance(e, DamageOnZero) and applies(e, fighter)), None)


def weapons_for(fighter: Fighter, cards, roll: str) -> list[EquipmentCard]:
    """Weapons usable for a melee or ranged roll (a ranged weapon needs a range bar, R15)."""
    found = []
    for item in items_of(fighter, cards):
        if not item.weapon:
            continue
        if roll == "melee" and (item.melee_damage or weapon_bonus(fighter, item, "melee")):
            found.append(item)
        elif roll == "ranged" and item.range_bar:
            found.append(item)
    return found


def best_weapon(fighter: Fighter, cards, roll: str) -> EquipmentCard | None:
    """The weapon an automatic player picks: most bonus, then most damage."""
    options = weapons_for(fighter, cards, roll)
    key = "melee_damage" if roll == "melee" else "ranged_damage"
    return max(options, key=lambda w: (weapon_bonus(fighter, w, roll), getattr(w, key) or 0,
                                       w.range_bar or 0), default=None)


def movement_bar(fighter: Fighter, cards) -> float:
    """The card's green bar, or a carried item's if longer (Boots of Striding)."""
    bar, h = fighter.card.movement_bar, fighter.hero
    if h is None:
        return bar  # bad guys carry nothing
    for i in h.equipment + h.quest_items:  # `items_of`, written out: asked of every move planned
        item = cards.equipment.get(i) or cards.quest_items[i]
        if item.movement_bar and item.movement_bar > bar:
            bar = item.movement_bar
    return bar


def range_bar(fighter: Fighter, weapon: EquipmentCard | None) -> float | None:
    """R15: a weapon's bar replaces the card's; no bar at all means no ranged attack."""
    if weapon is not None and weapon.range_bar:
        return weapon.range_bar
    return fighter.card.range_bar


def damage(fighter: Fighter, weapon: EquipmentCard | None, roll: str) -> int:
    """A weapon's damage replaces the card's for that roll."""
    key = "melee_damage" if roll == "melee" else "ranged_damage"
    if weapon is not None and getattr(weapon, key):
        return getattr(weapon, key)
    return getattr(fighter.card, key) or 1
