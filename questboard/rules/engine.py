"""The one place rules state changes: `apply(state, action) -> Done | Refused`.

A refused action changes nothing. While a serious injury or an over-limit (R8) is waiting to
be settled, only actions that can settle it are accepted.
"""

from __future__ import annotations

import copy

from questboard.rules import actions as A
from questboard.rules import checking, creative, gifts, items, qm, vitality  # noqa: F401  (registers handlers)
from questboard.rules.hero import HeroState
from questboard.rules.log import LimitExceeded, _one
from questboard.rules.outcome import HANDLERS, Done, Outcome, Refusal, Refused
from questboard.rules.state import GameState, Participant, PendingCheck, PendingInjury, Supply

# Actions accepted while something is pending: those that may settle it (healing averts an
# injury, giving things up fixes a limit), and damage, which is never a choice that can wait
# (an area attack wounds two heroes at once).
SETTLING = (A.DamageHero, A.ResolveInjury, A.HealHero, A.UseItem, A.UseGift, A.SellItem, A.SwapItem,
            A.DiscardItem, A.DiscardGift, A.GiveGold, A.ResolveCheck, A.UseOnCheck, A.RefreshOnNine)


def blocking(state: GameState) -> str | None:
    """Why play cannot go on yet, or None."""
    if state.pending_injuries:
        hero = state.hero(state.pending_injuries[0].hero)
        return f"{hero.name} must first settle a serious injury (or be healed at once)"
    over = state.over_limits()
    if over:
        hero_id, what, n = over[0]
        hero = state.hero(hero_id)
        return f"{hero.name} carries {n} {_one(what, n)} too many: use, swap, sell or discard first"
    return None


def apply(state: GameState, action: A.Action) -> Outcome:
    """Carry out one action; on refusal the state is exactly as before."""
    handler = HANDLERS.get(type(action))
    if handler is None:
        return Refused(f"{type(action).__name__} is not a rules action")
    why = blocking(state)
    if why and not isinstance(action, SETTLING):
        return Refused(why)
    before = _save(state)
    try:
        events = handler(state, action)
    except Refusal as refusal:
        _restore(state, before)
        return Refused(refusal.reason)
    for hero_id, what, n in state.over_limits():
        events.append(LimitExceeded(hero_id, what, n))
    return Done(tuple(events))


def _save(state: GameState) -> dict:
    memo = {id(h.card): h.card for h in state.heroes}  # cards never change: share them
    return {k: _copy(v, memo) for k, v in vars(state).items() if k not in ("cards", "dice", "options")}


_ATOMS = frozenset((int, float, str, bool, type(None)))
# Plain mutable dataclasses of the state (no slots, no copy hooks): copied field by field.
_RECORDS = frozenset((HeroState, Supply, PendingCheck, PendingInjury, Participant))


def _copy(v, memo: dict):
    """`copy.deepcopy(v, memo)` for the state's own plain data (lists, dicts, its records),
    walked directly: a fight saves the state before every rules action. Anything else, and
    the cards in `memo`, go to `deepcopy` as before."""
    t = type(v)
    if t in _ATOMS:
        return v
    # Atoms are their own copies: taken as they are without a call (the piles are long lists of ids).
    if t is list:
        return [x if type(x) in _ATOMS else _copy(x, memo) for x in v]
    if t is dict:
        return {k if type(k) in _ATOMS else copy.deepcopy(k, memo): x if type(x) in _ATOMS else _copy(x, memo)
                for k, x in v.items()}
    if t in _RECORDS and id(v) not in memo:
        new = object.__new__(t)
        vars(new).update({k: x if type(x) in _ATOMS else _copy(x, memo) for k, x in vars(v).items()})
        return new
    return copy.deepcopy(v, memo)


def _restore(state: GameState, saved: dict) -> None:
    """Put the saved values back into the same objects, so references held elsewhere
    (a window, a combat engine) still see the live heroes."""
    for live, old in zip(state.heroes, saved.pop("heroes"), strict=True):
        vars(live).update(vars(old))
    vars(state.supply).update(vars(saved.pop("supply")))
    for k, v in saved.items():
        setattr(state, k, v)
