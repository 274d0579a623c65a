"""Named pymunk category bits: every shape on the battlefield carries exactly these.

| name       | bit       | carried by                                           | blocks                 |
|------------|-----------|------------------------------------------------------|------------------------|
| TERRAIN    | 0b000001  | every terrain part                                   | movement               |
| COVER      | 0b000010  | terrain parts that give cover (also TERRAIN)         | sight                  |
| HERO       | 0b000100  | hero bases                                           | bad guys' moves, sight |
| BAD_GUY    | 0b001000  | bad-guy bases (minions and arch villains)            | heroes' moves, sight   |
| EDGE       | 0b010000  | field border and walkable-region outline             | movement               |
| SIGHT_LINE | 0b100000  | a second shape per cover part and per base, grown by | sight lines (Chipmunk  |
|            |           | ε/2 as sight.py grows blockers; nothing else sees it | segment tests)         |

A query with SIGHT_LINE_FILTER skips shapes whose group is SIGHT_GROUP: sight.py puts the
attacker's and the target's grown shapes in that group for the length of one question.
"""

from __future__ import annotations

import pymunk

TERRAIN = 0b00001
COVER = 0b00010
HERO = 0b00100
BAD_GUY = 0b01000
EDGE = 0b10000
SIGHT_LINE = 0b100000
SIGHT_GROUP = 1

SIDES = ("hero", "bad_guy")
SIDE_BIT = {"hero": HERO, "bad_guy": BAD_GUY}
ENEMY_BIT = {"hero": BAD_GUY, "bad_guy": HERO}

# What a moving base of each side must look at: everything solid plus both sides of bases.
MOVE_FILTER = pymunk.ShapeFilter(mask=TERRAIN | EDGE | HERO | BAD_GUY)
SIGHT_FILTER = pymunk.ShapeFilter(mask=COVER | HERO | BAD_GUY)
BASES_FILTER = pymunk.ShapeFilter(mask=HERO | BAD_GUY)
SOLID_FILTER = pymunk.ShapeFilter(mask=TERRAIN | HERO | BAD_GUY)
SIGHT_LINE_FILTER = pymunk.ShapeFilter(group=SIGHT_GROUP, mask=SIGHT_LINE)


def shape_filter(categories: int) -> pymunk.ShapeFilter:
    """The filter a shape of these categories carries (queries select by mask)."""
    return pymunk.ShapeFilter(categories=categories)
