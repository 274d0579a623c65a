"""Creative Use of Gifts in text mode (R65): the hero types 'creative HERO GIFT' at a check
after rolling, the Quest Master answers 'approve' or 'reject'."""

from __future__ import annotations

from questboard.cli.main import main

FAILED = ["2", "karomin", "roll 0"]  # example-short: Karomin's Talent test, failed


def _run(tmp_path, lines, *extra):
    path = tmp_path / "answers.txt"
    path.write_text("\n".join([*FAILED, *lines, ""]), encoding="utf-8")
    main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
          "--script", str(path), *extra])


def _said(capsys) -> str:
    captured = capsys.readouterr()
    return " ".join((captured.out + captured.err).split())


def test_an_approved_creative_use_wins_the_failed_test(tmp_path, capsys):
    _run(tmp_path, ["creative karomin chosen of the gods", "approve", "done"], "--creative-gifts")
    said = _said(capsys)
    assert "'creative HERO GIFT' to exhaust a gift and succeed outright" in said
    assert "Karomin offers to exhaust Chosen of the Gods to succeed: the Quest Master judges" in said
    assert "'approve' or 'reject' Karomin's creative use of Chosen of the Gods" in said
    assert "The Quest Master approves: Karomin exhausts Chosen of the Gods and succeeds" in said
    assert "Talent test: Karomin 0 + 2 = 2 against 9, succeeds (won outright)" in said


def test_a_rejected_creative_use_leaves_the_test_failed(tmp_path, capsys):
    _run(tmp_path, ["creative karomin chosen of the gods", "reject", "done"], "--creative-gifts")
    said = _said(capsys)
    assert "rejects Karomin's use of Chosen of the Gods: it stays ready" in said
    assert "Talent test: Karomin 0 + 2 = 2 against 9, fails" in said


def test_without_the_rule_creative_is_refused(tmp_path, capsys):
    _run(tmp_path, ["creative karomin chosen of the gods"])
    said = _said(capsys)
    assert "refused: Creative Use of Gifts is not in play" in said
    assert "'creative HERO GIFT'" not in said
