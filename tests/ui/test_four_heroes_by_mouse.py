"""A group of four at the window's two common sizes: the first fight of every shipped
adventure is fought by four heroes with posted mouse events only, at 1280×720 and at
1024×600, and after every roll the panel shows that roll's result in words: under the dice, or as a
line of the log drawn whole (not scrolled away nor cut)."""

from __future__ import annotations

import pytest

from questboard.combat.events import Attacked
from questboard.play import rehearsal
from questboard.ui.battle.scene import Battle
from questboard.ui.dialogs.menus import FightResultDialog
from questboard.ui.table.scene import Table
from tests.ui.helpers import click_button, frames, open_app
from tests.ui.test_battle import fight_by_mouse
from tests.ui.test_battle_every_fight import ADVENTURES, INPUTS, _qm_pace, battle_at

SIZES = ((1280, 720), (1024, 600))
FOUR = rehearsal.parties(4)[0]


def _first_fight(adventure_id: str) -> int:
    from questboard.play.library import load_for_play
    from questboard.resources import adventures_dir

    adventure, _, _ = load_for_play(adventures_dir() / f"{adventure_id}.yaml")
    return rehearsal.fight_paragraphs(adventure)[0]


class RollWatch:
    """Checks every frame that each roll told is shown on the panel within `FRAMES` frames
    (the dice may tumble first): its verdict under the dice, or its line in the log."""

    FRAMES = 60

    def __init__(self, app) -> None:
        self.app = app
        self.seen = 0
        self.rolls = 0
        self.pending: list[list] = []  # [roll, frames waited]
        self.missing: list[str] = []
        self._frame = app.frame
        app.frame = self.frame

    def frame(self, dt: float) -> None:
        self._frame(dt)
        b = self.app.scene
        if not isinstance(b, Battle):  # the fight's last roll: in the fight's result
            summary = getattr(b.overlay, "lines", [])
            self.missing += [roll.text for roll, _ in self.pending if roll.text not in summary]
            self.pending = []
            return
        told = b.game.told
        rolls = [[t.event, 0] for t in told[self.seen:] if isinstance(t.event, Attacked)]
        self.rolls += len(rolls)
        self.pending += rolls
        self.seen = len(told)
        waiting = []
        for roll, n in self.pending:
            if roll.text in b.panel.log_shown or b.panel.verdict_shown == roll.verdict:
                continue
            if n >= self.FRAMES:
                self.missing.append(roll.text)
            else:
                waiting.append([roll, n + 1])
        self.pending = waiting


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("adventure_id", ADVENTURES)
def test_four_heroes_fight_to_the_end_by_mouse_and_every_roll_is_told_on_the_panel(adventure_id, size):
    app = open_app(size)
    try:
        frames(app)
        b = battle_at(app, adventure_id, _first_fight(adventure_id), FOUR)
        assert {f.id for f in b.game.fight.in_play("hero")} == set(FOUR)
        qm = [bt for bt, c in b.buttons if c.text == "The Quest Master…"]
        if qm:  # four heroes' cards fill the panel: the Quest Master's part is folded
            click_button(app, qm[0])
        for _ in range(3):
            click_button(app, next(bt for bt, c in b.buttons if c.text.startswith("Speed")))
        watch = RollWatch(app)
        _, inputs = fight_by_mouse(app, INPUTS, lambda b: _qm_pace(app, b))
        table = app.scene
        assert isinstance(table, Table), f"the fight did not end in {INPUTS} inputs"
        assert isinstance(table.overlay, FightResultDialog)
        assert watch.rolls > 0, "no roll was made in the whole fight"
        assert watch.missing == [], f"rolls not shown on the panel: {watch.missing[:3]}"
    finally:
        app.close()
