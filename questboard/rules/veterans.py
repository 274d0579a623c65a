"""Epic heroes (the rulebook's "Epic Heroes"): a hero who has braved adventures sets out
again with what was written down after the last one — the four attributes, the Vitality he
had, his gold and every card he held — instead of the starting cards.

Disputed cards (two veterans wrote down the same card and the box has one) are taken in
turn (`rules.disputes`, R80)."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.rules.cards import ATTRIBUTES
from questboard.rules.disputes import Draft, open_draft, replaced
from questboard.rules.epic_log import HeirSetsOut, VeteranSetOut
from questboard.rules.log import GiftChanged, LogEvent
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


def set_out(state: GameState, veterans: dict[str, Veteran],
            leader: str | None = None) -> tuple[list[LogEvent], Draft | None]:
    """The veterans among the heroes of a new game take up what they wrote down (the game
    was set up with their improvements, so the toughness bonus and the Quest Master's events
    are theirs already); the leader is chosen again by Charisma. Returns what is told and the
    draft of the disputed cards (R80), None when nothing is disputed: those cards wait for it."""
    told: list[LogEvent] = []
    piles = state.supply.gift_piles
    mine = [(h, veterans[h.id]) for h in state.heroes if h.id in veterans]
    for hero, _ in mine:
        for g in list(hero.gifts):  # the starting gifts go back under their piles first
            if g != hero.innate_gift:
                piles[state.cards.gifts[g].group].insert(0, g)
            del hero.gifts[g]
        hero.gifts[hero.innate_gift] = False  # his own, whatever was written down
    wanted = {hero.id: _written(state, hero, v) for hero, v in mine}
    draft = open_draft(state, wanted)
    disputed = {c for c, _ in draft.centre} if draft is not None else set()
    for hero, v in mine:
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
            told += [] if item in disputed else _take_item(state, hero, item)
        for g in v.gifts:
            told += [] if g in disputed else _take_gift(state, hero, g)
    state.leader = choose_leader(state.heroes, leader)
    return told, draft


def _written(state: GameState, hero, v: Veteran) -> dict[str, tuple[str, int]]:
    """Card -> (kind, copies) that a veteran wrote down, his innate gift left out."""
    out: dict[str, tuple[str, int]] = {}
    for item in v.equipment:
        out[item] = ("equipment", out.get(item, ("equipment", 0))[1] + 1)
    for g in v.gifts:
        if g != hero.innate_gift:
            out[g] = ("gift", 1)
    return out


def _take_item(state: GameState, hero, item: str) -> list[LogEvent]:
    left = state.supply.equipment.get(item, 0)
    if item not in state.cards.equipment or left <= 0:  # gone from the box: its worth in gold
        return replaced(state, hero.id, item, "equipment")
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
    if card is None:
        return [GiftChanged(hero.id, gift, "not to be had: its pile is empty")]
    return replaced(state, hero.id, gift, "gift")  # held by a new hero: another from the same pile


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
