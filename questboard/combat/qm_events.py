"""Events the Quest Master plays in a fight: Reinforcements and Prayer at the start of his
turn; Blessing and the like at any moment; roll bonuses through the modify window."""

from __future__ import annotations

from questboard.combat import events as E
from questboard.combat import guard
from questboard.combat import reinforce as reinforcements
from questboard.combat.damage import heal_bad_guy
from questboard.combat.effects_index import effect, kinds
from questboard.combat.fight import QM_PHASE, Fight
from questboard.rules import actions as R
from questboard.rules.engine import apply as rules_apply
from questboard.rules.log import LogEvent
from questboard.rules.outcome import Refusal


def _discard(fight: Fight, event: str) -> None:
    outcome = rules_apply(fight.state, R.PlayEvent(event))
    if not outcome.ok:
        raise Refusal(outcome.reason)


def ready_event(fight: Fight, event: str):
    """The checks of playing `event` before its target: (card, kinds); raises Refusal."""
    guard.nothing_pending(fight)
    state = fight.state
    if event not in state.qm_hand:
        raise Refusal(f"The Quest Master holds no event '{event}'")
    card = state.cards.events[event]
    ks = kinds(card)
    if card.when == "qm_turn_start" and (fight.phase != QM_PHASE or fight.qm_acted):
        raise Refusal(f"{card.name} may only be played at the start of the Quest Master's turn")
    if ks <= {"bonus"}:
        raise Refusal(f"{card.name} changes a roll: play it when the dice are down (Modify)")
    if not ks & {"hook", "reinforcements", "silence_gifts", "refresh", "heal"}:
        raise Refusal(f"{card.name} has no use in a fight")
    return card, ks


def needs_target(ks) -> bool:
    """Whether an event of these kinds is played on an arch villain (a refresh or a heal)."""
    return bool(ks & {"refresh", "heal"})


def play(fight: Fight, a) -> list[LogEvent]:
    state = fight.state
    card, ks = ready_event(fight, a.event)
    if "hook" in ks and effect(card, "hook").name == "redraw_event_if_no_arch_villain":
        if not [f for f in fight.in_play() if f.is_arch_villain]:
            _discard(fight, a.event)
            rules_apply(state, R.DrawEvents(1))
            return [E.QMEvent(card.name, "no arch villain in play: discarded, another event drawn")]
    if "reinforcements" in ks:
        per = effect(card, "reinforcements").per_hero
        reinforcements.check(fight, a.placements, per * fight.heroes_count)
        _discard(fight, a.event)
        return [E.QMEvent(card.name)] + reinforcements.reinforce(fight, per * fight.heroes_count, a.placements)
    if "silence_gifts" in ks:
        _discard(fight, a.event)
        fight.silenced = True
        return [E.QMEvent(card.name, "no hero may use a Gift until the Quest Master's next turn")]
    if "refresh" in ks or "heal" in ks:
        villain = guard.on_field(fight, a.target) if a.target else None
        if villain is None or not villain.is_arch_villain:
            raise Refusal(f"{card.name} needs an arch villain in play as its target")
        _discard(fight, a.event)
        if "refresh" in ks:
            for g in villain.gifts:
                villain.gifts[g] = False
            return [E.QMEvent(card.name, f"{villain.name} refreshes all his Gifts")]
        return [E.QMEvent(card.name)] + heal_bad_guy(villain, effect(card, "heal").amount)
    raise Refusal(f"{card.name} has no use in a fight")


