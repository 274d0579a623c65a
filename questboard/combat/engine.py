"""The one place a fight changes: `apply(fight, action) -> Done | Refused`, and `waiting_for`.

Handlers check everything before they change anything, so a refusal leaves the fight as it
was (no copy of the state is taken: fights run thousands of times in rehearsal)."""

from __future__ import annotations

from questboard.combat import actions as A
from questboard.combat import attacks, conflict, gifts, goals, guard, qm_events, turns
from questboard.combat.damage import take_off
from questboard.combat.fight import HEROES, QM_PHASE, Fight, Waiting
from questboard.combat.fighters import BAD_GUY
from questboard.rules import actions as R
from questboard.rules.engine import apply as rules_apply
from questboard.rules.log import LogEvent
from questboard.rules.outcome import Done, Outcome, Refusal, Refused


def apply(fight: Fight, action: A.FightAction) -> Outcome:
    """Carry out one fight action; on refusal nothing has changed."""
    handler = _HANDLERS.get(type(action))
    if handler is None:
        return Refused(f"{type(action).__name__} is not a fight action")
    try:
        events = handler(fight, action)
    except Refusal as refusal:
        return Refused(refusal.reason)
    events += _after(fight)
    if fight.record:
        fight.log.extend(events)
    return Done(tuple(events))


def _after(fight: Fight) -> list[LogEvent]:
    """Roll what is queued, take out the seriously injured, end turns and the fight."""
    events: list[LogEvent] = []
    while not fight.over:
        if fight.state.pending_injuries or fight.conflict is not None or fight.reaction is not None:
            return events
        for f in fight.fighters.values():
            if f.hero is not None and f.hero.out_of_fight and not f.off_field:
                events += take_off(fight, f)
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
    outcome = rules_apply(fight.state, R.ResolveInjury(a.hero, a.attribute, a.discard))
    if not outcome.ok:
        raise Refusal(outcome.reason)
    return list(outcome.events)


def _modify(fight: Fight, a: A.Modify) -> list[LogEvent]:
    return conflict.modify(fight, a.who, a.source)


def _pass(fight: Fight, a: A.Pass) -> list[LogEvent]:
    if fight.conflict is not None:
        return conflict.pass_window(fight, a.who)
    if fight.reaction is not None:
        fight.reaction = None
        return []
    raise Refusal("Nothing is waiting for an answer")


_HANDLERS = {
    A.Move: lambda fight, a: attacks.move(fight, a.who, a.to, a.snap),
    A.MeleeAttack: lambda fight, a: attacks.melee(fight, a.who, a.target, a.weapon),
    A.RangedAttack: lambda fight, a: attacks.ranged(fight, a.who, a.target, a.weapon),
    A.UseGift: gifts.use_gift,
    A.UseItem: gifts.use_item,
    A.SwapItems: gifts.swap,
    A.RefreshGift: gifts.refresh,
    A.PlayEvent: qm_events.play,
    A.EndTurn: _end_turn,
    A.ResolveInjury: _resolve_injury,
    A.Modify: _modify,
    A.Pass: _pass,
}

_TURN = ("Move", "MeleeAttack", "RangedAttack", "UseGift", "UseItem", "SwapItems", "EndTurn")


def waiting_for(fight: Fight) -> Waiting:
    """Whose answer the fight needs now, and which actions they may give."""
    if fight.over:
        r = fight.result
        return Waiting(None, None, (), f"The fight is over: {r.outcome} ({r.reason})")
    if fight.state.pending_injuries:
        hero = fight.fighters[fight.state.pending_injuries[0].hero]
        return Waiting(hero.id, hero.id, ("ResolveInjury", "UseGift", "UseItem"),
                       f"{hero.name} is seriously injured unless healed at once")
    if fight.conflict is not None:
        c = fight.conflict
        loser = conflict.losing_side(fight, c)
        who = conflict.controller(loser)
        return Waiting(who, loser.id, ("Modify", "Pass"),
                       f"{loser.name} is losing the roll and may add a bonus")
    if fight.reaction is not None:
        r = fight.reaction
        f = fight.fighters[r.who]
        who = f.id if f.is_hero else A.QM
        return Waiting(who, f.id, ("UseGift", "Pass"),
                       f"{f.name} may strike back with {r.gift}")
    if fight.phase == HEROES:
        hero = fight.fighters[fight.active]
        return Waiting(hero.id, hero.id, _TURN, f"{hero.name}'s turn: one move and one action")
    allowed = ("Move", "MeleeAttack", "RangedAttack", "UseGift", "EndTurn", "PlayEvent")
    return Waiting(A.QM, fight.active, allowed, "The Quest Master moves his bad guys one by one")
