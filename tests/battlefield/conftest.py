from __future__ import annotations

import pytest

from questboard.battlefield import Battlefield, make_terrain


def wall(id: str, x: float, y: float, width: float, height: float, cover: bool = True, name: str = "Wall"):
    """A custom rectangular terrain element centred on (x, y)."""
    w, h = width / 2, height / 2
    return make_terrain(id, "custom", (x, y), 0.0, ("polygon", [(-w, -h), (w, -h), (w, h), (-w, h)]), cover, name)


@pytest.fixture
def field():
    def build(*terrain, width: float = 4.0, height: float = 3.0, walkable=None) -> Battlefield:
        return Battlefield(width, height, terrain, walkable)

    return build
