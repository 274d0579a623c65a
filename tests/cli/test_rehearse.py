"""`questboard rehearse`: the report, determinism across worker counts, one-line errors."""

import json

from questboard.cli.main import main


def _json(capsys, *args):
    assert main(["rehearse", "forest-clearing", "--heroes", "karomin,alondis", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_rehearse_reports_odds_interval_rounds_injuries_and_combat_value(capsys):
    r = _json(capsys, "--runs", "20", "--seed", "3")
    assert r["runs"] == 20 and 0.0 <= r["victory"] <= 1.0
    low, high = r["victory_95"]
    assert low <= r["victory"] <= high
    assert set(r["serious_injury"]) == {"karomin", "alondis"}
    assert r["bad_guys"] == [["orc-warrior", 2]] and r["combat_value"] == 1.0


def test_the_same_seed_gives_the_same_report_with_one_or_two_workers(capsys):
    one = _json(capsys, "--runs", "60", "--seed", "5")
    two = _json(capsys, "--runs", "60", "--seed", "5", "--workers", "2")
    one.pop("workers"), two.pop("workers")
    assert one == two


def test_unknown_map_or_hero_is_one_line_and_exit_one(capsys):
    assert main(["rehearse", "nowhere", "--heroes", "karomin"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no map" in err
    assert main(["rehearse", "forest-clearing", "--heroes", "bob"]) == 1


def test_bad_guys_option_names_cards_and_counts(capsys):
    r = _json(capsys, "--runs", "5", "--bad-guys", "orc-warrior:3,garthelm:1")
    assert r["bad_guys"] == [["orc-warrior", 3], ["garthelm", 1]]
    assert main(["rehearse", "forest-clearing", "--heroes", "karomin", "--bad-guys", "dragon:1"]) == 1


def test_veteran_minions_raise_the_combat_value_and_change_the_fights(capsys):
    plain = _json(capsys, "--runs", "40", "--seed", "4")
    veterans = _json(capsys, "--runs", "40", "--seed", "4", "--veterans")
    assert veterans["veterans"] and veterans["combat_value"] == plain["combat_value"] + 1
    assert (veterans["rounds_mean"], veterans["victory"]) != (plain["rounds_mean"], plain["victory"])


def test_charge_of_the_hordes_is_rehearsed_too(capsys):
    plain = _json(capsys, "--runs", "40", "--seed", "4")
    hordes = _json(capsys, "--runs", "40", "--seed", "4", "--hordes", "2")
    assert hordes["hordes"] == 2
    assert (hordes["rounds_mean"], hordes["bad_guys_left_mean"]) != (plain["rounds_mean"], plain["bad_guys_left_mean"])
