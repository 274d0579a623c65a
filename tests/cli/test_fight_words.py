"""A fight at the keyboard in plain words: the turn's status never contradicts itself, the
`look` table names fighters and cards by name, shows positions as the map file writes them
(origin top-left, x right, y down, in LU) and never a gap of -0.00; names with spaces are
typed as read."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from questboard.adventure.answers import answer
from questboard.battlefield.geometry import lu
from questboard.cli import fightcommands as C
from questboard.cli.fightloop import FightDesk, budget_text
from questboard.cli.text import TextTable
from questboard.combat import actions as A
from questboard.combat.fight import TurnBudget
from questboard.play import FightHere, new_game
from questboard.play.seats import QUEST_MASTER
from questboard.resources import maps_dir
from questboard.yamlfile import read_yaml
from tests.combat.helpers import put

# example-short up to its first fight (the monastery yard; the heroes go first).
TO_THE_FIGHT = ["2", "karomin", "roll 7", "done", "roll 9 9", "done"]


@pytest.fixture
def table():
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for line in TO_THE_FIGHT:
        assert game.apply(answer(game.story, line)).ok
    assert game.apply(FightHere()).ok
    console = Console(file=io.StringIO(), width=200, highlight=False)
    return TextTable(game, console, None)


def _look(table, actor="karomin") -> str:
    table.console.file.truncate(0)
    table.console.file.seek(0)
    FightDesk(table).look(actor)
    return table.console.file.getvalue()


BUDGETS = [
    (TurnBudget("karomin"), "1 move and 1 action left"),
    (TurnBudget("karomin", actions=0, shot=True), "no action left; no moving after a shot"),
    (TurnBudget("karomin", moves=0, moved=True), "no move and 1 action left; no shooting after a move"),
    (TurnBudget("karomin", actions=0, attacked=True), "1 move and no action left"),
    (TurnBudget("karomin", moves=2, actions=0, melee=0, gift="Charge", any_order=False,
                attacked=True), "Charge: no melee attack, no ranged attack left; with Charge "
                                "the moves come before the attack"),
    (TurnBudget("karomin", moves=1, actions=0, melee=1, ranged=0, gift="Wind Rider",
                any_order=True, move_despite_ranged=True, shot=True),
     "Wind Rider: 1 move and 1 melee attack, no ranged attack left"),
]


@pytest.mark.parametrize(("budget", "said"), BUDGETS, ids=[b[1] for b in BUDGETS])
def test_the_turn_status_says_plainly_what_is_left(table, budget, said):
    fight = table.game.fight
    fight.turn = budget
    view = table.game.view(QUEST_MASTER).fight
    text = budget_text(view, view.fighter("karomin"))
    assert text == said
    assert "(" not in text  # no bracketed afterthought that takes a count back


def test_look_names_fighters_and_cards_and_shows_map_file_positions(table):
    fight = table.game.fight
    put(fight, "karomin", 1.234, 0.5)
    out = _look(table)
    assert "1.23,0.50" in out  # where it was put: x from the left, y from the top
    data, _ = read_yaml(maps_dir() / "monastery-yard.yaml")
    for t in data["terrain"]:
        if "at" in t:
            assert f"{t['at'][0]:.2f},{t['at'][1]:.2f}" in out, t["id"]
    for f in fight.fighters.values():
        if f.id in fight.field.pieces:
            assert f.name in out
    assert not re.search(r"\borc-\w+-\d+\b", out)  # no fighter ids
    assert "Karomin carries: Veteran's Sword" in out or "Karomin carries: nothing" in out
    assert not re.search(r"\b[a-z]+(-[a-z]+)+\b", out.split("carries:")[1].split("bars:")[0])


def test_a_touching_gap_is_never_minus_zero(table):
    fight = table.game.fight
    put(fight, "karomin", 1.0, 1.0)
    put(fight, "orc-warrior-1", 1.0, 1.0 + 0.3 - 0.0004)  # a hair inside contact
    assert fight.field.edge_distance("karomin", "orc-warrior-1") < 0
    out = _look(table)
    assert "-0.00" not in out
    row = next(line for line in out.splitlines() if "Orc Warrior 1" in line)
    assert "0.00" in row
    for value, shown in [(-0.004, "0.00"), (-0.0, "0.00"), (0.004, "0.00"), (-0.006, "-0.01"),
                         (1.2345, "1.23")]:
        assert lu(value) == shown


LINES = [
    ("attack Orc Warrior 1", A.MeleeAttack("karomin", "orc-warrior-1")),
    ("attack orc warrior 1 with Veteran's Sword",
     A.MeleeAttack("karomin", "orc-warrior-1", "veterans-sword")),
    ("Alondis: end", A.EndTurn("alondis")),
    ("move toward Orc Warrior 2", None),  # a move: its end is worked out from the field
]


@pytest.mark.parametrize(("line", "meant"), LINES, ids=[x[0] for x in LINES])
def test_fight_commands_take_names_with_spaces(table, line, meant):
    fight = table.game.fight
    fight.state.hero("karomin").equipment = ["veterans-sword"]
    put(fight, "karomin", 1.0, 1.0)
    put(fight, "orc-warrior-1", 1.0, 1.3)
    command = C.parse(line, table.game, "karomin")
    if meant is None:
        assert isinstance(command, A.Move) and command.who == "karomin"
    else:
        assert command == meant
