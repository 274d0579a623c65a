"""The battlefield as a fight view holds it: the field's size and walkable area, the terrain
outlines, the start zones, and every fighter with his base, Vitality and cards. Plain values
read from the `Fight`, the same picture for the main battlefield and the table window."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.combat.fight import Fight
from questboard.combat.fighters import Fighter, movement_bar, range_bar, weapons_for
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

    @property
    def on_field(self) -> bool:
        return self.at is not None


def field_shape(fight: Fight) -> FieldShape:
    bf, m = fight.field, fight.spec.map
    terrain = tuple(_terrain(t) for t in bf.terrain.values())
    zones = tuple(ZoneView(z.id, z.kind, tuple(tuple(p) for p in z.polygon)) for z in m.start_zones)
    return FieldShape(m.id, m.title, float(bf.width), float(bf.height), tuple(bf.walkable or ()),
                      terrain, zones)


def _terrain(t) -> TerrainView:
    circle = None if t.circle is None else CircleView(t.circle.x, t.circle.y, t.circle.r)
    return TerrainView(t.id, t.kind, t.name, t.label, t.cover, circle,
                       tuple(tuple(p) for p in t.outline), tuple(t.centre))


def fighters(fight: Fight) -> tuple[FighterView, ...]:
    """Every fighter of the fight, in the fight's own order (heroes first as seated)."""
    return tuple(_fighter(fight, f) for f in fight.fighters.values())


def _fighter(fight: Fight, f: Fighter) -> FighterView:
    cards = fight.state.cards
    piece = fight.field.pieces.get(f.id)
    at = None if f.off_field or piece is None else tuple(piece.at)
    top = f.hero.max_vitality if f.hero is not None else f.max_vitality
    items = ()
    if f.hero is not None:
        items = tuple(_item(cards, i) for i in f.hero.items())
    gifts = tuple(GiftView(g, *_named(cards.gifts.get(g), g), spent) for g, spent in f.gift_table().items())
    offered = f.refresh_offer or f.id in fight.state.refresh_offers
    return FighterView(f.id, f.name, f.side, f.card.id, f.number, f.is_hero, f.is_arch_villain,
                       f.off_field, at, piece.radius if piece is not None else f.radius,
                       f.current_vitality(), top, movement_bar(f, cards), longest_range(f, cards),
                       items, gifts, offered)


def longest_range(f: Fighter, cards) -> float | None:
    bars = [w.range_bar for w in weapons_for(f, cards, "ranged")] + [range_bar(f, None)]
    bars = [b for b in bars if b]
    return max(bars) if bars else None


def _item(cards, item: str) -> CardRef:
    return CardRef(item, *_named(cards.any_item(item), item))


def _named(card, fallback: str) -> tuple[str, str]:
    return (card.name, card.text) if card is not None else (fallback, "")


__all__ = ["CircleView", "FieldShape", "FighterView", "GiftView", "TerrainView", "ZoneView",
           "field_shape", "fighters", "longest_range"]
