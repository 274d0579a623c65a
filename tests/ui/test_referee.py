"""The referee's picture: base labels that tell bases apart, and warnings in the caption."""

import pygame

from questboard.battlefield.field import Battlefield
from questboard.battlefield.validate import load_map
from questboard.resources import maps_dir
from questboard.ui.referee import _initials, render_referee


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
