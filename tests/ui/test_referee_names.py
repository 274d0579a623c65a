"""`measure --png` names what it draws: each start zone by its kind and the id a fight names it
by (two minion zones no longer look alike), each terrain element by its name and id, on slips
that cover no base of a shipped fight's set-up, no zone label and no other name."""

from __future__ import annotations

import pygame
import pytest

from questboard.battlefield.field import Battlefield
from questboard.battlefield.validate import load_map
from questboard.cli.main import main
from questboard.resources import maps_dir
from questboard.ui.drawing import zone_labels
from questboard.ui.drawing.referee import MARGIN, PX, terrain_label_rects, zone_label_rects
from questboard.ui.drawing.referee_painter import terrain_label, zone_label
from tests.ui.test_zone_labels import MAPS, _cases


def test_zones_are_named_by_kind_and_id_and_terrain_by_name_and_id():
    m = load_map(maps_dir() / "crossroads-ambush.yaml")
    labels = {z.id: zone_label(z) for z in m.start_zones}
    minions = [labels[z.id] for z in m.zones_of("minion")]
    assert len(minions) == 3 and len(set(minions)) == 3
    assert all(label[0] == "Minions" and label[1] in {z.id for z in m.zones_of("minion")} for label in minions)
    bf = Battlefield.from_map(m)
    names = {t.id: terrain_label(t) for t in bf.terrain.values()}
    assert names["thicket-1"] == "Tree (thicket-1)" and names["thicket-2"] == "Tree (thicket-2)"
    assert any(z.id == "heroes" for z in load_map(maps_dir() / "forest-clearing.yaml").start_zones)
    clearing = load_map(maps_dir() / "forest-clearing.yaml")
    assert zone_label(clearing.zones_of("hero")[0]) == ("Heroes",)  # the id says no more


@pytest.mark.parametrize("map_id", MAPS)
def test_every_terrain_name_is_on_the_field_clear_of_bases_labels_and_other_names(map_id):
    m = load_map(maps_dir() / f"{map_id}.yaml")
    field = pygame.Rect(MARGIN, MARGIN, round(m.width * PX), round(m.height * PX))
    for what, bf in _cases(map_id):
        names = terrain_label_rects(bf, m)
        assert sorted(names) == sorted(bf.terrain), what
        boxes = [zone_labels.disc_box((MARGIN + q.x * PX, MARGIN + q.y * PX, q.radius * PX))
                 for q in bf.pieces.values()]
        zones = list(zone_label_rects(bf, m).values())
        spots = list(names.values())
        for t, rect in names.items():
            assert field.contains(rect), (what, t)
            assert rect.collidelist(boxes) == -1, (what, t, "covers a base")
            assert rect.collidelist(zones) == -1, (what, t, "covers a zone label")
        assert all(a.collidelist(spots[i + 1:]) == -1 for i, a in enumerate(spots)), what


def test_the_picture_draws_the_names_where_the_placement_says(tmp_path, capsys):
    out = tmp_path / "m.png"
    assert main(["measure", "crossroads-ambush", "--place", "a=hero@2.1,2.2", "--from", "a",
                 "--png", str(out)]) == 0
    image = pygame.image.load(str(out))
    m = load_map(maps_dir() / "crossroads-ambush.yaml")
    bf = Battlefield.from_map(m)
    bf.add_piece("a", "hero", (2.1, 2.2))
    for t, rect in terrain_label_rects(bf, m).items():
        corner = image.get_at((rect.x + 1, rect.y + 1))[:3]
        assert max(corner) < 0x70, (t, corner)  # the dark slip under the name
        inside = {image.get_at((x, rect.centery))[:3] for x in range(rect.x, rect.right)}
        assert any(min(c) > 0xB0 for c in inside), t  # light letters on it
