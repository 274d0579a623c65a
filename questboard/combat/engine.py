"""The one place a fight changes: `apply(fight, action) -> Done | Refused` (who may answer: `authority`).

Handlers check everything before they change anything, so a refusal leaves the fight as it
was (no copy of the state is taken: fights run thousands of times in rehearsal)."""

from __future__ import annotations

from questboard.combat import actions as A
from questboard.combat import attacks, conflict, gifts, goals, guard, qm_events, turns
from questboard.combat import events as E
from questboard.combat.authority import not_asked, not_theirs, side_named, waiting_for
from questboard.combat.damage import take_off
from questboard.combat.fight import HEROES, QM_PHASE, Fight, Waiting
from questboard.combat.fighters import BAD_GUY, HERO
from questboard.rules import actions as R
from questboard.rules.engine import apply as rules_apply
from questboard.rules.log import LogEvent
from questboard.rules.outcome import Done, Outcome, Refusal, Refused


def apply(fight: Fight, action: A.FightAction, asked: Waiting | None = None) -> Outcome:
    """Carry out one fight action; on refusal nothing has changed. `asked`: whom the fight
    waits for now, when the caller has worked it out already."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        return Refused(f"{type(action).__name__} is not a fight action")
    why = not_theirs(fight, action, asked)
    if why is not None:
        return Refused(why)
    try:
        events = handler(fight, action)
    except Refusal as refusal:
        return Refused(refusal.reason)
    events += _after(fight)
    if fight.record:
        fight.log.extend(events)
    return Done(tuple(events)) if events else _NOTHING


_NOTHING = Done(())  # frozen: what most actions of an unrecorded fight return


def _after(fight: Fight) -> list[LogEvent]:
    """Roll what is queued, take out the seriously injured, end turns and the fight."""
    events: list[LogEvent] = []
    while not fight.over:
        if fight.state.pending_injuries or fight.conflict is not None or fight.reaction is not None:
            return events
        for f in fight.of_side(HERO):
            if f.hero is not None and f.hero.out_of_fight and not f.off_field:
                events += take_off(fight, f)
        if fight.state.refresh_offers and conflict.refresh_asked(fight) is not None:  # R21: the hero answers first
            verdict = goals.check(fight)
            return events + (turns.finish(fight, *verdict) if verdict is not None else [])
        if fight.queue:
            kind, att, target = fight.queue.pop(0)
            a, t = fight.fighters[att], fight.fighters[target]
            if a.in_play and t.in_play:
                events += conflict.roll(fight, kind, a, t, None)
            continue
        verdict = goals.check(fight)
        if verdict is not None:
            return events + turns.finish(fight, *verdict)
        if fight.phase == HEROES and fight.active and fight.fighters[fight.active].off_field:
            events += turns.next_hero(fight)
            continue
        if fight.phase == QM_PHASE and fight.active and fight.fighters[fight.active].off_field:
            fight.active, fight.turn = None, None
        ended = turns.used_up(fight)
        if ended:
            events += ended
            continue
        return events
    return events


def _end_turn(fight: Fight, a: A.EndTurn) -> list[LogEvent]:
    guard.nothing_pending(fight)
    if a.who == A.QM:
        if fight.phase != QM_PHASE:
            raise Refusal("It is not the Quest Master's turn")
        return turns.end_phase(fight)
    f = guard.on_field(fight, a.who)
    if fight.phase == HEROES:
        if a.who != fight.active:
            raise Refusal(f"It is not {f.name}'s turn")
        return turns.next_hero(fight)
    if f.is_hero:
        raise Refusal("It is the Quest Master's turn")
    fight.finished.add(f.id)
    if fight.active == f.id:
        fight.active, fight.turn = None, None
    if not [g for g in fight.in_play(BAD_GUY) if g.id not in fight.finished]:
        return turns.end_phase(fight)
    return []


def _resolve_injury(fight: Fight, a: A.ResolveInjury) -> list[LogEvent]:
    outcome = rules_apply(fight.state, a)  # the rules core's own action
    if not outcome.ok:
        raise Refusal(outcome.reason)
    return list(outcome.events)


def _modify(fight: Fight, a: A.Modify) -> list[LogEvent]:
    return conflict.modify(fight, a.who, a.source)


def _pass(fight: Fight, a: A.Pass) -> list[LogEvent]:
    if fight.conflict is not None:
        return conflict.pass_window(fight, a.who)
    nine = conflict.refresh_asked(fight)
    if nine is not None and side_named(fight, a.who) == nine.id:
        fight.state.refresh_offers.remove(nine.id)
        return [E.RefreshLetGo(nine.id, nine.name)]
    if fight.reaction is not None:
        f = fight.fighters[fight.reaction.who]
        if side_named(fight, a.who) != conflict.controller(f):
            raise Refusal(not_asked(fight, waiting_for(fight), side_named(fight, a.who)))
        fight.reaction = None
        return []
    raise Refusal("Nothing is waiting for an answer")


def _sell(fight: Fight, a: A.SellItem) -> list[LogEvent]:
    """Selling has no fight exception (rulebook): any hero on the field, at any moment but
    between the dice and the result of a roll; it costs no action."""
    f = guard.on_field(fight, a.who)
    if f.hero is None:
        raise Refusal(f"{f.name} carries nothing to sell")
    if fight.conflict is not None or fight.reaction is not None:
        guard.nothing_pending(fight)
    if a.item not in f.hero.items():
        raise Refusal(f"{f.name} does not carry '{a.item}'")
    outcome = rules_apply(fight.state, R.SellItem(f.id, a.item))
    if not outcome.ok:
        raise Refusal(outcome.reason)
    return list(outcome.events)


_HANDLERS = {
    A.Move: lambda fight, a: attacks.move(fight, a.who, a.to, a.snap),
    A.MeleeAttack: lambda fight, a: attacks.melee(fight, a.who, a.target, a.weapon),
    A.RangedAttack: lambda fight, a: attacks.ranged(fight, a.who, a.target, a.weapon),
    A.UseGift: gifts.use_gift,
    A.UseItem: gifts.use_item,
    A.SellItem: _sell,
    A.SwapItem: gifts.swap,
    A.RefreshGift: gifts.refresh,
    A.PlayEvent: qm_events.play,
    A.EndTurn: _end_turn,
    A.ResolveInjury: _resolve_injury,
    A.Modify: _modify,
    A.Pass: _pass,
}
