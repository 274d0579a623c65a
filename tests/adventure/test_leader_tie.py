"""R13 ties (R45): when the highest Charisma ties, the party picks the leader among the tied
heroes; the game asks at the start when the table is asked, and takes seat order otherwise."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.adventure.runner import apply


def test_a_tie_for_the_leader_is_asked_among_the_tied_heroes(play):
    st, step = play("karomin", "alondis", "krzzzt", ask_leader=True)  # Charisma 3, 3, 2
    assert isinstance(step.prompt, P.ChooseLeader)
    assert step.prompt.heroes == ("karomin", "alondis")


def test_the_partys_pick_leads_and_holds_the_horn_then_the_story_begins(play):
    st, _ = play("karomin", "alondis", ask_leader=True)
    step = apply(st, X.PickLeader("alondis"))
    assert step.ok
    assert st.game.leader_hero.id == "alondis"
    assert any("Alondis leads" in e.text for e in step.events)
    assert isinstance(step.prompt, P.ChooseOption)  # the first paragraph's question


def test_only_a_tied_hero_may_be_picked(play):
    st, _ = play("karomin", "alondis", "krzzzt", ask_leader=True)
    refused = apply(st, X.PickLeader("krzzzt"))
    assert not refused.ok and "Karomin or Alondis" in refused.reason


def test_no_tie_no_question(play):
    _, step = play("karomin", "cessair", ask_leader=True)
    assert not isinstance(step.prompt, P.ChooseLeader)


def test_unasked_the_first_seat_of_the_tied_leads(play):
    st, step = play("alondis", "karomin")
    assert not isinstance(step.prompt, P.ChooseLeader)
    assert st.game.leader_hero.id == "alondis"


def test_a_hero_not_in_the_party_is_refused_naming_the_tied(play):
    st, _ = play("karomin", "alondis", ask_leader=True)
    refused = apply(st, X.PickLeader("nobody"))
    assert not refused.ok and refused.reason.endswith("Karomin or Alondis")
