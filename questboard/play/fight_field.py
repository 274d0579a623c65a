"""The battlefield as a fight view holds it: the field's size and walkable area, the terrain
outlines, the start zones, and every fighter with his base, Vitality and cards. Plain values
read from the `Fight`, the same picture for the main battlefield and the table window."""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass

from questboard.battlefield import EPSILON
from questboard.combat.fight import Fight
from questboard.combat.fighters import Fighter, movement_bar, range_bar, weapons_for
from questboard.play.kept import KeptParts
from questboard.play.viewdata import CardRef, Point, ViewData


@dataclass(frozen=True)
class CircleView(ViewData):
    x: float
    y: float
    r: float


@dataclass(frozen=True)
class TerrainView(ViewData):
    """One terrain element as the still layer draws it: a circle or a polygon outline, its
    kind (what token is painted), its name and whether it gives cover (blocks sight)."""

    id: str
    kind: str
    name: str
    label: str  # how a player names it: 'the Rock (rock-2)'
    cover: bool
    circle: CircleView | None
    outline: tuple[Point, ...]  # empty for circles
    centre: Point


@dataclass(frozen=True)
class ZoneView(ViewData):
    id: str
    kind: str  # hero, minion, arch_villain
    polygon: tuple[Point, ...]


@dataclass(frozen=True)
class PlacedTerrain(ViewData):
    """A terrain element of the map as its file places it (`at`, in LU from the top-left
    corner), named as the field names it ("Rock"), else by its kind."""

    id: str
    name: str
    at: Point


@dataclass(frozen=True)
class FieldShape(ViewData):
    """The field under the fight: the map's id and title, its size in LU, the walkable area
    (empty: all of it), terrain and start zones. Shaped like a combat map (`width`, `height`,
    `start_zones`) so the still layer can draw it as it draws a map."""

    id: str
    title: str
    width: float
    height: float
    walkable: tuple[Point, ...]
    terrain: tuple[TerrainView, ...]
    start_zones: tuple[ZoneView, ...]
    placed: tuple[PlacedTerrain, ...] = ()  # the map's terrain as its file places it
    ground: str | None = None  # the map's `ground:` (grass, deck, stone, …), None: as drawn by default

    @property
    def size(self) -> tuple[float, float]:
        return (self.width, self.height)


@dataclass(frozen=True)
class GiftView(ViewData):
    id: str
    name: str
    text: str
    exhausted: bool


@dataclass(frozen=True)
class FighterView(ViewData):
    """One fighter: who (id, name, side, card and number: 'Orc Warrior 3' is card
    orc-warrior number 3), his base (`at` None when he is off the field), his Vitality
    and its top, and what he carries (heroes' items, heroes' and villains' gifts)."""

    id: str
    name: str
    side: str  # hero, bad_guy
    card: str
    number: int
    is_hero: bool
    is_arch_villain: bool
    off_field: bool  # vanquished, or a hero out of the fight
    at: Point | None
    radius: float
    vitality: int
    max_vitality: int
    move_bar: float  # the longest green bar he may use (a carried item's if longer)
    range_bar: float | None  # the longest blue bar, a weapon's included; None: no shooting
    items: tuple[CardRef, ...]
    gifts: tuple[GiftView, ...]
    refresh_offer: bool  # rolled a 9: may refresh an exhausted gift now (R4)
    card_name: str = ""  # the printed name of his card ("Orc Warrior")
    equipment: tuple[str, ...] = ()  # a hero's equipment ids (his items but the quest items)
    card_move_bar: float = 0.0  # the bars printed on his card (the hover's words)
    card_range_bar: float | None = None

    @property
    def on_field(self) -> bool:
        return self.at is not None


_LAST_SHAPE: list = [None, None]  # [(map, terrain, size), FieldShape]: the field seldom changes


def field_shape(fight: Fight) -> FieldShape:
    """The field's still parts as a view; the same object while the map, its (frozen)
    terrain and the field's size stay the same."""
    bf, m = fight.field, fight.spec.map
    key = (m, tuple(bf.terrain.values()), bf.width, bf.height, bf.walkable)
    last_key, last = _LAST_SHAPE
    if last_key is not None and last_key[0] is m and last_key[1:] == key[1:]:
        return last
    _LAST_SHAPE[:] = [key, _field_shape(fight)]
    return _LAST_SHAPE[1]


def _field_shape(fight: Fight) -> FieldShape:
    bf, m = fight.field, fight.spec.map
    terrain = tuple([_terrain(t) for t in bf.terrain.values()])
    zones = tuple([ZoneView(z.id, z.kind, tuple([tuple(p) for p in z.polygon])) for z in m.start_zones])
    return FieldShape(m.id, m.title, float(bf.width), float(bf.height), tuple(bf.walkable or ()),
                      terrain, zones, placed_terrain(fight), getattr(m, "ground", None))


def placed_terrain(fight: Fight) -> tuple[PlacedTerrain, ...]:
    """The map's terrain in the file's order, where the file places it."""
    bf = fight.field
    out = []
    for spec in fight.spec.map.terrain:
        t = bf.terrain.get(spec.id)
        name = t.name if t is not None and t.name else spec.name or spec.kind
        out.append(PlacedTerrain(spec.id, name, (float(spec.at[0]), float(spec.at[1]))))
    return tuple(out)


def _terrain(t) -> TerrainView:
    circle = None if t.circle is None else CircleView(t.circle.x, t.circle.y, t.circle.r)
    return TerrainView(t.id, t.kind, t.name, t.label, t.cover, circle,
                       tuple([tuple(p) for p in t.outline]), tuple(t.centre))


def fighters(fight: Fight, kept: KeptParts | None = None) -> tuple[FighterView, ...]:
    """Every fighter of the fight, in the fight's own order (heroes first as seated); with
    `kept`, a fighter whose base, Vitality and cards are as they were is the view made before."""
    if kept is None:
        return tuple([_fighter(fight, f) for f in fight.fighters.values()])
    pieces, offers, cards = fight.field.pieces, fight.state.refresh_offers, fight.state.cards
    asked = []
    for f in fight.fighters.values():  # a plain loop: this runs for every fighter on every revision
        p, h = pieces.get(f.id), f.hero
        key = (f.off_field, p is None, f.vitality, f.max_vitality, f.refresh_offer, f.id in offers,
               tuple(f.gifts.items()),
               None if h is None else (h.vitality, h.attributes["strength"], tuple(h.equipment),
                                       tuple(h.quest_items), tuple(h.gifts.items())))
        asked.append((f.id, (f, h, cards), key, lambda f=f: _fighter(fight, f)))
    out, moved, where = [], [], []
    for f, view in zip(fight.fighters.values(), kept.each("fighter", asked), strict=True):
        p = pieces.get(f.id)
        at = None if f.off_field or p is None else (p.x, p.y)
        if p is not None and (view.at != at or view.radius != p.radius):  # he moved: the rest is as it was
            moved.append((f.id, (view,), (at, p.radius),
                          lambda v=view, at=at, r=p.radius: dataclasses.replace(v, at=at, radius=r)))
            where.append(len(out))
        out.append(view)
    for i, view in zip(where, kept.each("fighter's base", moved), strict=True):
        out[i] = view
    return tuple(out)


def _fighter(fight: Fight, f: Fighter) -> FighterView:
    cards = fight.state.cards
    piece = fight.field.pieces.get(f.id)
    at = None if f.off_field or piece is None else tuple(piece.at)
    top = f.hero.max_vitality if f.hero is not None else f.max_vitality
    items = ()
    if f.hero is not None:
        items = tuple([_item(cards, i) for i in f.hero.items()])
    gifts = tuple([GiftView(g, *_named(cards.gifts.get(g), g), spent) for g, spent in f.gift_table().items()])
    offered = f.refresh_offer or f.id in fight.state.refresh_offers
    return FighterView(f.id, f.name, f.side, f.card.id, f.number, f.is_hero, f.is_arch_villain,
                       f.off_field, at, piece.radius if piece is not None else f.radius,
                       f.current_vitality(), top, movement_bar(f, cards), longest_range(f, cards),
                       items, gifts, offered, f.card.name,
                       tuple(f.hero.equipment) if f.hero is not None else (),
                       f.card.movement_bar, f.card.range_bar)


def edge_gap(a: FighterView, b: FighterView) -> tuple[float, bool]:
    """The edge-to-edge distance of two bases on the field (negative when they overlap) and
    whether they touch (G2: within ε)."""
    gap = math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1]) - (a.radius + b.radius)
    return gap, gap <= EPSILON


def longest_range(f: Fighter, cards) -> float | None:
    bars = [w.range_bar for w in weapons_for(f, cards, "ranged")] + [range_bar(f, None)]
    bars = [b for b in bars if b]
    return max(bars) if bars else None


def _item(cards, item: str) -> CardRef:
    return CardRef(item, *_named(cards.any_item(item), item))


def _named(card, fallback: str) -> tuple[str, str]:
    return (card.name, card.text) if card is not None else (fallback, "")


@dataclass(frozen=True)
class Sighting(ViewData):
    """A fighter on the field as seen from another's base: who touches him, the gap between
    their bases' edges and whether a line of sight is clear (and the names of what blocks it).
    `gap`, `clear` are None for the one looking, or when he has no base on the field."""

    fighter: str
    touching: tuple[str, ...]  # the ids of the fighters on the field touching him
    gap: float | None
    clear: bool | None
    blockers: tuple[str, ...]  # what blocks the sight, by name (a fighter's, a terrain's)


def look_from(game, who: str) -> tuple[Sighting, ...]:
    """Every fighter on the field (in the fight's order) as seen from `who`'s base now: a
    preview, worked out when asked (text mode's 'look'), not a part of the view."""
    fight: Fight = game.fight
    bf = fight.field
    on_field = [f.id for f in fight.fighters.values() if f.id in bf.pieces]
    here = who in fight.fighters and who in bf.pieces
    out = []
    for fid in on_field:
        touching = tuple([o for o in on_field if o != fid and bf.touching(fid, o)])
        gap = clear = None
        blockers: tuple[str, ...] = ()
        if here and fid != who:
            gap = bf.edge_distance(who, fid)
            verdict = bf.line_of_sight(who, fid)
            clear = verdict.clear
            blockers = tuple([_blocker_name(fight, b) for b in verdict.blockers])
        out.append(Sighting(fid, touching, gap, clear, blockers))
    return tuple(out)


def _blocker_name(fight: Fight, blocker: str) -> str:
    """A short word for what blocks sight: a terrain element's name, a fighter's name."""
    terrain = fight.field.terrain.get(blocker)
    if terrain is not None:
        return terrain.name
    f = fight.fighters.get(blocker)
    return f.name if f is not None else blocker


def draw_referee(game, render, report: dict, path):
    """Draw the fight's field as the referee pictures it: `render(field, map, report, path)`
    (`ui.drawing.referee.render_referee`) is handed the battlefield and its map, so the
    caller never holds the engine's field."""
    fight: Fight = game.fight
    return render(fight.field, fight.spec.map, report, path)


__all__ = ["CircleView", "FieldShape", "FighterView", "GiftView", "PlacedTerrain", "Sighting",
           "TerrainView", "ZoneView", "draw_referee", "edge_gap", "field_shape", "fighters",
           "longest_range", "look_from", "placed_terrain"]
