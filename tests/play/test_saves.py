"""Saves of a whole game: the action log replays to the same game; damaged or foreign files
are reported and the previous good save survives."""

from __future__ import annotations

import json

import pytest

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.adventure.actions import decode, encode
from questboard.adventure.saves import SaveError, read_save
from questboard.play import load_game, new_game
from questboard.rules import actions as A
from questboard.rules.checks import CheckSpec
from tests.adventure.conftest import EXAMPLE
from tests.adventure.test_runner import TO_8
from tests.play.helpers import story_answer


@pytest.fixture
def session():
    def begin(autosave=None):
        return new_game(EXAMPLE, ("karomin", "alondis"), 11, autosave=autosave)
    return begin


def _play(s, actions):
    for a in actions:
        assert s.apply(a).ok, a


def test_load_replays_the_actions_to_the_saved_snapshot(session, tmp_path):
    s = session()
    _play(s, TO_8)
    s.save(tmp_path / "game.json")
    loaded = load_game(tmp_path / "game.json")
    assert loaded.snapshot() == s.snapshot()
    assert loaded.prompt == s.prompt


def test_a_loaded_game_goes_on_exactly_like_the_original(session, tmp_path):
    s = session()
    _play(s, (X.Choose(1), X.PickHero("alondis")))
    s.save(tmp_path / "game.json")
    loaded = load_game(tmp_path / "game.json")
    for game in (s, loaded):
        _play(game, (X.Roll(), X.Resolve()))  # dice from the seeded RNG in the state
    assert loaded.snapshot() == s.snapshot()


def test_the_autosave_log_replays_after_a_crash(session, tmp_path):
    log = tmp_path / "auto.log"
    s = session(autosave=log)
    _play(s, TO_8)
    with open(log, "a", encoding="utf-8") as f:
        f.write('{"type": "Sha')  # the action in progress when the power went
    resumed = load_game(log)
    assert resumed.snapshot() == s.snapshot()


def test_a_damaged_save_is_reported_and_the_previous_one_kept(session, tmp_path):
    path = tmp_path / "game.json"
    s = session()
    s.save(path)
    _play(s, (X.Choose(1),))
    s.save(path)
    assert (tmp_path / "game.json.bak").exists()
    path.write_text(path.read_text()[:200], encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        load_game(path)
    message = str(caught.value)
    assert str(path) in message and "damaged save" in message and "game.json.bak" in message
    assert load_game(tmp_path / "game.json.bak").story.paragraph == 1


def test_saving_over_a_damaged_save_does_not_overwrite_the_backup(session, tmp_path):
    path = tmp_path / "game.json"
    s = session()
    s.save(path)
    s.save(path)
    path.write_text("garbage", encoding="utf-8")
    s.save(path)
    assert read_save(tmp_path / "game.json.bak").actions == s.actions  # still the good one


def test_a_foreign_file_is_not_taken_for_a_save(tmp_path):
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"hello": "world"}), encoding="utf-8")
    with pytest.raises(SaveError, match="not a questboard adventure save"):
        read_save(path)


def test_a_newer_format_version_is_refused_by_name(session, tmp_path):
    path = tmp_path / "game.json"
    session().save(path)
    data = json.loads(path.read_text())
    data["version"] = 99
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="version 99"):
        read_save(path)


def test_a_snapshot_that_replay_does_not_reach_is_reported(session, tmp_path):
    path = tmp_path / "game.json"
    s = session()
    _play(s, (X.Choose(1),))
    s.save(path)
    data = json.loads(path.read_text())
    data["snapshot"]["story"]["paragraph"] = 12
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="does not give the saved game"):
        load_game(path)


@pytest.mark.parametrize("action", [
    X.Choose(2, horn=True), X.PickHero("karomin"), X.SetOrder(("a", "b")), X.Roll((3, 9)),
    X.Resolve(), X.PickGifts("karomin", ("charge",)),
    X.Share((("potion-of-healing", "alondis"),), (("karomin", 2),), True), X.LeaveShop(),
    X.Continue(), X.CombatResult(False, (("karomin", 2),), (("alondis", "haste"),), ()),
    A.BuyItem("karomin", "crossbow"), A.UseItem("karomin", "potion-of-healing", heal=(("alondis", 3),)),
    A.RollCheck(CheckSpec("test", "talent", 9), ("karomin",)),
], ids=lambda a: type(a).__name__)
def test_every_action_survives_json(action):
    assert decode(json.loads(json.dumps(encode(action)))) == action


def test_an_autosave_of_a_game_with_no_action_yet_resumes(tmp_path):
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    game.attach_autosave(tmp_path / "fresh.autosave")  # started, then the window closed
    game.close()
    assert len((tmp_path / "fresh.autosave").read_text().splitlines()) == 1
    assert read_save(tmp_path / "fresh.autosave").actions == []
    assert load_game(tmp_path / "fresh.autosave").snapshot() == game.snapshot()


def test_a_fight_asked_for_keeps_the_name_old_saves_know_it_by():
    """Saves hold the story's snapshot, and a snapshot names each value's class; the fight a
    paragraph asks for (`RequestedCombat`) is still written 'CombatSpec', so saves written
    before it had its name still replay to their snapshot."""
    game = new_game("example-short", ("karomin", "alondis"), 11)
    for _ in range(50):
        if isinstance(game.prompt, P.CombatRequest):
            break
        assert game.apply(story_answer(game, pick=1)).ok
    assert game.snapshot()["story"]["waiting"]["combat"]["type"] == "CombatSpec"
