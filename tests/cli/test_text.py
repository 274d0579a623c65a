"""`questboard text`: scripted playthroughs to each ending, clear errors, saves."""

from __future__ import annotations

import pytest

from questboard.cli.main import main

WIN = """\
# the successful ending
2
karomin
roll 7
done
roll 9 9
done
victory karomin=1
even
continue
roll 1 5
roll 5
done
sheet
victory
strength
deftness
"""

LOSE_FIGHT = "2\nkaromin\nroll 7\ndone\nroll 9 9\ndone\ndefeat\n"

LOSE_SHIP = WIN.replace("roll 1 5\nroll 5\ndone\nsheet\nvictory\nstrength\ndeftness\n",
                        "roll 1 5\nroll 5\ndone\ndefeat\n")


def _run(tmp_path, script, *extra):
    path = tmp_path / "answers.txt"
    path.write_text(script, encoding="utf-8")
    return main(["text", "example-short", "--heroes", "karomin,alondis", "--seed", "7",
                 "--script", str(path), *extra])


def test_scripted_playthrough_reaches_the_successful_ending(tmp_path, capsys):
    assert _run(tmp_path, WIN) == 0
    out = capsys.readouterr().out
    assert "The end: success." in out
    assert "The bells of the hill monastery" in out
    assert "(horn)" in out and "Vit" in out  # the hero sheet
    # 'roll 1 5' at the group check: Karomin rolls 5 of 9, Alondis may declare Brute Strength first.
    assert "1 die not used: Alondis may declare" in out


def test_scripted_playthrough_reaches_the_failure_after_the_first_fight(tmp_path, capsys):
    assert _run(tmp_path, LOSE_FIGHT) == 0
    out = capsys.readouterr().out
    assert "You wake in the cellar" in out and "The end: failure." in out


def test_scripted_playthrough_reaches_the_failure_on_the_ship(tmp_path, capsys):
    assert _run(tmp_path, LOSE_SHIP) == 0
    out = capsys.readouterr().out
    assert "thrown from the deck" in out and "The end: failure." in out


def test_a_script_that_runs_out_says_so(tmp_path, capsys):
    assert _run(tmp_path, "2\n") == 1
    err = capsys.readouterr().err
    assert "answers.txt" in err and "ran out" in err and "waits for: the party to say who rolls" in err


def test_an_invalid_answer_names_the_script_line(tmp_path, capsys):
    assert _run(tmp_path, "# comment\n2\nnobody\n") == 1
    err = capsys.readouterr().err
    assert "answers.txt line 3" in err and "no hero 'nobody'" in err


def test_a_refused_answer_names_the_script_line(tmp_path, capsys):
    assert _run(tmp_path, "2\nkaromin\nroll 7\nuse karomin scholars-tome\n") == 1
    err = capsys.readouterr().err
    assert "answers.txt line 4" in err and "refused" in err


def test_save_then_load_resumes_where_play_stopped(tmp_path, capsys):
    save = tmp_path / "game.json"
    assert _run(tmp_path, "2\nkaromin\nsave\nquit\n", "--save", str(save)) == 0
    assert save.exists() and (tmp_path / "game.json.autosave").exists()
    rest = tmp_path / "rest.txt"
    rest.write_text("roll 7\ndone\nroll 9 9\ndone\ndefeat\n", encoding="utf-8")
    assert main(["text", "--load", str(save), "--script", str(rest)]) == 0
    out = capsys.readouterr().out
    assert "Resumed" in out and "The end: failure." in out


def test_public_view_leaves_out_what_only_the_qm_sees(tmp_path, capsys):
    assert _run(tmp_path, LOSE_FIGHT, "--public") == 0
    out = capsys.readouterr().out
    assert "QM ▸" not in out and "The bells of the hill monastery" in out


def test_missing_heroes_is_a_clear_error(capsys):
    assert main(["text", "example-short"]) == 1
    assert "--heroes" in capsys.readouterr().err


def test_a_group_check_stops_for_a_hero_who_may_declare_a_bonus(tmp_path, capsys):
    script = WIN.replace("roll 1 5\nroll 5\ndone\n", "roll 1\nuse alondis brute-strength\nroll 5\ndone\n")
    assert _run(tmp_path, script) == 0
    out = capsys.readouterr().out
    assert "Alondis rolls next; may declare: Brute Strength" in out
    assert "The end: success." in out


def test_advanced_rules_from_the_command_line_are_kept_in_the_save(tmp_path):
    import json

    save = tmp_path / "game.json"
    assert _run(tmp_path, "save\nquit\n", "--uncertain", "--hordes", "2", "--save", str(save)) == 0
    options = dict(json.loads(save.read_text())["setup"]["options"])
    assert options == {"uncertain_circumstances": True, "charge_of_the_hordes": 2}


def test_an_impossible_hordes_count_is_one_line_and_exit_2(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        _run(tmp_path, "quit\n", "--hordes", "3")
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "--hordes" in err and "Traceback" not in err
