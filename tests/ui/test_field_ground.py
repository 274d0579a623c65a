"""A map says what its ground is (`ground:` grass, deck, stone, floor, bog, sand, snow) and
the field is drawn so; a terrain piece that blocks feet but not sight (a chasm, a pit) is
drawn sunk into the ground, dark and casting no shadow, never as a raised block."""

from __future__ import annotations

import pygame
import pytest

from questboard.battlefield.validate import load_map
from questboard.errors import InputFileError
from questboard.ui.drawing import field_view as V
from questboard.ui.drawing.field_art import GROUNDS

MAP = """\
id: bog-isle
title: The Bog Isle
description: A low isle of bog in black water, split by a chasm.
size: [4.0, 3.0]
{ground}walkable: [[0.2, 0.2], [3.8, 0.2], [3.8, 2.8], [0.2, 2.8]]
terrain:
  - {{id: chasm, kind: custom, name: Chasm, cover: false, at: [2.0, 1.5],
     footprint: {{shape: rectangle, width: 0.3, height: 1.6}}}}
zones:
  - {{id: heroes, kind: hero, polygon: [[0.4, 2.0], [1.4, 2.0], [1.4, 2.6], [0.4, 2.6]]}}
  - {{id: bog-orcs, kind: minion, polygon: [[2.6, 0.4], [3.6, 0.4], [3.6, 1.2], [2.6, 1.2]]}}
"""


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def _picture(tmp_path, ground: str) -> tuple[pygame.Surface, V.Camera]:
    path = tmp_path / "bog-isle.yaml"
    path.write_text(MAP.format(ground=f"ground: {ground}\n" if ground else ""), encoding="utf-8")
    m = load_map(path)
    art = V.FieldArt(m, {t.id: t for t in m.terrain_elements}, m.walkable)
    surface = pygame.Surface((800, 600))
    cam = V.Camera(surface.get_rect(), (m.width, m.height))
    cam.fit()
    art.blit(surface, cam)
    return surface, cam


def _near(colour, target, by: int = 40) -> bool:
    return all(abs(a - b) <= by for a, b in zip(colour[:3], target, strict=True))


@pytest.mark.parametrize("ground", ["bog", "snow", "stone"])
def test_the_ground_is_drawn_as_the_map_says(tmp_path, ground):
    surface, cam = _picture(tmp_path, ground)
    inside = surface.get_at([round(v) for v in cam.to_px((1.0, 1.0))])
    assert _near(inside, GROUNDS[ground]), (ground, inside)
    outside = surface.get_at([round(v) for v in cam.to_px((0.05, 0.05))])
    assert not _near(outside, GROUNDS[ground], 20)  # water round the isle


def test_without_a_ground_a_walkable_field_is_a_deck(tmp_path):
    surface, cam = _picture(tmp_path, "")
    assert _near(surface.get_at([round(v) for v in cam.to_px((1.0, 1.0))]), GROUNDS["deck"], 50)


def test_a_chasm_is_drawn_sunk_and_dark_with_no_shadow(tmp_path):
    surface, cam = _picture(tmp_path, "bog")
    floor = surface.get_at([round(v) for v in cam.to_px((2.0, 1.5))])
    assert max(floor[:3]) < 50, floor  # a dark drop, not a grey block
    beside = surface.get_at([round(v) for v in cam.to_px((2.3, 1.6))])  # where a raised block casts its shadow
    assert _near(beside, GROUNDS["bog"]), beside


def test_an_unknown_ground_is_refused_at_its_line(tmp_path):
    path = tmp_path / "bog-isle.yaml"
    path.write_text(MAP.format(ground="ground: lava\n"), encoding="utf-8")
    with pytest.raises(InputFileError, match=r"bog-isle.yaml:5.*ground"):
        load_map(path)
