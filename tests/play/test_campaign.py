"""The campaign's rules (R69): two adventures on offer, the two lowest levels in the pile's
order; a success lights a gem, gains 1 renown and puts the lowest-level adventure left in
the pile in the completed one's place; a failure leaves it on offer; the campaign is won when
the last adventure is completed. And the campaign file: kept whole, a damaged one set aside."""

from __future__ import annotations

import json

import pytest

from questboard.errors import QuestboardError
from questboard.play.campaign import CampaignRefused, Quest, attempt, begin, pick, record
from questboard.play.campaign_file import (
    CampaignError,
    campaign_path,
    open_campaign,
    quests_in,
    read_campaign,
    write_campaign,
)
from questboard.resources import adventures_dir


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))


def _quests(*levels: int) -> tuple[Quest, ...]:
    return tuple([Quest(f"q{i}", f"Quest {i}", level, f"/adventures/q{i}.yaml") for i, level in enumerate(levels)])


HEROES = ("karomin", "alondis")


def _won(campaign, adventure):
    return record(attempt(campaign, adventure), adventure, "success")[0]


def test_the_two_lowest_levels_are_on_offer_ties_in_the_pile_s_order():
    c = begin("c", _quests(3, 1, 2, 1, 1), HEROES)
    assert c.offer == ("q1", "q3") and c.pile == ("q0", "q2", "q4")
    assert c.meter == () and c.renown == 0 and not c.won


def test_a_success_lights_a_gem_gains_renown_and_the_lowest_left_takes_its_place():
    c = begin("c", _quests(3, 1, 2, 1, 2), HEROES)  # offer q1, q3; pile q0 (3), q2 (2), q4 (2)
    done, said = record(attempt(c, "q3"), "q3", "success")
    assert done.offer == ("q1", "q2")  # q2: level 2 and before q4 in the pile; in q3's place
    assert done.pile == ("q0", "q4") and done.meter == ("q3",) and done.renown == 1 and done.game is None
    assert "a gem lights on the quest meter (1 of 5), renown 1" in said[0] and "Quest 2" in said[1]
    again = _won(done, "q1")
    assert again.offer == ("q4", "q2") and again.meter == ("q3", "q1") and again.renown == 2


def test_a_failure_leaves_the_adventure_on_offer_and_nothing_else_changes():
    c = attempt(begin("c", _quests(1, 1, 2), HEROES), "q0", "/saves/x.autosave")
    assert c.game.adventure == "q0" and c.game.save == "/saves/x.autosave"
    failed, said = record(c, "q0", "failure")
    assert failed.offer == ("q0", "q1") and failed.pile == ("q2",) and failed.meter == () and failed.renown == 0
    assert failed.game is None and "stays on offer" in said[0]


def test_the_campaign_is_won_when_the_last_adventure_is_completed():
    c = _won(begin("c", _quests(1, 2, 3), HEROES), "q0")
    assert c.offer == ("q2", "q1") and c.pile == ()
    c, said = record(attempt(c, "q1"), "q1", "success")
    assert not c.won and c.offer == ("q2",) and "pile is empty" in said[-1]  # one is left on offer
    c, said = record(attempt(c, "q2"), "q2", "success")
    assert c.won and c.offer == () and c.meter == ("q0", "q1", "q2") and c.renown == 3
    assert "is won" in said[-1]
    with pytest.raises(CampaignRefused, match="is won"):
        pick(c, 1)


def test_only_an_adventure_on_offer_may_be_attempted_or_recorded():
    c = begin("c", _quests(1, 1, 2), HEROES)
    assert pick(c, 2).id == "q1"
    for bad in (0, 3):
        with pytest.raises(CampaignRefused, match="choose 1 or 2"):
            pick(c, bad)
    with pytest.raises(CampaignRefused, match="not on offer"):
        attempt(c, "q2")
    with pytest.raises(CampaignRefused, match="not on offer"):
        record(c, "q2", "success")


def test_a_campaign_needs_adventures_of_distinct_ids_and_heroes_once_each():
    with pytest.raises(CampaignRefused, match="at least one adventure"):
        begin("c", (), HEROES)
    with pytest.raises(CampaignRefused, match="same id"):
        begin("c", _quests(1) * 2, HEROES)
    with pytest.raises(CampaignRefused, match="only once"):
        begin("c", _quests(1), ("karomin", "karomin"))


def test_the_shipped_adventures_are_a_campaign_derived_from_their_folder():
    quests = quests_in(adventures_dir())
    assert [q.id for q in quests] == ["example-short", "the-harbor-treasure", "the-pale-kings-crown",
                                      "the-sleeping-city"]  # by file name; the maps are not adventures
    c = begin("shipped", quests, HEROES)
    assert c.offer == ("example-short", "the-harbor-treasure")
    assert _won(c, "example-short").offer == ("the-sleeping-city", "the-harbor-treasure")  # level 2 before 3


def test_a_folder_without_adventures_or_with_a_bad_one_is_refused_in_words(tmp_path):
    with pytest.raises(QuestboardError, match="no adventures in it"):
        quests_in(tmp_path)
    (tmp_path / "draft.yaml").write_text("id: draft\ntitle: A draft\n", encoding="utf-8")
    with pytest.raises(QuestboardError, match="draft.yaml: not an adventure with an id, a title and a level"):
        quests_in(tmp_path)


def test_a_campaign_is_kept_whole_with_its_game_in_progress_and_read_back_the_same():
    c = attempt(_won(begin("mine", _quests(1, 1, 2, 3), HEROES), "q1"), "q0", "/x.autosave")
    path = write_campaign(c)
    assert path == campaign_path("mine") and read_campaign(path) == c
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["meter"] == ["q1"] and data["renown"] == 1 and data["heroes"] == list(HEROES)
    assert data["game"] == {"adventure": "q0", "save": "/x.autosave"}
    assert [p.name for p in path.parent.iterdir()] == ["mine.json"]  # no temporary file left


def test_a_damaged_campaign_is_set_aside_never_written_over(tmp_path):
    path = write_campaign(begin("mine", _quests(1, 2), HEROES))
    path.write_text('{"version": 1, "name": "mine"', encoding="utf-8")
    with pytest.raises(CampaignError, match="cannot be read.*set aside as"):
        open_campaign(path)
    assert not path.exists()
    (aside,) = path.parent.iterdir()
    assert aside.read_text(encoding="utf-8") == '{"version": 1, "name": "mine"'


def test_a_campaign_whose_offer_pile_and_meter_do_not_add_up_cannot_be_read():
    path = write_campaign(begin("mine", _quests(1, 2, 3), HEROES))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["meter"] = ["q0"]  # q0 both on offer and completed
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CampaignError, match="each once"):
        read_campaign(path)
