"""The combat sequence (R12): rounds; in each, the heroes from the leader clockwise, one
turn each, and the Quest Master's turn in which he moves all bad guys one by one."""

from __future__ import annotations

from questboard.combat import events as E
from questboard.combat import goals
from questboard.combat.fight import HEROES, OVER, QM_PHASE, Fight, FightResult, TurnBudget
from questboard.combat.fighters import BAD_GUY
from questboard.rules.log import LogEvent


def begin_round(fight: Fight) -> list[LogEvent]:
    fight.round += 1
    events: list[LogEvent] = [E.RoundStarted(fight.round)]
    events += begin_phase(fight, fight.phases[0])
    return events


def begin_phase(fight: Fight, phase: str) -> list[LogEvent]:
    fight.phase = phase
    fight.active, fight.turn = None, None
    if phase == HEROES:
        fight.seat = -1
        return next_hero(fight)
    # The QM's turn begins: silence lasts "until the beginning of the QM's next turn".
    fight.silenced = False
    fight.qm_acted = False
    fight.finished = set()
    return [E.TurnStarted("qm", "The Quest Master")]


def next_hero(fight: Fight) -> list[LogEvent]:
    """Hand the turn to the next hero still on the field, or end the heroes' phase."""
    fight.turn = None
    while True:
        fight.seat += 1
        if fight.seat >= len(fight.seats):
            return end_phase(fight)
        hero = fight.fighters[fight.seats[fight.seat]]
        if hero.in_play:
            fight.active = hero.id
            fight.turn = TurnBudget(hero.id)
            return [E.TurnStarted(hero.id, hero.name)]


def end_phase(fight: Fight) -> list[LogEvent]:
    fight.active, fight.turn = None, None
    if fight.phase == fight.phases[0]:
        return begin_phase(fight, fight.phases[1])
    return end_round(fight)


def end_round(fight: Fight) -> list[LogEvent]:
    goals.count_hold(fight)
    verdict = goals.check(fight, round_end=True)
    if verdict is not None:
        return finish(fight, *verdict)
    return begin_round(fight)


def finish(fight: Fight, outcome: str, reason: str, stalemate: bool = False) -> list[LogEvent]:
    """The fight ends: heroes out of it come back (R6), the rules state leaves the fight.
    `stalemate`: the round cap ended it (a defeat, R31)."""
    injured = tuple(fight.injured)
    left = len(fight.in_play(BAD_GUY))
    fight.result = FightResult(outcome, reason, fight.round, left, injured, stalemate)
    fight.phase, fight.active, fight.turn = OVER, None, None
    fight.conflict, fight.reaction, fight.queue = None, None, []
    fight.state.in_fight = False
    for f in fight.fighters.values():
        if f.hero is not None:
            f.hero.out_of_fight = False
    return [E.FightOver(outcome, reason, fight.round)]


def can_move(budget: TurnBudget) -> bool:
    """A move is left that may still be used: none after a shot (unless a gift allows it),
    none after a turn gift's attack when its moves come first."""
    return (budget.moves > 0 and not (budget.shot and not budget.move_despite_ranged)
            and not (budget.attacked and not budget.any_order))


def can_act(budget: TurnBudget) -> bool:
    """The turn's action (or a turn gift's attacks) is not yet spent."""
    return budget.melee > 0 or budget.ranged > 0 if budget.special else budget.actions > 0


def used_up(fight: Fight) -> list[LogEvent]:
    """A hero whose turn can do nothing more (no move that may be used, no action) ends it
    by himself: items and free actions do not keep a turn open."""
    budget = fight.turn
    if fight.phase != HEROES or budget is None or budget.who != fight.active:
        return []
    if can_move(budget) or can_act(budget):
        return []
    f = fight.fighters[budget.who]
    return [E.TurnEnded(f.id, f.name, _why_used_up(budget))] + next_hero(fight)


def _why_used_up(budget: TurnBudget) -> str:
    """Why a turn with a move still counted is over all the same, in the rules' words."""
    if budget.moves > 0 and budget.shot and not budget.move_despite_ranged:
        return "a hero who shoots does not move in the same turn, and the action is used"
    if budget.moves > 0 and budget.attacked and not budget.any_order:
        return f"with {budget.gift} the moves come before the attack, and the attack is done"
    return "the move and the action are used"


def budget_for(fight: Fight, who: str) -> TurnBudget:
    """The turn budget `who` acts with: the live one, or a fresh one for a bad guy the QM
    starts moving (committed only when the action goes through)."""
    if fight.turn is not None and fight.turn.who == who:
        return fight.turn
    return TurnBudget(who)


def commit_actor(fight: Fight, who: str, budget: TurnBudget) -> None:
    """In the QM's turn, acting with another bad guy finishes the one before (one by one)."""
    if fight.phase == QM_PHASE:
        if fight.active is not None and fight.active != who:
            fight.finished.add(fight.active)
        fight.qm_acted = True
    fight.active, fight.turn = who, budget
