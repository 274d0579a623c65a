"""Creative Use of Gifts in a whole game (R65): offered through `waiting` at the modify
window, the Quest Master asked to approve or reject, told in the log, saved and replayed."""

from questboard.adventure import prompts as P
from questboard.play import (
    PARTY,
    QM,
    AskCreativeGift,
    JudgeCreativeGift,
    Resolve,
    Roll,
    load_game,
    new_game,
)
from questboard.play.seats import QUEST_MASTER
from tests.play.helpers import story_answer

CREATIVE = (("creative_gifts", True),)


def _failed_roll(options=CREATIVE):
    game = new_game("the-harbor-treasure", ("karomin", "alondis"), 7, options=options)
    for _ in range(400):
        if isinstance(game.prompt, P.CheckToRoll) and game.prompt.check.kind == "test":
            break
        assert game.apply(story_answer(game)).ok
    assert game.apply(Roll(dice=(0,))).ok  # rolled at the table: the save keeps the die
    assert isinstance(game.prompt, P.ModifyWindow)
    hero = game.prompt.rolls[0].hero
    gift = next(g for g, spent in game.state.hero(hero).gifts.items() if not spent)
    return game, hero, gift


def _sides(game):
    return {a.side: a.actions for a in game.waiting}


def test_the_quest_master_is_asked_and_an_approved_gift_wins_the_check(tmp_path):
    game, hero, gift = _failed_roll()
    assert AskCreativeGift in _sides(game)[PARTY]
    asked = game.apply(AskCreativeGift(hero, gift))
    assert asked.ok
    assert any("the Quest Master judges" in game.words(t) for t in asked.told)
    sides = _sides(game)
    assert JudgeCreativeGift in sides[QM] and Resolve not in sides[PARTY]
    assert game.view(QUEST_MASTER).story.check.creative == (hero, gift)
    judged = game.apply(JudgeCreativeGift(approve=True))
    assert judged.ok and game.state.hero(hero).gifts[gift] is True
    outcome = game.apply(Resolve())
    assert any(getattr(t.event, "success", None) is True for t in outcome.told)
    saved = game.save(tmp_path / "creative.json")
    again = load_game(saved)
    assert again.state.hero(hero).gifts[gift] is True
    assert again.story.paragraph == game.story.paragraph


def test_a_rejected_gift_stays_ready_and_the_check_goes_on():
    game, hero, gift = _failed_roll()
    assert game.apply(AskCreativeGift(hero, gift)).ok
    rejected = game.apply(JudgeCreativeGift(approve=False))
    assert any("stays ready" in game.words(t) for t in rejected.told)
    assert game.state.hero(hero).gifts[gift] is False
    assert Resolve in _sides(game)[PARTY]
    assert JudgeCreativeGift not in _sides(game).get(QM, ())
    assert gift not in [c.id for c in dict(game.view(QUEST_MASTER).story.check.creative_gifts)[hero]]


def test_without_the_rule_no_creative_use_is_offered():
    game, hero, gift = _failed_roll(options=())
    assert AskCreativeGift not in _sides(game)[PARTY]
    assert not game.apply(AskCreativeGift(hero, gift)).ok


def test_undo_takes_the_answer_and_the_offer_back_in_words():
    game, hero, gift = _failed_roll()
    assert game.apply(AskCreativeGift(hero, gift)).ok
    assert game.apply(JudgeCreativeGift(approve=True)).ok
    assert game.undo().what == "the Quest Master approving a gift's creative use"
    assert game.state.hero(hero).gifts[gift] is False
    assert game.undo().what == f"{game.names()[hero]} offering {game.names()[gift]} for the check"
    assert AskCreativeGift in _sides(game)[PARTY]
