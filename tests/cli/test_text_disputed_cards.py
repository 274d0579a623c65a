"""Text mode asks the disputed cards in turn (R80): the centre, whose turn it is, one line
per card he may take and one to leave them; a wrong answer is told and asked again."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from questboard.cli.text import TextTable
from tests.play.test_disputed_cards import _asked, _hero


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def test_the_disputed_cards_are_asked_in_turn_at_the_terminal(monkeypatch):
    game = _asked()
    out = io.StringIO()
    typed = iter(["axe", "2", "shield", "leave", "quit"])
    monkeypatch.setattr("builtins.input", lambda *_: next(typed))
    TextTable(game, Console(file=out, width=200, color_system=None), None).play(None)
    said = out.getvalue()
    assert "Disputed cards (written down by several veterans, too few in the box): Shield ×2, Second Wind" in said
    assert "Karomin takes one:" in said and "1. Shield" in said and "2. Second Wind" in said
    assert "3. leave the rest to the others" in said
    assert "no disputed card 'axe' to take (take one of Shield, Second Wind, or 'leave')" in said
    assert "Alondis takes one:" in said and "Karomin takes Second Wind from the disputed cards" in said
    assert "Alondis takes Shield from the disputed cards" in said
    assert "Karomin leaves the other disputed cards to the others" in said
    assert _hero(game, "alondis").equipment.count("shield") == 2 and "second-wind" in _hero(game, "karomin").gifts
