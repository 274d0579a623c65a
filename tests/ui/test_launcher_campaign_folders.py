"""A new campaign in the window of any folder of adventures, and with its Quest Master's profile
(R82), by posted events: a folder typed into the campaigns dialog is read as the pile, a folder
with no adventures is said in one line and begins nothing; the profile is the current one, another
kept (Other profile) or a new name typed; the campaign keeps it, Play sets out with its rank and the
ending counts for it. No words cut at 1024×600 and 1280×720."""

from __future__ import annotations

import json

import pytest

from questboard.play import quest_master
from questboard.play.campaign_file import campaign_path, read_campaign
from questboard.ui.app import App
from questboard.ui.table.scene import Table
from tests.cli.test_text_campaign import _two_adventures
from tests.ui.helpers import (
    clear_entry,
    click,
    click_button,
    clipped_widgets,
    frames,
    key,
    type_text,
)
from tests.ui.test_launcher_campaigns import _campaigns, _to_the_end


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _profiles(**run):
    path = quest_master.profiles_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"current": "Ida", "profiles": {n: {"adventures_run": k, "games": []} for n, k in run.items()}}
    path.write_text(json.dumps(data), encoding="utf-8")


def _asking(app):
    dialog = _campaigns(app)
    click_button(app, dialog.new)
    assert dialog.asking_new
    return dialog


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_campaign_of_another_folder_is_begun_from_the_window(size, tmp_path):
    folder = _two_adventures(tmp_path)
    empty = tmp_path / "empty"
    empty.mkdir()
    app = App(size=size, hidden=True)
    try:
        frames(app)
        dialog = _asking(app)
        assert "The Drowned Captain's Map (level 1)" in dialog.asking.pile  # the shipped ones, left empty
        assert clipped_widgets(app) == []
        click(app, dialog.folder_entry.rect.center)
        type_text(app, str(empty))
        click_button(app, dialog.read_folder)
        assert dialog.message == f"{empty}: no adventures in it to make a campaign of" and not dialog.good
        click_button(app, dialog.begin)
        assert dialog.asking_new and not campaign_path("empty").exists()
        clear_entry(app, dialog.folder_entry)
        type_text(app, str(tmp_path / "nowhere"))
        key(app, 13)  # Enter in the field reads it
        assert dialog.message == f"{tmp_path / 'nowhere'}: no such folder of adventures"
        clear_entry(app, dialog.folder_entry)
        type_text(app, str(folder))
        click_button(app, dialog.read_folder)
        assert dialog.message == "" and dialog.asking.pile == ("The Silent Monastery (level 1); "
                                                               "The Drowned Captain's Map (level 1)")
        app.draw()
        assert clipped_widgets(app) == []
        app.screenshot(tmp_path / f"new-campaign-{size[0]}.png")
        click_button(app, dialog.begin)
        dialog = app.scene.overlay
        assert dialog.campaign.name == "two" and dialog.good
        kept = read_campaign(campaign_path("two"))
        assert [q.id for q in kept.quests] == ["example-short", "the-harbor-treasure"]
        assert all(q.file.startswith(str(folder)) for q in kept.quests)
    finally:
        app.close()


def test_the_campaigns_quest_master_is_chosen_or_typed_and_its_adventures_count_for_him(tmp_path):
    _profiles(Ida=0, Mara=5)
    app = App(size=(1280, 720), hidden=True)
    try:
        frames(app)
        dialog = _asking(app)
        assert dialog.profile_entry.get_text() == "Ida"  # the current profile first
        click_button(app, dialog.other_profile)
        assert dialog.profile_entry.get_text() == "Mara" and dialog.asking.profile == "Mara"
        clear_entry(app, dialog.profile_entry)
        click_button(app, dialog.begin)
        assert dialog.message == "The Quest Master needs a name (his profile's)" and dialog.asking_new
        click(app, dialog.profile_entry.rect.center)
        type_text(app, "Olf")
        assert dialog.asking.profile == "Olf"
        clear_entry(app, dialog.profile_entry)
        type_text(app, "Mara")
        click_button(app, dialog.begin)
        dialog = app.scene.overlay
        assert dialog.campaign.quest_master == "Mara" and read_campaign(campaign_path("shipped")).quest_master == "Mara"
        assert "Quest Master Mara: Black Knight, 5 adventures run" in dialog.heroes_text()
        assert "Quest Master: The Quest Master" not in dialog.heroes_text()
        app.screenshot(tmp_path / "campaign-with-qm.png")
        number = [q.id for q in dialog.campaign.offered()].index("the-harbor-treasure") + 1
        click_button(app, next(b for b, n in dialog.plays.items() if n == number))
        table = app.scene
        assert isinstance(table, Table) and table.game.setup.adventures_run == 5  # his rank's events
        if type(table.game.prompt).__name__ == "ChooseLeader":
            key(app, 13)
        _to_the_end(app, table)
        assert quest_master.current("Mara")[1] == 6 and quest_master.current("Ida")[1] == 0
    finally:
        app.close()
