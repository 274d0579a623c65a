"""Settle what blocks play with sensible default choices: for automatic play and simulation."""

from __future__ import annotations

from questboard.rules import actions as A
from questboard.rules.engine import apply
from questboard.rules.log import LogEvent
from questboard.rules.state import GameState
from questboard.rules.vitality import default_injury_choice


def settle(state: GameState) -> list[LogEvent]:
    """Resolve pending injuries (default choices) and fix over-limits (sell the cheapest
    equipment, discard the most recently drawn gift) until nothing blocks."""
    events: list[LogEvent] = []
    for _ in range(50):  # each step removes one blocker; the bound only guards against bugs
        action = next_fix(state)
        if action is None:
            return events
        outcome = apply(state, action)
        if not outcome.ok:
            raise RuntimeError(f"default fix {action} refused: {outcome.reason}")
        events += outcome.events
    raise RuntimeError("settling did not finish")


def next_fix(state: GameState) -> A.Action | None:
    """The default action that removes the first blocker, or None when nothing blocks."""
    if state.pending_injuries:
        hero = state.hero(state.pending_injuries[0].hero)
        attribute, discard = default_injury_choice(state, hero)
        return A.ResolveInjury(hero.id, attribute, discard)
    for hero_id, what, _ in state.over_limits():
        hero = state.hero(hero_id)
        if what == "equipment":
            cheapest = min(hero.equipment, key=lambda i: state.cards.any_item(i).gold)
            return A.SellItem(hero.id, cheapest)
        last = [g for g in hero.gifts if g != hero.innate_gift][-1]
        return A.DiscardGift(hero.id, last)
    return None
