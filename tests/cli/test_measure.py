import json

import pygame
import pytest

from questboard.cli.main import main
from questboard.ui.drawing.referee import image_size

SCENE = ["forest-clearing", "--place", "k=hero@0.5,1.7", "--place", "o=bad_guy@2.1,0.5",
         "--place", "f=hero@1.6,1.7", "--from", "k", "--to", "o"]


def test_text_answers_distance_sight_range_move_and_card(capsys):
    code = main(["measure", *SCENE, "--bar", "1.2", "--move-to", "1.4,1.2", "--card", "1.0,1.2,30"])
    out = capsys.readouterr().out
    assert code == 0
    assert "1.70 LU" in out
    assert "Out of range: 1.70 LU, bar 1.20" in out
    assert "No line of sight: blocked by" in out
    assert "Blocked by the Campfire (campfire)" in out
    assert "The card must touch k" in out


def test_json_is_one_object_with_every_answer(capsys):
    code = main(["measure", *SCENE, "--bar", "2.0", "--move-to", "0.5,1.3", "--card", "0.5,1.3,0", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert data["distance"] == pytest.approx(1.7, abs=1e-4)
    assert data["touching"] is False and data["range"]["in_range"] is True
    assert data["sight"]["clear"] is False and "boulder" in data["sight"]["blockers"]
    assert data["move"]["legal"] is True and data["move"]["end"] == [0.5, 1.3]
    assert data["card"]["touches_user"] is True and "k" in data["card"]["hit"]


def test_png_is_written_at_the_size_of_the_field(tmp_path, capsys):
    out = tmp_path / "table.png"
    code = main(["measure", *SCENE, "--bar", "1.2", "--move-to", "1.4,1.2", "--json", "--png", str(out)])
    assert code == 0
    picture = pygame.image.load(str(out))
    assert picture.get_size() == image_size(3.0, 2.2, rows=4)  # distance, range, sight, move
    assert json.loads(capsys.readouterr().out)["png"] == str(out)


def test_a_shipped_map_id_or_a_path_both_work(capsys):
    from questboard.resources import maps_dir

    path = str(maps_dir() / "ship-deck.yaml")
    assert main(["measure", path, "--place", "k=hero@1,1.7", "--from", "k", "--move-to", "1,1.4", "--bar", "1"]) == 0
    assert "Legal move" in capsys.readouterr().out


def test_a_malformed_place_is_a_one_line_usage_error(capsys):
    with pytest.raises(SystemExit) as caught:
        main(["measure", "forest-clearing", "--place", "k=hero@0.5", "--from", "k"])
    err = capsys.readouterr().err
    assert caught.value.code == 2
    assert "ID=SIDE@X,Y" in err and "Traceback" not in err and err.count("\n") == 1


def test_an_unknown_piece_id_exits_1_with_one_line(capsys):
    code = main(["measure", "forest-clearing", "--place", "k=hero@0.5,1.7", "--from", "k", "--to", "zed"])
    err = capsys.readouterr().err
    assert code == 1
    assert "'zed', which is not placed" in err and err.count("\n") == 1


def test_an_unknown_map_lists_the_shipped_ones(capsys):
    code = main(["measure", "atlantis", "--place", "k=hero@0.5,1.7", "--from", "k"])
    assert code == 1
    assert "ship-deck" in capsys.readouterr().err


def test_a_base_placed_off_the_field_is_reported_as_a_warning(capsys):
    code = main(["measure", "forest-clearing", "--place", "a=hero@0.4,1.9", "--place", "o=bad_guy@2.6,2.4",
                 "--from", "a", "--to", "o", "--json"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["warnings"] == ["o at 2.60, 2.40 is not wholly on the field (3 × 2.2 LU)"]


def test_a_base_overlapping_terrain_or_a_base_is_reported_as_a_warning(capsys):
    code = main(["measure", "monastery-yard", "--place", "a=hero@1.6,2.4", "--place", "k=hero@1.0,2.0",
                 "--place", "o=bad_guy@1.2,2.0", "--from", "k", "--to", "o", "--json"])
    assert code == 0
    warnings = json.loads(capsys.readouterr().out)["warnings"]
    assert "a at 1.60, 2.40 overlaps the Well (well)" in warnings
    assert any(w.startswith("k at 1.00, 2.00 overlaps") and "o" in w for w in warnings)


def test_bases_that_only_touch_raise_no_warning(capsys):
    code = main(["measure", "forest-clearing", "--place", "a=hero@0.4,1.9", "--place", "o=bad_guy@0.7,1.9",
                 "--from", "a", "--to", "o", "--json"])
    assert code == 0
    assert json.loads(capsys.readouterr().out)["warnings"] == []


@pytest.mark.parametrize("extra", [["--card", "1,1,nan"], ["--move-to", "inf,1", "--bar", "1"],
                                   ["--to", "o", "--bar", "nan"], ["--to", "o", "--bar", "1", "--uses", "0"]])
def test_numbers_that_are_not_finite_are_one_line_and_exit_2(capsys, extra):
    with pytest.raises(SystemExit) as caught:
        main(["measure", "forest-clearing", "--place", "a=hero@0.4,1.9", "--place", "o=bad_guy@0.7,1.9",
              "--from", "a", *extra])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
