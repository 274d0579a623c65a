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
    return list(_kit(fighter, cards).items)


class _Kit:
    """What a hero's items give him, worked out once for one set of items (the automatic
    sides ask his bars, weapons and bonuses at every step and every roll)."""

    __slots__ = ("cards", "derived", "fighter", "hero", "items", "key")

    def __init__(self, fighter: Fighter, cards, key: tuple) -> None:
        self.fighter, self.hero, self.cards, self.key = fighter, fighter.hero, cards, key
        self.items = tuple([cards.any_item(i) for i in fighter.hero.items()])
        self.derived: dict[tuple[str, str], object] = {}


# id(fighter) -> his kit, while he carries the same items (checked by identity and contents).
_KITS: dict[int, _Kit] = {}


def _kit(fighter: Fighter, cards) -> _Kit:
    hero = fighter.hero
    key = (tuple(hero.equipment), tuple(hero.quest_items))
    kit = _KITS.get(id(fighter))
    if kit is None or kit.fighter is not fighter or kit.hero is not hero or kit.cards is not cards \
            or kit.key != key:
        if len(_KITS) >= 1024:
            _KITS.clear()
        kit = _KITS[id(fighter)] = _Kit(fighter, cards, key)
    return kit


def _derived(fighter: Fighter, cards, what: str, roll: str, work):
    """`work(fighter, cards, roll)`, kept in the hero's kit until his items change."""
    derived = _kit(fighter, cards).derived
    found = derived.get((what, roll), derived)
    if found is derived:
        found = derived[(what, roll)] = work(fighter, cards, roll)
    return found


def applies(effect, fighter: Fighter) -> bool:
    return effect.only_if_user_is is None or effect.only_if_user_is in fighter.card.kinds


def passive_bonus(fighter: Fighter, cards, roll: str) -> tuple[int, list[str]]:
    """Bonuses from carried items that are not weapons (always on; at most one weapon per roll)."""
    if fighter.hero is None:
        return 0, []
    total, used = _derived(fighter, cards, "passive", roll, _passive_bonus)
    return total, list(used)


def _passive_bonus(fighter: Fighter, cards, roll: str) -> tuple[int, tuple[str, ...]]:
    total, used = 0, []
    for item in items_of(fighter, cards):
        if item.weapon or item.discard_after_use:
            continue
        amount = sum([e.amount for e in item.effects
                     if isinstance(e, Bonus) and e.to == roll and applies(e, fighter)])
        if amount:
            total += amount
            used.append(item.name)
    return total, tuple(used)


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
    if fighter.hero is None:
        return []
    return list(_derived(fighter, cards, "weapons", roll, _weapons_for))


def _weapons_for(fighter: Fighter, cards, roll: str) -> tuple[EquipmentCard, ...]:
    found = []
    for item in items_of(fighter, cards):
        if not item.weapon:
            continue
        if roll == "melee" and (item.melee_damage or weapon_bonus(fighter, item, "melee")):
            found.append(item)
        elif roll == "ranged" and item.range_bar:
            found.append(item)
    return tuple(found)


def best_weapon(fighter: Fighter, cards, roll: str) -> EquipmentCard | None:
    """The weapon an automatic player picks: most bonus, then most damage."""
    if fighter.hero is None:
        return None
    return _derived(fighter, cards, "best", roll, _best_weapon)


def longest_shot(fighter: Fighter, cards) -> float | None:
    """The longest bar a hero can shoot with, his card's or a weapon's, or None (R15)."""
    return _derived(fighter, cards, "shot", "", _longest_shot)


def _longest_shot(fighter: Fighter, cards, _roll: str) -> float | None:
    bars = [w.range_bar for w in weapons_for(fighter, cards, "ranged")]
    own = range_bar(fighter, None)
    if own:
        bars.append(own)
    return max(bars, default=None)


def _best_weapon(fighter: Fighter, cards, roll: str) -> EquipmentCard | None:
    options = weapons_for(fighter, cards, roll)
    key = "melee_damage" if roll == "melee" else "ranged_damage"
    return max(options, key=lambda w: (weapon_bonus(fighter, w, roll), getattr(w, key) or 0,
                                       w.range_bar or 0), default=None)


def movement_bar(fighter: Fighter, cards) -> float:
    """The card's green bar, or a carried item's if longer (Boots of Striding)."""
    if fighter.hero is None:
        return fighter.card.movement_bar  # bad guys carry nothing
    return _derived(fighter, cards, "movement", "", _movement_bar)


def _movement_bar(fighter: Fighter, cards, _roll: str) -> float:
    bars = [fighter.card.movement_bar]
    bars += [i.movement_bar for i in _kit(fighter, cards).items if i.movement_bar]
    return max(bars)


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
