"""In the story, typed uses name several gifts to refresh: 'gift HERO renewal refresh GIFT
GIFT', 'use HERO potion refresh GIFT'."""

from __future__ import annotations

import pytest

from questboard.adventure import prompts as P
from questboard.adventure.answers import BadAnswer, answer
from questboard.adventure.hints import ANY_TIME_HELP
from questboard.rules import actions as A


def test_the_story_names_the_gifts_after_refresh(play):
    st, _ = play("cessair", "karomin")
    st.game.hero("cessair").gifts.update({"renewal": False, "fireball": True, "healing": True})
    st.game.hero("cessair").equipment = ["potion-of-refreshment"]
    st.waiting = P.Paused(1)
    assert answer(st, "gift magistra cessair renewal refresh fire heal") == \
        A.UseGift("cessair", "renewal", heal=(), refresh=("fireball", "healing"))
    assert answer(st, "use cessair potion refresh fireball") == \
        A.UseItem("cessair", "potion-of-refreshment", heal=(), refresh=("fireball",))
    with pytest.raises(BadAnswer, match="no exhausted gift 'xyz'"):
        answer(st, "gift cessair renewal refresh xyz")
    assert "refresh GIFT [GIFT …]" in ANY_TIME_HELP
