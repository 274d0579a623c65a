"""A crowded field for measuring the window (`questboard bench battlefield`): terrain and bad
guys added to a game's fight until it holds 12 terrain elements and 40 bases. For a game
thrown away afterwards: no rule runs, and the game's views are built anew."""

from __future__ import annotations

import dataclasses
import math

from questboard.battlefield.geometry import point_in_polygon
from questboard.battlefield.terrain import make_terrain

BASES, TERRAIN = 40, 12
KINDS = ("tree", "barrels", "brazier", "rock")


def _free(bf, at, r: float) -> bool:
    """No base and no terrain within `r` of `at`."""
    if not (r <= at[0] <= bf.width - r and r <= at[1] <= bf.height - r):
        return False
    for p in bf.pieces.values():
        if math.dist(p.at, at) < p.radius + r + 0.02:
            return False
    for t in bf.terrain.values():
        if t.circle is not None:
            if math.dist((t.circle.x, t.circle.y), at) < t.circle.r + r:
                return False
        else:
            ring = [(at[0] + math.cos(a) * r, at[1] + math.sin(a) * r) for a in (k * math.tau / 8 for k in range(8))]
            if any(point_in_polygon(q, t.outline) for q in [at, *ring]):
                return False
    return True


def crowd(game, terrain: int = TERRAIN, bases: int = BASES) -> None:
    """Terrain and copies of a bad guy set down on the fight's field where there is room."""
    fight = game.fight
    bf = fight.field
    spots = [(0.25 + i * 0.34, 0.25 + j * 0.34) for j in range(int(bf.height / 0.34)) for i in range(int(bf.width / 0.34))]
    k = 0
    for at in spots[::3]:
        if len(bf.terrain) >= terrain:
            break
        if _free(bf, at, 0.32):
            bf.add_terrain(make_terrain(f"bench-{k}", KINDS[k % len(KINDS)], at))
            k += 1
    model = next(f for f in fight.fighters.values() if not f.is_hero)
    n = max([f.number for f in fight.fighters.values()]) + 1
    for at in spots:
        if len(bf.pieces) >= bases:
            break
        if _free(bf, at, model.radius):
            f = dataclasses.replace(model, id=f"bench-{n}", number=n)
            fight.fighters[f.id] = f
            bf.add_piece(f.id, f.side, at, f.radius, f.name)
            n += 1
    game.revision += 1  # the views are built anew, with the crowd


__all__ = ["BASES", "TERRAIN", "crowd"]
