"""The battlefield: a 9 rolled in the automatic Quest Master's turn is a question the hero
answers (R4, R21): a dialog names the exhausted gifts, and the Quest Master goes on only
after the click."""

from __future__ import annotations

from questboard.play import QM
from questboard.ui.battle import panel as BP
from questboard.ui.battle.scene import Battle, QuestionBox
from questboard.ui.table.scene import Table
from tests.play.refresh_nine import game_at_the_nine
from tests.ui.helpers import click_button, frames


def _to_the_question(app):
    game, hero = game_at_the_nine()
    app.show(Table(app, game))
    frames(app)
    b = app.scene
    assert isinstance(b, Battle) and b.qm_mode == "auto"
    for _ in range(600):
        frames(app, 1)
        if isinstance(b.overlay, QuestionBox):
            break
    box = b.overlay
    assert isinstance(box, QuestionBox), b.note
    return game, hero, b, box


def test_the_nine_asks_the_hero_and_the_quest_master_waits_for_the_click(app):
    game, hero, b, box = _to_the_question(app)
    assert box.q.title == f"{game.names()[hero]} rolled a 9" and box.q.who == hero
    n = len(game.actions)
    frames(app, 120)  # the automatic Quest Master does not go on past the question
    assert len(game.actions) == n and b.overlay is box
    first = next(iter(game.state.hero(hero).gifts))
    button = next(bt for bt, c in box.pairs if c.text == f"Refresh {game.cards.gifts[first].name}")
    click_button(app, button)
    assert game.actions[-1]["fight"] == {"type": "RefreshGift", "who": hero, "gift": first}
    assert game.state.hero(hero).gifts[first] is False
    assert not isinstance(b.overlay, QuestionBox) or "rolled a 9" not in b.overlay.q.title


def test_letting_it_go_by_the_dialog_and_the_quest_master_goes_on(app):
    game, hero, b, box = _to_the_question(app)
    button = next(bt for bt, c in box.pairs if c.text.startswith("Let it go"))
    click_button(app, button)
    assert game.actions[-1]["fight"] == {"type": "Pass", "who": hero}
    assert all(game.state.hero(hero).gifts.values())
    main = BP.main_asked(game)
    assert main is None or main.side == QM or game.fight.phase == "heroes"
