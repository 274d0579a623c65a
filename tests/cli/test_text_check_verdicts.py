"""Text mode tells each roll with its verdict and both totals, from the story view's words:
a lost Charisma conflict says the Quest Master's total, that it fails, and the gold it costs;
a group check its sum against the threshold and the verdict."""

import io

from rich.console import Console

from questboard.cli.text import TextTable
from questboard.play import new_game
from tests.play.helpers import story_answer


def _at(adventure, done):
    game = new_game(adventure, ("karomin", "alondis"), 7)
    for _ in range(300):
        if done(game.prompt):
            return game
        assert game.apply(story_answer(game)).ok
    raise AssertionError("never reached")


def _play(game, lines):
    out = io.StringIO()
    TextTable(game, Console(file=out, width=200, color_system=None), None).play(list(enumerate(lines, 1)))
    return out.getvalue()


def test_a_lost_charisma_conflict_in_text_mode():
    game = _at("the-pale-kings-crown",
               lambda p: type(p).__name__ == "CheckToRoll" and p.check.attribute == "charisma")
    value = game.prompt.check.target
    text = _play(game, ["roll 3 4", "done", "quit"])
    assert f"Karomin: die 3 + charisma 3 = 6 against the QM's die 4 + {value} = {4 + value}: fails" in text
    assert f"Quest Master rolls 4 (against Karomin): 4 + {value} = {4 + value}" in text
    assert f"against the Quest Master's 4 + {value} = {4 + value}, fails" in text
    assert "Karomin loses 1 gold" in text


def test_a_group_check_in_text_mode_sums_against_the_threshold():
    game = _at("the-pale-kings-crown", lambda p: type(p).__name__ == "GroupRoll")
    threshold = game.prompt.check.target
    text = _play(game, ["roll 0", "quit"])
    assert "So far " in text or "Together they must reach" in text
    assert f"against {threshold}: fails" in text


def test_a_group_checks_sum_so_far_is_told_once_and_its_name_reads_as_a_heading():
    game = _at("the-pale-kings-crown", lambda p: type(p).__name__ == "GroupRoll")
    text = _play(game, ["roll 0", "quit"])
    assert text.lower().count("so far") == 1, text[-600:]
    assert "Group Strength check: reach" in text and "group strength check: reach" not in text


def test_text_mode_names_the_new_heros_own_target_before_he_rolls(tmp_path, monkeypatch):
    from tests.play.test_own_toughness_check_shown import PER_HERO, at_the_choice

    monkeypatch.setenv("QUESTBOARD_DATA", str(tmp_path / "data"))
    text = _play(at_the_choice(), ["3", "quit"])  # Alondis, the third, rolls
    _, _, after = text.partition(f"{PER_HERO}: who rolls?")
    assert after and "Talent test (target 9) for Alondis" in after
