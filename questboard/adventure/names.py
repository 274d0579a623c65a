"""Names: the compiler's checks of cards, markers, heroes, maps and zones named in a file,
and the words a player types for a card or a hero (`pick`: an id, a name or any unique
beginning of either, case-insensitive, spaces and all)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from questboard.adventure import tasks as T
from questboard.adventure.conditions import (
    Has,
    HeroInParty,
    LocationInPlay,
    Marker,
    names_in,
    parse_condition,
)
from questboard.adventure.graph import TaskAt
from questboard.adventure.model import Header, Paragraph
from questboard.adventure.ways import (
    Check,
    FightWay,
    GroupCheck,
    HoldGoal,
    Options,
    Query,
    ReachGoal,
    VanquishGoal,
)
from questboard.errors import QuestboardError
from questboard.rules.cards import CardSet
from questboard.schema_words import did_you_mean, or_list

if TYPE_CHECKING:
    from questboard.adventure.compiler import MapZones, Where

NEAR = 0.75
"""How alike a name must be to a card's, map's or zone's to be offered as "did you mean"."""
KINDS = {"location": "locations", "item": ("equipment", "quest_items"), "hero": "heroes",
         "bad guy": "bad_guys", "gift": "gifts"}


def card_id(cards: CardSet, name: str, kind: str) -> str | None:
    """The id of the card of this kind called `name` (its id or printed name), or None."""
    tables = KINDS[kind]
    key = name.strip().lower()
    for table in (tables,) if isinstance(tables, str) else tables:
        for card in getattr(cards, table).values():
            if card.id == key or card.name.lower() == key:
                return card.id
    return None


class Ambiguous(ValueError):
    """A typed beginning that fits more than one card or hero; the message lists them."""

    def __init__(self, word: str, what: str, candidates: list[str]) -> None:
        self.candidates = candidates
        super().__init__(f"{word.strip()!r} could be more than one {what}: {', '.join(candidates)} "
                         f"(type more of the name)")


def slug(text: str) -> str:
    """How names are compared: lower case, spaces and underscores as hyphens."""
    return re.sub(r"[\s_-]+", "-", text.strip().lower()).strip("-")


def _keys(cid: str, name: str) -> set[str]:
    """The forms an id or a name may be typed in: as printed, and without apostrophes or
    other marks ("krzzzt" for Kr'Zzzt, "veterans sword" for Veteran's Sword)."""
    found = set()
    for text in (cid, name):
        found.add(slug(text))
        found.add(slug(re.sub(r"[^\w\s-]", "", text)))
    return found - {""}


def pick(word: str, named: Mapping[str, str], what: str = "card",
         beginnings: bool = True) -> str | None:
    """The one id of `named` (id -> name) that `word` means: an id or a name typed whole, or
    else (with `beginnings`) the unique one whose id or name begins with it; None when none
    fits. Ambiguous when the beginning fits several (its message names them)."""
    w = slug(word)
    if not w:
        return None
    loose = slug(re.sub(r"[^\w\s-]", "", word))
    keyed = {cid: _keys(cid, name) for cid, name in named.items()}
    exact = [cid for cid, keys in keyed.items() if w in keys or loose in keys]
    if len(exact) == 1:
        return exact[0]
    found = exact or [cid for cid, keys in keyed.items() if beginnings
                      and any(k.startswith(w) or (loose and k.startswith(loose)) for k in keys)]
    if len(found) > 1:
        raise Ambiguous(word, what, sorted(named[c] for c in found))
    return found[0] if found else None


def card_name(cards: CardSet, cid: str) -> str:
    """The printed name of any card (item, gift, event, hero, bad guy, location) by id."""
    for table in (cards.equipment, cards.quest_items, cards.gifts, cards.events, cards.heroes,
                  cards.bad_guys, cards.locations):
        if cid in table:
            return table[cid].name
    return cid


def printed_name(cards: CardSet, name: str, kind: str) -> str:
    """The printed name of the card of this kind an adventure names by id or name."""
    found = card_id(cards, name, kind)
    return card_name(cards, found) if found is not None else name


def _need(cards: CardSet, name: str, kind: str, where: Where, loc: tuple[Any, ...],
          paragraph: int | None, listed: list[str] | None = None,
          listed_as: str = "") -> str | None:
    found = card_id(cards, name, kind)
    if found is None:
        where.add(f"there is no {kind} card called {name!r}{_nearest_card(cards, name, kind)}",
                  loc, paragraph)
        return None
    if (listed is not None and where.trusts("components")
            and found not in {card_id(cards, x, kind) for x in listed}):
        where.add(f"{name!r} is not listed under components.{listed_as}", loc, paragraph)
    return found


def _nearest_card(cards: CardSet, name: str, kind: str,
                  tables: tuple[str, ...] | None = None) -> str:
    """" (did you mean lucky-charm?)" when a card of this kind is called nearly so."""
    if tables is None:
        found = KINDS[kind]
        tables = (found,) if isinstance(found, str) else found
    ids: dict[str, str] = {}
    for table in tables:
        for card in getattr(cards, table).values():
            ids[card.id] = card.id
            ids[card.name] = card.id
    near = did_you_mean(name, list(ids), cutoff=NEAR)
    return f" (did you mean {ids[near]}?)" if near else ""


def _markers(h: Header) -> str:
    numbers = [str(n) for n in sorted(h.qm_sheet.markers)]
    return f"qm_sheet.markers has {or_list(numbers, 'and')}" if numbers else "qm_sheet.markers is empty"


def check_header(h: Header, cards: CardSet, where: Where) -> None:
    comp = h.components
    for table, kind in (("locations", "location"), ("bad_guys", "bad guy")):
        for i, name in enumerate(getattr(comp, table)):
            _need(cards, name, kind, where, ("components", table, i), None)
    for table in ("equipment", "quest_items"):
        for i, name in enumerate(getattr(comp, table)):
            found = card_id(cards, name, "item")
            wanted = cards.equipment if table == "equipment" else cards.quest_items
            if found is None or found not in wanted:
                what = "equipment" if table == "equipment" else "Quest Item"
                near = _nearest_card(cards, name, "item", (table,))
                where.add(f"there is no {what} card called {name!r}{near}", ("components", table, i))
    for name, over in h.qm_sheet.bad_guys.items():
        loc = ("qm_sheet", "bad_guys", name)
        gid = _need(cards, name, "bad guy", where, loc, None)
        if gid is None:
            continue
        if over.veteran and cards.bad_guys[gid].rank != "minion":
            where.add(f"only minions can be veterans; {cards.bad_guys[gid].name} is an arch villain",
                      loc + ("veteran",))
        for gift in (over.gifts or {}):
            if card_id(cards, gift, "gift") is None:
                where.add(f"there is no gift card called {gift!r}{_nearest_card(cards, gift, 'gift')}",
                          loc + ("gifts", gift))


def _who(h: Header, cards: CardSet, value: str, words: tuple[str, ...], where: Where,
         loc: tuple[Any, ...], paragraph: int) -> None:
    if value in words:
        return
    if value == "this":
        where.add("'this' (the hero whose roll it was) stands only as the who of a task in a "
                  "check's each_success or each_failure (with by: all)", loc, paragraph)
    elif card_id(cards, value, "hero") is None:
        word = did_you_mean(value, list(words))
        near = _nearest_card(cards, value, "hero") or (f" (did you mean {word}?)" if word else "")
        where.add(f"{value!r} is not one of {or_list(list(words))}, nor a hero{near}", loc, paragraph)


def check_task(h: Header, at: TaskAt, cards: CardSet, where: Where, n: int) -> None:
    t, loc = at.task, at.loc
    comp = h.components
    key = T.task_kind(t)
    items = comp.equipment + comp.quest_items
    if isinstance(t, T.PlaceTask | T.RemoveTask | T.MoveHeroesTask):
        _need(cards, getattr(t, key), "location", where, loc + (key,), n, comp.locations, "locations")
    elif isinstance(t, T.GiveTask | T.FindTask | T.DiscardItemTask):
        _need(cards, getattr(t, key), "item", where, loc + (key,), n, items,
              "equipment or components.quest_items")
    elif isinstance(t, T.ShopTask) and t.shop != "all":
        for i, name in enumerate(t.shop):
            _need(cards, name, "item", where, loc + ("shop", i), n, items,
                  "equipment or components.quest_items")
    elif isinstance(t, T.TickTask) and t.tick not in h.qm_sheet.markers and where.trusts("qm_sheet"):
        where.add(f"marker {t.tick} is not on the QM sheet ({_markers(h)})", loc + ("tick",), n)
    words = T.WHO_WORDS + (("this",) if at.each else ())
    if hasattr(t, "who"):
        _who(h, cards, t.who, words, where, loc + ("who",), n)
    if hasattr(t, "to"):
        _who(h, cards, t.to, T.RECIPIENT_WORDS, where, loc + ("to",), n)


def check_condition(h: Header, text: str, cards: CardSet, where: Where, loc: tuple[Any, ...],
                    n: int) -> None:
    for leaf in names_in(parse_condition(text)):
        if isinstance(leaf, Marker) and leaf.number not in h.qm_sheet.markers:
            if where.trusts("qm_sheet"):
                where.add(f"marker {leaf.number} is not on the QM sheet ({_markers(h)})", loc, n)
        elif isinstance(leaf, LocationInPlay):
            _need(cards, leaf.name, "location", where, loc, n, h.components.locations, "locations")
        elif isinstance(leaf, Has):
            _need(cards, leaf.name, "item", where, loc, n)
        elif isinstance(leaf, HeroInParty):
            _need(cards, leaf.name, "hero", where, loc, n)


def check_way(h: Header, par: Paragraph, cards: CardSet, where: Where, n: int,
              map_zones: MapZones | None) -> None:
    way = par.next
    if isinstance(way, Query):
        check_condition(h, way.query, cards, where, ("next", "query"), n)
    elif isinstance(way, Options):
        for i, option in enumerate(way.options):
            if option.if_ is not None:
                check_condition(h, option.if_, cards, where, ("next", "options", i, "if"), n)
    elif isinstance(way, GroupCheck):
        if way.heroes != "all":
            for i, name in enumerate(way.heroes):
                _need(cards, name, "hero", where, ("next", "heroes", i), n)
        missing = [c for c in range(h.heroes.min, h.heroes.max + 1) if c not in way.threshold]
        if missing and where.trusts("heroes"):
            heroes = "hero" if missing == [1] else "heroes"
            where.add(f"no threshold for {or_list([str(c) for c in missing], 'and')} {heroes}",
                      ("next", "threshold"), n)
    elif isinstance(way, Check) and way.by == "one" and (way.each_success or way.each_failure):
        where.add("each_success / each_failure need `by: all`", ("next", "by"), n)
    elif isinstance(way, FightWay):
        _check_fight(h, way, cards, where, n, map_zones)


def _check_fight(h: Header, fight: FightWay, cards: CardSet, where: Where, n: int,
                 map_zones: MapZones | None) -> None:
    c = fight.combat
    zones = map_zones(c.map) if map_zones is not None else None
    if map_zones is not None and zones is None:
        known = _map_ids(map_zones)
        near = did_you_mean(c.map, known, cutoff=NEAR)
        hint = f" (did you mean {near}?)" if near else (f"; the maps are {or_list(known, 'and')}"
                                                        if known else "")
        where.add(f"there is no combat map {c.map!r} in adventures/maps{hint}",
                  ("next", "combat", "map"), n)
    elif getattr(zones, "unreadable", None):
        where.add(f"the combat map {c.map!r} cannot be read ({zones.unreadable})",
                  ("next", "combat", "map"), n)
    present = set()
    for zone, guys in c.bad_guys.items():
        loc = ("next", "combat", "bad_guys", zone)
        if zones is not None and zone not in zones:
            where.add(f"map {c.map!r} has no zone {zone!r}{_zones_hint(map_zones, c.map, zone)}", loc, n)
        for name in guys:
            found = _need(cards, name, "bad guy", where, loc + (name,), n,
                          h.components.bad_guys, "bad_guys")
            if found:
                present.add(found)
    for goal_name in ("victory", "defeat"):
        goal = getattr(c, goal_name)
        loc = ("next", "combat", goal_name)
        if isinstance(goal, VanquishGoal):
            found = _need(cards, goal.vanquish, "bad guy", where, loc, n)
            if found and found not in present:
                where.add(f"{goal.vanquish!r} does not take part in this fight", loc, n)
        elif isinstance(goal, ReachGoal | HoldGoal) and zones is not None:
            zone = goal.reach if isinstance(goal, ReachGoal) else goal.hold
            if zone not in zones:
                where.add(f"map {c.map!r} has no zone or terrain {zone!r}"
                          f"{_zones_hint(map_zones, c.map, zone, terrain=True)}", loc, n)


def _zones_hint(map_zones: Any, map_id: str, zone: str, terrain: bool = False) -> str:
    """" (did you mean orc-guards? its zones are …)": the map's own zones, by name."""
    zones = _ids_of(map_zones, map_id, "zones")
    if not zones:
        return ""
    known = zones + (_ids_of(map_zones, map_id, "terrain") if terrain else [])
    near = did_you_mean(zone, known, cutoff=NEAR)
    listed = f"its zones are {or_list(sorted(zones), 'and')}"
    return f" (did you mean {near}? {listed})" if near else f"; {listed}"


# The map lookup `questboard.play.library` hands in is called for a map's zone and terrain
# ids; what it offers beside that (`folders` searched, `load(map_id)` giving the map with its
# `zones` and `terrain`) only sharpens the words, so each is asked for with care.

def _map_ids(map_zones: Any) -> list[str]:
    """The ids of the maps the adventure may name, for "did you mean"."""
    found: set[str] = set()
    for folder in getattr(map_zones, "folders", ()):
        try:
            found |= {p.stem for p in folder.iterdir() if p.suffix in (".yaml", ".yml")}
        except OSError:
            continue
    return sorted(found)


def _ids_of(map_zones: Any, map_id: str, part: str) -> list[str]:
    """The ids of a map's start zones or terrain; empty when the map cannot be read."""
    load = getattr(map_zones, "load", None)
    if load is None:
        return []
    try:
        return [element.id for element in getattr(load(map_id), part)]
    except QuestboardError:  # no such map, or a broken one: its problems are told with it
        return []
