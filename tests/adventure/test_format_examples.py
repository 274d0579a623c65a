"""adventures/FORMAT.md cannot drift from the program: every YAML example in it validates
(whole files as they are, fragments inside a small adventure), and its tables of terrain
kinds, zone room and bad-guy counts are the code's own."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import yaml

from questboard.battlefield import categories as cat
from questboard.battlefield.field import Battlefield
from questboard.battlefield.mapfile import CombatMap
from questboard.battlefield.placement import Recruit, place_in_zones
from questboard.battlefield.terrain import TERRAIN_KINDS
from questboard.cli.main import main
from questboard.content import load_cards
from questboard.resources import adventures_dir
from questboard.rules.villains import bad_guy_count

FORMAT = adventures_dir() / "FORMAT.md"
KINDS = ("# adventure file", "# map file", "# fragment: paragraphs", "# fragment: next")
BRANCH_KEYS = ("goto", "if_yes", "if_no", "on_success", "on_failure", "on_victory", "on_defeat",
               "in_both_cases", "fallback")


def _blocks() -> list[tuple[int, str]]:
    """(line, text) of every ```yaml block of FORMAT.md."""
    text = FORMAT.read_text(encoding="utf-8")
    return [(text[:m.start()].count("\n") + 2, m.group(1))
            for m in re.finditer(r"^```yaml\n(.*?)^```", text, re.S | re.M)]


BLOCKS = _blocks()


def test_every_yaml_example_says_what_it_is():
    assert len(BLOCKS) >= 9
    for line, block in BLOCKS:
        assert block.splitlines()[0].strip() in KINDS, f"FORMAT.md line {line}: say what this block is"


def _targets(node) -> set[int]:
    """Every paragraph a fragment leads to."""
    found: set[int] = set()
    if isinstance(node, dict):
        for key, value in node.items():
            if key in BRANCH_KEYS and isinstance(value, int):
                found.add(value)
            elif key == "next" and isinstance(value, int):
                found.add(value)
            found |= _targets(value)
    elif isinstance(node, list):
        for value in node:
            found |= _targets(value)
    return found


def _wrapped(kind: str, data: dict) -> dict:
    """A fragment inside a small adventure: every card of the box among its components,
    markers 1 to 20, and an ending at every paragraph the fragment leads to."""
    cards = load_cards()
    if kind == "# fragment: next":
        paragraphs = {1: {"read": "The example's paragraph.", "next": data["next"]}}
    else:
        paragraphs = dict(data["paragraphs"])
    for n in sorted(_targets(paragraphs) - set(paragraphs)):
        paragraphs[n] = {"read": f"Paragraph {n}.", "next": {"end": "success"}}
    return {
        "id": "fragment", "title": "A fragment of FORMAT.md", "level": 1,
        "start": min(n for n in paragraphs if n not in _targets(paragraphs)) if kind != "# fragment: next" else 1,
        "components": {"locations": sorted(cards.locations), "equipment": sorted(cards.equipment),
                       "quest_items": sorted(cards.quest_items), "bad_guys": sorted(cards.bad_guys)},
        "qm_sheet": {"markers": {n: f"marker {n}" for n in range(1, 21)}},
        "paragraphs": paragraphs,
    }


@pytest.mark.parametrize(("line", "block"), BLOCKS, ids=[f"line-{n}" for n, _ in BLOCKS])
def test_the_example_validates(line, block, tmp_path, capsys):
    kind = block.splitlines()[0].strip()
    data = yaml.safe_load(block)
    if kind == "# map file":
        folder = tmp_path / "maps"
        folder.mkdir()
        path = folder / f"{data['id']}.yaml"
        path.write_text(block, encoding="utf-8")
    else:
        if kind != "# adventure file":
            data = _wrapped(kind, data)
            block = yaml.safe_dump(data, sort_keys=False)
        path = tmp_path / f"{data['id']}.yaml"
        path.write_text(block, encoding="utf-8")
    code = main(["validate", str(path)])
    out = capsys.readouterr()
    assert code == 0, f"FORMAT.md line {line}:\n{out.out}{out.err}"
    assert f"ok  {path}" in out.out or "ok" in out.out.split()


# --- the tables -------------------------------------------------------------------------

def _footprint(shape: str, data) -> str:
    if shape == "circle":
        return f"circle, radius {data:g}"
    if shape == "none":
        return "given in the file"
    xs, ys = [p[0] for p in data], [p[1] for p in data]
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    if len(data) == 4 and {round(abs(x), 6) for x in xs} == {round(w / 2, 6)}:
        return f"rectangle {w:g} × {h:g}"
    return f"{len(data)} corners, {w:.2f} × {h:.2f}"


def _blocks_movement(kind: str) -> bool:
    """Ask the field: does a base's move query see this kind's shapes?"""
    cover = TERRAIN_KINDS[kind][2]
    spec = {"id": "t", "kind": kind, "at": [1.5, 1.5]}
    if kind == "custom":
        spec |= {"cover": False, "footprint": {"shape": "circle", "radius": 0.2}}
    m = CombatMap(id="t", title="t", description="t", size=(3.0, 3.0), terrain=[spec], zones=[
        {"id": "h", "kind": "hero", "polygon": [[0.1, 0.1], [0.6, 0.1], [0.6, 0.6], [0.1, 0.6]]}])
    bf = Battlefield.from_map(m)
    hits = bf.space.point_query((1.5, 1.5), 0.01, cat.MOVE_FILTER)
    assert cover is None or any(bool(h.shape.filter.categories & cat.COVER) == cover for h in hits)
    return bool(hits)


def terrain_table() -> str:
    rows = ["| kind | name | default footprint (LU) | cover | blocks movement |", "|---|---|---|---|---|"]
    for kind, (name, (shape, data), cover) in TERRAIN_KINDS.items():
        covers = "given in the file" if cover is None else "yes" if cover else "no"
        moves = "yes" if _blocks_movement(kind) else "no"
        rows.append(f"| `{kind}` | {name} | {_footprint(shape, data)} | {covers} | {moves} |")
    return "\n".join(rows)


ROOM = ((0.3, 0.3), (0.5, 0.5), (0.6, 0.6), (0.8, 0.6), (1.0, 0.5), (1.0, 1.0))
SEEDS = range(4)


def zone_table() -> str:
    """How many default bases the set-up puts into an empty rectangular zone, over a few
    set-ups (the first bases fall at random, so the count varies a little)."""
    rows = ["| zone (W × H LU) | bases of 0.30 LU |", "|---|---|"]
    for w, h in ROOM:
        m = CombatMap(id="z", title="z", description="z", size=(3.0, 3.0), zones=[
            {"id": "z", "kind": "minion", "polygon": [[1, 1], [1 + w, 1], [1 + w, 1 + h], [1, 1 + h]]}])
        counts = []
        for seed in SEEDS:
            placed = place_in_zones(Battlefield.from_map(m), m.start_zones,
                                    [Recruit(f"b{i}", "minion") for i in range(30)], random.Random(seed))
            counts.append(len(placed.placed))
        lo, hi = min(counts), max(counts)
        rows.append(f"| {w:g} × {h:g} | {lo if lo == hi else f'{lo} to {hi}'} |")
    return "\n".join(rows)


def _between(start: str) -> str:
    text = FORMAT.read_text(encoding="utf-8")
    after = text[text.index(start):].split("\n", 1)[1]
    return after[:after.index("<!-- end of")].strip()


@pytest.mark.parametrize(("marker", "table"), [("<!-- terrain table", terrain_table),
                                               ("<!-- zone table", zone_table)])
def test_the_maps_tables_are_the_codes_own(marker, table):
    want = table()
    assert _between(marker) == want, f"FORMAT.md's table should read:\n{want}"


def test_the_count_table_is_what_the_fight_sets_up():
    text = FORMAT.read_text(encoding="utf-8")
    rows = re.findall(r"^\| (`.*?) \| ([\d /,]+) \|$", text, re.M)
    assert len(rows) >= 6
    for forms, numbers in rows:
        written = re.findall(r"`([^`]+)`", forms)
        expected = [[int(n) for n in part.split("/")] for part in numbers.split(",")]
        assert len(expected) in (1, len(written)), forms
        for k, form in enumerate(written):
            want = expected[k] if len(expected) > 1 else expected[0]
            assert [bad_guy_count(int(form) if form.isdigit() else form, n) for n in (1, 2, 3, 4)] == want, form


def test_the_script_rules_are_those_of_text_mode(tmp_path):
    from questboard.cli.text import _script_lines

    script = tmp_path / "answers.txt"
    script.write_text("# the options\n\n   1  \n  # indented comment\nbuy karomin potion # not a comment\n",
                      encoding="utf-8")
    assert _script_lines(Path(script)) == [(3, "1"), (5, "buy karomin potion # not a comment")]
    assert "a comment takes a line of its own" in FORMAT.read_text(encoding="utf-8")
