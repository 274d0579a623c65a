"""`questboard storyboard`: the paragraph graph as the rulebook's storyboard, PNG and SVG."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest
import yaml

from questboard.adventure.storyboard import board_of
from questboard.cli.main import main
from questboard.cli.storyboard import load_board
from questboard.resources import adventures_dir
from questboard.ui.drawing.storyboard_layout import lay_out

SVG = "{http://www.w3.org/2000/svg}"
SHIPPED = sorted(p.stem for p in adventures_dir().glob("*.yaml"))

FLAWED = """\
id: flawed
title: A Flawed Little Tale
level: 1
paragraphs:
  1:
    read: Two doors stand before you.
    next:
      options:
        - {label: Open the red door, goto: 2}
        - {label: Open the blue door, goto: 3}
  2:
    read: Daylight. You are out.
    next: {end: success}
  3:
    read: A corridor bends round a corner.
    next: 4
  4:
    read: Another corner, and the corridor bends again.
    next: 3
  5:
    read: A forgotten cellar nobody comes to.
    next: 2
"""


def _svg(path: Path) -> ET.Element:
    return ET.fromstring(path.read_text(encoding="utf-8"))


def _texts(node: ET.Element, cls: str | None = None) -> list[str]:
    return [t.text or "" for t in node.iter(f"{SVG}text") if cls is None or t.get("class") == cls]


def _group(root: ET.Element, ident: str) -> ET.Element:
    found = [g for g in root.iter(f"{SVG}g") if g.get("id") == ident]
    assert found, f"no group {ident}"
    return found[0]


@pytest.mark.parametrize("adventure", SHIPPED)
def test_every_shipped_adventure_draws_as_png_and_svg(adventure, tmp_path, capsys):
    png, svg = tmp_path / "board.png", tmp_path / "board.svg"
    assert main(["storyboard", adventure, "--out", str(png), "--svg", str(svg)]) == 0
    image = pygame.image.load(str(png))
    board, problems = load_board(adventure)
    assert problems == []
    assert image.get_width() >= 960 and image.get_height() > 400
    root = _svg(svg)
    for n in board.boxes:
        box = _group(root, f"p{n}")
        assert f"({n}) {board.boxes[n].scene}" in _texts(box, "scene")
    assert "wrote" in capsys.readouterr().out


@pytest.mark.parametrize("adventure", SHIPPED)
def test_the_svg_holds_every_arrow_label_in_words(adventure, tmp_path):
    svg = tmp_path / "board.svg"
    assert main(["storyboard", adventure, "--svg", str(svg)]) == 0
    root = _svg(svg)
    board, _ = load_board(adventure)
    labels = [g for g in root.iter(f"{SVG}g") if g.get("class") == "label"]
    drawn = {(g.get("data-from"), g.get("data-to")): " ".join(_texts(g)) for g in labels}
    for arrow in board.arrows:
        if not arrow.label:
            continue
        words = drawn[(str(arrow.source), str(arrow.target))]
        assert " ".join(arrow.label.split()) == " ".join(words.split())
    every = " ".join(drawn.values())
    assert every and not re.search(r"options\.|\.goto|if_yes|on_success|in_both_cases", every)
    arrows = [g for g in root.iter(f"{SVG}g") if "arrow" in (g.get("class") or "").split()]
    assert len(arrows) == len(board.arrows)


def test_the_rulebook_words_label_the_arrows():
    board, _ = load_board("example-short")
    labels = {(a.source, a.target): a.label for a in board.arrows}
    assert labels[(3, 4)] == "Success" and labels[(3, 5)] == "Failure"
    assert labels[(6, 8)] == "Victory" and labels[(6, 7)] == "Defeat"
    assert labels[(1, 3)].startswith("Climb straight to the monastery")
    assert "All succeed: marker 1 ticked" in labels[(4, 5)]
    assert labels[(2, 3)] == ""  # a plain go on says nothing, as on the rulebook's sheet
    assert board.boxes[1].scene == "Intro" and board.boxes[12].scene == "Finale"
    assert board.boxes[13].ending == "success" and board.boxes[7].ending == "failure"
    assert board.boxes[3].location == "Monastery"


def test_an_unreachable_paragraph_and_a_loop_without_a_way_out_are_marked(tmp_path, capsys):
    adventure = tmp_path / "flawed.yaml"
    adventure.write_text(FLAWED, encoding="utf-8")
    svg, png = tmp_path / "flawed.svg", tmp_path / "flawed.png"
    assert main(["storyboard", str(adventure), "--out", str(png), "--svg", str(svg)]) == 0
    captured = capsys.readouterr()
    problems = captured.err.splitlines()[1:]  # the validator's own words, listed as they are
    assert problems and all(line.startswith("  ") for line in problems)
    for n in (3, 4, 5):
        assert any(f"paragraph {n}" in line for line in problems), n
    root = _svg(svg)
    lost = _group(root, "p5")
    assert "unreachable" in lost.get("class") and "cannot be reached" in _texts(lost, "mark")
    for n in (3, 4):
        looped = _group(root, f"p{n}")
        assert "no-way-out" in looped.get("class")
        assert any("no way out" in t for t in _texts(looped, "mark"))
    trapped = {(g.get("data-from"), g.get("data-to")) for g in root.iter(f"{SVG}g")
               if g.get("class") == "arrow trapped"}
    assert trapped == {("3", "4"), ("4", "3")}
    assert "unreachable" not in _group(root, "p2").get("class")
    assert pygame.image.load(str(png)).get_width() >= 960


def test_a_way_to_a_missing_paragraph_is_drawn_as_a_missing_box(tmp_path, capsys):
    adventure = tmp_path / "gap.yaml"
    adventure.write_text(FLAWED.replace("next: 2\n", "next: 9\n"), encoding="utf-8")
    svg = tmp_path / "gap.svg"
    assert main(["storyboard", str(adventure), "--svg", str(svg)]) == 0
    box = _group(_svg(svg), "p9")
    assert "missing" in box.get("class") and "paragraph 9 does not exist" in " ".join(_texts(box))
    assert "paragraph 9 does not exist" in capsys.readouterr().err


@pytest.mark.parametrize(("args", "words"), [
    (["example-short"], "--out FILE.png"),
    (["example-short", "--out", "board.jpg"], ".png or a .svg"),
    (["example-short", "--svg", "board.png"], "name a .svg file"),
    (["no-such-adventure", "--out", "board.png"], "no adventure 'no-such-adventure'"),
    (["example-short", "--out", "nowhere/at/all/board.png"], "there is no folder"),
])
def test_bad_arguments_give_one_clear_message_and_exit_2(args, words, capsys, tmp_path,
                                                         monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["storyboard", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_file_that_is_not_an_adventure_is_refused_with_its_problems(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text("id: broken\ntitle: Broken\nlevel: 1\nparagraphs: {1: {next: 2}}\n")
    assert main(["storyboard", str(broken), "--out", str(tmp_path / "b.png")]) == 1
    err = capsys.readouterr().err
    assert "broken.yaml" in err and "Traceback" not in err
    assert not (tmp_path / "b.png").exists()


def _big_adventure(n: int = 60) -> dict:
    """A made-up adventure of n paragraphs: options fan out, checks rejoin, loops go back."""
    pars: dict[int, dict] = {}
    for k in range(1, n - 1):
        text = f"Scene number {k}, where a long sentence of read-aloud text goes on and on."
        if k % 3 == 1:
            pars[k] = {"read": text, "next": {"options": [
                {"label": f"Take the winding road towards scene {k + 1}", "goto": k + 1},
                {"label": "Hurry on", "goto": min(k + 3, n - 1)}]}}
        elif k % 3 == 2:
            pars[k] = {"read": text, "next": {"check": "test", "attribute": "talent",
                                              "difficulty": "medium", "on_success": k + 1,
                                              "on_failure": max(1, k - 4)}}
        else:
            pars[k] = {"read": text, "next": k + 1}
    pars[n - 1] = {"read": "The end is near.", "next": {"end": "success"}}
    pars[n] = {"read": "A sorry end.", "next": {"end": "failure"}}
    pars[n - 2]["next"] = {"query": "heroes >= 2", "if_yes": n - 1, "if_no": n}
    return {"id": "big", "title": "A Long Road", "level": 1, "paragraphs": pars}


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_sixty_paragraphs_stay_readable(tmp_path, capsys):
    adventure = tmp_path / "big.yaml"
    adventure.write_text(yaml.safe_dump(_big_adventure()), encoding="utf-8")
    board, problems = load_board(str(adventure))
    assert problems == [] and len(board.boxes) == 60
    from questboard.ui.drawing.storyboard import measure

    picture = lay_out(board, measure)
    rects = [b.rect for b in picture.boxes.values()]
    assert not any(_overlap(a, b) for i, a in enumerate(rects) for b in rects[i + 1:])
    labels = [a.label_rect for a in picture.arrows if a.label_rect]
    assert len(labels) == sum(1 for a in board.arrows if a.label)
    for r in labels:
        assert not any(_overlap(r, b) for b in rects), "a label hides a box"
        assert 0 <= r[0] and r[0] + r[2] <= picture.width and r[1] + r[3] <= picture.height
    words = [(line.x, line.y, measure(line.text, "label"), 18)
             for a in picture.arrows for line in a.connectors]
    notes = labels + words
    assert not any(_overlap(a, b) for i, a in enumerate(notes) for b in notes[i + 1:])
    # Too deep for one column: bands of layers side by side, a wide canvas.
    assert picture.width > picture.height
    across = [a for a in picture.arrows if a.tail]
    assert across
    for a in across:
        assert [line.text for line in a.connectors] == [f"to ({a.arrow.target})",
                                                        f"from ({a.arrow.source})"]
    for placed in picture.boxes.values():  # titles wrapped inside their boxes
        x, _, w, _ = placed.rect
        assert all(measure(line.text, line.style) <= w - 2 * 9 for line in placed.lines)
    png = tmp_path / "big.png"
    assert main(["storyboard", str(adventure), "--out", str(png)]) == 0
    assert pygame.image.load(str(png)).get_size() == (picture.width, picture.height)


def test_a_board_needs_no_cards_and_no_font():
    from questboard.adventure.files import load_for_play

    adventure, _ = load_for_play("the-sleeping-city")
    picture = lay_out(board_of(adventure))
    assert set(picture.boxes) == set(adventure.paragraphs)


def test_the_readme_shows_the_storyboard_of_every_shipped_adventure():
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    for adventure in (a for a in SHIPPED if a != "FORMAT"):
        picture = root / "docs" / "storyboards" / f"{adventure}.png"
        assert picture.is_file(), f"questboard storyboard {adventure} --out {picture}"
        assert f"docs/storyboards/{adventure}.png" in readme
