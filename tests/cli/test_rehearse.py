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


# --- stalemates, and an adventure's own fight (--fight) ------------------------------------

def _fight_json(capsys, adventure, paragraph, heroes, *args):
    assert main(["rehearse", adventure, "--fight", str(paragraph), "--heroes", heroes,
                 "--json", "--runs", "4", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_report_tells_victories_defeats_and_stalemates_apart(capsys):
    r = _json(capsys, "--runs", "10", "--seed", "2")
    assert 0.0 <= r["stalemate"] <= 1.0
    assert abs(r["victory"] + r["defeat"] + r["stalemate"] - 1.0) < 1e-9
    assert main(["rehearse", "forest-clearing", "--heroes", "karomin", "--runs", "3"]) == 0
    out = capsys.readouterr().out
    assert "stalemate" in out and "R31" in out and "defeat" in out


def _paragraph_totals(adventure_id: str, paragraph: int, heroes: int):
    """The bad guys the adventure file names for that paragraph, counted for `heroes`."""
    from questboard.play.library import load_for_play
    from questboard.rules.villains import bad_guy_count

    adventure, _, _ = load_for_play(adventure_id)
    combat = adventure.paragraphs[paragraph].next.combat
    totals: dict[str, int] = {}
    for guys in combat.bad_guys.values():
        for guy, count in guys.items():
            totals[guy] = totals.get(guy, 0) + bad_guy_count(count, heroes)
    return [[g, n] for g, n in totals.items()], combat


def test_rehearse_fight_plays_the_paragraphs_bad_guys_goals_and_first_side(capsys):
    cases = [("the-pale-kings-crown", 16, "karomin,alondis", "vanquish every bad guy", "qm"),
             ("the-pale-kings-crown", 22, "karomin,alondis,cessair", "vanquish The Pale King", "leader"),
             ("the-sleeping-city", 14, "cessair", "vanquish Orc Shaman", "leader"),
             ("example-short", 12, "krzzzt,alondis,cessair,karomin", "vanquish Garthelm", "qm")]
    for adventure, paragraph, heroes, goal, first in cases:
        r = _fight_json(capsys, adventure, paragraph, heroes)
        expected, combat = _paragraph_totals(adventure, paragraph, len(heroes.split(",")))
        assert r["adventure"] == adventure and r["paragraph"] == paragraph
        assert r["map"] == combat.map and r["bad_guys"] == expected
        assert r["victory_goal"] == goal and r["defeat_goal"] == "every hero is out of the fight"
        assert r["first"] == first and r["runs"] == 4 and "stalemate" in r


def test_rehearse_fight_builds_the_fight_the_runner_asks_for():
    """The rehearsed fight is the runner's own CombatRequest (zones, counts, goals, who
    starts, the QM sheet's overrides), and the QM sheet's Vitality reaches the field."""
    from questboard.combat.setup import start_fight
    from questboard.content import load_cards
    from questboard.play import rehearsal
    from questboard.play.library import load_for_play
    from questboard.rules.state import new_game
    from tests.adventure.test_shipped_adventures import FROST_SUCCESS, play

    done = play(FROST_SUCCESS)
    adventure, cards, maps = load_for_play("the-pale-kings-crown")
    n = len(FROST_SUCCESS.heroes)
    for asked, paragraph in zip(done.combats, (16, 22), strict=True):
        assert rehearsal.combat_request(adventure, cards, rehearsal.fight_at(adventure, paragraph), n) == asked
    spec = rehearsal.fight_spec(adventure, cards, maps, 16, n)
    fight = start_fight(new_game(load_cards(), list(FROST_SUCCESS.heroes), 1), spec, record=False)
    grukk = fight.fighters["orc-chieftain-1"]
    assert grukk.vitality == adventure.qm_sheet.bad_guys["orc-chieftain"].vitality[n]


def test_rehearse_fight_errors_name_the_adventure_the_paragraph_and_its_fights(capsys):
    for paragraph, words in ((15, "paragraph 15 is no fight"), (99, "has no paragraph 99")):
        assert main(["rehearse", "the-pale-kings-crown", "--fight", str(paragraph),
                     "--heroes", "karomin"]) == 1
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and words in err
        assert "Frost at Midsummer" in err and "16, 22, 23" in err
    assert main(["rehearse", "the-pale-kings-crown", "--fight", "16", "--heroes", "karomin",
                 "--bad-guys", "orc-warrior:2"]) == 1
    assert capsys.readouterr().err.count("\n") == 1
    assert main(["rehearse", "nowhere", "--fight", "3", "--heroes", "karomin"]) == 1
    assert "no adventure" in capsys.readouterr().err
