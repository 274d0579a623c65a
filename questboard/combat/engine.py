"""The one place a fight changes: `apply(fight, action) -> Done | Refused`, and `waiting_for`.

Handlers check everything before they change anything, so a refusal leaves the fight as it
was (no copy of the state is taken: fights run thousands of times in rehearsal)."""

from __future__ import annotations

from questboard.combat import actions as A
from questboard.combat import attacks, conflict, gifts, goals, guard, qm_events, turns
from questboard.combat.damage import take_off
from questboard.combat.effects_index import kinds
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
    why = not_theirs(fight, action)
    if why is not None:
        return Refused(why)
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
    if fight.reaction is not None:
        f = fight.fighters[fight.reaction.who]
        if _side(fight, a.who) != conflict.controller(f):
            raise Refusal(_not_asked(fight, waiting_for(fight), _side(fight, a.who)))
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

_TURN = ("Move", "MeleeAttack", "RangedAttack", "UseGift", "UseItem", "SellItem", "SwapItem",
         "EndTurn")


def waiting_for(fight: Fight) -> Waiting:
    """Whose answer the fight needs now, and which actions they may give."""
    if fight.over:
        r = fight.result
        return Waiting(None, None, (), f"The fight is over: {r.outcome} ({r.reason})")
    if fight.state.pending_injuries:
        hero = fight.fighters[fight.state.pending_injuries[0].hero]
        return Waiting(hero.id, hero.id, ("ResolveInjury", "UseGift", "UseItem", "SellItem"),
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


# --- who may answer -----------------------------------------------------------------------

# Free actions: the rulebook lets heroes use items and sell them "at any time", a 9 lets a
# hero or an arch villain refresh a gift right away (R4; an arch villain's extra refresh is
# "freely"), and the Quest Master "may play an event at any time". Gifts without "!" are
# free as well (`is_free`). The handlers still check the moment (a roll waiting for bonuses,
# an event only for the start of his turn, a silence …).
# Actions the rules allow at any moment, whoever is being asked (gifts: see is_free).
FREE = (A.UseItem, A.SellItem, A.RefreshGift, A.PlayEvent)


def _side(fight: Fight, who: str) -> str | None:
    if who == A.QM:
        return A.QM
    f = fight.fighters.get(who)
    return None if f is None else conflict.controller(f)


def side_of(fight: Fight, action: A.FightAction) -> str | None:
    """The side answering with `action`: a hero's id, QM for the Quest Master and his bad
    guys, or None when it names nobody in this fight."""
    if isinstance(action, A.PlayEvent):
        return A.QM
    return _side(fight, action.who)


def is_free(fight: Fight, action: A.FightAction) -> bool:
    """Whether the rules allow `action` at any moment, whoever is being asked."""
    if isinstance(action, FREE):
        return True
    if isinstance(action, A.UseGift):
        card = fight.state.cards.gifts.get(action.gift)
        return card is not None and not card.turn_only and "counter_attack" not in kinds(card)
    return False


def not_theirs(fight: Fight, action: A.FightAction) -> str | None:
    """Why `action` is not its side's to give now (None: the handler decides): the fight is
    over, it names nobody here, or `waiting_for` asks another side and it is no free action."""
    w = waiting_for(fight)
    if fight.over:
        return w.why
    side = side_of(fight, action)
    if side is None:
        who = getattr(action, "who", "?")
        return f"There is no '{who}' in this fight"
    if side == w.who or is_free(fight, action):
        return None
    return _not_asked(fight, w, side)


def _name(fight: Fight, side: str | None) -> str:
    return "the Quest Master" if side == A.QM else fight.fighters[side].name


def _not_asked(fight: Fight, w: Waiting, side: str | None) -> str:
    """A player's reason: who is being asked, and for what."""
    asked = _name(fight, w.who)
    if fight.state.pending_injuries:
        return f"{asked} is seriously injured: it is for {asked} to settle that first (or to be healed at once)"
    if fight.conflict is not None:
        loser = fight.fighters[w.fighter].name
        return f"{loser} is losing the roll: it is for {asked} to add a bonus or let it go"
    if fight.reaction is not None:
        f = fight.fighters[fight.reaction.who]
        gift = fight.state.cards.gifts[fight.reaction.gift].name
        return f"{f.name} may strike back with {gift}: it is for {asked} to answer or let it go"
    sender = _name(fight, side) if side is not None else "everyone else"
    if fight.phase == HEROES:
        return f"It is {asked}'s turn; {sender} must wait"
    return f"It is the Quest Master's turn; {sender} must wait"
