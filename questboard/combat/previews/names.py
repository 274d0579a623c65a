"""The previews' shared words and helpers: what a player calls a fighter, a terrain element or
a border ("Orc Warrior 1", "the Rock", "the edge of the field"), the engine's own wording of
whose turn it is, and the quick way the previews build their frozen results.
"""

from __future__ import annotations

from dataclasses import dataclass

from questboard.battlefield.pieces import FIELD_EDGE, WALKABLE_EDGE
from questboard.combat.authority import not_theirs
from questboard.combat.fight import Fight

Point = tuple[float, float]


@dataclass(frozen=True)
class Named:
    """Something on the field by id, with the name a player knows it by."""

    id: str
    name: str


def fast_result(cls, *values):
    """A frozen result built without the dataclass's field-by-field __init__ (as the
    battlefield builds its verdicts): the engine plans every move it makes through here."""
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(cls.__dataclass_fields__)
    obj = object.__new__(cls)
    object.__setattr__(obj, "__dict__", dict(zip(names, values, strict=True)))
    return obj


_FIELDS: dict[type, tuple[str, ...]] = {}


# --- names --------------------------------------------------------------------------------

def terrain_name(bf, t) -> str:
    """'the Rock'; where the map has more than one of that name, which one by where it
    stands on the field ('the Rock wall in the north-west')."""
    same = [o for o in bf.terrain.values() if o.name == t.name]
    if len(same) < 2:
        return f"the {t.name}"
    return f"the {t.name} in the {_compass(bf, t.centre)}"


def _compass(bf, at) -> str:
    """Which part of the field a point lies in: north-west … south-east, or the middle."""
    x, y = at[0] / max(bf.width, 1e-9), at[1] / max(bf.height, 1e-9)
    ns = "north" if y < 1 / 3 else ("south" if y > 2 / 3 else "")
    ew = "west" if x < 1 / 3 else ("east" if x > 2 / 3 else "")
    return "-".join([w for w in (ns, ew) if w]) or "middle"


def display_name(fight: Fight, owner: str | None) -> str | None:
    """A fighter's name, "the Rock" for terrain, a border's own words; None for None."""
    if owner is None:
        return None
    f = fight.fighters.get(owner)
    if f is not None:
        return f.name
    bf = fight.field
    t = bf.terrain.get(owner)
    if t is not None:
        return terrain_name(bf, t)
    piece = bf.pieces.get(owner)
    if piece is not None:
        return piece.name or piece.id
    for edge in (FIELD_EDGE, WALKABLE_EDGE):
        if edge.id == owner:
            return edge.label
    return owner


def named(fight: Fight, ids) -> tuple[Named, ...]:
    return tuple([Named(i, display_name(fight, i)) for i in ids])


def engine_refusal(fight: Fight, action) -> str:
    """The engine's first question of any action, whether it is its side's to give now
    (`authority.not_theirs`), as a refusal or ""."""
    return not_theirs(fight, action) or ""


# The engine asks `not_theirs` before anything else, so a refusal is worded as it words it.
# It is asked here only once something refuses: when the turn guard (`guard.turn_of`) lets an
# action through, so does the engine's check, for both ask whose turn it is.
