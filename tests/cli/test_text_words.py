"""Text mode in the players' words: sheets, finds, shops, questions and the whole told stream
of played adventures name cards, heroes, bad guys and maps by name; no id, no class name."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from questboard.adventure import events as AE
from questboard.adventure import prompts as P
from questboard.adventure.answers import answer
from questboard.cli.text import TextTable
from questboard.combat import actions as F
from questboard.combat import events as CE
from questboard.play import new_game
from questboard.rules import log as L
from tests.play.helpers import hand_action, story_answer

HEROES = ("karomin", "krzzzt")


def _table(adventure="the-harbor-treasure", heroes=HEROES, seed=3, public=False):
    game = new_game(adventure, heroes, seed)
    console = Console(file=io.StringIO(), width=200, highlight=False)
    return TextTable(game, console, None, public=public)


def _shown(table, show) -> str:
    out = table.console.file
    out.truncate(0)
    out.seek(0)
    show()
    return out.getvalue()


def test_sheets_show_the_names_of_items_and_gifts_and_take_a_typed_hero():
    table = _table()
    story = table.game.story
    story.game.hero("karomin").equipment = ["potion-of-healing"]
    every = _shown(table, lambda: table.show_sheets(None))
    assert "Potion of Healing" in every and "Chosen of the Gods" in every and "Cold Blood" in every
    assert not re.search(r"potion-of|chosen-of|cold-blood", every)
    one = _shown(table, lambda: table.show_sheets("kar"))
    assert "Karomin" in one and "Kr'Zzzt" not in one
    wrong = _shown(table, lambda: table.show_sheets("zz"))
    assert "no hero 'zz' here" in wrong and "Karomin" in wrong


PROMPTS = [
    (P.Distribute(("potion-of-healing", "treasure-map"), 2),
     "Found: Potion of Healing, Treasure Map, 2 gold"),
    (P.Shop((P.ShopOffer("potion-of-healing", 1), P.ShopOffer("veterans-sword", 3))),
     "  Potion of Healing: 1 gold\n  Veteran's Sword: 3 gold"),
    (P.ChooseGifts("karomin", 1, ("chosen-of-the-gods", "dodge"), "exhaust"),
     "Karomin must exhaust 1 of: Chosen of the Gods, Dodge"),
    (P.ChooseHero("Who takes 1 damage?", HEROES), "Who takes 1 damage?\n  1. Karomin"),
]


@pytest.mark.parametrize(("prompt", "said"), PROMPTS, ids=[type(p[0]).__name__ for p in PROMPTS])
def test_prompts_name_what_they_offer(prompt, said):
    table = _table()
    shown = _shown(table, lambda: table.show_prompt(prompt))
    assert said in shown
    assert " - who?" not in shown and not re.search(r"\((potion|veterans)-", shown)


def test_a_fight_to_report_names_its_map_and_goals():
    table = _table("the-sleeping-city", seed=3)
    game = table.game
    for _ in range(200):
        if isinstance(game.prompt, P.CombatRequest) and game.prompt.combat.victory != "all_vanquished":
            break
        assert game.apply(story_answer(game, 2, "greedy")).ok
    shown = _shown(table, lambda: table.show_prompt(game.prompt))
    title = game.find_map(game.prompt.combat.map).title
    assert f"Fight on {title}" in shown
    assert "Victory when Orc Shaman is vanquished" in shown


# The whole stream --------------------------------------------------------------------------
AUTHORED = (AE.ReadAloud, AE.QMNote, AE.Advice)  # the author's own prose
COORDINATES = re.compile(r"\(\d+\.\d+, \d+\.\d+\)")  # raw field coordinates: never in players' words


def _forbidden(game) -> re.Pattern:
    c = game.cards
    ids = {cid for table in (c.equipment, c.quest_items, c.gifts, c.events, c.bad_guys,
                             c.locations, c.heroes) for cid in table if "-" in cid}
    classes = {cls.__name__ for module in (AE, CE, L, F, P) for cls in vars(module).values()
               if isinstance(cls, type) and re.fullmatch(r"[A-Z][a-z]+[A-Z]\w*", cls.__name__)}
    words = sorted(ids | classes, key=len, reverse=True)
    return re.compile(r"(?<![\w'-])(" + "|".join(map(re.escape, words)) + r")(?:-\d+)?(?![\w-])")


def _told_texts(adventure, heroes, seed, fights):
    game = new_game(adventure, heroes, seed)
    texts = [(t.event, t.describe(game.names())) for t in game.told]
    for _ in range(4000):
        if game.ended:
            break
        if game.fight is not None:
            if game.next_qm_action() is not None:
                step = game.step_qm()
            else:
                action = hand_action(game)
                step = game.apply(action)
                if not step.ok:
                    step = game.apply(F.EndTurn(action.who))
        else:
            prompt = game.prompt
            if isinstance(prompt, P.Shop) and prompt.offers and seed % 2:
                step = game.apply(answer(game.story, f"buy {heroes[-1][:3]} "
                                                     f"{game.cards.any_item(prompt.offers[0].item).name}"))
                if not step.ok:
                    step = game.apply(story_answer(game, seed, fights))
            else:
                step = game.apply(story_answer(game, seed, fights))
        assert step.ok, step.reason
        texts += [(t.event, t.describe(game.names())) for t in step.told]
    return game, texts


GAMES = [("the-harbor-treasure", ("karomin", "krzzzt"), 3, "hand"),
         ("the-sleeping-city", ("alondis", "cessair", "karomin"), 4, "greedy"),
         ("the-pale-kings-crown", ("krzzzt",), 5, "hand"),
         ("example-short", ("cessair", "alondis", "krzzzt", "karomin"), 6, "cautious")]


@pytest.mark.parametrize(("adventure", "heroes", "seed", "fights"), GAMES, ids=[g[0] for g in GAMES])
def test_nothing_told_in_a_played_adventure_shows_an_id_or_a_class_name(adventure, heroes, seed,
                                                                          fights):
    game, texts = _told_texts(adventure, heroes, seed, fights)
    bad = _forbidden(game)
    checked = [(e, text) for e, text in texts if not isinstance(e, AUTHORED)]
    assert len(checked) > 30
    assert any(isinstance(e, CE.Placed) for e, _ in checked)  # the set-up's words are checked too
    leaks = [f"{type(e).__name__}: {text}" for e, text in checked
             if bad.search(text) or COORDINATES.search(text)]
    assert leaks == []
