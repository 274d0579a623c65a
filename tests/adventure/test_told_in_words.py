"""No internal text reaches the players: what the story tells, asks and refuses is said in
words with the cards' and heroes' names, never with an id, a class name or a field path."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from questboard.adventure import events as E
from questboard.adventure import prompts as P
from questboard.adventure import runner
from questboard.adventure import tasks as T
from questboard.adventure.conditions import parse_condition, question
from questboard.adventure.doing import run_task
from questboard.adventure.state import DoRules, DoTask, Setup
from questboard.adventure.stats import to_dot
from questboard.play.library import load_for_play
from questboard.rules import actions as A
from questboard.rules.log import EventsDiscarded, GoldChanged, SeriousInjury


def _names(st):
    return st.game.names()


def test_a_skipped_task_says_what_and_why_with_names(play):
    st, _ = play("karomin", "krzzzt")
    st.waiting = None
    st.queue[:] = [DoRules(A.DiscardItem("krzzzt", "potion-of-healing"))]
    events = runner.advance(st)
    skipped = [e for e in events if isinstance(e, E.TaskSkipped)]
    assert [e.describe(_names(st)) for e in skipped] == [
        "Kr'Zzzt discards Potion of Healing: Kr'Zzzt does not carry Potion of Healing"]


def test_a_loss_of_gold_that_finds_none_says_so(play):
    st, _ = play("karomin")
    st.game.hero("karomin").gold = 0
    st.waiting = None
    st.queue[:] = [DoRules(A.GainGold("karomin", -2, "lost"))]
    texts = [e.describe(_names(st)) for e in runner.advance(st) if isinstance(e, GoldChanged)]
    assert texts == ["Karomin has no gold to lose"]
    assert GoldChanged("karomin", -2, 1, "lost").describe(_names(st)) == "Karomin loses 2 gold; has 1"


PER_HERO = [
    (T.DamageTask(damage=1, who="one"), "Who takes 1 damage?"),
    (T.HealTask(heal=2, who="one"), "Who regains 2 Vitality?"),
    (T.LoseGoldTask(lose_gold=3, who="one"), "Who loses 3 gold?"),
    (T.ExhaustGiftsTask(exhaust_gifts="all", who="one"), "Who exhausts all gifts?"),
    (T.RefreshGiftsTask(refresh_gifts=1, who="one"), "Who refreshes 1 gift?"),
    (T.DrawGiftsTask(draw_gifts=2, who="one"), "Who draws 2 gifts?"),
]


@pytest.mark.parametrize(("task", "asked"), PER_HERO, ids=[a for _, a in PER_HERO])
def test_a_task_for_one_hero_asks_in_words(play, task, asked):
    st, _ = play("karomin", "alondis")
    st.waiting = None
    run_task(st, DoTask(task))
    assert isinstance(st.waiting, P.ChooseHero) and st.waiting.purpose == asked


QUERIES = [
    ("heroes == 1", "Is there exactly 1 hero?"),
    ("heroes >= 2", "Are there at least 2 heroes?"),
    ("marker 1", "Has marker 1 been ticked off?"),
    ('location "tavern"', "Is Tavern in play?"),
    ('has "treasure-map" and gold >= 3',
     "Is it true that the party carries Treasure Map and the party has at least 3 gold?"),
    ("not (marker 1 or marker 2)",
     "Is it true that marker 1 is not ticked off and marker 2 is not ticked off?"),
]


@pytest.mark.parametrize(("query", "asked"), QUERIES, ids=[q for q, _ in QUERIES])
def test_a_query_is_asked_in_words_with_card_names(cards, query, asked):
    from questboard.adventure.names import printed_name

    name = lambda kind, text: printed_name(cards, text, kind)  # noqa: E731
    assert question(parse_condition(query), name) == asked


def test_the_query_the_qm_answers_is_told_in_words():
    adv, cards, _ = load_for_play("the-harbor-treasure")
    _, step = runner.start(adv, cards, Setup("the-harbor-treasure", ("karomin", "krzzzt"), 3))
    told = [e.text for e in step.events if isinstance(e, E.QueryAnswered)]
    assert told == ["Is there exactly 1 hero? no"]


def test_the_storyboard_labels_its_arrows_in_the_authors_words():
    adv, _, _ = load_for_play("the-harbor-treasure")
    dot = to_dot(adv)
    labels = re.findall(r'label="([^"]*)"', dot)
    arrows = re.findall(r'-> p\d+ \[label="([^"]*)"', dot)
    assert "Listen for rumours in the tav…" in arrows and "yes" in arrows and "success" in arrows
    for label in labels:
        assert not re.search(r"\b(options|goto|if_yes|on_success|\d+\.goto)\.", label), label
        assert not re.search(r"\b(Query|Options|Check|GroupCheck|Fight|FightWay|Goto)\b", label), label


def test_other_texts_use_names(cards):
    names = {"karomin": "Karomin", "potion-of-healing": "Potion of Healing"}
    assert "loses Potion of Healing" in SeriousInjury("karomin", None, "potion-of-healing",
                                                      False).describe(names)
    assert EventsDiscarded(()).text == "The Quest Master holds no event to discard"
    for prompt in (P.Shop(()), P.Paused(3), P.Ended("success", 9), None):
        words = P.asks(prompt)
        assert words and not re.search(r"[A-Z][a-z]+[A-Z]", words), words


def test_refusals_name_cards_not_ids(play):
    st, _ = play("karomin", "alondis")
    st.waiting = P.Distribute(("potion-of-healing",), 0)
    wrong = runner.apply(st, runner.X.Share((), ()))
    assert wrong.reason == "Share out exactly these items: Potion of Healing"
    st.waiting = P.ChooseGifts("karomin", 1, ("chosen-of-the-gods", "dodge"), "exhaust")
    wrong = runner.apply(st, runner.X.PickGifts("karomin", ()))
    assert wrong.reason == "Choose 1 of: Chosen of the Gods, Dodge"
    wrong = runner.apply(st, runner.X.Continue())
    assert wrong.reason == "That is not the question now (waiting for a hero to choose gifts)"


def _measure(tmp_path, out):
    return ["measure", "forest-clearing", "--place", "k=hero@0.5,1.7", "--from", "k",
            "--png", str(out)]


def _draw_in_a_fight(tmp_path, out):
    script = tmp_path / "answers.txt"
    script.write_text("\n".join(["2", "karomin", "roll 7", "done", "roll 9 9", "done", "fight",
                                 f"draw {out}", "quit"]) + "\n", encoding="utf-8")
    return ["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
            "--save", str(tmp_path / "game.json"), "--script", str(script)]


@pytest.mark.parametrize("command", [_measure, _draw_in_a_fight], ids=["measure", "draw"])
def test_the_first_picture_prints_no_pygame_banner(tmp_path, command):
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    out = tmp_path / "table.png"
    done = subprocess.run([sys.executable, "-m", "questboard", *command(tmp_path, out)],
                          capture_output=True, text=True, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    assert out.exists()
    assert "pygame" not in done.stdout + done.stderr


def test_a_serious_injury_names_the_items_it_may_cost(play):
    from questboard.adventure.hints import hint
    from questboard.rules import engine

    st, _ = play("karomin", "alondis")
    choices = P.InjuryChoices("karomin", (), ("potion-of-healing",))
    said = hint(P.SettleFirst("Karomin is seriously injured", choices), _names(st))
    assert "ITEM one of: Potion of Healing;" in said
    hero = st.game.hero("karomin")
    hero.equipment = ["potion-of-healing"]
    hero.vitality = 1
    assert engine.apply(st.game, A.DamageHero("karomin", 1)).ok
    refused = engine.apply(st.game, A.ResolveInjury("karomin", None, None))
    assert refused.reason == "Karomin must discard one of: Potion of Healing"
    refused = engine.apply(st.game, A.ResolveInjury("karomin", None, "shield"))
    assert refused.reason.startswith("Shield is not a discard-after-use item Karomin carries")
