"""Whatever the table types at any prompt of the example adventure, the answer is an action
or one BadAnswer, and the runner takes the action or refuses it with a reason (and then
nothing has changed)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from questboard.adventure import actions as X
from questboard.adventure.answers import BadAnswer, answer
from questboard.adventure.runner import apply

from .test_runner import TO_4, TO_6, TO_8, TO_9, drive

WORDS = ["1", "2", "3", "0", "9", "-1", "horn", "roll", "roll 7", "roll 9 9", "roll 12", "done",
         "use", "karomin", "alondis", "belt-of-might", "potion-of-healing", "brute-strength",
         "sell", "swap", "give", "gift", "discard", "refresh", "injury", "event", "even",
         "potion-of-healing=alondis", "2=karomin", "x=y", "=", "victory", "defeat", "karomin=2",
         "karomin=-2", "buy", "leave", "continue", "order", "alondis,karomin", "strength",
         "sheet", "treasure-map", "nobody", "", "?", "²", "٣", "karomin=²"]
line_st = st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=6)), min_size=1, max_size=5).map(" ".join)
PLACES = [(), (X.Choose(1),), TO_4, TO_6, TO_8, TO_9, TO_9 + (X.Roll((4,)),)]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(place=st.sampled_from(PLACES), line=line_st)
def test_any_line_at_any_prompt_is_an_action_or_one_bad_answer(play, place, line):
    st_, _ = play()
    drive(st_, *place)
    try:
        action = answer(st_, line)
    except BadAnswer as bad:
        assert str(bad)
        return
    before = st_.snapshot()
    outcome = apply(st_, action)
    if not outcome.ok:
        assert outcome.reason and st_.snapshot() == before
