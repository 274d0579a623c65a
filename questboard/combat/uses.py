"""Previews of using a card in a fight, before it is used: whether the rules allow it now
(the engine's own checks, so in its words), whom a heal may reach, which exhausted gifts a
refresh may bring back, whether it is the turn's action ("!") or a card laid on the field.
Pure reads of a `Fight`; a window offers exactly these choices."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.combat import actions as A
from questboard.combat import gifts, qm_events, reinforce
from questboard.combat.authority import not_theirs
from questboard.combat.effects_index import effect, kinds
from questboard.combat.fight import Fight
from questboard.combat.previews import Named
from questboard.rules.effects import Heal, Refresh
from questboard.rules.items import refuse_wasted_heal
from questboard.rules.outcome import Refusal

# What a card may do outside a roll, by effect kind: without one of these it has no use
# from a sheet (roll bonuses go through the modify window).
_USES = frozenset({"heal", "refresh", "draw_gift", "turn", "area_attack", "ranged_attack_all",
                   "reinforcements", "silence_gifts", "counter_attack"})


@dataclass(frozen=True)
class UsePlan:
    """What `UseItem`/`UseGift(who, card, …)` would meet now. `may_use` with the card's own
    default (a heal on the user, no refresh chosen yet) where it asks nothing; `reach` and
    `refresh` are the choices the rules allow; `why_not` in the engine's words."""

    who: str
    card: str
    kind: str  # "item" or "gift"
    name: str
    may_use: bool
    why_not: str  # "" when allowed
    turn_action: bool  # a "!" gift: only as the owner's action in his turn
    area: bool  # an area card: laid on the field (plan_area), not used from the sheet
    heal: int  # the most Vitality it gives (0: no heal)
    spread: bool  # the heal may be shared among several heroes
    reach: tuple[Named, ...]  # the heroes a heal may reach, the user first
    refresh: tuple[tuple[str, str], ...]  # (hero id, gift id): the exhausted gifts it may refresh
    refresh_count: int = 0  # how many of them it refreshes (one hero's)
    refresh_up_to: bool = False  # "up to": fewer may be chosen; else that many, or all there are

    @property
    def asks(self) -> bool:
        """Whether the table must say whom it heals or which gift it refreshes."""
        return bool((self.heal and (len(self.reach) > 1 or self.spread)) or self.refresh)


def plan_use(fight: Fight, who: str, card: str) -> UsePlan:
    """The preview of `who` using `card` (an item he carries or a gift he has) now."""
    f = fight.fighters.get(who)
    hero = f.hero if f is not None else None
    cards = fight.state.cards
    is_gift = card in cards.gifts and (f is None or card in f.gift_table())
    kind = "gift" if is_gift else "item"
    c = cards.gifts.get(card) if is_gift else (cards.equipment.get(card) or cards.quest_items.get(card))
    name = c.name if c is not None else card
    ks = kinds(c) if c is not None else frozenset()
    heals, refreshes, heal, spread, user_only = _effects(c, hero)
    reach: tuple[Named, ...] = ()
    choices: tuple[tuple[str, str], ...] = ()
    why = ""
    try:
        if f is None:
            raise Refusal(f"There is no '{who}' in this fight")
        action = A.UseGift(who, card) if is_gift else A.UseItem(who, card)
        said = not_theirs(fight, action)
        if said:
            raise Refusal(said)
        if is_gift:
            f, c, ks, _ = gifts.ready_gift(fight, who, card)
            if "counter_attack" in ks:
                said = gifts.counter_refusal(fight, f, c)
                if said:
                    raise Refusal(said)
        else:
            f, c = gifts.ready_item(fight, who, card)
            gifts.item_not_pending(fight)
        if not (ks & _USES) and not (kind == "item" and heals):
            raise Refusal(f"{name} does nothing in a fight outside a roll")
        if heals and hero is not None:
            reach = _reach(fight, f, name, user_only, touching=kind == "item")
            if not refreshes:  # R36: a card that does more is never wasted
                refuse_wasted_heal(fight.state, tuple([(h.id, 1) for h in reach]), f"the {name}")
        if refreshes and hero is not None:
            owners = [hero] if all(e.whose == "user" for e in refreshes) else list(fight.state.heroes)
            choices = tuple([(h.id, g) for h in owners for g in h.exhausted_gifts() if g != card])
            if not choices:
                raise Refusal("No gift is exhausted: there is nothing to refresh")
    except Refusal as r:
        why = r.reason
    count, up_to = 0, False
    for e in refreshes:
        count, up_to = max(count, int(e.count)), up_to or e.up_to
    return UsePlan(who, card, kind, name, not why, why, bool(getattr(c, "turn_only", False)),
                   "area_attack" in ks, heal, spread, reach, choices, count, up_to)


def _effects(c, hero) -> tuple[list[Heal], list[Refresh], int, bool, bool]:
    """The card's heals and refreshes that apply to this user, the most it heals, whether
    the heal may be shared and whether it heals the user only (one pass: planned for every
    card on every revision of a fight)."""
    heals, refreshes, heal, spread, user_only = [], [], 0, False, True
    for e in getattr(c, "effects", ()):
        if e.only_if_user_is is not None and (hero is None or e.only_if_user_is not in hero.card.kinds):
            continue
        if isinstance(e, Heal):
            heals.append(e)
            heal, spread, user_only = max(heal, e.amount), spread or e.spread, user_only and e.whose == "user"
        elif isinstance(e, Refresh) and e.count != "all" and e.whose != "arch_villain":
            refreshes.append(e)
    return heals, refreshes, heal, spread, bool(heals) and user_only


def _reach(fight: Fight, f, name: str, user_only: bool, touching: bool) -> tuple[Named, ...]:
    """The heroes the rules let this heal reach (`gifts.reach`), the user first."""
    if user_only:
        return (Named(f.id, f.name),)
    found = []
    for h in fight.fighters.values():
        if not h.is_hero or h.hero is None:
            continue
        try:
            gifts.reach(fight, f, ((h.id, 1),), name, touching=touching)
        except Refusal:
            continue
        found.append(Named(h.id, h.name))
    found.sort(key=lambda n: n.id != f.id)
    return tuple(found)


@dataclass(frozen=True)
class EventPlan:
    """What `PlayEvent(event, target)` would meet now: `targets` are the arch villains it may
    be played on when it needs one (else empty); `why_not` in the engine's words."""

    event: str
    name: str
    may_play: bool
    why_not: str
    needs_target: bool
    targets: tuple[Named, ...]
    comes: int = 0  # Reinforcements: how many minions may come (0: not such a card)
    minion: str = ""  # the minion card they are, and its base's radius
    radius: float = 0.0
    spot_zone: str | None = None  # the spot asked (`at`): the minion zone it lies in, or None
    spot_why: str = ""  # why a base may not be set down there ('' when it may)


def plan_event(fight: Fight, event: str, at=None, placed=()) -> EventPlan:
    """The preview of the Quest Master playing `event` from his hand now; for Reinforcements
    whether a minion may be set down at `at` after the spots `placed` in the same play."""
    card = fight.state.cards.events.get(event)
    name = card.name if card is not None else event
    ks = kinds(card) if card is not None else frozenset()
    targets: tuple[Named, ...] = ()
    need = qm_events.needs_target(ks)
    why = ""
    try:
        said = not_theirs(fight, A.PlayEvent(event))
        if said:
            raise Refusal(said)
        qm_events.ready_event(fight, event)
        if need:
            targets = tuple([Named(f.id, f.name) for f in fight.in_play() if f.is_arch_villain])
            if not targets and "hook" in ks:  # no arch villain: discarded, another drawn
                need = False
            elif not targets:
                raise Refusal(f"{name} needs an arch villain in play as its target")
    except Refusal as r:
        why = r.reason
    if "reinforcements" not in ks:
        return EventPlan(event, name, not why, why, need, targets)
    minion = fight.state.cards.bad_guys[fight.minion_card]
    comes = effect(card, "reinforcements").per_hero * fight.heroes_count
    zone = reinforce.zone_at(fight, at) if at is not None else None
    taken = [(p, minion.base_diameter / 2) for p in placed]
    spot_why = "" if at is None else (
        f"At most {comes} minions may come" if len(placed) >= comes else
        reinforce.spot_refusal(fight, fight.minion_card, zone, at, taken) if zone is not None else
        "A minion comes into a minion starting zone: " + ", ".join([z.words for z in reinforce.minion_zones(fight)]))
    return EventPlan(event, name, not why, why, need, targets, comes, fight.minion_card,
                     minion.base_diameter / 2, zone, spot_why)
