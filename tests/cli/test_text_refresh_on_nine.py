"""Text mode: a 9 rolled in the automatic Quest Master's turn is a prompt (R4, R21): the
desk stops, says which gifts may come back, and takes 'refresh GIFT' or 'pass'."""

import io

from rich.console import Console

from questboard.cli.text import TextTable
from tests.play.refresh_nine import game_at_the_nine


def _play(lines):
    game, hero = game_at_the_nine()
    out = io.StringIO()
    table = TextTable(game, Console(file=out, width=200, color_system=None), None)
    table.play(list(enumerate(lines, 1)))
    return game, hero, out.getvalue()


def test_the_nine_is_asked_and_refresh_brings_the_gift_back():
    game, hero = game_at_the_nine()
    first = next(iter(game.state.hero(hero).gifts))
    name = game.cards.gifts[first].name
    game, hero, text = _play([f"refresh {name}", "quit"])
    said = game.names()[hero]
    assert f"{said} rolled a 9" in text and "'pass' lets it go" in text
    assert game.state.hero(hero).gifts[first] is False
    assert f"{said} refreshes {name} (rolled a 9)" in text


def test_pass_lets_the_refresh_go():
    game, hero, text = _play(["pass", "quit"])
    assert "lets the refresh go" in text
    assert all(game.state.hero(hero).gifts.values())
