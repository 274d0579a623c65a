"""Bases and borders: the values the queries name when they explain a verdict."""

from __future__ import annotations

from dataclasses import dataclass

from questboard.battlefield.geometry import Point

DEFAULT_BASE_DIAMETER = 0.30
EPSILON = 0.005  # G2: bases this close (LU) are touching
GROW = EPSILON / 2  # G4: blockers grow by half of G2's ε, so bases touching leave no gap to see through


@dataclass(frozen=True)
class Piece:
    """A character's round base on the field."""

    id: str
    side: str  # "hero" or "bad_guy"
    x: float
    y: float
    radius: float = DEFAULT_BASE_DIAMETER / 2
    name: str | None = None

    @property
    def label(self) -> str:
        """How a player names it: the fighter's name ("Orc Warrior 1"), else the id."""
        return self.name or self.id

    @property
    def at(self) -> Point:
        return (self.x, self.y)


@dataclass(frozen=True)
class Edge:
    """The border a base may not cross: the field's edge or the walkable region's outline."""

    id: str
    label: str


FIELD_EDGE = Edge("field-edge", "the edge of the field")
WALKABLE_EDGE = Edge("walkable-edge", "the edge of the walkable region")
