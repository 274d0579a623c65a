"""Setting out with veterans: the disputed cards taken in turn (R80), then the new heroes
beside veterans caught up (R75) and the leader picked on a tie (R45)."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.adventure import flow
from questboard.adventure.names import card_id
from questboard.adventure.prompts import ChooseDisputed
from questboard.adventure.state import RunnerState
from questboard.rules.disputes import (
    DisputedTaken,
    Draft,
    choices,
    in_seat_order,
    settle,
    take,
    whose_turn,
)
from questboard.rules.log import LogEvent
from questboard.rules.outcome import Refusal


def after_set_out(st: RunnerState, draft: Draft | None) -> list[LogEvent]:
    """The disputed cards put to the heroes in turn when the party is asked (else taken in
    seat order, each the first he may), then the catch-up."""
    if draft is not None and st.setup.ask_leader:
        return _ask(st, draft)
    told = settle(st.game, in_seat_order(draft)) if draft is not None else []
    return told + flow.catch_up(st)


def _ask(st: RunnerState, draft: Draft) -> list[LogEvent]:
    asked = len(draft.taken)
    if len({h for h in draft.order if choices(draft, h)}) == 1:  # nobody left to dispute them
        draft = in_seat_order(draft)
    hero = whose_turn(draft)
    if hero is None:
        st.waiting, st.context = None, None
        told = settle(st.game, draft, told=asked) + flow.catch_up(st)
        if st.waiting is None:
            st.waiting = flow.leader_tie(st)
        return told
    centre = tuple([(c, draft.left(c)) for c, _ in draft.centre if draft.left(c) > 0])
    st.waiting, st.context = ChooseDisputed(hero, choices(draft, hero), centre), draft
    return []


def take_disputed(st: RunnerState, a: X.TakeDisputed) -> list[LogEvent]:
    """A hero's turn at the disputed cards: one taken, or the rest left to the others."""
    if not isinstance(st.waiting, ChooseDisputed):
        raise Refusal("No disputed cards are being shared out now")
    hero = st.hero_id(a.hero) or a.hero
    card = (card_id(st.cards, a.card, "item") or card_id(st.cards, a.card, "gift") or a.card) if a.card else ""
    draft = take(st.context, hero, card, st.game.names())
    return [DisputedTaken(hero, card)] + _ask(st, draft)
