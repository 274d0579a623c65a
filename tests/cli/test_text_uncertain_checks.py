"""Uncertain Checks in text mode (R66): who rolls is asked without naming the check (the
Quest Master's line marked secret, left out with --public); the choice tells it."""

from __future__ import annotations

from questboard.cli.main import main

TOLD = "Talent test (target 9)"


def _run(tmp_path, capsys, lines, *extra) -> str:
    path = tmp_path / "answers.txt"
    path.write_text("\n".join([*lines, ""]), encoding="utf-8")
    main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
          "--script", str(path), *extra])
    captured = capsys.readouterr()
    return captured.out + captured.err


def test_the_public_terminal_hears_the_check_only_once_a_hero_is_chosen(tmp_path, capsys):
    out = _run(tmp_path, capsys, ["2", "karomin"], "--uncertain-checks", "--public")
    asked, _, after = out.partition("> karomin")
    assert "A check (what it tests is told once a hero is chosen): who rolls?" in asked
    assert "Talent" not in asked and "target 9" not in asked
    assert f"{TOLD}: Karomin" in after


def test_the_quest_masters_terminal_shows_it_marked_secret(tmp_path, capsys):
    out = _run(tmp_path, capsys, ["2"], "--uncertain-checks")
    assert f"QM ▸ secret until a hero is chosen: {TOLD}" in out
    assert f"{TOLD}: who rolls?" not in out


def test_without_the_rule_the_check_is_named_at_once(tmp_path, capsys):
    assert f"{TOLD}: who rolls?" in _run(tmp_path, capsys, ["2"])
