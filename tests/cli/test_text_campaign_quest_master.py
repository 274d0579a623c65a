"""A campaign keeps its Quest Master's profile (R82): `campaign new --quest-master NAME` makes
or chooses it (default: the current profile), `show` tells his rank, `play` sets out with his
rank's events and counts the adventure for him, whichever profile is current; a bad name is
refused in one line."""

from __future__ import annotations

import json

import pytest

from questboard.cli.main import main
from questboard.play import quest_master
from questboard.play.campaign_file import campaign_path, read_campaign
from tests.cli.test_text import WIN
from tests.cli.test_text_campaign import _script, _two_adventures


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("COLUMNS", "300")


def _profiles(**run):
    path = quest_master.profiles_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"current": "Ida", "profiles": {n: {"adventures_run": k, "games": []} for n, k in run.items()}}
    path.write_text(json.dumps(data), encoding="utf-8")


def test_the_campaign_keeps_its_quest_master_and_counts_its_adventures_for_him(tmp_path, capsys):
    _profiles(Ida=0, Mara=5)
    folder = _two_adventures(tmp_path)
    assert main(["campaign", "new", str(folder), "--heroes", "karomin,alondis", "--quest-master", "Mara"]) == 0
    assert "Quest Master: Mara: Black Knight, 5 adventures run" in capsys.readouterr().out
    assert read_campaign(campaign_path("two")).quest_master == "Mara"
    assert main(["campaign", "play", "1", "--seed", "7", "--script", _script(tmp_path, "win.txt", WIN)]) == 0
    said = capsys.readouterr().out
    assert "Mara: Black Knight, 5 adventures run" in said  # his rank at the start
    assert "Mara: Black Knight, 6 adventures run" in said  # and the adventure counted for him
    assert quest_master.current("Mara")[1] == 6 and quest_master.current("Ida")[1] == 0
    assert main(["campaign", "show"]) == 0
    assert "Quest Master: Mara: Black Knight, 6 adventures run" in capsys.readouterr().out


def test_a_new_campaign_takes_the_current_profile_and_a_new_name_makes_a_new_one(tmp_path, capsys):
    _profiles(Ida=2)
    folder = _two_adventures(tmp_path)
    assert main(["campaign", "new", str(folder), "--heroes", "karomin", "--name", "a"]) == 0
    assert read_campaign(campaign_path("a")).quest_master == "Ida"
    assert "Quest Master: Ida: Dungeon Master, 2 adventures run" in capsys.readouterr().out
    assert main(["campaign", "new", str(folder), "--heroes", "karomin", "--name", "b", "--quest-master", "Olf"]) == 0
    assert "Quest Master: Olf: Dungeon Master, 0 adventures run" in capsys.readouterr().out


def test_a_quest_master_without_a_name_is_refused_in_one_line(tmp_path, capsys):
    folder = _two_adventures(tmp_path)
    assert main(["campaign", "new", str(folder), "--heroes", "karomin", "--quest-master", "  "]) != 0
    err = capsys.readouterr().err
    assert "--quest-master '  ': The Quest Master needs a name" in err and "Traceback" not in err
    assert not campaign_path("two").exists()


def test_a_campaign_file_of_before_keeps_the_current_profile(tmp_path):
    _profiles(Ida=1)
    folder = _two_adventures(tmp_path)
    assert main(["campaign", "new", str(folder), "--heroes", "karomin"]) == 0
    path = campaign_path("two")
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["quest_master"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert read_campaign(path).quest_master == ""  # the current profile, as before R82
