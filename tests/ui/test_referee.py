"""The referee's picture: base labels that tell bases apart, and warnings in the caption."""

import pygame

from questboard.battlefield.field import Battlefield
from questboard.battlefield.validate import load_map
from questboard.resources import maps_dir
from questboard.ui.drawing.referee import _initials, render_referee


def test_base_labels_keep_the_whole_number_so_bases_stay_apart():
    assert [_initials(i) for i in ("orc-archer-1", "orc-archer-12", "karomin", "k2", "h10")] == [
        "OA1", "OA12", "KA", "K2", "H10"]


def test_a_warning_changes_the_caption(tmp_path):
    m = load_map(maps_dir() / "forest-clearing.yaml")
    bf = Battlefield.from_map(m)
    bf.add_piece("a", "hero", (0.4, 1.9))
    plain, warned = tmp_path / "plain.png", tmp_path / "warned.png"
    render_referee(bf, m, {"from": "a"}, plain)
    render_referee(bf, m, {"from": "a", "warnings": ["a overlaps the Rock"]}, warned)
    a, b = pygame.image.load(str(plain)), pygame.image.load(str(warned))
    assert a.get_size() == b.get_size()
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")


def test_no_caption_row_is_dropped_however_many_there_are(tmp_path):
    # A fight's picture carries the round and every hero's Vitality, and warnings besides.
    m = load_map(maps_dir() / "forest-clearing.yaml")
    bf = Battlefield.from_map(m)
    bf.add_piece("a", "hero", (0.4, 1.9))
    notes = [f"note {i}" for i in range(7)]
    few = render_referee(bf, m, {"from": "a", "notes": notes[:2]}, tmp_path / "few.png")
    many = render_referee(bf, m, {"from": "a", "notes": notes, "warnings": ["w1", "w2"]},
                          tmp_path / "many.png")
    assert few[0] == many[0] and many[1] - few[1] >= 20 * (9 - 5)


def test_the_border_carries_coordinates_and_the_caption_a_legend(tmp_path):
    from questboard.ui.drawing.referee import MARGIN, PX

    m = load_map(maps_dir() / "forest-clearing.yaml")
    bf = Battlefield.from_map(m)
    bf.add_piece("a", "hero", (0.4, 1.9))
    path = tmp_path / "p.png"
    render_referee(bf, m, {"from": "a"}, path)
    image = pygame.image.load(str(path))
    light = (0xEA, 0xDB, 0xB8)
    # A tick above the field every 0.5 LU (in the wooden margin, where nothing else is light).
    for k in range(7):
        x = round(MARGIN + k * 0.5 * PX)
        assert tuple(image.get_at((x, MARGIN - 4)))[:3] == light, k
    y = image.get_height() - 26  # the legend's row of colour keys, at the foot of the caption
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(MARGIN, image.get_width() - MARGIN)}
    assert (0x2F, 0x5D, 0x8A) in colours and (0x8E, 0x2B, 0x2B) in colours  # hero and bad guy keys
