"""A fight played at the table and reported (R53): the story takes a result only for the
fight it asks for, and only what such a fight can do to the heroes. Each hero is named at
most once; damage runs from 0 to the hero's Vitality plus the heaviest blow of the fight less
one (point by point down to 1, then the blow that brings the serious injury, R6); a gift
exhausted is a ready gift of that hero; an item used up is one the hero carries and that is
discarded after use."""

from __future__ import annotations

from questboard.adventure.actions import CombatResult
from questboard.adventure.prompts import CombatRequest
from questboard.adventure.state import RunnerState
from questboard.rules.outcome import Refusal


def check_report(st: RunnerState, a: CombatResult) -> None:
    """Refuse (with the reason) a reported result no fight at the table could have had."""
    heroes = {h.id: h for h in st.game.heroes}
    for hero, _ in a.damage + a.exhausted + a.used_up:
        if hero not in heroes:
            raise Refusal(f"There is no hero '{hero}' in the party")
    blow = heaviest_blow(st)
    _once([(h, None) for h, _ in a.damage], heroes, st, "damage")
    for hero_id, points in a.damage:
        hero = heroes[hero_id]
        most = hero.vitality + blow - 1
        if points < 0:
            raise Refusal(f"{hero.name} cannot take {points} damage: a fight does 0 damage "
                          "or more (report what it took, less what healing in it gave back)")
        if points > most:
            raise Refusal(f"{hero.name} cannot take {points} damage in this fight: at "
                          f"{hero.vitality} Vitality the most is {most} (down to 1, then the "
                          f"blow that brings the serious injury, at most {blow})")
    _once(a.exhausted, heroes, st, "gifts exhausted")
    for hero_id, gift in a.exhausted:
        hero = heroes[hero_id]
        if gift not in hero.gifts:
            raise Refusal(f"{hero.name} has no gift '{_name(st, gift)}' to exhaust")
        if hero.gifts[gift]:
            raise Refusal(f"{hero.name}'s {_name(st, gift)} is exhausted already")
    _once(a.used_up, heroes, st, "items used up")
    for hero_id, item in a.used_up:
        hero = heroes[hero_id]
        if item not in hero.items():
            raise Refusal(f"{hero.name} does not carry '{_name(st, item)}' to use up")
        if not st.cards.any_item(item).discard_after_use:
            raise Refusal(f"{hero.name}'s {_name(st, item)} is not used up by using it (only "
                          "items discarded after use are)")


def heaviest_blow(st: RunnerState) -> int:
    """The most damage one blow of the fight asked for can do: its bad guys' melee and
    ranged damage, and 1 (an area attack hits friend and foe alike)."""
    prompt = st.waiting
    if not isinstance(prompt, CombatRequest):
        return 1
    cards = [st.cards.bad_guys[g.bad_guy] for g in prompt.combat.groups
             if g.count > 0 and g.bad_guy in st.cards.bad_guys]
    return max([1] + [c.melee_damage or 1 for c in cards] + [c.ranged_damage or 1 for c in cards])


def _once(named: list, heroes: dict, st: RunnerState, what: str) -> None:
    seen = set()
    for entry in named:
        if entry in seen:
            hero = heroes[entry[0]]
            if what == "damage":
                raise Refusal(f"{hero.name}'s damage is given twice: give it once, in all")
            raise Refusal(f"{hero.name}'s {_name(st, entry[1])} is named twice among the {what}")
        seen.add(entry)


def _name(st: RunnerState, card_id: str) -> str:
    for table in (st.cards.gifts, st.cards.equipment, st.cards.quest_items):
        if card_id in table:
            return table[card_id].name
    return card_id
