"""`questboard campaign` in text mode: a campaign of two shipped adventures started with two
new heroes, the first won by a script (a gem, 1 renown, the other alone on offer), the second
set out with the roster's veterans and the toughness their improvements give, resumed after
its end and the campaign won; bad input and a damaged campaign file said in one line."""

from __future__ import annotations

import shutil

import pytest

from questboard.cli.main import main
from questboard.play import load_game
from questboard.play.campaign_file import campaign_path, read_campaign
from questboard.play.roster import read_roster, veterans_for
from questboard.resources import adventures_dir
from questboard.rules.toughness import toughness
from tests.cli.test_text import WIN
from tests.play.helpers import story_answer

HEROES = ("karomin", "alondis")


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    """A data folder of the test's own: no campaign, an empty roster (and lines wide
    enough that no sentence is broken)."""
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("COLUMNS", "300")


def _two_adventures(tmp_path):
    folder = tmp_path / "two"
    folder.mkdir()
    for name in ("example-short.yaml", "the-harbor-treasure.yaml"):
        shutil.copy(adventures_dir() / name, folder / name)
    shutil.copytree(adventures_dir() / "maps", folder / "maps")
    return folder


def _script(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_campaign_of_two_adventures_won_one_after_the_other(tmp_path, capsys):
    folder = _two_adventures(tmp_path)
    assert main(["campaign", "new", str(folder), "--heroes", "karomin,alondis"]) == 0
    shown = capsys.readouterr().out
    assert "Quest meter: ○○ 0 of 2; renown 0" in shown and "1. The Silent Monastery (level 1" in shown
    assert "2. The Drowned Captain's Map (level 1" in shown and "Karomin (new), Alondis (new)" in shown

    assert main(["campaign", "play", "1", "--seed", "7", "--script", _script(tmp_path, "win.txt", WIN)]) == 0
    said = capsys.readouterr().out
    assert "The end: success." in said and "the campaign's next adventure sets them out so" in said
    assert "a gem lights on the quest meter (1 of 2), renown 1" in said and "Quest meter: ●○ 1 of 2" in said
    campaign = read_campaign(campaign_path("two"))
    assert campaign.meter == ("example-short",) and campaign.renown == 1
    assert campaign.offer == ("the-harbor-treasure",) and campaign.pile == () and campaign.game is None
    assert set(read_roster()) == set(HEROES)

    quit_ = _script(tmp_path, "quit.txt", "quit\n")
    assert main(["campaign", "play", "1", "--seed", "3", "--script", quit_]) == 0
    said = capsys.readouterr().out
    assert "Quest meter: ●○ 1 of 2; renown 1." in said  # at the table too
    assert "Karomin sets out as a veteran of 1 adventure (1 improvement)" in said
    assert "Alondis sets out as a veteran of 1 adventure (1 improvement)" in said
    assert "'questboard campaign resume' continues it" in said
    campaign = read_campaign(campaign_path("two"))
    assert campaign.game.adventure == "the-harbor-treasure"
    game = load_game(campaign.game.save, autosave=campaign.game.save)
    assert game.setup.veterans == veterans_for(HEROES) and game.setup.improvements == (("karomin", 1), ("alondis", 1))
    assert game.state.toughness == game.adventure.qm_sheet.toughness + toughness([1, 1]).bonus
    karomin = next(h for h in game.state.heroes if h.id == "karomin")
    assert karomin.attributes["strength"] == 5  # raised at the end of the first adventure
    for _ in range(500):  # played on at the table, then the program closed
        if game.ended:
            break
        assert game.apply(story_answer(game)).ok
    game.close()
    assert game.story.ended == "success"

    assert main(["campaign", "resume", "--script", quit_]) == 0
    said = capsys.readouterr().out
    assert "The Drowned Captain's Map completed" in said and "The campaign two is won" in said
    campaign = read_campaign(campaign_path("two"))
    assert campaign.won and campaign.meter == ("example-short", "the-harbor-treasure") and campaign.renown == 2
    assert read_roster()["karomin"].adventures == ("example-short", "the-harbor-treasure")
    assert main(["campaign", "play", "1"]) == 1
    assert "is won: every adventure is completed" in capsys.readouterr().err


def test_a_failed_adventure_stays_on_offer(tmp_path, capsys):
    assert main(["campaign", "new", str(_two_adventures(tmp_path)), "--heroes", "karomin,alondis"]) == 0
    lose = _script(tmp_path, "lose.txt", "2\nkaromin\nroll 7\ndone\nroll 9 9\ndone\ndefeat\n")
    assert main(["campaign", "play", "1", "--seed", "7", "--script", lose]) == 0
    said = capsys.readouterr().out
    assert "The Silent Monastery failed: it stays on offer" in said and "Quest meter: ○○ 0 of 2; renown 0" in said
    campaign = read_campaign(campaign_path("two"))
    assert campaign.offer == ("example-short", "the-harbor-treasure") and campaign.game is None
    assert read_roster() == {}


@pytest.mark.parametrize(("words", "said"), [
    (["campaign"], "no campaign yet"),
    (["campaign", "resume"], "no campaign yet"),
    (["campaign", "new", "--heroes", "bob"], "no hero 'bob'"),
])
def test_without_a_campaign_each_command_says_so_in_one_line(words, said, capsys):
    assert main(words) == 1
    err = capsys.readouterr().err
    assert said in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize(("words", "said"), [
    (["campaign", "play", "3"], "there is no adventure 3 on offer: choose 1 or 2"),
    (["campaign", "play", "one"], "takes the number of an adventure on offer"),
    (["campaign", "resume"], "no game in progress"),
    (["campaign", "new", "--heroes", "karomin"], "a campaign 'shipped' is kept already"),
    (["campaign", "show", "--name", "other"], "no campaign 'other' (shipped)"),
])
def test_bad_input_to_a_campaign_is_one_line(words, said, capsys):
    assert main(["campaign", "new", "--heroes", "karomin,alondis"]) == 0
    capsys.readouterr()
    assert main(words) == 1
    err = capsys.readouterr().err
    assert said in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_damaged_campaign_file_is_set_aside_and_said_so_never_written_over(capsys):
    assert main(["campaign", "new", "--heroes", "karomin,alondis"]) == 0
    path = campaign_path("shipped")
    path.write_text("{ not a campaign", encoding="utf-8")
    capsys.readouterr()
    assert main(["campaign", "play", "1"]) == 1
    err = capsys.readouterr().err
    assert "the campaign cannot be read" in err and "set aside as" in err and len(err.strip().splitlines()) == 1
    (aside,) = [p for p in path.parent.iterdir()]
    assert aside != path and aside.read_text(encoding="utf-8") == "{ not a campaign"
    assert main(["campaign", "new", "--heroes", "karomin,alondis"]) == 0  # a new one beside it
    assert aside.read_text(encoding="utf-8") == "{ not a campaign"


def test_with_several_campaigns_the_one_meant_is_named(tmp_path, capsys):
    assert main(["campaign", "new", "--heroes", "karomin,alondis"]) == 0
    assert main(["campaign", "new", str(_two_adventures(tmp_path)), "--heroes", "cessair", "--name", "Two Roads"]) == 0
    capsys.readouterr()
    assert main(["campaign"]) == 1
    assert "several campaigns are kept (shipped, two-roads): say which with --name" in capsys.readouterr().err
    assert main(["campaign", "--name", "two roads"]) == 0
    assert "Campaign Two Roads: 2 adventures" in capsys.readouterr().out
    assert main(["campaign", "show", "--name", "shipped"]) == 0
    assert "Campaign shipped: 4 adventures" in capsys.readouterr().out


def test_an_adventure_file_gone_from_its_folder_is_said_in_one_line(tmp_path, capsys, monkeypatch):
    from questboard.play import campaign_file

    folder = _two_adventures(tmp_path)
    assert main(["campaign", "new", str(folder), "--heroes", "karomin,alondis"]) == 0
    (folder / "example-short.yaml").rename(tmp_path / "elsewhere.yaml")
    capsys.readouterr()
    monkeypatch.setattr(campaign_file, "adventures_dir", lambda: tmp_path / "nothing-shipped")  # nor shipped
    assert main(["campaign", "play", "1"]) == 1
    err = capsys.readouterr().err
    assert "example-short.yaml is not there any more" in err and len(err.strip().splitlines()) == 1
    assert read_campaign(campaign_path("two")).game is None


def test_shopping_between_a_campaigns_adventures_opens_the_pile_first(tmp_path, capsys):
    folder = _two_adventures(tmp_path)
    assert main(["campaign", "new", str(folder), "--heroes", "karomin,alondis"]) == 0
    capsys.readouterr()
    quit_ = _script(tmp_path, "quit.txt", "quit\n")
    assert main(["campaign", "play", "1", "--shopping", "--seed", "3", "--script", quit_]) == 0
    said = capsys.readouterr().out
    assert "Shopping Between Adventures" in said and "A chance to buy" in said
