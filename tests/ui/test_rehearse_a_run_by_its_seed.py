"""Every run of `rehearse` has a seed of its own: the report names those of the stalemates and
of the first defeats, `--seed S` plays that run first headless, and `--gui --seed S` lays out
that very run, which fought out ends as the headless run did (outcome and rounds)."""

from __future__ import annotations

import json

import pytest

from questboard.cli.main import main
from questboard.combat import events as FE
from questboard.play import FightAutomatically
from questboard.ui.battle import rehearse as RG

LONE = ["forest-clearing", "--heroes", "karomin", "--bad-guys", "orc-warrior:5"]

WALLED = """id: walled-yard
title: The Walled Yard
description: A yard cut in two by a wall nobody can cross.
size: [3.0, 2.0]
terrain:
  - {id: wall, kind: custom, name: Wall, at: [1.5, 1.0], cover: true,
     footprint: {shape: rectangle, width: 0.2, height: 1.99}}
zones:
  - {id: heroes, kind: hero, polygon: [[0.2, 0.6], [0.8, 0.6], [0.8, 1.4], [0.2, 1.4]]}
  - {id: raiders, kind: minion, polygon: [[2.2, 0.6], [2.8, 0.6], [2.8, 1.4], [2.2, 1.4]]}
"""


def _json(capsys, *args) -> dict:
    assert main(["rehearse", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _walled(tmp_path) -> str:
    path = tmp_path / "walled-yard.yaml"
    path.write_text(WALLED, encoding="utf-8")
    return str(path)


def test_the_report_names_the_seeds_of_stalemates_and_of_the_first_defeats(capsys, tmp_path):
    stuck = _json(capsys, _walled(tmp_path), "--heroes", "karomin", "--runs", "3", "--seed", "7")
    assert stuck["stalemate"] == 1.0
    assert stuck["stalemate_seeds"] == [7, 7 + 1_000_003, 7 + 2 * 1_000_003]
    lone = _json(capsys, *LONE, "--runs", "60", "--seed", "2")
    assert 0 < lone["defeat"] < 1 and len(lone["defeat_seeds"]) == 5
    two = _json(capsys, *LONE, "--runs", "60", "--seed", "2", "--workers", "2")
    assert two["defeat_seeds"] == lone["defeat_seeds"]  # the first in run order, however played
    assert main(["rehearse", *LONE, "--runs", "60", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert f"seeds of the first 5: {', '.join(map(str, lone['defeat_seeds']))}" in out
    assert (f"replay a run   questboard rehearse {' '.join(LONE)} --gui --seed "
            f"{lone['defeat_seeds'][0]}") in out


def _laid_out(monkeypatch, args) -> RG.RehearsalBattle:
    from questboard.cli import window
    from questboard.ui import app as ui_app

    seen = []

    def run(self) -> int:
        seen.append(self.scene)
        self.scene.stop_worker()
        return 0

    monkeypatch.setattr(window, "has_display", lambda: True)
    monkeypatch.setattr(ui_app.App, "run", run)
    assert main(["rehearse", *args, "--gui"]) == 0
    (scene,) = seen
    return scene


def _fought_out(battle: RG.RehearsalBattle) -> tuple[str, int]:
    game = battle.game
    assert game.apply(FightAutomatically()).ok
    over = [t.event for t in game.told if isinstance(t.event, FE.FightOver)]
    battle.app.close()
    return over[-1].outcome, over[-1].rounds


@pytest.mark.parametrize("kind", ["defeat", "stalemate", "victory"])
def test_the_gui_with_a_runs_seed_lays_out_that_run(kind, capsys, monkeypatch, tmp_path):
    where = [_walled(tmp_path), "--heroes", "karomin"] if kind == "stalemate" else LONE
    report = _json(capsys, *where, "--runs", "40", "--seed", "3")
    if kind == "victory":
        seeds = [3 + i * 1_000_003 for i in range(40)]
        seed = next(s for s in seeds if s not in report["defeat_seeds"] and
                    _json(capsys, *where, "--runs", "1", "--seed", str(s))["victory"] == 1.0)
    else:
        seed = report[f"{kind}_seeds"][-1]  # not the first run: the seed alone says which
    alone = _json(capsys, *where, "--runs", "1", "--seed", str(seed))
    assert alone[kind] == 1.0
    outcome, rounds = _fought_out(_laid_out(monkeypatch, [*where, "--seed", str(seed)]))
    assert outcome == ("victory" if kind == "victory" else "defeat")  # a stalemate is one (R31)
    assert rounds == alone["rounds_mean"]
