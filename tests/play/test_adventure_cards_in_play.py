"""Adventure cards in a game (R77): put in play by a paragraph's task or by a fight's
condition, they change the next fight (who acts first, a side's rolls, more minions, the
goal), the fight's log tells them, every seat's view shows them, they leave play with that
fight, and saves and replays give them back as they were."""

from __future__ import annotations

import json

import pytest

from questboard.combat import actions as F
from questboard.combat import events as CE
from questboard.combat.spec import Rounds
from questboard.play import FightAutomatically, FightHere
from questboard.play.opening import load_game, new_game
from questboard.play.seats import QUEST_MASTER, TABLE, hero_seat
from tests.adventure.test_adventure_cards_checked import GOOD


@pytest.fixture
def reeds(tmp_path):
    def write(text=GOOD):
        path = tmp_path / "reeds.yaml"
        path.write_text(text, encoding="utf-8")
        return path
    return write


def _fight(path, seed=7):
    game = new_game(path, ("karomin", "alondis"), seed)
    assert game.apply(FightHere()).ok
    return game


def test_a_surprise_attack_lets_the_bad_guys_act_first(reeds):
    game = _fight(reeds())
    assert game.fight.phase == "qm"
    assert game.fight.spec.first == "qm"


def test_a_fights_card_waits_for_its_condition(reeds):
    game = _fight(reeds(GOOD.replace("      - tick: 1\n", "")))
    assert game.fight.phase == "heroes"
    names = [c.name for c in game.view(TABLE).table.adventure_cards]
    assert "Surprise Attack" not in names and "War Paint" in names


def test_a_bonus_card_goes_into_the_fights_rolls(reeds):
    game = _fight(reeds())
    assert game.fight.spec.bonuses == (("bad_guys", "deftness", 1),)


def test_more_minions_are_set_up_in_the_cards_zone(reeds):
    game = _fight(reeds())
    archers = [f for f in game.fight.fighters.values() if f.card.id == "orc-archer"]
    assert len(archers) == 2
    placed = {e.who: e.zone for e in game.fight.log if isinstance(e, CE.Placed)}
    assert all(placed[f.id] == "raiders" for f in archers)


def test_a_goal_card_replaces_the_fights_victory(reeds):
    game = _fight(reeds())
    assert game.fight.spec.victory == Rounds(3)
    assert "hold out for 3 rounds" in game.view(TABLE).fight.goals


def test_the_fights_log_tells_each_card_in_public_words(reeds):
    game = _fight(reeds())
    told = [game.words(t) for t in game.told if t.public]
    assert "Adventure card in play: Surprise Attack — the bad guys act first" in told
    assert "Adventure card in play: War Paint — the bad guys' Deftness +1 in this fight" in told
    assert "Adventure card in play: Archers in the Reeds — 2 more Orc Archers set up in the zone raiders" in told


def test_every_seat_sees_the_cards_in_play_on_the_table_and_the_battlefield(reeds):
    game = new_game(reeds(), ("karomin", "alondis"), 7)
    for seat in (TABLE, QUEST_MASTER, hero_seat("alondis")):
        view = game.view(seat)
        assert [c.name for c in view.story.adventure_cards] == ["War Paint", "Archers in the Reeds",
                                                               "Hold Them Off", "Surprise Attack"]
        data = json.dumps(view.to_data())
        assert "Their faces are painted for war." in data
    assert "The orcs were waiting in the reeds." in game.view(TABLE).table.texts()
    assert game.apply(FightHere()).ok
    fight = game.view(TABLE).fight
    assert [c.effect for c in fight.adventure_cards][0] == "the bad guys' Deftness +1 in this fight"


def test_the_cards_leave_play_with_the_fight_they_changed(reeds):
    game = _fight(reeds())
    assert game.apply(FightAutomatically("greedy")).ok
    assert game.fight is None
    assert game.view(TABLE).table.adventure_cards == ()
    told = [game.words(t) for t in game.told]
    assert "The adventure card Surprise Attack leaves play" in told


def test_a_save_and_a_replay_give_the_cards_back(reeds, tmp_path):
    game = new_game(reeds(), ("karomin", "alondis"), 7)
    before = game.snapshot()
    assert before["story"]["adventure_cards"] == ["war-paint", "archers", "hold-out", "surprise-attack"]
    game.replay(list(game.actions))
    assert game.snapshot() == before
    assert game.apply(FightHere()).ok
    saved = game.save(tmp_path / "reeds.json")
    again = load_game(saved)
    assert again.snapshot() == game.snapshot()
    assert again.fight.spec.bonuses == game.fight.spec.bonuses
    assert again.story.adventure_cards == ["war-paint", "archers", "hold-out", "surprise-attack"]


def test_undo_of_a_move_keeps_the_fight_the_cards_made(reeds):
    game = _fight(reeds())
    while game.next_qm_action() is not None:
        assert game.step_qm().ok
    me = game.fight.fighters[game.fight.active]
    before = game.snapshot()
    at = game.fight.field.pieces[me.id].at
    moved = game.apply(F.Move(me.id, (at[0] + 0.2, at[1])))
    assert moved.ok, moved
    assert game.undo().ok
    assert game.snapshot() == before
    assert game.fight.spec.bonuses == (("bad_guys", "deftness", 1),) and game.fight.spec.victory == Rounds(3)


def test_under_uncertain_circumstances_a_goal_card_keeps_the_new_goal_secret(reeds):
    game = new_game(reeds(), ("karomin", "alondis"), 7, (("uncertain_circumstances", True),))
    hold = next(c for c in game.view(TABLE).table.adventure_cards if c.name == "Hold Them Off")
    assert hold.effect == "the fight's goal changes (the Quest Master keeps it secret)"
    assert not any("3 rounds" in text for text in game.view(TABLE).table.texts())
    assert game.apply(FightHere()).ok
    assert game.fight.spec.victory == Rounds(3)  # the fight is played to the card's goal all the same
    secret = [game.words(t) for t in game.told if not t.public]
    assert any("hold out for 3 rounds" in line for line in secret)
