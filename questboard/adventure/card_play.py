"""Adventure cards at play (R77): put in play by a task or by a fight's condition, counted
into the next fight as it is asked for, and out of play once that fight is over."""

from __future__ import annotations

from dataclasses import replace

from questboard.adventure import events as E
from questboard.adventure.adventure_cards import (
    BadGuysEffect,
    BonusEffect,
    FirstEffect,
    GoalEffect,
    card_key,
    effect_words,
)
from questboard.adventure.conditions import evaluate, parse_condition
from questboard.adventure.model import Adventure
from questboard.adventure.names import card_id, printed_name
from questboard.adventure.prompts import BadGuyGroup, CardInFight, RequestedCombat
from questboard.adventure.state import RunnerState
from questboard.adventure.ways import Combat
from questboard.rules.cards import CardSet
from questboard.rules.log import LogEvent
from questboard.rules.villains import bad_guy_count


def _words(st: RunnerState, card_key: str) -> str:
    return card_words(st.adventure, st.cards, card_key, len(st.game.heroes),
                      st.game.options.uncertain_circumstances)


def card_words(adventure: Adventure, cards: CardSet, card_key: str, heroes: int,
               uncertain: bool = False) -> str:
    """What the card does, in words for this many heroes (R78: a goal's change kept secret
    under Uncertain Circumstances)."""
    card = adventure.adventure_cards[card_key]
    if isinstance(card.effect, GoalEffect) and uncertain:
        return "the fight's goal changes (the Quest Master keeps it secret)"
    return effect_words(card.effect, heroes, lambda bad_guy: printed_name(cards, bad_guy, "bad guy"))


def put_in_play(st: RunnerState, name: str, now: bool = False) -> list[LogEvent]:
    """The card (by id or name) goes into play, told to everybody; a card already in play
    stays as it is."""
    key = card_key(st.adventure.adventure_cards, name)
    card = st.adventure.adventure_cards[key]
    if key in st.adventure_cards:
        return [E.TaskSkipped(f"put {card.name} in play", "it is in play already")]
    st.adventure_cards.append(key)
    when = " (as the fight begins)" if now else " (from the next fight)"
    return [E.AdventureCardPlayed(card.name, card.text, _words(st, key), when)]


def fight_cards(st: RunnerState, combat: Combat, request: RequestedCombat) -> tuple[RequestedCombat, list[LogEvent]]:
    """The fight as the cards in play change it: the fight's own cards whose condition holds
    are put in play first; each card's effect is counted in the order they came into play."""
    events: list[LogEvent] = []
    for when in combat.adventure_cards:
        if when.if_ is None or evaluate(parse_condition(when.if_), st):
            events += put_in_play(st, when.card, now=True)
    changed = with_cards(request, st.adventure_cards, st.adventure, st.cards, len(st.game.heroes),
                         st.game.options.uncertain_circumstances)
    return changed, events


def with_cards(request: RequestedCombat, keys, adventure: Adventure, cards: CardSet, heroes: int,
               uncertain: bool = False) -> RequestedCombat:
    """The fight as these cards (ids, in the order they came into play) change it: the last
    `first` or goal stands, bonuses add up, minions join the bad guys."""
    if not keys:
        return request
    first, victory, defeat = request.first, request.victory, request.defeat
    groups, bonuses, shown = list(request.groups), [], []
    for key in keys:
        card = adventure.adventure_cards[key]
        effect = card.effect
        if isinstance(effect, FirstEffect):
            first = effect.first
        elif isinstance(effect, BonusEffect):
            bonuses.append((effect.side, effect.attribute, effect.bonus))
        elif isinstance(effect, BadGuysEffect):
            guy = card_id(cards, effect.bad_guys, "bad guy")
            groups.append(BadGuyGroup(effect.zone, guy, bad_guy_count(effect.count, heroes)))
        elif isinstance(effect, GoalEffect):
            victory = effect.victory if effect.victory is not None else victory
            defeat = effect.defeat if effect.defeat is not None else defeat
        shown.append(CardInFight(key, card.name, card.text,
                                 card_words(adventure, cards, key, heroes, uncertain)))
    return replace(request, first=first, groups=tuple(groups), victory=victory, defeat=defeat,
                   cards=tuple(shown), bonuses=tuple(bonuses))


def fight_over(st: RunnerState, request: RequestedCombat) -> list[LogEvent]:
    """The cards that changed the fight leave play with it."""
    events: list[LogEvent] = []
    for shown in request.cards:
        if shown.id in st.adventure_cards:
            st.adventure_cards.remove(shown.id)
            events.append(E.AdventureCardDone(shown.name))
    return events


def own_cards(adventure: Adventure, combat: Combat) -> tuple[str, ...]:
    """The ids of the cards a fight itself puts in play, as if each condition held (for a
    rehearsal of that fight, R77)."""
    return tuple(dict.fromkeys([card_key(adventure.adventure_cards, w.card) for w in combat.adventure_cards]))


def in_play(st: RunnerState) -> tuple[tuple[str, str, str], ...]:
    """(name, text, effect in words) of every card in play, in the order put there."""
    return tuple([(st.adventure.adventure_cards[k].name, st.adventure.adventure_cards[k].text,
                   _words(st, k)) for k in st.adventure_cards])
