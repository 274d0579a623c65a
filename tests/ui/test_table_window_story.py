"""The shared screen between fights shows where the heroes are and every paragraph read
aloud, in order: the ones passed on the way too; the heroes' public sheets; an open shop's
wares and prices; the latest roll with its verdict."""

from __future__ import annotations

from questboard.play import ReadAloud, Shop, new_game
from questboard.play.views import flowing
from questboard.ui.screens import next_control
from questboard.ui.table.scene import Table
from tests.ui.helpers import frames, run_through


def _open(app, adventure="the-harbor-treasure", heroes=("karomin", "alondis", "cessair", "krzzzt")) -> Table:
    table = Table(app, new_game(adventure, heroes, 7))
    app.show(table)
    app.toggle_table_window()
    frames(app)
    return table


def test_every_paragraph_read_aloud_reaches_the_table_window_in_order(app):
    table = _open(app)
    shared = app.table_window
    missed = []
    told = 0
    for _ in run_through(app, table, 200):
        game = table.game
        if game.fight is None:
            new = [flowing(t.event.text) for t in game.told[told:]
                   if t.public and t.source == "story" and isinstance(t.event, ReadAloud)]
            shown = shared.texts
            missed += [text for text in new if text not in shown]
            at = [shown.index(text) for text in new if text in shown]
            assert at == sorted(at), "the paragraphs are not shown in the order read"
        told = len(game.told)
    assert type(table.game.prompt).__name__ == "Ended"
    assert missed == [], missed


def test_the_table_window_shows_the_heroes_cards_the_map_and_the_latest_verdict(app):
    table = _open(app)
    shared = app.table_window
    game = table.game
    for hero in game.public_view().heroes:
        assert any(line.startswith(hero.name) and "gold" in line for line in shared.texts)
        for card in hero.items:
            assert any(card in line for line in shared.texts), card
    assert shared.picture._stories._map is not None  # the overland map was drawn beside the text
    for _ in range(60):
        if any(t for t in game.public_view().dice if "against" in t):
            break
        table.do(next_control(table))
        frames(app)
    verdicts = [t for t in game.public_view().dice if "against" in t]
    assert verdicts and verdicts[-1] in shared.texts


def test_an_open_shop_shows_its_wares_and_each_heros_price_on_the_table_window(app):
    from questboard.ui.screens import play_until

    table = _open(app)
    assert play_until(table, lambda t: isinstance(t.game.prompt, Shop), prefer=("merchant", "shop", "buy"))
    frames(app)
    shared = app.table_window
    names = [table.game.cards.any_item(o.item).name for o in table.game.prompt.offers]
    assert names
    for name in names:
        assert any(line.startswith(name) and "gold" in line for line in shared.texts), name
    assert not any("QM" in line for line in shared.texts)
