"""Group checks in the runner (seed 003): heroes roll one by one, each declaring bonuses
just before rolling; the walk stops only before a hero who holds something that could help."""

from __future__ import annotations

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.adventure.answers import answer
from questboard.adventure.hints import group_roll_text
from questboard.adventure.runner import apply
from questboard.rules import actions as A

from .conftest import EXAMPLE
from .test_runner import TO_9, drive


def _at_group_check(play):
    st, _ = play()
    step = drive(st, *TO_9)
    assert isinstance(step.prompt, P.ChooseOrder)
    assert step.prompt.order == ("karomin", "alondis")
    st.game.hero("alondis").gifts["brute-strength"] = True  # exhausted: nothing helps now
    return st


def test_a_ready_gift_for_the_attribute_is_offered_before_its_owners_roll(play):
    st, _ = play()
    drive(st, *TO_9)
    step = drive(st, X.Roll((1,)))
    assert (step.prompt.hero, step.prompt.sources) == ("alondis", ("brute-strength",))
    step = drive(st, A.UseOnCheck("alondis", "brute-strength"), X.Roll((0,)))
    assert [r.bonus for r in step.prompt.rolls][1] > 0
    assert st.game.hero("alondis").gifts["brute-strength"] is True


def test_a_party_without_helping_cards_rolls_in_one_go(play):
    st = _at_group_check(play)
    step = drive(st, X.Roll())
    assert isinstance(step.prompt, P.ModifyWindow)
    assert [r.hero for r in step.prompt.rolls] == ["karomin", "alondis"]


def test_rolling_stops_before_a_hero_who_holds_a_bonus_for_this_attribute(play):
    st = _at_group_check(play)
    st.game.hero("alondis").equipment.append("belt-of-might")
    step = drive(st, X.Roll((3,)))  # Karomin rolls at the table; Alondis may declare
    assert isinstance(step.prompt, P.GroupRoll)
    assert step.prompt.hero == "alondis"
    assert step.prompt.sources == ("belt-of-might",)
    assert [(r.hero, r.die) for r in step.prompt.rolls] == [("karomin", 3)]


def test_a_declared_bonus_counts_in_the_sum(play):
    st = _at_group_check(play)
    st.game.hero("karomin").equipment.append("belt-of-might")
    step = drive(st, X.Roll())
    assert (step.prompt.hero, step.prompt.rolls) == ("karomin", ())
    step = drive(st, A.UseOnCheck("karomin", "belt-of-might"))
    assert step.prompt.sources == () and step.prompt.hero == "karomin"
    step = drive(st, X.Roll((1, 0)))  # two table dice: both heroes roll
    assert isinstance(step.prompt, P.ModifyWindow)
    step = drive(st, X.Resolve())
    # 1+4+2 and 0+3 make 10: enough for the 9 the example asks of two heroes.
    assert st.paragraph == 12


def test_only_the_hero_about_to_roll_may_declare_and_never_after_rolling(play):
    st = _at_group_check(play)
    st.game.hero("karomin").equipment.append("lucky-charm")
    st.game.hero("alondis").equipment.append("belt-of-might")
    drive(st, X.Roll())
    early = apply(st, A.UseOnCheck("alondis", "belt-of-might"))
    assert not early.ok and "Karomin rolls next" in early.reason
    step = drive(st, X.Roll((2,)))
    assert step.prompt.hero == "alondis"
    late = apply(st, A.UseOnCheck("karomin", "lucky-charm"))
    assert not late.ok and "already rolled" in late.reason
    drive(st, X.Roll((2,)))
    after = apply(st, A.UseOnCheck("alondis", "belt-of-might"))
    assert not after.ok and "declared before the roll" in after.reason


def test_typed_answers_at_a_group_roll(play):
    st = _at_group_check(play)
    st.game.hero("karomin").equipment.append("belt-of-might")
    drive(st, X.Roll())
    assert answer(st, "use karomin belt-of-might") == A.UseOnCheck("karomin", "belt-of-might")
    assert answer(st, "roll 4") == X.Roll((4,))
    assert "Karomin rolls next" in group_roll_text(st, st.waiting)
    assert "Belt of Might" in group_roll_text(st, st.waiting)


def test_a_save_in_the_middle_of_a_group_check_replays_exactly(example, cards, tmp_path):
    from questboard.play import load_game, new_game

    s = new_game(EXAMPLE, ("karomin", "alondis"), 7)
    for a in TO_9:
        assert s.apply(a).ok, a
    assert s.apply(X.Roll()).ok
    assert isinstance(s.prompt, P.GroupRoll)  # Alondis may still declare Brute Strength
    s.save(tmp_path / "mid.json")
    loaded = load_game(tmp_path / "mid.json")
    assert loaded.snapshot() == s.snapshot()
    assert loaded.prompt == s.prompt


def test_dice_typed_at_once_stop_before_a_hero_who_may_declare(play):
    """'roll 2 7' with a card for this roll in the second hero's hands (R33, R40)."""
    from questboard.adventure.events import DiceNotUsed

    st = _at_group_check(play)
    st.game.hero("alondis").equipment.append("belt-of-might")
    step = drive(st, X.Roll((2, 7)))
    assert isinstance(step.prompt, P.GroupRoll)
    assert step.prompt.hero == "alondis"
    assert [(r.hero, r.die) for r in step.prompt.rolls] == [("karomin", 2)]
    [left] = [e for e in step.events if isinstance(e, DiceNotUsed)]
    assert left.describe(st.game.names()).startswith("1 die not used: Alondis may declare")
    assert st.game.dice.forced_left == 0  # the die not used does not fall to a later roll
    step = drive(st, A.UseOnCheck("alondis", "belt-of-might"), X.Roll((2,)))
    assert isinstance(step.prompt, P.ModifyWindow)
    assert [(r.hero, r.die) for r in step.prompt.rolls] == [("karomin", 2), ("alondis", 2)]


def test_dice_typed_at_the_order_prompt_wait_for_the_first_heros_declaration(play):
    from questboard.adventure.events import DiceNotUsed

    st = _at_group_check(play)
    st.game.hero("karomin").equipment.append("belt-of-might")
    step = drive(st, X.Roll((7, 7)))
    assert (step.prompt.hero, step.prompt.rolls) == ("karomin", ())
    assert [e.count for e in step.events if isinstance(e, DiceNotUsed)] == [2]


def test_the_hero_asked_rolls_the_first_die_and_the_next_holder_is_asked_again(play):
    from questboard.adventure.events import DiceNotUsed

    st = _at_group_check(play)
    st.game.hero("karomin").equipment.append("belt-of-might")
    st.game.hero("alondis").equipment.append("belt-of-might")
    drive(st, X.Roll())
    step = drive(st, X.Roll((4, 5)))  # Karomin declined; Alondis has not yet had the chance
    assert step.prompt.hero == "alondis"
    assert [(r.hero, r.die) for r in step.prompt.rolls] == [("karomin", 4)]
    assert [e.count for e in step.events if isinstance(e, DiceNotUsed)] == [1]


def test_dice_for_a_party_without_helping_cards_all_roll(play):
    from questboard.adventure.events import DiceNotUsed

    st = _at_group_check(play)
    step = drive(st, X.Roll((7, 6)))
    assert isinstance(step.prompt, P.ModifyWindow)
    assert [(r.hero, r.die) for r in step.prompt.rolls] == [("karomin", 7), ("alondis", 6)]
    assert not [e for e in step.events if isinstance(e, DiceNotUsed)]
