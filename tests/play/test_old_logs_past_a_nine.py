"""Logs written before a 9's refresh was asked (R44) went on past it: the Quest Master acted
while the offer stood. They still replay: the refresh is let go where the log went on."""

from questboard.adventure import prompts as P
from questboard.combat import actions as F
from questboard.combat.authority import waiting_for
from questboard.play import QM, FightHere, new_game
from questboard.play.autoplay import next_hero_action
from tests.play.helpers import story_answer


def _fought_by_hand(seed: int):
    """The learning adventure's fight, the heroes played by the automatic heroes' choices in
    their turns, every refresh after a 9 let go; where the log says so."""
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), seed)
    while not isinstance(game.prompt, P.CombatRequest):
        assert game.apply(story_answer(game)).ok
    assert game.apply(FightHere()).ok
    passes = []
    for _ in range(2000):
        if game.fight is None or game.fight.over:
            break
        w = waiting_for(game.fight)
        if w.who == QM:
            result = game.step_qm()
        elif "RefreshGift" in w.allowed:
            result = game.apply(F.Pass(w.who))
            passes.append(len(game.actions) - 1)
        else:
            move = next_hero_action(game)
            result = game.apply(move.action)
            if not result.ok:
                result = game.apply(move.fallback)
        assert result.ok, result.reason
    return game, passes


def test_a_log_that_went_on_past_a_nine_replays_with_the_refresh_let_go():
    game, passes = _fought_by_hand(21)
    assert passes  # this seed has a 9 in the Quest Master's turn with a gift exhausted
    old = [a for i, a in enumerate(game.actions) if i not in passes]
    twin = new_game("the-harbor-treasure", ("karomin", "alondis"), 21)
    twin.replay(old)
    assert twin.actions == game.actions
    assert twin.snapshot() == game.snapshot()
