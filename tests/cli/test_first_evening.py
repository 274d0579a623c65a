"""What a new group hits on its first evening, at the command line: a new adventure written
where the user stands, an advanced rule that cannot apply refused in one line, the injury
prompts naming exactly the legal choices (R35), a fight's zones said as what they are."""

from __future__ import annotations

import dataclasses
import io
import textwrap

from rich.console import Console

from questboard.adventure import actions as X
from questboard.adventure import prompts as P
from questboard.cli.fightloop import FightDesk
from questboard.cli.main import main
from questboard.cli.text import TextTable
from questboard.play import FightHere, new_game
from questboard.rules import actions as R
from questboard.rules.engine import apply as rules_apply

TO_THE_FIGHT = (X.Choose(1), X.PickHero("karomin"), X.Roll((7,)), X.Resolve(), X.Roll((9, 9)),
                X.Resolve())


def _table(game) -> tuple[TextTable, io.StringIO]:
    out = io.StringIO()
    return TextTable(game, Console(file=out, width=300, highlight=False), None), out


def test_new_adventure_without_an_adventures_folder_writes_into_the_current_folder(
        tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["new-adventure", "my-quest"]) == 0
    written = tmp_path / "my-quest.yaml"
    assert written.is_file() and "id: my-quest" in written.read_text(encoding="utf-8")
    assert str(written) in capsys.readouterr().out
    assert main(["validate", "my-quest.yaml"]) == 0


def test_new_adventure_goes_into_the_adventures_folder_where_there_is_one(
        tmp_path, monkeypatch, capsys):
    (tmp_path / "adventures").mkdir()
    monkeypatch.chdir(tmp_path)
    assert main(["new-adventure", "my-quest"]) == 0
    written = tmp_path / "adventures" / "my-quest.yaml"
    assert written.is_file() and not (tmp_path / "my-quest.yaml").exists()
    assert str(written) in capsys.readouterr().out


def test_an_advanced_rule_that_cannot_apply_is_one_line_and_no_traceback(tmp_path, capsys):
    code = main(["text", "example-short", "--heroes", "karomin,alondis", "--powerful-group",
                 "--seed", "1", "--script", str(tmp_path / "none.txt")])
    err = capsys.readouterr().err
    assert code in (1, 2)
    assert err.strip().splitlines() == [
        "questboard: Powerful Hero Groups is for 3 or 4 heroes (rulebook: three or four), not 2"]


def test_the_rules_in_force_are_told_at_the_start_of_text_mode(tmp_path, capsys):
    script = tmp_path / "answers.txt"
    script.write_text("quit\n", encoding="utf-8")
    assert main(["text", "example-short", "--heroes", "karomin,alondis", "--hordes", "1",
                 "--seed", "1", "--script", str(script), "--save", str(tmp_path / "s.json")]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert ("Charge of the Hordes: the minions fight at Deftness −1; the Quest Master holds 1 "
            "Reinforcements") in out


INJURED = """
id: hurt
title: Hurt
level: 1
components:
  locations: [tavern]
qm_sheet:
  markers: {1: Seen.}
paragraphs:
  1:
    read: A falling beam.
    tasks: [{damage: 6, who: karomin}]
    next: {end: success, improvements: 0}
"""


def test_text_mode_asks_no_attribute_when_none_can_drop(tmp_path, capsys):
    adventure = tmp_path / "hurt.yaml"
    adventure.write_text(textwrap.dedent(INJURED), encoding="utf-8")
    script = tmp_path / "answers.txt"
    script.write_text("injury karomin\n", encoding="utf-8")
    assert main(["text", str(adventure), "--heroes", "karomin", "--seed", "1",
                 "--script", str(script), "--save", str(tmp_path / "s.json")]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "'injury karomin' takes the injury (no attribute drops: all are at their start values;" in out
    assert "injury karomin ATTR" not in out
    assert "nothing drops (every attribute is at its start value)" in out
    assert "The end: success." in out


def test_the_fight_injury_prompt_lists_only_the_legal_choices(tmp_path):
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for action in TO_THE_FIGHT + (FightHere(),):
        assert game.apply(action).ok, action
    state = game.fight.state
    hero = state.hero("karomin")
    hero.equipment.append("potion-of-healing")
    hero.vitality = 1
    assert rules_apply(state, R.DamageHero("karomin", 1)).ok
    table, out = _table(game)
    FightDesk(table).show_waiting()
    text = " ".join(out.getvalue().split())
    assert ("'injury discard ITEM' takes it (no attribute drops: all are at their start values; "
            "ITEM one of: Potion of Healing; all gifts are exhausted)") in text
    assert "ATTR" not in text
    hero.attributes["talent"] += 1
    game.revision += 1  # changed behind the game's back: a new picture of it
    table, out = _table(game)
    FightDesk(table).show_waiting()
    assert "'injury ATTR discard ITEM' takes it (ATTR one of: talent;" in " ".join(out.getvalue().split())
    game.close()


def test_a_fight_over_a_kind_of_zone_says_so_in_text_mode():
    game = new_game("example-short", ("karomin", "alondis"), 7)
    for action in TO_THE_FIGHT:
        assert game.apply(action).ok, action
    request = game.prompt
    assert isinstance(request, P.CombatRequest)
    spread = dataclasses.replace(request.combat, groups=(P.BadGuyGroup("minion", "orc-archer", 3),))
    table, out = _table(game)
    table.show_prompt(P.CombatRequest(spread))
    assert "3 × Orc Archer in the minion zones" in out.getvalue()
    table, out = _table(game)
    table.show_prompt(request)
    assert "2 × Orc Warrior at the orc guards' start" in out.getvalue()  # the zone in words
    game.close()
