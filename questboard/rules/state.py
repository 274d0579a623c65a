"""The whole rules state of a game: the party, the piles, the dice, the QM's hand.

Mutable, but changed only by `questboard.rules.engine.apply`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from questboard.rules.cards import CardSet
from questboard.rules.checks import CheckSpec
from questboard.rules.dice import Dice
from questboard.rules.hero import HeroState
from questboard.rules.toughness import opening_events, toughness


@dataclass(frozen=True)
class AdvancedRules:
    """Advanced rules chosen at the start (rulebook "Advanced Rules")."""

    lone_heroes: bool = False
    powerful_group: bool = False
    charge_of_the_hordes: int = 0  # 0, 1 or 2 Reinforcements per fight
    uncertain_circumstances: bool = False
    creative_gifts: bool = False
    uncertain_checks: bool = False
    shopping_between: bool = False  # the heroes may buy from the equipment pile before they set out

    def refusal(self, heroes: int) -> str | None:
        """Why these rules cannot be played with this many heroes, or None (R38)."""
        if self.lone_heroes and heroes > 2:
            return (f"Lone Heroes is for 1 or 2 heroes (rulebook: one hero, or two), "
                    f"not {heroes}")
        if self.powerful_group and heroes < 3:
            return (f"Powerful Hero Groups is for 3 or 4 heroes (rulebook: three or four), "
                    f"not {heroes}")
        if self.charge_of_the_hordes not in (0, 1, 2):
            return (f"Charge of the Hordes takes 1 or 2 Reinforcements, "
                    f"not {self.charge_of_the_hordes}")
        return None

    def in_force(self, heroes: int) -> tuple[tuple[str, str], ...]:
        """(name, what it does) of each advanced rule chosen, for telling at the start."""
        rules = []
        n = self.charge_of_the_hordes
        if n:
            rules.append(("Charge of the Hordes", f"the minions fight at Deftness −{n}; the "
                          f"Quest Master holds {n} Reinforcements at the start of each fight"))
        if self.lone_heroes:
            rules.append(("Lone Heroes", "each hero sets out with a Potion of Healing "
                          "(while the equipment pile has one)"))
        if self.powerful_group:
            rules.append(("Powerful Hero Groups", f"the Quest Master draws 1 more event per "
                          f"hero at the start ({heroes} more)"))
        if self.uncertain_circumstances:
            rules.append(("Uncertain Circumstances", "the Quest Master keeps each fight's "
                          "conditions of victory and defeat secret until the fight is decided"))
        if self.uncertain_checks:
            rules.append(("Uncertain Checks", "the heroes choose who attempts a check before "
                          "they learn its attribute and how hard it is (the Quest Master keeps "
                          "them secret until then)"))
        if self.creative_gifts:
            rules.append(("Creative Use of Gifts", "at a check, even after rolling, a hero "
                          "may offer to exhaust a ready Gift to succeed at it; the Quest Master "
                          "approves or rejects (a rejected Gift stays ready), and the card's own "
                          "effect does not happen"))
        if self.shopping_between:
            rules.append(("Shopping Between Adventures", "before the adventure begins the heroes may "
                          "buy from the equipment pile at its prices"))
        return tuple(rules)


@dataclass
class Participant:
    hero: str
    die: int | None = None
    foe_die: int | None = None
    bonus: int = 0
    auto: bool = False
    weapon: str | None = None
    used: list[str] = field(default_factory=list)


@dataclass
class PendingCheck:
    """A check between the roll and its result: the modify window of R5."""

    spec: CheckSpec
    target: int  # target number or conflict value, toughness included
    participants: list[Participant]
    threshold: int | None = None  # group checks: the sum to reach
    creative: tuple[str, str] | None = None  # (hero, gift) waiting for the QM's answer (R65)
    turned_down: list[tuple[str, str]] = field(default_factory=list)  # (hero, gift) rejected

    def of(self, hero: str) -> Participant | None:
        return next((p for p in self.participants if p.hero == hero), None)


@dataclass
class PendingInjury:
    hero: str
    points_left: int
    in_fight: bool


@dataclass
class Supply:
    """Card piles: what the QM still has to hand out, and the heroes' draw piles."""

    equipment: dict[str, int]  # item id -> copies left
    quest_items: list[str]
    gift_piles: dict[str, list[str]]  # group -> face-down pile, top last
    events: list[str]  # face-down, top last
    event_discards: list[str] = field(default_factory=list)
    gift_discards: list[str] = field(default_factory=list)


@dataclass
class GameState:
    cards: CardSet
    heroes: list[HeroState]  # seat order, clockwise
    leader: int  # index of the horn holder
    supply: Supply
    dice: Dice
    qm_hand: list[str] = field(default_factory=list)
    toughness: int = 0
    own_toughness: dict[str, int] = field(default_factory=dict)  # new heroes' own bonus (R81)
    options: AdvancedRules = field(default_factory=AdvancedRules)
    pending_check: PendingCheck | None = None
    pending_injuries: list[PendingInjury] = field(default_factory=list)
    refresh_offers: list[str] = field(default_factory=list)
    in_fight: bool = False

    def hero(self, hero_id: str) -> HeroState | None:
        for h in self.heroes:  # a plain loop: asked very often
            if h.card.id == hero_id:
                return h
        return None

    def toughness_of(self, hero_id: str | None) -> int:
        """The toughness bonus of this hero's checks: a new hero's own beside veterans (R81),
        else the adventure's."""
        return self.own_toughness.get(hero_id, self.toughness) if hero_id is not None else self.toughness

    def draw_gift_for(self, hero: HeroState) -> str | None:
        """Draw the top gift of the hero's own group (None when the pile is empty)."""
        pile = self.supply.gift_piles.get(hero.card.gift_group, [])
        if not pile:
            return None
        gift = pile.pop()
        hero.gifts[gift] = False
        return gift

    def names(self) -> dict[str, str]:
        """Hero and card id -> name, for describing log events."""
        c = self.cards
        names = {k: v.name for table in (c.equipment, c.quest_items, c.gifts, c.events)
                 for k, v in table.items()}
        names.update({h.id: h.name for h in self.heroes})
        return names

    @property
    def leader_hero(self) -> HeroState:
        return self.heroes[self.leader]

    def over_limits(self) -> list[tuple[str, str, int]]:
        """(hero, 'equipment'|'gifts', how many too many) for every hero over a limit (R8)."""
        found = []
        for h in self.heroes:
            if h.over_equipment_limit():
                found.append((h.id, "equipment", h.over_equipment_limit()))
            if h.over_gift_limit():
                found.append((h.id, "gifts", h.over_gift_limit()))
        return found

    def snapshot(self) -> dict[str, Any]:
        """Everything that matters, as plain data (for saves and replay checks)."""
        s = self.supply
        return {
            "heroes": [h.snapshot() for h in self.heroes], "leader": self.leader,
            "supply": {"equipment": dict(s.equipment), "quest_items": list(s.quest_items),
                       "gift_piles": {k: list(v) for k, v in s.gift_piles.items()},
                       "events": list(s.events), "event_discards": list(s.event_discards),
                       "gift_discards": list(s.gift_discards)},
            "dice": self.dice.snapshot(), "qm_hand": list(self.qm_hand),
            "toughness": self.toughness, "in_fight": self.in_fight,
            **({"own_toughness": dict(self.own_toughness)} if self.own_toughness else {}),
            "pending_injuries": [vars(p) for p in self.pending_injuries],
            "refresh_offers": list(self.refresh_offers),
            "pending_check": None if self.pending_check is None else {
                "spec": vars(self.pending_check.spec), "target": self.pending_check.target,
                "participants": [vars(p) for p in self.pending_check.participants],
                **_creative(self.pending_check)},
        }


def _creative(pending: PendingCheck) -> dict[str, Any]:
    """A creative use asked or rejected (R65), in a snapshot only when there is one (older
    saves' snapshots hold none)."""
    if pending.creative is None and not pending.turned_down:
        return {}
    return {"creative": pending.creative, "turned_down": list(pending.turned_down)}


def choose_leader(heroes: list[HeroState], prefer: str | None = None) -> int:
    """R13: the highest Charisma leads; a tie is the party's pick (`prefer`), else seat order."""
    best = max([h.attributes["charisma"] for h in heroes])
    tied = [i for i, h in enumerate(heroes) if h.attributes["charisma"] == best]
    if prefer is not None:
        for i in tied:
            if heroes[i].id == prefer:
                return i
    return tied[0]


def tied_for_leader(state: GameState) -> tuple[str, ...]:
    """The heroes who share the highest Charisma, in seat order (R13: the party picks)."""
    best = max([h.attributes["charisma"] for h in state.heroes])
    return tuple([h.id for h in state.heroes if h.attributes["charisma"] == best])


def new_game(cards: CardSet, hero_ids: list[str], seed: int, *,
             adventures_run: int = 0, improvements: dict[str, int] | None = None,
             equipment: dict[str, int] | None = None, quest_items: list[str] | None = None,
             options: AdvancedRules | None = None, leader: str | None = None,
             base_toughness: int = 0, draw_opening: bool = True,
             apart: tuple[str, ...] = ()) -> GameState:
    """Set out (R13): each hero gets the innate gift, one gift of the own group and 2 gold;
    the QM's supply is the adventure's components (all of the box when not given); the QM
    draws rank + toughness events (R11). `apart`: new heroes beside veterans who have a
    toughness bonus of their own, worked out from their improvements alone (R81)."""
    if not 1 <= len(hero_ids) <= 4:
        raise ValueError("1 to 4 heroes may play")
    if len(set(hero_ids)) != len(hero_ids):
        raise ValueError("each hero can be chosen once")
    options = options or AdvancedRules()
    why = options.refusal(len(hero_ids))
    if why is not None:
        raise ValueError(why)
    dice = Dice(seed)
    heroes = [HeroState.starting(cards.heroes[h]) for h in hero_ids]
    improvements = improvements or {}
    for h in heroes:
        h.improvements = improvements.get(h.id, 0)
    gift_piles = {}
    for group in ("combat", "magic"):
        pile = sorted([g.id for g in cards.gifts.values() if g.group == group])
        dice.shuffle(pile)
        gift_piles[group] = pile
    events = sorted(cards.events)
    dice.shuffle(events)
    stock = equipment if equipment is not None else {k: c.copies for k, c in cards.equipment.items()}
    supply = Supply(equipment=dict(stock),
                    quest_items=list(quest_items if quest_items is not None else cards.quest_items),
                    gift_piles=gift_piles, events=events)
    for h in heroes:
        pile = gift_piles[h.card.gift_group]
        if pile:
            h.gifts[pile.pop()] = False
    state = GameState(cards=cards, heroes=heroes, leader=choose_leader(heroes, leader),
                      supply=supply, dice=dice, options=options)
    rest = [h.improvements for h in heroes if h.id not in apart]
    own = [h.improvements for h in heroes if h.id in apart]
    state.toughness = base_toughness + toughness(rest).bonus
    state.own_toughness = {h.id: base_toughness + toughness(own).bonus for h in heroes if h.id in apart}
    if options.lone_heroes:
        for h in heroes:
            if supply.equipment.get("potion-of-healing", 0) > 0:
                supply.equipment["potion-of-healing"] -= 1
                h.equipment.append("potion-of-healing")
    if draw_opening:
        n = opening_events(adventures_run, rest, powerful_group=options.powerful_group,
                           heroes=len(heroes), apart=own)
        for _ in range(n):
            if supply.events:
                state.qm_hand.append(supply.events.pop())
    return state
