"""Automatic heroes for rehearsal: "greedy" and "cautious". Each answers whatever the fight
asks of a hero: its turn, a losing roll (modify window), a serious injury, a 9's refresh."""

from __future__ import annotations

from questboard.combat import actions as A
from questboard.combat.conflict import attacker_wins, sources
from questboard.combat.effects_index import effect, kinds
from questboard.combat.fight import Conflict, Fight, TurnBudget
from questboard.combat.playbook import play_turn
from questboard.rules.vitality import default_injury_choice

POLICIES = ("greedy", "cautious")


def turning_source(fight: Fight, fighter) -> str | None:
    """The smallest bonus that alone turns the losing roll, or None."""
    c = fight.conflict
    att = fight.fighters[c.attacker]
    mine, theirs = ("att_total", "def_total") if fighter.id == c.attacker else ("def_total", "att_total")
    for _, source, amount, hits_foe in sorted(sources(fight, c, fighter),
                                              key=lambda s: (s[2] is None, s[2] or 0)):
        if amount is None:
            return source
        probe = Conflict(**vars(c))
        if hits_foe:
            setattr(probe, theirs, getattr(probe, theirs) - amount)
        else:
            setattr(probe, mine, getattr(probe, mine) + amount)
        if attacker_wins(probe, att) != attacker_wins(c, att):
            return source
    return None


class HeroPolicy:
    """Plays every hero of the party."""

    def __init__(self, style: str = "greedy") -> None:
        if style not in POLICIES:
            raise ValueError(f"unknown hero policy '{style}' (choose {', '.join(POLICIES)})")
        self.style = style
        self.greedy = style == "greedy"
        self.low = 2 if self.greedy else 3  # Vitality at which a hero heals himself

    def free_action(self, fight: Fight, hero_id: str) -> A.FightAction | None:
        """Something a hero does outside the turn order: refresh after a 9, heal when low."""
        f = fight.fighters[hero_id]
        if hero_id in fight.state.refresh_offers:
            spent = [g for g, ex in f.hero.gifts.items() if ex]
            if spent:
                return A.RefreshGift(hero_id, spent[0])
        if f.off_field or fight.conflict is not None or fight.reaction is not None:
            return None
        if self.low_enough(f.hero) and not fight.silenced:
            for g, ex in f.hero.gifts.items():
                card = fight.state.cards.gifts[g]
                if not ex and not card.turn_only and "heal" in kinds(card):
                    return A.UseGift(hero_id, g, heal=((hero_id, effect(card, "heal").amount),))
            for item in f.hero.items():
                card = fight.state.cards.any_item(item)
                if "heal" in kinds(card):
                    return A.UseItem(hero_id, item, heal=((hero_id, effect(card, "heal").amount),))
        return None

    def low_enough(self, hero) -> bool:
        """Whether the hero is hurt enough to heal himself outside his turn."""
        return hero.vitality <= min(self.low, hero.max_vitality - 1)

    def decide(self, fight: Fight, who: str, allowed: tuple[str, ...]) -> tuple[A.FightAction, str]:
        f = fight.fighters[who]
        if "ResolveInjury" in allowed:
            attribute, discard = default_injury_choice(fight.state, f.hero)
            return A.ResolveInjury(who, attribute, discard), "takes the injury"
        if "Modify" in allowed:
            source = turning_source(fight, f)
            if source is not None:
                name = fight.state.names().get(source, source)
                return A.Modify(who, source), f"adds {name} to turn the roll"
            return A.Pass(who), "nothing turns this roll"
        if "RefreshGift" in allowed:
            spent = f.hero.exhausted_gifts()
            if spent:
                return A.RefreshGift(who, spent[0]), "refreshes a gift after the 9"
        if "Pass" in allowed:
            return A.Pass(who), "lets it go"
        budget = fight.turn or TurnBudget(who)
        return play_turn(fight, f, budget, self.greedy)
