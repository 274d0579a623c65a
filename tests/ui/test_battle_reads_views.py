"""The battlefield and the table window draw and play the fight from play's fight view: no
reach into the engines, the modify window offers what the view's question offers (R34), both
windows draw the one field of the view, and the panel keeps its buttons while they stay."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from questboard.play import MeleeAttack, Move
from questboard.play.seats import QUEST_MASTER, TABLE
from questboard.ui.asking import Offer
from questboard.ui.battle.scene import QuestionBox
from tests.ui.helpers import frames, key
from tests.ui.test_battle import heroes_turn, to_fight
from tests.ui.test_battle_sheets import _fight, _touching

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from test_table_language import all_sites  # noqa: E402


def test_the_battlefield_and_the_table_window_reach_into_no_engine():
    found = [s for s in all_sites() if s.startswith(("ui/battle", "ui/table_window", "ui/drawing"))]
    assert found == [], "\n".join(found)


def test_the_modify_window_offers_only_the_choices_of_the_views_question(app):
    """R34: what could still turn the roll (`combat.conflict.sources`), and letting it stand;
    not every item and gift the loser carries."""
    b = _fight(app)
    _touching(b, "cessair", "orc-warrior-1")
    b.game.state.hero("cessair").gifts["parry"] = False  # a bonus that could turn the roll
    b.game.state.dice.force(5, 5)  # 5+2 against 5+4: Magistra Cessair is losing the roll
    assert b.act(Offer.of(b.game).make(MeleeAttack, who="cessair", target="orc-warrior-1"))
    frames(app)
    box = b.overlay
    assert isinstance(box, QuestionBox) and "losing the roll" in box.q.title
    asked = b.game.view(QUEST_MASTER).fight.question
    assert [c.text for c in box.q.options] == [c.label for c in asked.choices]
    carried = len(b.fighter("cessair").items) + sum(not g.exhausted for g in b.fighter("cessair").gifts)
    assert any(c.kind == "modify" for c in asked.choices)
    assert len(box.q.options) - 1 < carried  # some of her cards cannot turn this roll
    key(app, pygame.K_RETURN)  # let it stand
    assert b.game.actions[-1]["fight"]["type"] == "Pass"


def test_both_windows_draw_the_field_and_the_bases_of_the_one_fight_view(app):
    b = to_fight(app)
    heroes_turn(app, b)
    app.toggle_table_window()
    try:
        frames(app)
        picture = app.table_window.picture
        qm, table = b.game.view(QUEST_MASTER).fight, b.game.view(TABLE).fight
        assert picture._art[1].map == b.art.map == qm.field == table.field
        assert picture._st[0][1] == table.pieces == qm.pieces
    finally:
        app.toggle_table_window()


def test_the_panel_keeps_its_buttons_when_the_view_changes_but_they_stay(app):
    b = to_fight(app)
    who = heroes_turn(app, b)
    before = {(c.text, tuple(bt.relative_rect)): bt for bt, c in b.buttons}
    revision = b.game.revision
    me = b.fighter(who)
    plan = b.game.plan_move(who, (me.at[0] + 0.05, me.at[1]), clamp=True)
    if not plan.legal:
        plan = b.game.plan_move(who, (me.at[0] - 0.05, me.at[1]), clamp=True)
    assert plan.legal, plan.reason
    assert b.act(Move(who, plan.end))
    assert b.game.revision != revision
    after = {(c.text, tuple(bt.relative_rect)): bt for bt, c in b.buttons}
    stayed = [k for k in after if k in before]
    assert stayed, "no button stayed where it was"
    assert all(after[k] is before[k] for k in stayed), "a button that stayed was made anew"
    assert all(bt.alive() for bt in after.values())
    assert not any(bt.alive() for k, bt in before.items() if k not in after)
