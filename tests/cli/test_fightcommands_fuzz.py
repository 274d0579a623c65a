"""Whatever is typed at a fight, the answer is a command or one BadAnswer, and whatever
command comes out, the engine accepts or refuses it with a reason: nothing else escapes."""

from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from questboard.adventure.answers import BadAnswer
from questboard.cli import fightcommands as C
from questboard.combat import actions as A
from questboard.combat.engine import apply
from tests.cli.bare_fight import BareFightGame

from .test_fightcommands import cards, fight  # noqa: F401  (fixtures)

WORDS = ["look", "move", "to", "toward", "attack", "shoot", "with", "nothing", "gift", "use",
         "swap", "bonus", "pass", "injury", "discard", "refresh", "end", "auto", "draw", "help",
         "karomin", "alondis", "cessair", "kar", "orc", "orc-1", "orc-2", "orc-warrior-1",
         "orc-archer-1", "fireball", "healing", "potion", "potion-of-healing", "longbow",
         "veterans-sword", "strength", "deftness", "none", "greedy", "cautious", "karomin:",
         "1,1", "0.5,2.2", "9,9", "-1,0", "1.0,1.2,90", "x,y", "2", "0", "-3", "1e9", "nan",
         "field.png", "", "?", "::", ",", "1,", ",1", "²", "٣", "1²"]
line_st = st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=8)), min_size=1, max_size=6).map(" ".join)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(line=line_st)
def test_any_typed_line_is_a_command_or_one_bad_answer(fight, line):  # noqa: F811
    try:
        command = C.parse(line, BareFightGame(fight), "karomin")
    except BadAnswer as bad:
        assert str(bad) and "\n" not in str(bad).strip()
        return
    if isinstance(command, A.FightAction):
        trial = copy.deepcopy(fight)
        outcome = apply(trial, command)
        assert outcome.ok or outcome.reason


@pytest.mark.parametrize("line", ["move nan,nan", "move 1e999,1", "gift fireball nan,1,0",
                                  "use potion karomin -5", "attack", "karomin: karomin:",
                                  "gift healing karomin ²", "use potion karomin ²", "move ²,1"])
def test_odd_numbers_and_names_are_refused_in_words(fight, line):  # noqa: F811
    try:
        command = C.parse(line, BareFightGame(fight), "karomin")
    except BadAnswer as bad:
        words = str(bad)
    else:
        outcome = apply(copy.deepcopy(fight), command)
        assert not outcome.ok
        words = outcome.reason
    assert words and "\n" not in words.strip() and "Traceback" not in words
    assert not any(t in words for t in ("ValueError", "KeyError", "TypeError", "Error:"))
