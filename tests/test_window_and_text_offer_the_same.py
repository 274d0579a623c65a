"""At every question a fight puts to a hero (the modify window, a serious injury, a strike
back) text mode and the window offer the same answers, and both are the rules' answers: the
choices of the fight view's question.

The first fight of each shipped adventure is played on the battlefield (the story played to
it as the window's tests play it, 'Fight here' clicked), the automatic Quest Master playing
his side and the automatic heroes' simple choices theirs. At each question to a hero:
- text mode's offer is what its fight desk prints (`FightDesk.show_waiting`) read back as the
  commands it names, each parsed as text mode parses a typed line (`fightcommands.parse`);
- the window's offer is the question box's buttons and their actions (with each discard the
  injury's "(change)" button steps through);
- the view's offer is `game.view(QUEST_MASTER).fight.question.choices`.
Answers are compared as choices: the action's kind, who answers and with which card (a
strike back's target and a heal's points are the rules' to fill in; a heal is compared by
whom it heals). Text mode names the heals at once by their form ('use ITEM', 'HERO: gift
GIFT hero'), not one by one, so each heal the view offers must be one it accepts.

Strike backs in the shipped cards are the arch villains' (Riposte is a dark gift), answered by
the Quest Master; so that a hero meets one, the first hero of each party is handed Riposte
when the fight begins. And so that an injury has something to discard and a heal at once,
each hero is handed a Potion of Healing then."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

import pytest
from rich.console import Console

from questboard.cli import fightcommands as C
from questboard.cli.fightloop import FightDesk
from questboard.cli.text import TextTable
from questboard.play import QM, UseGift, UseItem, rehearsal
from questboard.play.actions import encode
from questboard.play.autoplay import step_heroes
from questboard.play.fight_questions import INJURY, MODIFY, STRIKE_BACK
from questboard.play.library import load_for_play
from questboard.play.seats import QUEST_MASTER
from questboard.resources import adventures_dir
from tests.ui.helpers import click_button, frames, open_app
from tests.ui.test_battle_every_fight import battle_at

# Seeds whose first fight puts questions to the heroes (every kind met across them).
SEEDS = {"example-short": 5, "the-harbor-treasure": 3, "the-pale-kings-crown": 8, "the-sleeping-city": 8}
STEPS = 3000  # decisions at the most in one fight


@dataclass(frozen=True)
class Met:
    """One question to a hero, and what each side offered for it (as choice keys)."""

    where: str
    kind: str
    view: frozenset
    text: frozenset
    window: frozenset
    view_heals: frozenset  # the view's heals at once (injury), each as text mode typed it
    text_heals: frozenset
    default_offered: bool  # 'injury' alone takes one of the view's choices


def key(action) -> tuple:
    """An answer as a choice: its kind, who sends it, the card, the injury's attribute and
    discard, and whom a heal heals (the user when it names nobody)."""
    (_, data), = encode(action).items()
    data = dict(data)
    heal = data.pop("heal", None)
    for filled in ("target", "area", "refresh"):  # the rules' to fill in for these answers
        data.pop(filled, None)
    if isinstance(action, UseItem | UseGift):
        data["heals"] = tuple(sorted({h for h, _ in heal} or {action.who}))
    return tuple(sorted(data.items(), key=lambda kv: kv[0]))


def _first_fight(adventure_id: str) -> tuple[int, tuple[str, ...]]:
    adventure, _, _ = load_for_play(adventures_dir() / f"{adventure_id}.yaml")
    paragraph = rehearsal.fight_paragraphs(adventure)[0]
    n = min(max(2, adventure.heroes.min), adventure.heroes.max)
    return paragraph, rehearsal.parties(n)[0]


# Text mode -----------------------------------------------------------------------------------
def _desk_words(game) -> str:
    out = io.StringIO()
    table = TextTable(game, Console(file=out, width=2000, highlight=False), None)
    FightDesk(table).show_waiting()
    return out.getvalue()


def _text_offer(game, q) -> set[tuple]:
    """The answers text mode names for question `q`, parsed as typed lines."""
    words = _desk_words(game)
    said = " ".join(words.split())
    typed = ["pass"] if q.kind != INJURY else []
    if q.kind == MODIFY:
        offers = re.search(r"may add: (.*?)\. 'bonus SOURCE' or 'pass'", said)
        assert offers is not None, said
        if offers.group(1) != "nothing":
            typed += [f"bonus {name}" for name in
                      re.findall(r"(.+?) \((?:wins outright|\+\d+)\)(?:, |$)", offers.group(1))]
    elif q.kind == STRIKE_BACK:
        gift = re.search(r"'gift (.+?)' or 'pass'", said)
        assert gift is not None, said
        typed.append(f"gift {gift.group(1)}")
    else:
        attributes = re.search(r"ATTR one of: ([^;]*);", said)
        items = re.search(r"ITEM one of: ([^;]*);", said)
        for item in items.group(1).split(", ") if items else [None]:
            for attribute in attributes.group(1).split(", ") if attributes else [None]:
                typed.append(f"injury {attribute or 'none'}" + (f" discard {item}" if item else ""))
    return {key(C.parse(line, game, q.who)) for line in typed}


def _text_heal(game, q, c) -> tuple:
    """A heal at once of the view, typed in the forms text mode names."""
    if isinstance(c.act(), UseItem):
        line = f"{c.who}: use {c.card}" + ("" if c.who == q.who else f" {q.who} {c.amount}")
    else:
        line = f"{c.who}: gift {c.card} {q.who} {c.amount}"
    return key(C.parse(line, game, q.who))


# The window ----------------------------------------------------------------------------------
def _window_offer(app, b) -> set[tuple]:
    """The question box's answers, with each discard its "(change)" button steps through."""
    b.refresh()
    found: set[tuple] = set()
    steps = 1
    for _ in range(8):
        box = b.overlay
        assert box is not None and hasattr(box, "pairs"), "no question box"
        found |= {key(c.do) for _, c in box.pairs if c.do is not None and not isinstance(c.do, tuple)}
        change = next(((bt, c) for bt, c in box.pairs if isinstance(c.do, tuple) and c.do[1] == "discard"), None)
        if change is None or steps >= len(change[1].do[2]):
            break
        click_button(app, change[0])
        steps += 1
    return found


# The fights ------------------------------------------------------------------------------------
def _fight(app, adventure_id: str, seed: int) -> list[Met]:
    paragraph, heroes = _first_fight(adventure_id)
    b = battle_at(app, adventure_id, paragraph, heroes, seed)
    game = b.game
    game.fight.fighters[heroes[0]].hero.gifts["riposte"] = False  # see the module's words
    for hero in heroes:
        game.fight.fighters[hero].hero.equipment.append("potion-of-healing")
    game.revision += 1  # the fight was changed behind the game's back: a new picture of it
    met = []
    for step in range(STEPS):
        view = game.view(QUEST_MASTER).fight
        if view is None:
            break
        q = view.question
        if q is not None and q.who != QM:
            heals = [c for c in q.choices if c.kind == "heal"]
            met.append(Met(
                f"{adventure_id} seed {seed}, decision {step}: {q.title}", q.kind,
                frozenset(key(c.act()) for c in q.choices if c.kind != "heal"),
                frozenset(_text_offer(game, q)), frozenset(_window_offer(app, b)),
                frozenset(key(c.act()) for c in heals), frozenset(_text_heal(game, q, c) for c in heals),
                q.kind != INJURY or q.default in q.choices))
        result = game.step_qm() if view.asked[0].side == QM else step_heroes(game)
        assert result is not None and result.ok, f"{adventure_id}: the fight is stuck at {view.waiting}"
    assert game.fight is None, f"{adventure_id}: the fight did not end in {STEPS} decisions"
    game.close()
    return met


@pytest.fixture(scope="module")
def questions() -> list[Met]:
    app = open_app()
    frames(app)
    try:
        return [m for adventure_id, seed in SEEDS.items() for m in _fight(app, adventure_id, seed)]
    finally:
        app.close()


def test_the_seeds_fight_the_first_fight_of_every_shipped_adventure():
    assert set(SEEDS) == {p.stem for p in adventures_dir().glob("*.yaml")}


def test_a_modify_window_an_injury_and_a_strike_back_are_met(questions):
    assert {m.kind for m in questions} == {MODIFY, INJURY, STRIKE_BACK}
    assert any(m.view_heals for m in questions)  # an injury that a heal at once could spare
    assert any(len(m.view) > 1 for m in questions if m.kind == MODIFY)  # a bonus to add


def test_text_mode_offers_the_views_answers_at_every_question(questions):
    for m in questions:
        assert m.text == m.view, m.where
        assert m.text_heals == m.view_heals, m.where
        assert m.default_offered, m.where


def test_the_window_offers_the_views_answers_at_every_injury_and_strike_back(questions):
    asked = [m for m in questions if m.kind != MODIFY]
    assert asked
    for m in asked:
        assert m.window == m.view | m.view_heals, m.where


def test_the_window_offers_the_views_answers_at_every_modify_window(questions):
    asked = [m for m in questions if m.kind == MODIFY]
    assert asked
    for m in asked:
        assert m.window == m.view, m.where

