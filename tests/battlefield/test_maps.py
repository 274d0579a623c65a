from pathlib import Path

import pytest

from questboard.battlefield import load_map, validate_map_file
from questboard.cli.main import main
from questboard.errors import InputFileError
from questboard.resources import maps_dir

BAD = Path(__file__).parent / "bad_maps"
SHIPPED = sorted(maps_dir().glob("*.yaml"))


def test_at_least_five_maps_are_shipped_including_the_ship_deck():
    names = {p.stem for p in SHIPPED}
    assert len(names) >= 5 and "ship-deck" in names


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_every_shipped_map_validates(path):
    assert validate_map_file(path) == []
    m = load_map(path)
    assert m.id == path.stem and m.description.strip()


def test_shipped_maps_cover_small_medium_large_and_several_minion_zones():
    maps = [load_map(p) for p in SHIPPED]
    assert {3.0, 4.0, 5.0} <= {max(m.size) for m in maps}
    assert any(len(m.zones_of("minion")) >= 3 for m in maps)
    assert load_map(maps_dir() / "ship-deck.yaml").walkable


# file name -> (line, element id, field, words in the message)
CASES = {
    "unknown_key.yaml": (6, "rock-1", None, "unknown key 'colour'"),
    "zero_size.yaml": (9, "pebble", "footprint.radius", "above 0"),
    "self_intersecting.yaml": (10, "bow-tie", "footprint.points", "crosses itself"),
    "zone_outside.yaml": (7, "far-orcs", "polygon", "outside the 3 × 2 LU field"),
    "terrain_covers_zone.yaml": (11, "heroes", "polygon", "no room for a single base"),
    "duplicate_id.yaml": (7, "oak", "id", "already used"),
    "bad_yaml.yaml": (6, None, None, "not valid YAML"),
    # found on the map alone, at the terrain's own line, as well as on the fights set up there
    "terrain_in_hero_zone.yaml": (7, "lone-oak", "at", "stands in hero zone heroes, taking"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_bad_map_names_file_line_element_and_field(name):
    line, item, field, words = CASES[name]
    problems = validate_map_file(BAD / name)
    assert len(problems) == 1, problems
    p = problems[0]
    assert p.file.endswith(name) and p.line == line and p.item == item and p.field == field
    assert words in p.message
    text = str(p)
    assert name in text and (item is None or item in text) and (field is None or field in text)


def test_load_map_raises_one_report_with_every_problem(tmp_path):
    bad = tmp_path / "many.yaml"
    bad.write_text(
        "id: many\ntitle: T\ndescription: d\nsize: [3, 2]\nweather: rain\n"
        "terrain:\n  - {id: a, kind: rock, at: [1, 1], footprint: {shape: circle, radius: -1}}\n"
        "  - {id: a, kind: volcano, at: [2, 1]}\n"
        "zones:\n  - {id: h, kind: hero, polygon: [[0, 0], [4, 0], [4, 1]]}\n",
        encoding="utf-8",
    )
    with pytest.raises(InputFileError) as caught:
        load_map(bad)
    messages = [p.message for p in caught.value.problems]
    assert len(messages) >= 4
    assert any("weather" in m for m in messages) and any("minion zone" in m for m in messages)


def test_the_cli_reports_a_bad_map_and_exits_1_without_a_traceback(capsys):
    code = main(["measure", str(BAD / "zero_size.yaml"), "--place", "k=hero@0.5,0.5", "--from", "k"])
    err = capsys.readouterr().err
    assert code == 1
    assert "zero_size.yaml:9: pebble: footprint.radius" in err
    assert "Traceback" not in err
