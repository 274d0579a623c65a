"""The shipped adventures played through with automatic fights from the combat engine."""

from __future__ import annotations

import pytest

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.adventure import runner
from questboard.adventure.files import load_for_play
from questboard.adventure.state import Setup
from questboard.cli.autofight import fight_automatically
from questboard.resources import adventures_dir
from questboard.rules import actions as A
from questboard.rules.outcome import Refused
from questboard.rules.settle import next_fix

SHIPPED = ("the-harbor-treasure", "the-sleeping-city", "the-pale-kings-crown")


def play(name: str, heroes: tuple[str, ...], seed: int, pick: int):
    """Answer every prompt simply; fights are played by the engine. Returns the ending and
    the fights' verdicts."""
    adventure, cards = load_for_play(adventures_dir() / f"{name}.yaml")
    st, step = runner.start(adventure, cards, Setup(adventure.id, heroes, seed))
    prompt, fights = step.prompt, []
    for _ in range(400):
        if isinstance(prompt, P.Ended):
            return prompt.outcome, fights, st
        if isinstance(prompt, P.ChooseOption):
            action = X.Choose(prompt.options[pick % len(prompt.options)].index)
        elif isinstance(prompt, P.ChooseParticipant | P.ChooseHero):
            action = X.PickHero(prompt.heroes[0])
        elif isinstance(prompt, P.RollCheck | P.ChooseOrder | P.GroupRoll):
            action = X.Roll()
        elif isinstance(prompt, P.ModifyWindow):
            action = X.Resolve()
        elif isinstance(prompt, P.ChooseGifts):
            action = X.PickGifts(prompt.hero, prompt.gifts[:prompt.count])
        elif isinstance(prompt, P.Distribute):
            action = X.Share(tuple((i, heroes[0]) for i in prompt.items),
                             ((heroes[0], prompt.gold),) if prompt.gold else ())
        elif isinstance(prompt, P.Shop):
            action = X.LeaveShop()
        elif isinstance(prompt, P.CombatRequest):
            before = {h.id: h.vitality for h in st.game.heroes}
            auto = fight_automatically(st.game, prompt.combat)
            assert {h.id: h.vitality for h in st.game.heroes} == before, "the fight touched the story"
            assert auto.fight.outcome in ("victory", "defeat") and auto.log
            fights.append(auto.result)
            action = auto.result
        elif isinstance(prompt, P.Paused):
            action = X.Continue()
        elif isinstance(prompt, P.Improve):
            action = A.ImproveAttribute(prompt.hero, prompt.attributes[0])
        elif isinstance(prompt, P.SettleFirst):
            action = next_fix(st.game)
        else:
            raise AssertionError(f"unexpected prompt {prompt!r}")
        result = runner.apply(st, action)
        assert not isinstance(result, Refused), f"({st.paragraph}) {action}: {result.reason}"
        prompt = result.prompt
    raise AssertionError("the adventure did not end")


@pytest.mark.parametrize("name", SHIPPED)
def test_each_adventure_plays_to_an_ending_with_automatic_fights(name):
    endings, verdicts = set(), []
    for seed in range(4):
        for pick in (0, 1):
            heroes = (("karomin", "alondis"), ("cessair", "krzzzt", "alondis"))[seed % 2]
            ending, fights, _ = play(name, heroes, seed, pick)
            endings.add(ending)
            verdicts += [f.victory for f in fights]
    assert endings <= {"success", "failure"} and endings
    assert verdicts, "no fight was played"


def test_automatic_fights_are_both_won_and_lost_across_seeds():
    verdicts = set()
    for seed in range(6):
        _, fights, _ = play("the-sleeping-city", ("karomin", "cessair"), seed, 0)
        verdicts |= {f.victory for f in fights}
    assert verdicts == {True, False}


def test_a_fights_wounds_carry_into_the_story():
    wounds = []
    for seed in range(6):
        _, fights, _ = play("the-sleeping-city", ("karomin", "alondis"), seed, 0)
        wounds += [d for f in fights for d in f.damage]
    assert wounds, "no hero was ever hurt in six adventures' fights"


def test_text_mode_fights_automatically_on_auto(tmp_path, capsys):
    from questboard.cli.main import main

    script = tmp_path / "play.txt"
    script.write_text("3\n1\nroll\nresolve\n1\nroll\nresolve\neven\nauto cautious\nquit\n")
    code = main(["text", "the-harbor-treasure", "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(script), "--save", str(tmp_path / "game.json")])
    out = capsys.readouterr().out
    assert code == 0
    assert "Victory after" in out or "Defeat after" in out
    assert "the heroes return to Forest Clearing" in out
