"""Rolling checks and the modify window (R1–R5): roll, declare items and gifts, resolve."""

from __future__ import annotations

from questboard.rules import actions as A
from questboard.rules.checks import conflict_won, test_succeeds
from questboard.rules.effects import AutoSuccess, Bonus
from questboard.rules.items import return_to_supply, take
from questboard.rules.log import (
    CheckResolved,
    CheckResult,
    LogEvent,
    ModifierUsed,
    RefreshOffered,
    Rolled,
)
from questboard.rules.outcome import Refusal, handles
from questboard.rules.state import GameState, Participant, PendingCheck
from questboard.rules.vitality import need_hero


def own_offset(state: GameState, hero_id: str) -> int:
    """How far this hero's toughness bonus stands from the check's (a new hero's own beside
    veterans, R81; else 0)."""
    return state.toughness_of(hero_id) - state.toughness


def _note_nine(state: GameState, hero_id: str, die: int) -> list[LogEvent]:
    hero = state.hero(hero_id)
    if die == 9 and hero is not None and hero.exhausted_gifts() and hero_id not in state.refresh_offers:
        state.refresh_offers.append(hero_id)
        return [RefreshOffered(hero_id)]
    return []


@handles(A.RollCheck)
def _roll(state: GameState, a: A.RollCheck) -> list[LogEvent]:
    if state.pending_check is not None:
        raise Refusal("Finish the check already rolled first")
    if not a.heroes:
        raise Refusal("Someone must take part in the check")
    if len(set(a.heroes)) != len(a.heroes):
        raise Refusal("Each hero rolls once")
    heroes = [need_hero(state, h) for h in a.heroes]
    out = [h.name for h in heroes if h.out_of_fight]
    if out:
        raise Refusal(f"{', '.join(out)} is out of the fight")
    state.refresh_offers.clear()  # R4 offers are for "right away"
    target = a.spec.value + state.toughness  # R3
    if a.threshold is not None:
        # A group check's sum faces the toughness bonus once per roller (R23). Nobody rolls
        # yet: each hero declares bonuses and then rolls, in the party's order (seed 003).
        threshold = a.threshold + sum([state.toughness_of(h.id) for h in heroes])
        state.pending_check = PendingCheck(a.spec, target, [Participant(h.id) for h in heroes],
                                           threshold)
        return []
    pending = PendingCheck(a.spec, target, [])
    events: list[LogEvent] = []
    for hero in heroes:
        p = Participant(hero.id, die=state.dice.d10())
        total = p.die + hero.attribute(a.spec.attribute)
        events.append(Rolled(hero.id, p.die, f"{a.spec.attribute} {a.spec.kind}", total))
        if a.spec.kind == "conflict":
            p.foe_die = state.dice.d10()
            events.append(Rolled("Quest Master", p.foe_die, f"against {hero.name}",
                                 p.foe_die + target + own_offset(state, hero.id)))
        events += _note_nine(state, hero.id, p.die)
        pending.participants.append(p)
    state.pending_check = pending
    return events


def next_roller(pending: PendingCheck | None) -> Participant | None:
    """In a group check, the hero who rolls next (None when all have rolled)."""
    if pending is None or pending.threshold is None:
        return None
    return next((p for p in pending.participants if p.die is None), None)


@handles(A.RollNext)
def _roll_next(state: GameState, a: A.RollNext) -> list[LogEvent]:
    pending = state.pending_check
    if pending is None or pending.threshold is None:
        raise Refusal("There is no group check waiting for its next roll")
    p = next_roller(pending)
    if p is None:
        raise Refusal("Every hero in the group check has rolled")
    hero = need_hero(state, p.hero)
    p.die = state.dice.d10()
    total = p.die + hero.attribute(pending.spec.attribute) + p.bonus
    return [Rolled(hero.id, p.die, f"group {pending.spec.attribute} check", total)] + _note_nine(state, hero.id, p.die)


def _sources(state: GameState, hero_id: str, source: str):
    hero = need_hero(state, hero_id)
    if source in hero.gifts:
        return hero, state.cards.gifts[source], "gift"
    if source in hero.equipment or source in hero.quest_items:
        return hero, state.cards.any_item(source), "item"
    known = state.cards.gifts.get(source) or state.cards.equipment.get(source) \
        or state.cards.quest_items.get(source)
    raise Refusal(f"{hero.name} has no {known.name if known else repr(source)} to use")


def _help(state: GameState, hero, card, pending: PendingCheck) -> tuple[bool, int]:
    """What this card does for the hero's roll: (wins outright, bonus)."""
    effects = [e for e in card.effects
               if e.only_if_user_is is None or e.only_if_user_is in hero.card.kinds]
    attr = pending.spec.attribute
    auto = pending.threshold is None and any(isinstance(e, AutoSuccess) for e in effects)
    bonus = sum(e.amount for e in effects if isinstance(e, Bonus) and e.to in (attr, "check"))
    return auto, bonus


def group_reached(state: GameState, pending: PendingCheck) -> bool:
    """A group check whose rolls so far already reach its threshold: it has succeeded, and
    nothing declared for the rolls left could change that."""
    if pending.threshold is None:
        return False
    attr = pending.spec.attribute
    done = sum(p.die + need_hero(state, p.hero).attribute(attr) + p.bonus
               for p in pending.participants if p.die is not None)
    return done >= pending.threshold


def bonus_sources(state: GameState, hero_id: str) -> tuple[str, ...]:
    """The items and ready gifts with which this hero could still change the check at hand."""
    pending = state.pending_check
    p = pending.of(hero_id) if pending is not None else None
    hero = state.hero(hero_id)
    if p is None or hero is None or group_reached(state, pending):
        return ()
    found = []
    for source in [g for g, spent in hero.gifts.items() if not spent] + hero.equipment + hero.quest_items:
        card = state.cards.gifts.get(source) or state.cards.any_item(source)
        if card is None or card.id in p.used or card.id in found:
            continue
        if getattr(card, "weapon", False) and p.weapon is not None:
            continue
        if any(_help(state, hero, card, pending)):
            found.append(card.id)
    return tuple(found)


@handles(A.UseOnCheck)
def _use_on_check(state: GameState, a: A.UseOnCheck) -> list[LogEvent]:
    pending = state.pending_check
    if pending is None:
        raise Refusal("There is no check to modify")
    p = pending.of(a.hero)
    if p is None:
        raise Refusal(f"{need_hero(state, a.hero).name} does not take part in this check")
    if pending.threshold is not None:
        name, upcoming = need_hero(state, a.hero).name, next_roller(pending)
        if p.die is not None:
            raise Refusal(f"In a group check bonuses are declared before the roll: "
                          f"{name} has already rolled")
        if upcoming is not p:
            raise Refusal(f"{state.hero(upcoming.hero).name} rolls next; "
                          f"{name} declares bonuses just before rolling")
    hero, card, kind = _sources(state, a.hero, a.source)
    if card.id in p.used:
        raise Refusal(f"{card.name} is already counted in this roll")
    if kind == "gift" and hero.gifts[card.id]:
        raise Refusal(f"{card.name} is exhausted")
    auto, bonus = _help(state, hero, card, pending)
    if auto:
        p.auto = True
        amount = None
    elif bonus:
        amount = bonus
        p.bonus += bonus
    else:
        raise Refusal(f"{card.name} does not help a {pending.spec.attribute} {pending.spec.kind}")
    if kind == "item" and getattr(card, "weapon", False):
        if p.weapon is not None:
            raise Refusal(f"Only one weapon per roll: {state.cards.any_item(p.weapon).name} "
                          f"is already used")
        p.weapon = card.id
    p.used.append(card.id)
    events: list[LogEvent] = [ModifierUsed(hero.id, card.name, amount)]
    if kind == "gift":
        hero.gifts[card.id] = True
    elif getattr(card, "discard_after_use", False):
        take(hero, card.id, card.name)
        return_to_supply(state, card)
    return events


@handles(A.ResolveCheck)
def _resolve(state: GameState, a: A.ResolveCheck) -> list[LogEvent]:
    pending = state.pending_check
    if pending is None:
        raise Refusal("There is no check to resolve")
    waiting = next_roller(pending)
    if waiting is not None:
        raise Refusal(f"{state.hero(waiting.hero).name} has not rolled yet")
    if pending.creative is not None:
        hero = need_hero(state, pending.creative[0])
        gift = state.cards.gifts[pending.creative[1]].name
        raise Refusal(f"The Quest Master must first approve or reject {hero.name}'s use of {gift}")
    results = []
    for p in pending.participants:
        hero = need_hero(state, p.hero)
        total = p.die + hero.attribute(pending.spec.attribute) + p.bonus
        target = pending.target + own_offset(state, hero.id)  # a new hero's own bonus (R81)
        if pending.threshold is not None:
            success = True
            against = pending.target
        elif pending.spec.kind == "test":
            success = p.auto or test_succeeds(p.die, total, target)
            against = target
        else:
            against = p.foe_die + target
            success = p.auto or conflict_won(p.die, total, p.foe_die, against)
        results.append(CheckResult(hero.id, p.die, total, against, p.foe_die, success))
    state.pending_check = None
    group_total = sum(r.total for r in results) if pending.threshold is not None else None
    return [CheckResolved(pending.spec.kind, pending.spec.attribute, tuple(results),
                          group_total, pending.threshold)]
