"""validate's set-up check reports a start zone only when no packing of rows holds what the
fight asks of it, and says how many bases it does hold."""

from __future__ import annotations

from questboard.play.fightcheck import fight_problems
from tests.an_authors_folder import write_authors_folder
from tests.combat.test_set_up_packs_a_full_zone import hex_rows

RAIDERS = "[[1.8, 0.1], [2.9, 0.1], [2.9, 1.1], [1.8, 1.1]]"  # the clearing's minion zone


def _raiders_zone(tmp_path, w: float, h: float):
    path = write_authors_folder(tmp_path)
    m = path.parent / "maps" / "toll-glade.yaml"
    x1, y1 = 1.8 + w, 0.1 + h
    m.write_text(m.read_text(encoding="utf-8").replace(
        RAIDERS, f"[[1.8, 0.1], [{x1:.2f}, 0.1], [{x1:.2f}, {y1:.2f}], [1.8, {y1:.2f}]]"), encoding="utf-8")
    return path


def test_a_zone_that_rows_fill_is_not_reported(tmp_path):
    # 8 Orc Warriors at 4 heroes: random spots alone left up to 4 of them out of this zone.
    assert hex_rows(1.8, 0.1, 0.7, 0.6) >= 8
    assert fight_problems(_raiders_zone(tmp_path, 0.7, 0.6)) == []


def test_a_zone_no_packing_fills_says_how_many_it_holds(tmp_path):
    problems = fight_problems(_raiders_zone(tmp_path, 0.7, 0.5))
    rows = hex_rows(1.8, 0.1, 0.7, 0.5)
    assert rows < 8
    first = problems[0].message
    held = int(first.split(" holds ")[1].split()[0])
    assert held >= rows, first
    assert f"sets up 8 there at 4 heroes ({8 - held} left out in every set-up)" in first
    assert "at 1 heroes" not in first
