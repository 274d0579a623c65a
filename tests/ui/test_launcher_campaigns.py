"""A campaign in the window, by posted mouse events from a clean data folder: started from the
launcher's Campaigns… dialog with the heroes chosen there, an adventure of its offer played to
a success at the table (the quest meter in its bar), the ending recorded in the campaign and
said on the end panel, back to the campaign, and the next adventure set out from the dialog
with the roster's veterans. No words cut at 1024×600 and 1280×720."""

from __future__ import annotations

import pygame
import pytest
from pygame_gui.elements import UIButton

from questboard.play.campaign_file import campaign_path, read_campaign
from questboard.play.roster import read_roster, veterans_for
from questboard.ui.app import App
from questboard.ui.launcher.campaigns import CampaignsDialog
from questboard.ui.table.in_campaign import meter_words
from questboard.ui.table.scene import Table
from tests.play.helpers import story_answer
from tests.ui.helpers import (
    clear_entry,
    click,
    click_button,
    clipped_widgets,
    frames,
    key,
    type_text,
)

HEROES = ("karomin", "alondis")


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _campaigns(app, heroes=HEROES, seed="7"):
    """The launcher with `heroes` chosen and `seed` typed, its Campaigns… dialog open."""
    launcher = app.scene
    for h in heroes:
        click(app, launcher.target("hero", h).center)
    clear_entry(app, launcher.seed_entry)
    type_text(app, seed)
    click_button(app, launcher.campaigns_button)
    assert isinstance(launcher.overlay, CampaignsDialog)
    return launcher.overlay


def _new_campaign(app):
    dialog = _campaigns(app)
    click_button(app, dialog.new)
    assert dialog.asking_new and "The Drowned Captain's Map (level 1)" in dialog.asking.pile
    click_button(app, dialog.begin)
    dialog = app.scene.overlay
    assert dialog.campaign.name == "shipped" and dialog.good
    shown = [e for e in app.manager.get_root_container().elements if isinstance(e, UIButton) and e.alive()]
    assert shown and all(e in dialog.elements for e in shown)  # none of the asking's buttons left behind
    return dialog


def _play(app, dialog, title: str) -> Table:
    number = [q.title for q in dialog.campaign.offered()].index(title) + 1
    play = next(b for b, n in dialog.plays.items() if n == number)
    click_button(app, play)
    table = app.scene
    assert isinstance(table, Table)
    if type(table.game.prompt).__name__ == "ChooseLeader":
        key(app, pygame.K_RETURN)
    return table


def _to_the_end(app, table) -> None:
    for _ in range(500):
        if type(table.game.prompt).__name__ == "Ended":
            frames(app)
            return
        if table.overlay is not None:
            table.close_overlay()
        assert table.act(story_answer(table.game)), table.note
    raise AssertionError("no ending")


def test_a_campaign_started_played_and_continued_in_the_window(tmp_path):
    app = App(size=(1280, 720), hidden=True)
    try:
        frames(app)
        dialog = _new_campaign(app)
        c = dialog.campaign
        assert [q.id for q in c.offered()] == ["example-short", "the-harbor-treasure"] and len(c.pile) == 2
        assert c.heroes == HEROES and read_campaign(campaign_path("shipped")) == c
        table = _play(app, dialog, "The Drowned Captain's Map")
        assert table.campaign is not None and meter_words(table.campaign.campaign) == \
            "Campaign shipped: 0 of 4  ·  renown 0"
        kept = read_campaign(campaign_path("shipped"))
        assert kept.game.adventure == "the-harbor-treasure" and kept.game.save == str(table.game.autosave.path)
        _to_the_end(app, table)
        assert table.game.prompt.outcome == "success"
        kept = read_campaign(campaign_path("shipped"))
        assert kept.meter == ("the-harbor-treasure",) and kept.renown == 1 and kept.game is None
        assert kept.offer == ("example-short", "the-sleeping-city")
        assert any("a gem lights on the quest meter (1 of 4), renown 1" in line for line in table.panel.lines)
        assert any("A Hush over Krokk (level 2) comes on offer" in line for line in table.panel.lines)
        assert meter_words(table.campaign.campaign) == "Campaign shipped: 1 of 4  ·  renown 1"
        assert set(read_roster()) == set(HEROES)
        app.screenshot(tmp_path / "table-meter.png")
        click_button(app, table.button("Back to the campaign"))
        launcher = app.scene
        dialog = launcher.overlay
        assert isinstance(dialog, CampaignsDialog) and dialog.campaign == kept
        assert clipped_widgets(app) == []
        app.screenshot(tmp_path / "campaigns.png")
        table = _play(app, dialog, "The Silent Monastery")
        assert table.game.adventure.id == "example-short"
        assert table.game.setup.veterans == veterans_for(HEROES) and len(table.game.setup.veterans) == 2
        assert read_campaign(campaign_path("shipped")).game.adventure == "example-short"
        assert table.campaign.campaign.meter == ("the-harbor-treasure",)
        frames(app)
        app.screenshot(tmp_path / "table-second.png")
    finally:
        app.close()


def test_a_new_campaign_needs_the_heroes_chosen_on_the_launcher():
    app = App(size=(1024, 600), hidden=True)
    try:
        frames(app)
        dialog = _campaigns(app, heroes=())
        assert dialog.campaign is None
        click_button(app, dialog.new)
        assert not dialog.asking_new and "Choose the campaign's heroes on the launcher first" in dialog.message
        assert not campaign_path("shipped").exists()
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_no_words_cut_on_the_launcher_and_in_the_campaigns_dialog(size):
    app = App(size=size, hidden=True)
    try:
        frames(app)
        assert clipped_widgets(app) == []
        dialog = _campaigns(app)
        assert clipped_widgets(app) == []
        click_button(app, dialog.new)
        assert clipped_widgets(app) == []
        click_button(app, dialog.begin)
        dialog = app.scene.overlay
        assert clipped_widgets(app) == []
        table = _play(app, dialog, "The Silent Monastery")
        table.back_to_launcher()
        launcher = app.scene
        frames(app)
        click_button(app, launcher.campaigns_button)
        dialog = launcher.overlay
        assert dialog.resume is not None and dialog.give_up is not None
        assert all(not b.is_enabled for b in dialog.plays)  # a game in progress first
        assert clipped_widgets(app) == []
        click_button(app, dialog.resume)
        table = app.scene
        assert isinstance(table, Table) and table.campaign.path == campaign_path("shipped")
        assert table.game.adventure.id == "example-short"
        table.back_to_launcher()
        launcher = app.scene
        frames(app)
        click_button(app, launcher.continue_button)  # its autosave is the campaign's game: found
        table = app.scene
        assert isinstance(table, Table) and table.campaign.path == campaign_path("shipped")
        table.back_to_launcher()
        launcher = app.scene
        frames(app)
        click_button(app, launcher.campaigns_button)
        dialog = launcher.overlay
        click_button(app, dialog.give_up)
        assert read_campaign(campaign_path("shipped")).game is None and "given up" in dialog.message
        assert all(b.is_enabled for b in dialog.plays) and dialog.resume is None
        for h in HEROES:
            launcher.heroes.append(h)
        click_button(app, dialog.new)
        click_button(app, dialog.begin)
        dialog = launcher.overlay
        assert dialog.campaign.name == "shipped-2" and dialog.next_one is not None
        assert clipped_widgets(app) == []
        click_button(app, dialog.next_one)
        assert dialog.campaign.name == "shipped"
    finally:
        app.close()


def test_an_ending_reached_away_from_the_console_is_recorded_once_back_at_the_table():
    """As when the last fight is fought on the battlefield: the game ends behind the table,
    which records it in the campaign when it is shown again, and only once."""
    from questboard.play import new_game
    from questboard.play.actions import decode
    from questboard.play.campaign import attempt, begin
    from questboard.play.campaign_file import quests_in, write_campaign
    from questboard.resources import adventures_dir
    from questboard.ui.table.in_campaign import played
    from tests.ui.test_launcher_veterans import _ended
    from tests.ui.test_window_play import LEARNING

    won = _ended(True)
    path = campaign_path("shipped")
    write_campaign(attempt(begin("shipped", quests_in(adventures_dir()), HEROES), "the-harbor-treasure"), path)
    app = App(size=(1280, 720), hidden=True)
    try:
        almost = new_game(LEARNING, HEROES, 7)
        almost.replay(won.actions[:-1])
        table = Table(app, almost)
        table.campaign = played(path)
        app.show(table)
        assert almost.apply(decode(won.actions[-1])).ok and almost.prompt.outcome == "success"
        table.build()
        table.build()  # a second time (the window resized): nothing counted again
        kept = read_campaign(path)
        assert kept.meter == ("the-harbor-treasure",) and kept.renown == 1 and kept.game is None
        assert any("a gem lights" in line for line in table.panel.lines)
        assert table.button("Back to the campaign")
    finally:
        app.close()


def test_a_failed_adventure_of_a_campaign_stays_on_offer_and_the_roster_as_it_was():
    from questboard.play import CombatResult, new_game
    from questboard.play.campaign import attempt, begin
    from questboard.play.campaign_file import quests_in, write_campaign
    from questboard.resources import adventures_dir
    from questboard.ui.table.in_campaign import FAILED, played
    from tests.ui.test_window_play import LEARNING

    path = campaign_path("shipped")
    write_campaign(attempt(begin("shipped", quests_in(adventures_dir()), HEROES), "the-harbor-treasure"), path)
    app = App(size=(1280, 720), hidden=True)
    try:
        game = new_game(LEARNING, HEROES, 7)
        table = Table(app, game)
        table.campaign = played(path)
        app.show(table)
        for _ in range(400):
            if type(game.prompt).__name__ == "Ended":
                break
            action = CombatResult(victory=False) if type(game.prompt).__name__ == "CombatRequest" \
                else story_answer(game)
            assert table.act(action), table.note
        assert game.prompt.outcome == "failure"
        kept = read_campaign(path)
        assert kept.offer == ("example-short", "the-harbor-treasure") and kept.meter == () and kept.game is None
        assert any("failed: it stays on offer" in line for line in table.panel.lines) and FAILED in table.panel.lines
        assert [c.text for _, c in table.buttons] == ["Back to the campaign", "Back to the launcher"]
        assert read_roster() == {}
    finally:
        app.close()
