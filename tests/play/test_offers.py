"""The numbers a window shows are the engine's: a shop price is what buying charges, and the
bonuses offered for a check are exactly those the engine takes."""

from __future__ import annotations

from questboard.adventure import prompts as P
from questboard.adventure.answers import answer
from questboard.play import new_game
from questboard.rules import actions as R


def test_every_shop_price_shown_is_what_buying_charges():
    seen = 0
    for heroes in (("karomin", "cessair"), ("krzzzt", "alondis")):
        game = new_game("the-harbor-treasure", heroes, 3)
        assert game.apply(answer(game.story, "2")).ok  # the merchant
        assert isinstance(game.prompt, P.Shop)
        for p in game.shop_prices():
            gold = game.state.hero(p.hero).gold
            result = game.apply(R.BuyItem(p.hero, p.item))
            assert result.ok == p.affordable, (p, getattr(result, "reason", ""))
            if result.ok:
                seen += 1
                assert game.state.hero(p.hero).gold == gold - p.gold
                assert game.undo().ok
    assert seen >= 2


def _at_the_talent_test():
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for line in ("2", "karomin"):
        assert game.apply(answer(game.story, line)).ok
    game.state.hero("karomin").equipment += ["scholars-tome", "treasure-map"]  # a Talent test
    assert game.apply(answer(game.story, "roll 3")).ok
    assert isinstance(game.prompt, P.ModifyWindow)
    return game


def test_the_bonuses_offered_for_a_check_are_accepted_and_nothing_else_helps():
    offered = _at_the_talent_test().check_bonuses()
    assert {"scholars-tome", "chosen-of-the-gods"} <= set(offered["karomin"])
    for hero, sources in offered.items():
        for source in sources:
            assert _at_the_talent_test().apply(R.UseOnCheck(hero, source)).ok
    assert not _at_the_talent_test().apply(R.UseOnCheck("karomin", "treasure-map")).ok


def test_a_trial_says_what_the_game_would_answer_and_changes_nothing():
    from questboard.play.offers import refusal

    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    before, hand = game.snapshot(), list(game.state.qm_hand)
    assert "only be played in a fight" in refusal(game, R.PlayEvent("prayer-to-the-dark-gods"))
    game.state.qm_hand.append("bad-omen")  # an event for any time
    assert refusal(game, R.PlayEvent("bad-omen")) is None
    assert game.state.qm_hand == [*hand, "bad-omen"] and game.actions == []
    game.state.qm_hand.remove("bad-omen")
    assert game.snapshot() == before
    assert game.apply(R.PlayEvent("prayer-to-the-dark-gods")).reason == refusal(
        game, R.PlayEvent("prayer-to-the-dark-gods"))
