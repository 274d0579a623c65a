"""R4, R21: a 9 rolled in the automatic Quest Master's turn asks the hero at once (refresh
which gift, or let it go), and the Quest Master waits for the answer."""

from questboard.play import RefreshGift
from questboard.play.fight_questions import REFRESH
from questboard.play.seats import QUEST_MASTER
from tests.play.refresh_nine import game_at_the_nine


def _rolled(game):
    while game.next_qm_action() is not None:
        assert game.step_qm().ok
    return game.view(QUEST_MASTER).fight


def test_the_nine_is_a_question_and_the_quest_master_waits():
    game, hero = game_at_the_nine()
    fv = _rolled(game)
    assert any("rolled a 9" in t.describe(game.names()) for t in game.told)
    q = fv.question
    assert q is not None and q.kind == REFRESH and q.who == hero
    name = game.names()[hero]
    assert q.title == f"{name} rolled a 9"
    gifts = [g for g in game.state.hero(hero).gifts]
    refreshes = [c for c in q.choices if c.kind == "refresh"]
    assert [c.card for c in refreshes] == gifts
    assert all(c.label.startswith("Refresh ") and "-" not in c.label for c in refreshes)
    assert any(c.kind == "pass" and c.label.startswith("Let it go") for c in q.choices)
    assert game.next_qm_action() is None
    assert game.apply(refreshes[0].act()).ok
    assert game.state.hero(hero).gifts[gifts[0]] is False
    assert game.view(QUEST_MASTER).fight.question is None or game.view(QUEST_MASTER).fight.question.kind != REFRESH
    assert game.fight.over or game.next_qm_action() is not None or game.fight.phase == "heroes"


def test_letting_it_go_keeps_the_gifts_exhausted_and_the_quest_master_goes_on():
    game, hero = game_at_the_nine()
    q = _rolled(game).question
    let_go = next(c for c in q.choices if c.kind == "pass")
    result = game.apply(let_go.act())
    assert result.ok
    assert any("lets the refresh go" in t.describe(game.names()) for t in result.told)
    assert all(game.state.hero(hero).gifts.values())
    assert game.view(QUEST_MASTER).fight.question is None or game.view(QUEST_MASTER).fight.question.kind != REFRESH


def test_the_refresh_is_exported_by_play():
    assert RefreshGift.__module__.startswith("questboard")
