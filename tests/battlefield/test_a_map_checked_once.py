"""A map file is read and checked once while its text stays the same (several adventures use
one map); a file that changed is checked anew."""

from questboard.battlefield import validate
from questboard.play.library import find_map


def test_the_same_map_twice_is_the_same_checked_map(tmp_path):
    path = tmp_path / "harbor-warehouse.yaml"
    path.write_text(find_map("harbor-warehouse").read_text(encoding="utf-8"), encoding="utf-8")
    first, again = validate.load_map(path), validate.load_map(path)
    assert first is again and validate.validate_map_file(path) == []


def test_a_map_file_that_changed_is_checked_anew(tmp_path):
    path = tmp_path / "harbor-warehouse.yaml"
    text = find_map("harbor-warehouse").read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    assert validate.validate_map_file(path) == []
    path.write_text(text.replace("id: harbor-warehouse", "id: elsewhere", 1), encoding="utf-8")
    problems = validate.validate_map_file(path)
    assert [p.field for p in problems] == ["id"] and "'elsewhere'" in problems[0].message
    problems.clear()  # what a caller does with its list is its own
    assert len(validate.validate_map_file(path)) == 1


def test_terrain_in_a_zone_is_measured_as_by_every_grid_point():
    """The share of a zone terrain takes counts only the grid points in the terrain's box:
    the same shares as asking every point (zones over each shipped map's whole field)."""
    from questboard.battlefield.zone_terrain import (
        SAMPLES,
        TERRAIN_SHARE,
        _on,
        grid,
        terrain_in_zone,
    )
    from questboard.resources import maps_dir

    for path in sorted(maps_dir().glob("*.yaml")):
        m = validate.load_map(path)
        w, h = m.size
        zone = ((0.0, 0.0), (w, 0.0), (w, h), (0.0, h))
        inside = grid(zone, SAMPLES)
        plain = [(i, share) for i, t in enumerate(m.terrain_elements)
                 if (share := sum(_on(t, p) for p in inside) / len(inside)) >= TERRAIN_SHARE]
        assert plain and terrain_in_zone(m.terrain_elements, zone) == plain
