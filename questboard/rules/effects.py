"""The effect vocabulary: what a card does, as data the engines execute.

Every card effect is one of these models. Each `kind` is executed by exactly one layer,
listed in `EFFECT_KINDS`; a card that needs something the vocabulary cannot say names a
`hook`, and the hook must exist in `HOOKS`. Nothing on a card is free text that the code
ignores: `text` is for people, `effects` is what happens.

| kind                | meaning                                                        | executed by |
|---------------------|----------------------------------------------------------------|-------------|
| bonus               | +amount to a roll (melee, ranged, armor, an attribute, checks) | rules       |
| heal                | regain Vitality; `spread` lets the total be split among heroes; `whose: user` heals only the user | rules       |
| auto_success        | the user wins the check at hand                                | rules       |
| refresh             | refresh gifts (count, `up_to` it, or all) of the user / a hero / a villain | rules |
| damage_on_zero      | this weapon deals `damage` when the opponent rolls 0           | rules       |
| draw_gift           | draw gifts from the user's own group                           | rules       |
| gold                | gain gold                                                      | rules       |
| turn                | a combat turn of several moves/attacks (Charge, Wind Rider)    | combat      |
| area_attack         | place the card touching the user; everyone under it is hit     | combat      |
| ranged_attack_all   | a ranged attack at every character in range (Cloud of Blades)  | combat      |
| counter_attack      | after taking melee damage, an immediate melee attack (Riposte) | combat      |
| reinforcements      | up to N minions into minion zones at the QM's turn start       | combat      |
| silence_gifts       | heroes may use no gifts until the QM's next turn               | combat      |
| hook                | a named special case in HOOKS                                  | its layer   |
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

Roll = Literal["melee", "ranged", "armor", "charisma", "talent", "deftness", "strength", "check"]
Kind = Literal["dwarf", "elf", "human", "lizardman", "warrior", "ranger", "mage", "shaman",
               "orc", "undead", "knight"]


class _Effect(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    only_if_user_is: Kind | None = None
    """A condition: the effect applies only when the user has this kind (e.g. a Dwarf)."""


class Bonus(_Effect):
    kind: Literal["bonus"] = "bonus"
    to: Roll
    amount: int = Field(ge=-5, le=5)


class Heal(_Effect):
    kind: Literal["heal"] = "heal"
    amount: int = Field(ge=1, le=10)
    spread: bool = False
    """True: the total may be shared among several heroes (Healing)."""
    whose: Literal["user", "any_hero"] = "any_hero"
    """Who may regain it: the user only ("regain 2 Vitality"), or any one hero (a potion)."""
    while_taking_damage: bool = True


class AutoSuccess(_Effect):
    kind: Literal["auto_success"] = "auto_success"


class Refresh(_Effect):
    kind: Literal["refresh"] = "refresh"
    count: int | Literal["all"] = 1
    whose: Literal["user", "any_hero", "arch_villain"] = "user"
    up_to: bool = False
    """True: "up to `count`", fewer may be chosen; False: `count` of them, or every exhausted
    one when fewer are exhausted. The gifts chosen are always one hero's."""


class DamageOnZero(_Effect):
    kind: Literal["damage_on_zero"] = "damage_on_zero"
    damage: int = Field(ge=1, le=5)


class DrawGift(_Effect):
    kind: Literal["draw_gift"] = "draw_gift"
    count: int = Field(default=1, ge=1, le=3)


class Gold(_Effect):
    kind: Literal["gold"] = "gold"
    amount: int = Field(ge=1, le=20)


class Turn(_Effect):
    kind: Literal["turn"] = "turn"
    moves: int = Field(default=1, ge=0, le=5)
    melee: int = Field(default=0, ge=0, le=3)
    ranged: int = Field(default=0, ge=0, le=3)
    melee_bonus: int = 0
    ranged_bonus: int = 0
    any_order: bool = True
    """False: all moves come first, then the attacks (Charge)."""
    move_despite_ranged: bool = False


class AreaAttack(_Effect):
    kind: Literal["area_attack"] = "area_attack"
    damage: int = Field(default=1, ge=1, le=5)


class RangedAttackAll(_Effect):
    kind: Literal["ranged_attack_all"] = "ranged_attack_all"


class CounterAttack(_Effect):
    kind: Literal["counter_attack"] = "counter_attack"


class Reinforcements(_Effect):
    kind: Literal["reinforcements"] = "reinforcements"
    per_hero: int = Field(default=1, ge=1, le=3)


class SilenceGifts(_Effect):
    kind: Literal["silence_gifts"] = "silence_gifts"


class Hook(_Effect):
    kind: Literal["hook"] = "hook"
    name: str


Effect = Annotated[
    Bonus | Heal | AutoSuccess | Refresh | DamageOnZero | DrawGift | Gold | Turn | AreaAttack
    | RangedAttackAll | CounterAttack | Reinforcements | SilenceGifts | Hook,
    Field(discriminator="kind"),
]

# kind -> the layer that executes it (see the table above).
EFFECT_KINDS: dict[str, str] = {
    "bonus": "rules", "heal": "rules", "auto_success": "rules", "refresh": "rules",
    "damage_on_zero": "rules", "draw_gift": "rules", "gold": "rules",
    "turn": "combat", "area_attack": "combat", "ranged_attack_all": "combat",
    "counter_attack": "combat", "reinforcements": "combat", "silence_gifts": "combat",
    "hook": "hook",
}

# Named special cases: hook name -> (layer, what it does). Each must have a handler there.
HOOKS: dict[str, tuple[str, str]] = {
    "redraw_event_if_no_arch_villain": (
        "combat", "with no arch villain in play, discard this event and draw another"),
}
