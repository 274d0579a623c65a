"""`questboard validate` sets each fight up on its map for every number of heroes the adventure
allows: a zone too small for its bases, terrain in the hero zone and a zone no base can reach
are problems like any other, each naming the file, paragraph, zone, heroes and what to change."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from questboard.cli.main import main
from questboard.cli.new_adventure import adventure_text
from questboard.play import fightcheck
from questboard.play.library import check_paths
from questboard.resources import adventures_dir

MAP = """\
id: my-glade
title: My Glade
description: A glade for a test.
size: [3.0, 2.2]
terrain:
{terrain}
zones:
  - id: heroes
    kind: hero
    polygon: {heroes}
  - id: raiders
    kind: minion
    polygon: {raiders}
"""
ROOMY_HEROES = "[[0.1, 1.3], [1.0, 1.3], [1.0, 2.1], [0.1, 2.1]]"
ROOMY_RAIDERS = "[[1.85, 0.1], [2.9, 0.1], [2.9, 1.05], [1.85, 1.05]]"


def _write(folder: Path, *, terrain: str = "  - {id: stone, kind: rock, at: [1.5, 1.0]}",
           heroes: str = ROOMY_HEROES, raiders: str = ROOMY_RAIDERS,
           bad_guys: str = "raiders: {orc-warrior: heroes}") -> Path:
    (folder / "maps").mkdir()
    (folder / "maps" / "my-glade.yaml").write_text(
        MAP.format(terrain=terrain, heroes=heroes, raiders=raiders), encoding="utf-8")
    path = folder / "my-quest.yaml"
    text = adventure_text("my-quest", "My Quest", path)
    text = text.replace("map: forest-clearing", "map: my-glade")
    text = text.replace("raiders: {orc-warrior: heroes}", bad_guys)
    path.write_text(text, encoding="utf-8")
    return path


def _problems(path: Path) -> list:
    (result,) = [r for r in check_paths([path.parent]) if r.path == path]
    return list(result.problems)


def _line_of(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if text in line)


def test_a_good_fight_on_its_own_map_has_no_fight_problems(tmp_path):
    path = _write(tmp_path)
    assert _problems(path) == []


def test_a_zone_too_small_for_its_bad_guys_says_what_it_holds_and_what_to_change(tmp_path, capsys):
    path = _write(tmp_path, raiders="[[2.3, 0.1], [2.7, 0.1], [2.7, 0.5], [2.3, 0.5]]",
                  bad_guys="raiders: {orc-warrior: heroes*2}")
    (problem,) = _problems(path)
    assert problem.file == str(path)
    assert (problem.item, problem.field) == ("paragraph 4, combat.bad_guys.raiders", None)
    assert problem.line == _line_of(path, "raiders: {orc-warrior: heroes*2}")
    held = int(re.search(r"holds (\d+) bases of 0.30 LU", problem.message).group(1))
    assert 1 <= held < 8
    assert "zone raiders of map my-glade" in problem.message
    assert "paragraph 4 sets up 8 there at 4 heroes (" in problem.message
    assert f"{8 - held} left out" in problem.message
    assert "also too small at" in problem.message  # fewer heroes, fewer orcs: still too many
    assert problem.message.endswith("make the zone larger or move some to another zone")
    assert main(["validate", str(path)]) == 1
    assert "holds" in capsys.readouterr().err


def test_a_base_that_goes_to_another_zone_of_its_kind_is_a_problem_too(tmp_path):
    terrain = "  - {id: stone, kind: rock, at: [1.5, 1.0]}"
    path = _write(tmp_path, terrain=terrain, raiders="[[2.3, 0.1], [2.7, 0.1], [2.7, 0.5], [2.3, 0.5]]",
                  bad_guys="raiders: {orc-warrior: heroes*2}")
    glade = tmp_path / "maps" / "my-glade.yaml"
    glade.write_text(glade.read_text(encoding="utf-8") + """\
  - id: far-camp
    kind: minion
    polygon: [[1.8, 1.4], [2.9, 1.4], [2.9, 2.1], [1.8, 2.1]]
""", encoding="utf-8")
    (problem,) = _problems(path)
    assert "set up in another minion zone instead" in problem.message
    assert "left out" not in problem.message


def test_a_hero_zone_too_small_for_the_most_heroes_is_a_problem(tmp_path):
    path = _write(tmp_path, heroes="[[0.1, 1.7], [0.5, 1.7], [0.5, 2.1], [0.1, 2.1]]")
    (problem,) = _problems(path)
    assert (problem.item, problem.field) == ("paragraph 4, combat.map", None)
    assert re.search(r"hero zone heroes of map my-glade holds \d bases? of 0.30 LU; 4 heroes set up "
                     r"there \(\d left out", problem.message)


@pytest.mark.parametrize("kind", ["tree", "rock"])
def test_terrain_standing_in_the_hero_zone_is_named_with_its_share(tmp_path, kind):
    # A tree gives no cover (R26) but keeps bases off all the same: it counts. It is the map's
    # problem, at the terrain's line; the fight on it says its map cannot be used, and why.
    path = _write(tmp_path, terrain=f"  - {{id: oak, kind: {kind}, at: [0.55, 1.7]}}",
                  heroes="[[0.1, 1.1], [1.6, 1.1], [1.6, 2.1], [0.1, 2.1]]")
    map_path = tmp_path / "maps" / "my-glade.yaml"
    (in_map,) = [p for r in check_paths([tmp_path]) if r.path == map_path for p in r.problems]
    share = int(re.search(r"stands in hero zone heroes, taking (\d+)% of it", in_map.message).group(1))
    assert 10 <= share <= 25  # about the footprint's area over the zone's 1.5 LU²
    assert in_map.message.endswith("move the terrain or the zone")
    assert (in_map.line, in_map.item, in_map.field) == (_line_of(map_path, "id: oak"), "oak", "at")
    (problem,) = _problems(path)
    assert (problem.item, problem.field) == ("paragraph 4, combat.map", None)
    assert problem.message.startswith("its map cannot be used: ") and "oak: at: stands in hero zone" in problem.message


WALLS = """\
  - {id: wall-a, kind: custom, cover: false, at: [2.1, 0.5], footprint: {shape: rectangle, width: 0.06, height: 1.0}}
  - {id: wall-b, kind: custom, cover: false, at: [2.545, %s], footprint: {shape: rectangle, width: 0.9, height: 0.06}}"""


def test_a_zone_walled_off_from_the_heroes_is_a_problem(tmp_path):
    # Two walls and the field's corner close the raiders in.
    path = _write(tmp_path, terrain=WALLS % "0.97", raiders="[[2.3, 0.1], [2.9, 0.1], [2.9, 0.8], [2.3, 0.8]]")
    (problem,) = _problems(path)
    assert (problem.item, problem.field) == ("paragraph 4, combat.bad_guys.raiders", None)
    assert problem.message.startswith("no base of 0.30 LU can get from hero zone heroes to zone "
                                      "raiders of map my-glade")
    assert "open a way at least 0.30 LU wide or move the zone" in problem.message


def test_a_gap_a_base_passes_is_no_problem(tmp_path):
    path = _write(tmp_path, terrain=WALLS % "1.4", raiders="[[2.3, 0.1], [2.9, 0.1], [2.9, 0.8], [2.3, 0.8]]")
    assert _problems(path) == []  # 0.4 LU left between the wall's end and the second wall


def test_the_shipped_adventures_have_no_fight_problems():
    for path in sorted(adventures_dir().glob("*.yaml")):
        assert fightcheck.fight_problems(path) == [], path


@pytest.mark.parametrize(("goal", "side", "words"), [
    ("victory: {reach: heroes}", "victory", "a hero reaches the zone heroes"),
    ("defeat: {reach: raiders, who: bad_guys}", "defeat", "a bad guy reaches the zone raiders"),
])
def test_a_goal_met_as_the_fight_is_set_up_is_a_problem_at_its_line(tmp_path, goal, side, words):
    path = _write(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace(
        "        first: leader", f"        first: leader\n        {goal}"), encoding="utf-8")
    (problem,) = _problems(path)
    assert problem.line == _line_of(path, goal)
    assert problem.message.startswith(f"the {side} goal ({words}) is met as soon as the fight is set up")


def test_a_goal_to_reach_another_zone_is_no_problem(tmp_path):
    path = _write(tmp_path)
    path.write_text(path.read_text(encoding="utf-8").replace(
        "        first: leader", "        first: leader\n        victory: {reach: raiders}"),
        encoding="utf-8")
    assert _problems(path) == []


def test_a_way_too_narrow_names_where_it_is_narrowest_and_what_closes_it(tmp_path):
    # The raiders' corner is open only through a slit 0.12 LU high between the walls' ends.
    path = _write(tmp_path, terrain=WALLS % "1.15", raiders="[[2.3, 0.1], [2.9, 0.1], [2.9, 0.8], [2.3, 0.8]]")
    (problem,) = _problems(path)
    found = re.search(r"the narrowest way is about (\d\.\d\d) LU wide at \((\d\.\d\d), (\d\.\d\d)\), "
                      r"between (.+) and (.+?) \(the fight", problem.message)
    assert found, problem.message
    width, x, y = (float(found.group(i)) for i in (1, 2, 3))
    assert 0.05 <= width <= 0.12 and 2.0 <= x <= 2.25 and 1.0 <= y <= 1.12
    assert {"wall-a", "wall-b"} <= set(re.findall(r"wall-[ab]", found.group(4) + found.group(5)))
