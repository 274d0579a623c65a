"""What a fight is made of, before it starts: the map, who is there, who goes first, and the
goals. Same shape as the adventure's combat "way on" (zone -> bad guy -> count), so the runner
can pass its request straight through; combat does not import the adventure layer."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from questboard.rules.villains import COUNT, bad_guy_count  # noqa: F401  (re-exported)

DEFAULT_ROUND_CAP = 30



# --- goals: how a fight ends (victory or defeat) ------------------------------------------

@dataclass(frozen=True)
class AllVanquished:
    """Every bad guy on the field is vanquished."""

    def describe(self) -> str:
        return "vanquish every bad guy"


@dataclass(frozen=True)
class AllHeroesOut:
    def describe(self) -> str:
        return "every hero is out of the fight"


@dataclass(frozen=True)
class Vanquish:
    bad_guy: str  # a bad guy card id or name
    name: str = ""  # the card's printed name, for the words (`CombatSpec.with_names`)

    def describe(self) -> str:
        return f"vanquish {self.name or self.bad_guy}"


@dataclass(frozen=True)
class Rounds:
    rounds: int

    def describe(self) -> str:
        return f"hold out for {self.rounds} rounds"


@dataclass(frozen=True)
class Reach:
    zone: str
    who: str = "heroes"

    def describe(self) -> str:
        return f"{'a hero' if self.who == 'heroes' else 'a bad guy'} reaches the zone {self.zone}"


@dataclass(frozen=True)
class Hold:
    zone: str
    rounds: int
    who: str = "heroes"

    def describe(self) -> str:
        side = "the heroes" if self.who == "heroes" else "the bad guys"
        return f"{side} hold the zone {self.zone} for {self.rounds} rounds"


Goal = AllVanquished | AllHeroesOut | Vanquish | Rounds | Reach | Hold


def goal_from(value: Any) -> Goal:
    """A goal from a string, a dict or the adventure's goal models (read by attribute)."""
    if isinstance(value, (AllVanquished, AllHeroesOut, Vanquish, Rounds, Reach, Hold)):
        return value
    if value in (None, "all_vanquished"):
        return AllVanquished()
    if value == "all_heroes_out":
        return AllHeroesOut()
    data = value if isinstance(value, dict) else {
        k: getattr(value, k) for k in ("vanquish", "rounds", "reach", "hold", "who")
        if getattr(value, k, None) is not None}
    who = data.get("who", "heroes")
    if "vanquish" in data:
        return Vanquish(str(data["vanquish"]))
    if "hold" in data:
        return Hold(str(data["hold"]), int(data["rounds"]), who)
    if "reach" in data:
        return Reach(str(data["reach"]), who)
    if "rounds" in data:
        return Rounds(int(data["rounds"]))
    raise ValueError(f"not a combat goal: {value!r}")


@dataclass(frozen=True)
class CombatSpec:
    """A fight to set up. `bad_guys` maps a start zone id to bad guy card id -> count
    (a number or `heroes`, `heroes*2` …). Empty: heroes-count Orc Warriors in the minion zones."""

    map: Any  # a CombatMap (questboard.battlefield.mapfile)
    bad_guys: dict[str, dict[str, int | str]] = field(default_factory=dict)
    first: str = "leader"  # "leader" or "qm"
    victory: Goal = AllVanquished()
    defeat: Goal = AllHeroesOut()
    rules: str | None = None
    round_cap: int = DEFAULT_ROUND_CAP
    overrides: dict[str, Any] = field(default_factory=dict)
    """Bad guy id -> the adventure's QM-sheet override (vitality / gifts / extra_refreshes
    per number of heroes), read by attribute or key."""
    cards: tuple[Any, ...] = ()
    """The adventure cards in play that changed this fight (`name`, `effect` in words, read by
    attribute), told as it starts (R77)."""
    bonuses: tuple[tuple[str, str, int], ...] = ()
    """(side, deftness or a combat roll, amount) added to that side's combat rolls."""

    def with_names(self, cards: Any) -> CombatSpec:
        """The same fight with its goals in the cards' printed names ("vanquish Orc Shaman"
        rather than "vanquish orc-shaman")."""
        def named(goal: Goal) -> Goal:
            if not isinstance(goal, Vanquish) or goal.name:
                return goal
            key = goal.bad_guy.lower()
            card = next((c for c in cards.bad_guys.values()
                         if key in (c.id, c.name.lower())), None)
            return replace(goal, name=card.name) if card is not None else goal
        victory, defeat = named(self.victory), named(self.defeat)
        if victory is self.victory and defeat is self.defeat:
            return self  # nothing to name (frozen: the same fight either way)
        return replace(self, victory=victory, defeat=defeat)

    @classmethod
    def from_request(cls, combat: Any, combat_map: Any, **kw: Any) -> CombatSpec:
        """From the adventure's combat request: either its way on (`bad_guys` zone -> guy ->
        count) or the runner's RequestedCombat (`groups` of zone, bad guy, count; `overrides`)."""
        if hasattr(combat, "groups"):
            zones: dict[str, dict[str, int | str]] = {}
            for g in combat.groups:
                zones.setdefault(g.zone, {})[g.bad_guy] = g.count
            kw.setdefault("overrides", dict(getattr(combat, "overrides", ()) or ()))
        else:
            zones = {z: dict(g) for z, g in combat.bad_guys.items()}
        return cls(map=combat_map, bad_guys=zones, first=combat.first,
                   victory=goal_from(combat.victory), defeat=goal_from(combat.defeat),
                   rules=getattr(combat, "rules", None),
                   cards=tuple(getattr(combat, "cards", ())),
                   bonuses=tuple(getattr(combat, "bonuses", ())), **kw)
