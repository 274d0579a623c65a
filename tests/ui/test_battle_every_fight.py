"""Every fight of the shipped adventures can be fought to its end on the battlefield with the
mouse alone. For each fight paragraph (found as `validate --stats --odds` finds them:
`play.rehearsal.entries`), the story is played to that paragraph (`battle_screens.reach_fight`),
'Fight here' is clicked, and the heroes fight by posted events only: a drag towards the
nearest enemy to one of `plan_move`'s ends, a click on an enemy to attack or shoot, Enter to
end the turn, a click on the proposed answer of each dialog; the Quest Master is the automatic
one at full speed (Speed ×8, clicked). The fight must end (victory or defeat, the round cap
included) within a bound of inputs, and no input may raise.

To keep the time bounded each fight is fought once, by two heroes (Karomin, who fights in
melee, and Alondis, who shoots: the first party of two of `rehearsal.parties`), or by the
adventure's smallest party where two is not allowed."""

from __future__ import annotations

import pytest

from questboard.play import QM
from questboard.ui.battle import panel as BP
from questboard.ui.battle.scene import Battle
from questboard.ui.battle.screens import reach_fight
from questboard.ui.dialogs.menus import FightResultDialog
from questboard.ui.table.scene import Table
from tests.ui.helpers import click_button, frames
from tests.ui.test_battle import fight_by_mouse

INPUTS = 1500  # posted inputs at the most for one fight
ADVENTURES = ("example-short", "the-harbor-treasure", "the-pale-kings-crown", "the-sleeping-city")


def _fights() -> list[tuple[str, int, tuple[str, ...]]]:
    from questboard.play import rehearsal
    from questboard.play.library import load_for_play
    from questboard.resources import adventures_dir

    out = []
    for adventure_id in ADVENTURES:
        adventure, _, _ = load_for_play(adventures_dir() / f"{adventure_id}.yaml")
        for paragraph in rehearsal.fight_paragraphs(adventure):
            n = min(max(2, adventure.heroes.min), adventure.heroes.max)
            out.append((adventure_id, paragraph, rehearsal.parties(n)[0]))
    return out


FIGHTS = _fights()


def battle_at(app, adventure_id: str, paragraph: int, heroes: tuple[str, ...], seed: int = 7) -> Battle:
    """The story played to the fight of `paragraph`, then 'Fight here' clicked."""
    game, _ = reach_fight(adventure_id, paragraph, heroes, seed)
    table = Table(app, game)
    app.show(table)
    frames(app)
    click_button(app, table.button("Battlefield"))
    frames(app)
    assert isinstance(app.scene, Battle)
    return app.scene


def _qm_pace(app, b) -> None:
    """The automatic Quest Master's turn at his pace: time passes, no input."""
    for _ in range(20):
        app.frame(0.1)
        main = BP.main_asked(b.game) if b.game.fight is not None else None
        if not isinstance(app.scene, Battle) or main is None or main.side != QM:
            return


def test_every_shipped_adventure_has_fights_to_fight():
    assert {a for a, _, _ in FIGHTS} == set(ADVENTURES)
    assert len(FIGHTS) >= len(ADVENTURES)


@pytest.mark.parametrize(("adventure_id", "paragraph", "heroes"), FIGHTS,
                         ids=[f"{a}:{p}" for a, p, _ in FIGHTS])
def test_the_fight_is_fought_to_its_end_with_the_mouse(app, adventure_id, paragraph, heroes):
    b = battle_at(app, adventure_id, paragraph, heroes)
    for _ in range(3):
        click_button(app, next(bt for bt, c in b.buttons if c.text.startswith("Speed")))
    assert any(c.text.startswith("Speed ×8") for _, c in b.buttons)
    _, inputs = fight_by_mouse(app, INPUTS, lambda b: _qm_pace(app, b))
    table = app.scene
    assert isinstance(table, Table), f"the fight did not end in {INPUTS} inputs: {b.note}"
    game = table.game
    over = [t.event for t in game.told if type(t.event).__name__ == "FightOver"]
    assert over and game.fight is None, "the battlefield was left with no fight's end"
    assert over[-1].outcome in ("victory", "defeat") and over[-1].rounds >= 1
    assert 0 < inputs < INPUTS
    assert isinstance(table.overlay, FightResultDialog)
    kinds = {a["fight"]["type"] for a in game.actions if "fight" in a}
    assert "EndTurn" in kinds and kinds & {"Move", "MeleeAttack", "RangedAttack"}
