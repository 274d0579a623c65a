"""Damage, healing and serious injury (R6)."""

from __future__ import annotations

from questboard.rules import actions as A
from questboard.rules.cards import ATTRIBUTES
from questboard.rules.hero import HeroState
from questboard.rules.log import Damaged, Healed, InjuryPending, LogEvent, SeriousInjury
from questboard.rules.outcome import Refusal, handles
from questboard.rules.state import GameState, PendingInjury


def need_hero(state: GameState, hero_id: str) -> HeroState:
    hero = state.hero(hero_id)
    if hero is None:
        raise Refusal(f"There is no hero '{hero_id}' in the party")
    return hero


def take_damage(state: GameState, hero: HeroState, points: int) -> list[LogEvent]:
    """Point by point; a point arriving at 1 Vitality makes an injury pending (once)."""
    events: list[LogEvent] = []
    taken = 0
    for i in range(points):
        if hero.vitality > 1:
            hero.vitality -= 1
            taken += 1
            continue
        if taken:
            events.append(Damaged(hero.id, taken, hero.vitality))
        state.pending_injuries.append(PendingInjury(hero.id, points - i, state.in_fight))
        events.append(InjuryPending(hero.id))
        return events
    if taken:
        events.append(Damaged(hero.id, taken, hero.vitality))
    return events


def heal(state: GameState, hero: HeroState, points: int) -> list[LogEvent]:
    """Regain Vitality up to Strength + 1; a pending injury is averted and the rest of the
    damage that caused it is taken again from the healed total."""
    before = hero.vitality
    hero.vitality = min(hero.max_vitality, hero.vitality + points)
    events: list[LogEvent] = [Healed(hero.id, hero.vitality - before, hero.vitality)]
    pending = next((p for p in state.pending_injuries if p.hero == hero.id), None)
    if pending is not None:
        state.pending_injuries.remove(pending)
        events += take_damage(state, hero, pending.points_left)
    return events


def injury_choices(state: GameState, hero: HeroState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What a serious injury lets the player choose (R6, R19): the attributes above their
    start value (one of them drops) and the discard-after-use items carried (one goes).
    An empty side means nothing is chosen there: nothing drops, or nothing is lost (R35)."""
    attributes = tuple(a for a in ATTRIBUTES if hero.attributes[a] > hero.card.bar(a).start)
    items = tuple(dict.fromkeys(i for i in hero.equipment
                                if state.cards.any_item(i).discard_after_use))
    return attributes, items


def default_injury_choice(state: GameState, hero: HeroState) -> tuple[str | None, str | None]:
    """A sensible choice for automatic play: the attribute with most room above its start
    (Charisma first on ties), and the cheapest discard-after-use item."""
    lowerable, items = injury_choices(state, hero)
    attribute = max(lowerable, key=lambda a: hero.attributes[a] - hero.card.bar(a).start,
                    default=None)
    discard = min(items, key=lambda i: state.cards.any_item(i).gold, default=None)
    return attribute, discard


@handles(A.DamageHero)
def _damage(state: GameState, a: A.DamageHero) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    if a.points < 1:
        raise Refusal("Damage must be at least 1 point")
    pending = next((p for p in state.pending_injuries if p.hero == hero.id), None)
    if pending is not None:
        # The injury is coming already; a healer must now cover this damage too (R18).
        pending.points_left += a.points
        return [Damaged(hero.id, 0, hero.vitality)]
    return take_damage(state, hero, a.points)


@handles(A.HealHero)
def _heal(state: GameState, a: A.HealHero) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    if a.points < 1:
        raise Refusal("Healing must be at least 1 point")
    return heal(state, hero, a.points)


@handles(A.ResolveInjury)
def _injury(state: GameState, a: A.ResolveInjury) -> list[LogEvent]:
    hero = need_hero(state, a.who)
    pending = next((p for p in state.pending_injuries if p.hero == hero.id), None)
    if pending is None:
        raise Refusal(f"{hero.name} has no serious injury to settle")
    lowerable, discardable = injury_choices(state, hero)
    named = lambda ids: ", ".join(state.cards.any_item(i).name for i in ids)  # noqa: E731
    if a.attribute is None and lowerable:
        raise Refusal(f"{hero.name} must lower one of: {', '.join(lowerable)}")
    if a.attribute is not None and not lowerable:
        raise Refusal(f"{hero.name}'s attributes are all at their start values: none drops, "
                      f"so settle the injury without naming one")
    if a.attribute is not None and a.attribute not in lowerable:
        raise Refusal(f"{a.attribute.capitalize()} is at its start value and cannot drop "
                      f"({hero.name} may lower: {', '.join(lowerable)})")
    if a.discard is None and discardable:
        raise Refusal(f"{hero.name} must discard one of: {named(discardable)}")
    if a.discard is not None and a.discard not in discardable:
        what = (f"one of: {named(discardable)}" if discardable
                else "nothing: no discard-after-use item is carried")
        known = state.names().get(a.discard, a.discard)
        raise Refusal(f"{known} is not a discard-after-use item {hero.name} carries "
                      f"({hero.name} discards {what})")
    state.pending_injuries.remove(pending)
    if a.attribute:
        hero.attributes[a.attribute] -= 1
        hero.vitality = min(hero.vitality, hero.max_vitality)
    if a.discard:
        hero.equipment.remove(a.discard)
        state.supply.equipment[a.discard] = state.supply.equipment.get(a.discard, 0) + 1
    for g in hero.gifts:
        hero.gifts[g] = True
    if pending.in_fight:
        hero.out_of_fight = True
    return [SeriousInjury(hero.id, a.attribute, a.discard, pending.in_fight)]
