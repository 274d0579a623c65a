"""One Game for story and fights: fights on the story's heroes, in the log and in saves;
who may act; the automatic Quest Master as a stepper; undo; the views."""

from __future__ import annotations

import pytest

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.adventure.answers import answer
from questboard.combat import actions as F
from questboard.combat.authority import waiting_for
from questboard.combat.events import FightOver
from questboard.play import PARTY, QM, FightAutomatically, FightHere, Game, load_game, new_game
from questboard.rules import actions as R
from tests.play.helpers import hand_action

# example-short up to its first fight (the monastery yard; the heroes go first).
TO_THE_FIGHT = ["2", "karomin", "roll 7", "done", "roll 9 9", "done"]


def at_the_fight(seed: int = 7, options=()) -> Game:
    game = new_game("example-short", ("karomin", "alondis"), seed, options)
    for line in TO_THE_FIGHT:
        assert game.apply(answer(game.story, line)).ok, line
    assert isinstance(game.prompt, P.CombatRequest)
    return game


def in_the_fight(seed: int = 7, options=()) -> Game:
    game = at_the_fight(seed, options)
    assert game.apply(FightHere()).ok
    return game


def step(game: Game):
    """One step of a fight played here: the automatic QM's move, or a plain player's."""
    if game.next_qm_action() is not None:
        return game.step_qm()
    action = hand_action(game)
    result = game.apply(action)
    return result if result.ok else game.apply(F.EndTurn(action.who))


def test_a_fight_here_is_fought_on_the_storys_own_heroes():
    game = in_the_fight()
    karomin = game.state.hero("karomin")
    assert game.fight.fighters["karomin"].hero is karomin
    assert game.fight.state is game.state


def test_an_item_swapped_in_a_fight_stays_with_its_new_owner_in_the_story():
    game = at_the_fight()
    game.state.hero("karomin").equipment.append("climbing-gear")
    assert game.apply(FightHere()).ok
    fight = game.fight
    k = fight.field.pieces["karomin"]
    fight.field.move_piece("alondis", (k.x + k.radius * 2, k.y))
    assert game.apply(F.SwapItem("karomin", "alondis", "climbing-gear")).ok
    assert game.apply(FightAutomatically("cautious")).ok
    assert game.fight is None and not isinstance(game.prompt, P.CombatRequest)
    assert "climbing-gear" in game.state.hero("alondis").items()
    assert "climbing-gear" not in game.state.hero("karomin").items()


def test_a_save_in_the_middle_of_a_fight_resumes_at_the_very_same_position(tmp_path):
    game = in_the_fight()
    for _ in range(20):
        assert step(game).ok
    assert game.fight is not None
    game.save(tmp_path / "mid.json")
    loaded = load_game(tmp_path / "mid.json")
    assert loaded.fight is not None
    assert loaded.snapshot() == game.snapshot()
    # And both go on alike, dice and all.
    for _ in range(15):
        a, b = step(game), step(loaded)
        assert a.ok and b.ok
        assert [t.describe(game.names()) for t in a.told] == [t.describe(loaded.names()) for t in b.told]
    assert loaded.snapshot() == game.snapshot()


def test_every_fight_action_is_in_the_autosave_and_the_autosave_resumes_the_fight(tmp_path):
    log = tmp_path / "game.autosave"
    game = at_the_fight()
    game.attach_autosave(log)
    assert game.apply(FightHere()).ok
    for _ in range(10):
        assert step(game).ok
    lines = log.read_text().splitlines()
    assert len(lines) == 1 + len(game.actions)
    assert sum('"fight"' in line for line in lines) >= 5
    resumed = load_game(log)
    assert resumed.snapshot() == game.snapshot()


def test_a_fight_fought_out_automatically_ends_in_the_story_with_its_verdict():
    game = at_the_fight()
    result = game.apply(FightAutomatically("greedy"))
    assert result.ok
    assert game.fight is None
    sources = {t.source for t in result.told}
    assert sources == {"fight", "story"}
    assert not isinstance(game.prompt, P.CombatRequest)


@pytest.mark.parametrize("action, reason", [
    (FightHere(), "no fight to play"),
    (FightAutomatically("reckless"), "greedy or cautious"),
    (F.Move("karomin", (1.0, 1.0)), "no fight now"),
])
def test_play_actions_out_of_place_are_refused_with_a_reason(action, reason):
    game = new_game("example-short", ("karomin", "alondis"), 7)
    before = game.snapshot()
    result = game.apply(action)
    assert not result.ok and reason in result.reason
    assert game.snapshot() == before and game.actions == []


def test_story_actions_wait_while_the_fight_is_on_but_selling_does_not():
    game = at_the_fight()
    game.state.hero("alondis").equipment.append("potion-of-healing")
    assert game.apply(FightHere()).ok
    refused = game.apply(X.Choose(0))
    assert not refused.ok and "fight is on" in refused.reason
    gold = game.state.hero("alondis").gold
    assert game.apply(R.SellItem("alondis", "potion-of-healing")).ok
    assert game.state.hero("alondis").gold > gold


# Who may act ----------------------------------------------------------------------------
def test_waiting_names_sides_with_typed_actions():
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for asked in game.waiting:
        assert all(isinstance(a, type) for a in asked.actions)
    party = next(a for a in game.waiting if a.side == PARTY)
    assert X.Choose in party.actions and isinstance(party.prompt, P.ChooseOption)


def test_in_the_quest_masters_turn_the_heroes_may_still_drink_a_potion():
    game = in_the_fight()
    for _ in range(200):
        if game.next_qm_action() is not None:
            break
        assert step(game).ok
    sides = {a.side: a for a in game.waiting}
    assert QM in sides
    assert F.UseItem in sides["karomin"].actions and F.UseItem in sides["alondis"].actions
    assert F.Move not in sides["karomin"].actions


def test_the_automatic_quest_master_is_a_stepper_that_changes_nothing_until_applied():
    game = in_the_fight()
    while game.next_qm_action() is None:
        assert step(game).ok
    before = game.snapshot()
    move = game.next_qm_action()
    assert move.why and isinstance(move.action, F.FightAction)
    assert game.next_qm_action() == move  # asking again changes nothing
    assert game.snapshot() == before
    assert game.apply(move.action).ok or game.apply(move.fallback).ok
    assert game.snapshot() != before


def test_the_qm_playing_at_full_speed_equals_the_same_fight_played_headless():
    a, b = in_the_fight(seed=3), in_the_fight(seed=3)
    while a.fight is not None:
        assert step(a).ok
    while b.fight is not None:
        if b.next_qm_action() is not None:
            assert b.step_qm().ok
        else:
            assert b.apply(hand_action(b)).ok or b.apply(F.EndTurn(b.fight.active)).ok
    assert a.snapshot() == b.snapshot()


# Undo -----------------------------------------------------------------------------------
def _first_move(game: Game):
    fight = game.fight
    p = fight.field.pieces[fight.active]
    return F.Move(fight.active, (p.x + 0.1, p.y - 0.2))


def test_a_move_can_be_taken_back_and_leaves_the_log():
    game = in_the_fight()
    before, logged = game.snapshot(), list(game.actions)
    assert game.apply(_first_move(game)).ok
    undone = game.undo()
    assert undone.ok and "move" in undone.what
    assert game.snapshot() == before and game.actions == logged


def test_undo_stops_at_what_revealed_something():
    game = in_the_fight()
    result = game.undo()
    assert not result.ok and "the fight was set up" in result.reason
    assert game.fight is not None


def test_undo_rewrites_the_autosave(tmp_path):
    log = tmp_path / "a.autosave"
    game = in_the_fight()
    game.attach_autosave(log)
    assert game.apply(_first_move(game)).ok
    assert len(log.read_text().splitlines()) == 1 + len(game.actions)
    assert game.undo().ok
    assert len(log.read_text().splitlines()) == 1 + len(game.actions)
    assert load_game(log).snapshot() == game.snapshot()


def test_buying_in_a_shop_can_be_taken_back_but_a_roll_cannot():
    game = new_game("example-short", ("karomin", "alondis"), 7)
    assert game.apply(answer(game.story, "2")).ok
    assert not game.undo().ok  # a new paragraph was read
    assert game.apply(answer(game.story, "karomin")).ok
    assert game.apply(answer(game.story, "roll 7")).ok
    result = game.undo()
    assert not result.ok and "die" in result.reason


# Views ----------------------------------------------------------------------------------
def test_the_paragraph_view_is_the_same_after_loading_a_save(tmp_path):
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for line in TO_THE_FIGHT[:3]:
        assert game.apply(answer(game.story, line)).ok
    view = game.paragraph_view()
    assert view.read_aloud and view.number == game.story.paragraph and view.prompt == game.prompt
    game.save(tmp_path / "g.json")
    assert load_game(tmp_path / "g.json").paragraph_view() == view


def _hidden_texts(game: Game) -> set[str]:
    names = game.names()
    return {t.describe(names) for t in game.told if not t.public and len(t.describe(names)) > 15}


def test_the_public_view_shows_nothing_only_the_quest_master_may_see():
    uncertain = (("uncertain_circumstances", True),)
    game = new_game("example-short", ("karomin", "alondis"), 7, uncertain)
    shown_any_field = False
    for i in range(400):
        if game.ended:
            break
        view = game.public_view()
        texts = " | ".join(view.texts())
        for secret in _hidden_texts(game):
            assert secret not in texts, secret
        if view.field is not None:
            shown_any_field = True
            assert view.field.goals is None  # Uncertain Circumstances
        if not any(isinstance(t.event, FightOver) for t in game.told):  # told once it is over
            assert "vanquish every bad guy" not in texts.lower()
        if game.fight is not None:
            assert step(game).ok
        else:
            line = TO_THE_FIGHT[i] if i < len(TO_THE_FIGHT) else None
            from tests.play.helpers import story_answer
            action = answer(game.story, line) if line else story_answer(game, 0, "hand")
            assert game.apply(action).ok
    assert shown_any_field and game.ended


def test_a_refused_fight_action_changes_nothing_and_logs_nothing():
    game = in_the_fight()
    before, logged = game.snapshot(), list(game.actions)
    result = game.apply(F.MeleeAttack("karomin", "orc-warrior-1"))
    assert not result.ok
    assert game.snapshot() == before and game.actions == logged


def test_only_the_side_asked_may_answer_the_modify_window():
    game = in_the_fight()
    for _ in range(400):
        fight = game.fight
        assert fight is not None, "the fight ended before any roll reached the modify window"
        w = waiting_for(fight)
        if "Modify" in w.allowed:
            other = QM if w.who != QM else "karomin"
            before = game.snapshot()
            assert not game.apply(F.Pass(other)).ok
            assert game.snapshot() == before
            return
        assert step(game).ok
    raise AssertionError("no modify window in 400 steps")
