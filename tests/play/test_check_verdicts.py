"""Every roll is told with its verdict and both totals: the check panel's lines (the story
view), the story's log and the table's public view. A group check shows its sum against
the threshold and the verdict; a lost Charisma conflict says it fails and what it costs."""

from questboard.adventure import prompts as P
from questboard.play import new_game
from questboard.play.seats import QUEST_MASTER
from tests.play.helpers import story_answer


def _until(game, done):
    for _ in range(400):
        if done(game.prompt):
            return game.prompt
        assert game.apply(story_answer(game)).ok
    raise AssertionError("never reached")


def _check(game):
    return game.view(QUEST_MASTER).story.check


def _rolled(game, *dice):
    """Roll the check at hand with these dice; its modify window."""
    game.state.dice.force(*dice)
    assert game.apply(story_answer(game)).ok
    assert isinstance(game.prompt, P.ModifyWindow)
    return _check(game)


def _resolved(game):
    result = game.apply(story_answer(game))
    assert result.ok
    return [game.words(t) for t in result.told]


def test_a_test_says_its_target_and_that_it_fails():
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    _until(game, lambda p: isinstance(p, P.CheckToRoll) and p.check.kind == "test")
    check = _rolled(game, 3)
    target = check.target
    line = check.rolls[0].line
    assert line == f"Karomin: die 3 + talent 2 = 5 against {target}: fails"
    told = _resolved(game)
    assert any(f"Karomin 3 + 2 = 5 against {target}, fails" in t for t in told)
    assert any("fails" in d for d in game.public_view().dice)


def test_a_test_that_reaches_its_target_succeeds():
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7)
    _until(game, lambda p: isinstance(p, P.CheckToRoll) and p.check.kind == "test")
    check = _rolled(game, 8)
    assert check.rolls[0].line.endswith(f"= 10 against {check.target}: succeeds")
    assert check.rolls[0].success is True


def test_a_conflict_shows_the_quest_masters_total_and_a_lost_charisma_conflict_its_cost():
    game = new_game("the-pale-kings-crown", ("karomin", "alondis"), 7)
    _until(game, lambda p: isinstance(p, P.CheckToRoll) and p.check.attribute == "charisma")
    check = _rolled(game, 3, 4)  # Karomin 3, the Quest Master 4
    qm = 4 + check.target
    roll = check.rolls[0]
    assert roll.foe_total == qm and roll.success is False
    assert roll.line == f"Karomin: die 3 + charisma 3 = 6 against the QM's die 4 + {check.target} = {qm}: fails"
    dice = game.public_view().dice
    assert f"Quest Master rolls 4 (against Karomin): 4 + {check.target} = {qm}" in dice
    assert "Karomin rolls 3 (charisma conflict): 3 + 3 = 6" in dice
    told = _resolved(game)
    assert any(f"against the Quest Master's 4 + {check.target} = {qm}, fails" in t for t in told)
    assert any("Karomin loses 1 gold" in t for t in told)
    assert any("fails" in d for d in game.public_view().dice)


def test_a_group_check_shows_its_sum_against_the_threshold_and_the_verdict():
    game = new_game("the-pale-kings-crown", ("karomin", "alondis"), 7)
    prompt = _until(game, lambda p: isinstance(p, P.GroupRoll))
    threshold = prompt.check.target
    check = _check(game)
    so_far = f"So far {check.total} of {threshold}." if check.rolls else f"Together they must reach {threshold}."
    assert check.standing == so_far
    game.state.dice.force(0, 0)
    while isinstance(game.prompt, P.GroupRoll):
        assert game.apply(story_answer(game)).ok
    check = _check(game)
    assert isinstance(game.prompt, P.ModifyWindow)
    assert check.total < threshold
    assert check.standing == f"Together {check.total} against {threshold}: fails"
    told = _resolved(game)
    assert any(f"{check.total} against {threshold}, fails" in t for t in told)
    assert any(f"{check.total} against {threshold}, fails" in d for d in game.public_view().dice)
