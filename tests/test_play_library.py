"""questboard.play.library: adventures and their maps found and checked together; the
adventure's own maps/ folder first, then the shipped maps."""

from __future__ import annotations

from pathlib import Path

import pytest

from questboard.adventure import files
from questboard.cli.main import main
from questboard.cli.new_adventure import adventure_text
from questboard.errors import InputFileError
from questboard.play.library import (
    ADVENTURE_ONLY_KEYS,
    MAP_ONLY_KEYS,
    MapLookup,
    MapNotFound,
    check_paths,
    find_map,
    is_map_file,
    load_for_play,
    map_folders,
)
from questboard.resources import adventures_dir, maps_dir

FOREST = (maps_dir() / "forest-clearing.yaml").read_text(encoding="utf-8")


def _adventure(folder: Path, map_id: str = "forest-clearing") -> Path:
    path = folder / "my-quest.yaml"
    text = adventure_text("my-quest", "My Quest", path)
    path.write_text(text.replace("map: forest-clearing", f"map: {map_id}"), encoding="utf-8")
    return path


def _own_map(folder: Path, map_id: str, raiders: str = "raiders") -> Path:
    maps = folder / "maps"
    maps.mkdir(exist_ok=True)
    path = maps / f"{map_id}.yaml"
    text = FOREST.replace("id: forest-clearing", f"id: {map_id}")
    path.write_text(text.replace("id: raiders", f"id: {raiders}"), encoding="utf-8")
    return path


def test_map_and_adventure_keys_are_told_apart_from_the_models():
    assert {"size", "zones", "terrain"} <= MAP_ONLY_KEYS
    assert {"paragraphs", "level"} <= ADVENTURE_ONLY_KEYS
    assert not MAP_ONLY_KEYS & {"id", "title"} and not ADVENTURE_ONLY_KEYS & {"id", "title"}


def test_a_map_id_is_found_in_the_adventures_own_folder_first_then_among_the_shipped(tmp_path):
    adventure = _adventure(tmp_path)
    own = _own_map(tmp_path, "forest-clearing")
    assert map_folders(adventure) == (tmp_path / "maps", maps_dir())
    assert find_map("forest-clearing", adventure) == own
    assert find_map("ship-deck", adventure) == maps_dir() / "ship-deck.yaml"
    assert find_map("forest-clearing") == maps_dir() / "forest-clearing.yaml"


def test_an_unknown_map_names_every_folder_searched(tmp_path):
    adventure = _adventure(tmp_path)
    _own_map(tmp_path, "my-glade")
    with pytest.raises(MapNotFound) as caught:
        find_map("volcano-rim", adventure)
    message = str(caught.value)
    assert str(tmp_path / "maps") in message and str(maps_dir()) in message
    assert "my-glade" in message and "ship-deck" in message and "\n" not in message
    for sneaky in ("../maps/ship-deck", "maps/ship-deck", "", ".."):
        with pytest.raises(MapNotFound):
            find_map(sneaky, adventure)


def test_the_shipped_adventures_search_the_shipped_maps_once():
    assert map_folders(adventures_dir() / "example-short.yaml") == (maps_dir(),)


def test_the_lookup_answers_the_compiler_and_loads_maps_for_a_fight(tmp_path):
    adventure = _adventure(tmp_path, "my-glade")
    _own_map(tmp_path, "my-glade")
    maps = MapLookup(adventure)
    assert {"heroes", "raiders", "oak-1"} <= maps("my-glade")
    assert maps("volcano-rim") is None
    assert maps.load("my-glade").id == "my-glade"
    assert maps.load("my-glade") is maps.load("my-glade")
    with pytest.raises(MapNotFound):
        maps.load("volcano-rim")


def test_load_for_play_checks_the_maps_and_hands_them_on(tmp_path):
    adventure, cards, maps = load_for_play(_adventure(tmp_path))
    assert adventure.id == "my-quest" and "orc-warrior" in cards.bad_guys
    assert maps.load("forest-clearing").id == "forest-clearing"
    _own_map(tmp_path, "forest-clearing", raiders="bandits")  # the own folder comes first
    with pytest.raises(InputFileError) as caught:
        load_for_play(tmp_path / "my-quest.yaml")
    assert "has no zone 'raiders'" in str(caught.value)


def test_the_adventure_layer_checks_maps_only_with_what_it_is_handed(tmp_path):
    path = _adventure(tmp_path, "volcano-rim")
    adventure, _ = files.load_for_play(path)  # without maps: map names are not checked
    assert adventure.id == "my-quest"
    with pytest.raises(InputFileError):
        files.load_for_play(path, maps_for=MapLookup)
    checked = files.check_paths([path], maps_for=lambda p: (lambda map_id: {"raiders"}),
                                check_map=lambda p: None)
    assert checked[0].problems == ()


def test_an_adventure_with_its_own_map_validates(tmp_path, capsys):
    path = _adventure(tmp_path, "my-glade")
    _own_map(tmp_path, "my-glade")
    assert main(["validate", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert f"ok  {path}" in out and f"ok  {tmp_path / 'maps' / 'my-glade.yaml'}" in out


def test_a_map_outside_a_maps_folder_is_recognised_by_its_keys(tmp_path, capsys):
    good = tmp_path / "deck.yaml"
    shipped = (maps_dir() / "ship-deck.yaml").read_text(encoding="utf-8")
    good.write_text(shipped.replace("id: ship-deck", "id: deck"), encoding="utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text("id: broken\ntitle: Broken\nsize: [1, 1]\nzones: []\n", encoding="utf-8")
    assert is_map_file(good) and is_map_file(broken)
    results = {r.path.name: r for r in check_paths([tmp_path])}
    assert results["deck.yaml"].problems == () and results["deck.yaml"].stats is None
    messages = " ".join(p.message for p in results["broken.yaml"].problems)
    assert "hero zone" in messages and "paragraphs" not in messages
    assert main(["validate", str(good)]) == 0


def test_an_adventure_with_a_stray_map_key_is_still_an_adventure(tmp_path):
    path = _adventure(tmp_path)
    path.write_text(path.read_text(encoding="utf-8") + "size: [3, 2]\n", encoding="utf-8")
    assert not is_map_file(path)
    (result,) = check_paths([path])
    assert any(p.message.startswith("unknown key 'size'") for p in result.problems)
    bad_yaml = tmp_path / "bad.yaml"
    bad_yaml.write_text("id: [unclosed\n", encoding="utf-8")
    assert not is_map_file(bad_yaml) and check_paths([bad_yaml])[0].problems
