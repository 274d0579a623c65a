"""The automatic Quest Master: events at good moments, then each bad guy one by one — melee
units close in on the best reachable hero and strike, ranged units keep range and seek
sight, arch villains spend their dark gifts when they pay. Reasons go to the log (secret)."""

from __future__ import annotations

import math

from questboard.combat import actions as A
from questboard.combat.conflict import losing_side
from questboard.combat.effects_index import kinds
from questboard.combat.fight import Fight, TurnBudget
from questboard.combat.fighters import BAD_GUY, HERO
from questboard.combat.playbook import play_turn
from questboard.combat.policies import turning_source


class AutoQM:
    """Answers everything the fight asks of the Quest Master."""

    def decide(self, fight: Fight, allowed: tuple[str, ...]) -> tuple[A.FightAction, str]:
        if "Modify" in allowed:
            c = fight.conflict
            loser = fight.fighters[c.attacker if c.attacker != c.defender else c.defender]
            loser = losing_side(fight, c)
            source = turning_source(fight, loser)
            if source is not None:
                return A.Modify(A.QM, source), f"{fight.state.names().get(source, source)} turns the roll"
            return A.Pass(A.QM), "nothing turns this roll"
        if "Pass" in allowed:  # a reaction: Riposte always pays
            r = fight.reaction
            return A.UseGift(r.who, r.gift), f"{fight.fighters[r.who].name} strikes back"
        found = self._event(fight)
        if found is not None:
            return found
        refresh = self._refresh(fight)
        if refresh is not None:
            return refresh
        f = fight.fighters[fight.active] if fight.active else None
        if f is None or f.off_field or f.id in fight.finished:
            waiting = [b for b in fight.in_play(BAD_GUY) if b.id not in fight.finished]
            if not waiting:
                return A.EndTurn(A.QM), "all bad guys have moved"
            # Those nearest the heroes go first, so the front line engages before the rear.
            f = min(waiting, key=_front_line(fight))
        budget = fight.turn if fight.turn is not None and fight.turn.who == f.id else TurnBudget(f.id)
        action, why = play_turn(fight, f, budget, greedy=True)
        return action, f"{f.name} {why}"

    def _event(self, fight: Fight) -> tuple[A.FightAction, str] | None:
        state = fight.state
        if not state.qm_hand:
            return None
        start = not fight.qm_acted
        heroes = villains = None
        for ev in dict.fromkeys(state.qm_hand):
            card = state.cards.events[ev]
            if card.when == "qm_turn_start" and not start:
                continue
            ks = kinds(card)
            if heroes is None:  # only once an event may be played now
                heroes = fight.in_play(HERO)
                villains = [v for v in fight.in_play(BAD_GUY) if v.is_arch_villain]
            if "reinforcements" in ks and len(fight.in_play(BAD_GUY)) <= 2 * len(heroes):
                return A.PlayEvent(ev), "Reinforcements while the heroes are not outnumbered"
            if "silence_gifts" in ks and not fight.silenced and sum(
                    1 for h in heroes for ex in h.hero.gifts.values() if not ex) >= len(heroes):
                return A.PlayEvent(ev), "Prayer: the heroes hold ready gifts"
            if "hook" in ks and "refresh" in ks:
                spent = [v for v in villains if any(v.gifts.values())]
                if spent:
                    return A.PlayEvent(ev, target=spent[0].id), f"Blessing for {spent[0].name}"
                if not villains:
                    return A.PlayEvent(ev), "Blessing with no villain: draw another"
            if "heal" in ks:
                hurt = [v for v in villains if v.vitality <= v.max_vitality - 2]
                if hurt:
                    return A.PlayEvent(ev, target=hurt[0].id), f"heals {hurt[0].name}"
        return None

    def _refresh(self, fight: Fight) -> tuple[A.FightAction, str] | None:
        for v in fight.of_side(BAD_GUY):  # `in_play(BAD_GUY)`, written out: asked every decision
            if v.off_field or not v.gifts or not (v.refresh_offer or v.extra_refreshes > 0):
                continue  # most bad guys carry no gift
            spent = [g for g, ex in v.gifts.items() if ex]
            if spent:
                gift = fight.state.cards.gifts[spent[0]].name
                return A.RefreshGift(v.id, spent[0]), f"{v.name} refreshes {gift}"
        return None


def _front_line(fight: Fight):
    """How near a bad guy stands to the nearest hero, edge to edge (plain maths on the bases)."""
    pieces = fight.field.pieces
    heroes = [(q.x, q.y, q.radius) for q in (pieces[h.id] for h in fight.in_play(HERO))]
    hypot = math.hypot

    def nearness(b) -> float:
        p = pieces[b.id]
        x, y, r = p.x, p.y, p.radius
        best = None
        for hx, hy, hr in heroes:
            d = hypot(x - hx, y - hy) - (r + hr)
            if best is None or d < best:
                best = d
        return 0.0 if best is None else best

    return nearness
