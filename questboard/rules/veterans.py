"""Epic heroes (the rulebook's "Epic Heroes"): a hero who has braved adventures sets out
again with what was written down after the last one — the four attributes, the Vitality he
had, his gold and every card he held — instead of the starting cards.

Disputed cards (two veterans wrote down the same card and the box has one): the heroes take
them in seat order; one left without a piece of equipment gets its worth in gold, one left
without a gift draws another from the same pile (R68)."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.rules.cards import ATTRIBUTES
from questboard.rules.log import GiftChanged, GoldChanged, HeirSetsOut, LogEvent, VeteranSetOut
from questboard.rules.state import GameState, choose_leader


@dataclass(frozen=True)
class Veteran:
    """One hero as written down after an adventure."""

    hero: str
    attributes: tuple[tuple[str, int], ...]
    vitality: int
    gold: int
    equipment: tuple[str, ...] = ()
    quest_items: tuple[str, ...] = ()
    gifts: tuple[str, ...] = ()  # every gift held (the innate one too): ready when he sets out
    improvements: int = 0  # attribute points raised since his start values, in all
    adventures: tuple[str, ...] = ()  # the adventures he took part in, in order
    game: str = ""  # the game he was written down after (kept twice, counted once)

    @classmethod
    def written_down(cls, hero, adventure: str, before: Veteran | None = None) -> Veteran:
        """A hero of a game (`rules.hero.HeroState`) as written down at its end."""
        done = (before.adventures if before is not None else ()) + (adventure,)
        return cls(hero.id, tuple([(a, hero.attributes[a]) for a in ATTRIBUTES]), hero.vitality, hero.gold,
                   tuple(hero.equipment), tuple(hero.quest_items), tuple(hero.gifts), hero.improvements, done)


def from_data(data: dict) -> Veteran:
    """A veteran as JSON keeps it (lists for tuples)."""
    return Veteran(str(data["hero"]), tuple([(str(a), int(n)) for a, n in data["attributes"]]),
                   int(data["vitality"]), int(data["gold"]), tuple(map(str, data.get("equipment", ()))),
                   tuple(map(str, data.get("quest_items", ()))), tuple(map(str, data.get("gifts", ()))),
                   int(data.get("improvements", 0)), tuple(map(str, data.get("adventures", ()))),
                   str(data.get("game", "")))


def set_out(state: GameState, veterans: dict[str, Veteran], leader: str | None = None) -> list[LogEvent]:
    """The veterans among the heroes of a new game take up what they wrote down (the game
    was set up with their improvements, so the toughness bonus and the Quest Master's events
    are theirs already); the leader is chosen again by Charisma. Returns what is told."""
    told: list[LogEvent] = []
    piles = state.supply.gift_piles
    for hero in state.heroes:
        v = veterans.get(hero.id)
        if v is None:
            continue
        for g in list(hero.gifts):  # the starting gifts go back under their piles
            if g != hero.innate_gift:
                piles[state.cards.gifts[g].group].insert(0, g)
            del hero.gifts[g]
        hero.gifts[hero.innate_gift] = False  # his own, whatever was written down
        hero.attributes = {**hero.attributes, **dict(v.attributes)}
        hero.vitality = max(1, min(v.vitality, hero.max_vitality))
        hero.gold = v.gold
        hero.improvements = v.improvements
        hero.equipment, hero.quest_items = [], list(v.quest_items)
        for q in v.quest_items:  # his own now: not to be found again in this adventure
            if q in state.supply.quest_items:
                state.supply.quest_items.remove(q)
        told.append(VeteranSetOut(hero.id, len(v.adventures), v.improvements))
        for item in v.equipment:
            told += _take_item(state, hero, item)
        for g in v.gifts:
            told += _take_gift(state, hero, g)
    state.leader = choose_leader(state.heroes, leader)
    return told


def _take_item(state: GameState, hero, item: str) -> list[LogEvent]:
    card = state.cards.equipment.get(item)
    left = state.supply.equipment.get(item, 0)
    if card is None or left <= 0:  # disputed (or gone from the box): its worth in gold
        worth = card.gold if card is not None else 0
        hero.gold += worth
        return [GoldChanged(hero.id, worth, hero.gold, f"the worth of {card.name if card else item}, "
                                                       "held by another hero")]
    state.supply.equipment[item] = left - 1
    hero.equipment.append(item)
    return []


def _take_gift(state: GameState, hero, gift: str) -> list[LogEvent]:
    if gift == hero.innate_gift:
        hero.gifts[gift] = False
        return []
    card = state.cards.gifts.get(gift)
    pile = state.supply.gift_piles.get(card.group, []) if card is not None else []
    if gift in pile:
        pile.remove(gift)
        hero.gifts[gift] = False
        return []
    if card is None or not pile:  # disputed and no pile to draw from: none
        return [GiftChanged(hero.id, gift, "not to be had: its pile is empty")]
    drawn = pile.pop()  # disputed: another from the same pile
    hero.gifts[drawn] = False
    return [GiftChanged(hero.id, drawn, f"drawn for {card.name}, held by another hero")]


def heirs_set_out(state: GameState, heirs) -> list[LogEvent]:
    """Heroic death: each new hero takes up the Quest Items his predecessor had at the
    beginning of the adventure (`heirs`: (hero, items), …); they leave the pile (R76)."""
    told: list[LogEvent] = []
    for hero_id, items in heirs:
        hero = next((h for h in state.heroes if h.id == hero_id), None)
        if hero is None:
            continue
        for q in items:
            if q in state.supply.quest_items:
                state.supply.quest_items.remove(q)
            if q not in hero.quest_items:
                hero.quest_items.append(q)
        names = [state.cards.any_item(q).name if state.cards.any_item(q) else q for q in items]
        told.append(HeirSetsOut(hero.id, ", ".join(names)))
    return told
