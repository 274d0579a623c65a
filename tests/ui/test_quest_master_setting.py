"""Who moves the bad guys when a fight begins is a setting ("automatic" or "by hand"), kept
for the next start; an automatic Quest Master who goes first waits a beat before his first
step, time enough to pause him or take him by hand."""

from __future__ import annotations

import pytest

from questboard.play import QM
from questboard.ui.battle import panel as BP
from questboard.ui.battle.tuning import FIRST_BEAT, QM_PACE
from questboard.ui.dialogs import settings as SD
from tests.ui.helpers import click_button
from tests.ui.test_battle import to_fight


@pytest.fixture
def own_settings(tmp_path, monkeypatch):
    monkeypatch.setattr(SD, "settings_path", lambda: tmp_path / "settings.json")


def _wait(app, seconds: float) -> None:
    for _ in range(round(seconds / 0.05)):
        app.frame(0.05)


def test_by_hand_in_the_settings_a_new_fight_leaves_the_bad_guys_to_the_quest_master(app, own_settings):
    dialog = SD.SettingsDialog(app.scene)  # from the launcher
    app.scene.open_overlay(dialog)
    app.frame(0.016)
    click_button(app, next(b for b, v in dialog.choices.items() if v == ("quest_master", "by hand")))
    assert app.settings.quest_master == "by hand" and SD.load().quest_master == "by hand"
    app.scene.close_overlay()
    b = to_fight(app)
    assert b.qm_mode == "hand" and BP.main_asked(b.game).side == QM
    n = len(b.game.actions)
    _wait(app, QM_PACE + FIRST_BEAT + 1.0)
    assert len(b.game.actions) == n, "nobody but the Quest Master moves his bad guys"


def test_the_automatic_quest_master_waits_a_beat_before_his_first_step(app, own_settings):
    b = to_fight(app)
    assert b.qm_mode == "auto" and BP.main_asked(b.game).side == QM
    n = len(b.game.actions)
    _wait(app, QM_PACE + FIRST_BEAT * 0.8)
    assert len(b.game.actions) == n, "he waits a beat before his first step"
    _wait(app, FIRST_BEAT * 0.2 + 0.5)
    assert len(b.game.actions) > n, "then he steps by himself"


def test_an_unknown_quest_master_setting_is_read_as_automatic(own_settings, tmp_path):
    (tmp_path / "settings.json").write_text('{"quest_master": "sometimes"}', encoding="utf-8")
    assert SD.load().quest_master == "automatic"
