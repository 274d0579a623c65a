"""The signaling horn (R10), the Quest Master's events (R11), improvements (R14)."""

from __future__ import annotations

from questboard.rules import actions as A
from questboard.rules.cards import ATTRIBUTES
from questboard.rules.log import (
    AttributeChanged,
    EventPlayed,
    EventsDiscarded,
    EventsDrawn,
    HornPassed,
    LogEvent,
)
from questboard.rules.outcome import Refusal, handles
from questboard.rules.state import GameState
from questboard.rules.vitality import need_hero


@handles(A.PassHorn)
def _pass_horn(state: GameState, a: A.PassHorn) -> list[LogEvent]:
    before = state.leader_hero
    state.leader = (state.leader + 1) % len(state.heroes)
    return [HornPassed(before.name, state.leader_hero.name, a.decision)]


@handles(A.DrawEvents)
def _draw(state: GameState, a: A.DrawEvents) -> list[LogEvent]:
    if a.count < 0:
        raise Refusal("Draw a number of events, not less than none")
    drawn = []
    for _ in range(a.count):
        if not state.supply.events:
            break
        drawn.append(state.supply.events.pop())
    state.qm_hand.extend(drawn)
    return [EventsDrawn(tuple(drawn), a.count - len(drawn))]


@handles(A.DiscardEvents)
def _discard(state: GameState, a: A.DiscardEvents) -> list[LogEvent]:
    chosen = list(a.events)
    for e in chosen:
        if e not in state.qm_hand:
            raise Refusal(f"The Quest Master holds no event '{e}'")
    rest = [e for e in state.qm_hand if e not in chosen]
    chosen += rest[: max(0, a.count - len(chosen))]
    for e in chosen:
        state.qm_hand.remove(e)
    state.supply.event_discards.extend(chosen)
    return [EventsDiscarded(tuple(chosen))]


@handles(A.PlayEvent)
def _play(state: GameState, a: A.PlayEvent) -> list[LogEvent]:
    if a.event not in state.qm_hand:
        raise Refusal(f"The Quest Master holds no event '{a.event}'")
    card = state.cards.events[a.event]
    if card.when != "any_time" and not state.in_fight:
        raise Refusal(f"{card.name} can only be played in a fight")
    state.qm_hand.remove(a.event)
    state.supply.event_discards.append(a.event)
    return [EventPlayed(card.name)]


@handles(A.ImproveAttribute)
def _improve(state: GameState, a: A.ImproveAttribute) -> list[LogEvent]:
    hero = need_hero(state, a.hero)
    if a.attribute not in ATTRIBUTES:
        raise Refusal(f"'{a.attribute}' is not an attribute")
    bar = hero.card.bar(a.attribute)
    if hero.attributes[a.attribute] >= bar.max:
        raise Refusal(f"{hero.name}'s {a.attribute} is already at the end of its bar ({bar.max})")
    hero.attributes[a.attribute] += 1
    hero.improvements += 1
    return [AttributeChanged(hero.id, a.attribute, hero.attributes[a.attribute], "improved")]


@handles(A.EndAdventure)
def _end(state: GameState, a: A.EndAdventure) -> list[LogEvent]:
    hand = list(state.qm_hand)
    state.qm_hand.clear()
    state.supply.event_discards.extend(hand)
    state.refresh_offers.clear()
    return [EventsDiscarded(tuple(hand))] if hand else []
