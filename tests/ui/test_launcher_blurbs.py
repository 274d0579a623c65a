"""The launcher's blurbs are for players: each shipped adventure says what it is about in
its `blurb`, with no file names, paragraph numbers or notes for its author."""

from __future__ import annotations

import re

from questboard.ui.launcher.adventures import find_adventures


def test_each_shipped_adventure_has_a_blurb_for_players():
    for entry in find_adventures():
        blurb = entry.blurb
        assert blurb and not entry.problem, entry.id
        assert not re.search(r"\.md|\.yaml|FORMAT|questboard|scripted|paragraph|\d|\(", blurb), \
            f"{entry.id}: {blurb}"


def test_a_file_without_a_blurb_falls_back_to_its_opening_comment(tmp_path):
    from questboard.resources import adventures_dir

    text = (adventures_dir() / "example-short.yaml").read_text(encoding="utf-8")
    text = "\n".join(line for line in text.splitlines() if not line.startswith("blurb:"))
    mine = tmp_path / "mine.yaml"
    mine.write_text("# My own little adventure.\nid:" + text.split("\nid:", 1)[1], encoding="utf-8")
    entry = next(e for e in find_adventures((mine,)) if e.path == mine)
    assert entry.blurb == "My own little adventure."
