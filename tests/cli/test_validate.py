"""`questboard validate`: every problem in one run, exit code 1, no traceback; stats; graph."""

from __future__ import annotations

from pathlib import Path

from questboard.cli.main import main
from questboard.resources import adventures_dir

BAD = Path(__file__).parent.parent / "adventure" / "bad"


def test_the_shipped_adventures_and_maps_validate(capsys):
    assert main(["validate", str(adventures_dir())]) == 0
    out = capsys.readouterr().out
    assert "ok  " in out and "example-short.yaml" in out and "ship-deck.yaml" in out


def test_without_paths_the_shipped_adventures_are_checked(capsys):
    assert main(["validate"]) == 0


def test_a_folder_of_bad_files_lists_every_problem_and_exits_1(capsys):
    assert main(["validate", str(BAD)]) == 1
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    for name in ("unknown_key", "dead_target", "unreachable", "no_end", "unknown_marker",
                 "unknown_location", "unknown_item", "unknown_bad_guy", "unknown_map",
                 "bad_condition", "bad_yaml"):
        assert f"{name}.yaml:" in captured.err
    assert "paragraph 1, on_failure: paragraph 7 does not exist" in captured.err


def test_a_missing_path_is_a_problem_not_a_crash(capsys, tmp_path):
    assert main(["validate", str(tmp_path / "nope.yaml")]) == 1
    assert "no such file" in capsys.readouterr().err


def test_files_under_a_maps_folder_go_to_the_map_validator(capsys, tmp_path):
    maps = tmp_path / "maps"
    maps.mkdir()
    (maps / "broken.yaml").write_text("id: broken\ntitle: Broken\n", encoding="utf-8")
    assert main(["validate", str(maps)]) == 1
    err = capsys.readouterr().err
    assert "broken.yaml" in err and "paragraphs" not in err


def test_stats_show_scenes_endings_and_combat_values(capsys):
    assert main(["validate", "--stats", str(adventures_dir() / "example-short.yaml")]) == 0
    out = capsys.readouterr().out
    assert "paragraphs 16, scenes 3, endings 1 success / 2 failure, fights 2" in out
    assert "fight at (6) on monastery-yard: combat value 2" in out
    assert "Easy 3, Medium 6, Hard 10" in out


def test_graph_writes_the_storyboard_as_dot(capsys, tmp_path):
    out = tmp_path / "story.dot"
    assert main(["validate", "--graph", str(adventures_dir() / "example-short.yaml"), str(out)]) == 0
    dot = out.read_text()
    assert dot.startswith('digraph "example-short"') and "p1 -> p2" in dot


def test_new_adventure_writes_a_template_that_validates(capsys, tmp_path):
    out = tmp_path / "my-quest.yaml"
    assert main(["new-adventure", "my-quest", "--out", str(out)]) == 0
    assert main(["validate", str(out)]) == 0
    assert main(["new-adventure", "my-quest", "--out", str(out)]) == 1  # never overwrites


def test_new_adventure_with_a_map_writes_both_and_its_fight_is_fought_on_that_map(capsys, tmp_path):
    out = tmp_path / "my-quest.yaml"
    assert main(["new-adventure", "my-quest", "--title", "My Quest: the first", "--with-map",
                 "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "questboard docs format" in said and "my-quest-field.yaml" in said
    map_file = tmp_path / "maps" / "my-quest-field.yaml"
    assert "map: my-quest-field" in out.read_text()
    assert main(["validate", str(out), str(map_file)]) == 0
    assert main(["new-adventure", "my-quest2", "--with-map", "--out", str(tmp_path / "b.yaml")]) == 0
    assert main(["new-adventure", "my-quest", "--with-map", "--out", str(tmp_path / "c.yaml")]) == 1


def test_an_adventure_whose_map_cannot_be_read_is_not_ok_and_names_the_maps_problem(capsys, tmp_path):
    out = tmp_path / "my-quest.yaml"
    assert main(["new-adventure", "my-quest", "--with-map", "--out", str(out)]) == 0
    map_file = tmp_path / "maps" / "my-quest-field.yaml"
    map_file.write_text(map_file.read_text().replace("size: [3.0, 2.2]", "size: [3.0, 2.2]: x"))
    capsys.readouterr()
    assert main(["validate", str(out)]) == 1
    said = "".join(capsys.readouterr())
    assert "combat.map: its map cannot be used" in said and "my-quest-field.yaml:" in said


def test_docs_format_prints_the_authors_guide_or_writes_it(capsys, tmp_path):
    assert main(["docs", "format"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("# The adventure format") and "## Maps" in text
    out = tmp_path / "FORMAT.md"
    assert main(["docs", "--out", str(out)]) == 0
    assert out.read_text() == text
    assert main(["docs", "--out", str(out)]) == 1  # never overwrites


def test_odds_json_carries_victory_and_stalemate_for_every_fight_and_hero_count(capsys):
    import json

    from questboard.play.library import load_for_play
    from questboard.play.rehearsal import fight_paragraphs

    assert main(["validate", "--stats", "--odds", "--json", "--fights", "1", "--workers", "1",
                 str(adventures_dir())]) == 0
    report = json.loads(capsys.readouterr().out)  # one JSON object, nothing else
    assert report["fights"] == 1 and report["policy"] == "greedy"
    got = {(e["adventure"], e["paragraph"], e["heroes"]): e for e in report["entries"]}
    expected = set()
    for path in sorted(adventures_dir().glob("*.yaml")):
        adventure, _, _ = load_for_play(path)
        expected |= {(adventure.id, p, n) for p in fight_paragraphs(adventure)
                     for n in range(adventure.heroes.min, adventure.heroes.max + 1)}
    assert set(got) == expected and expected
    for (_, _, n), e in got.items():
        assert e["runs"] == 1 and 0.0 <= e["victory"] <= 1.0 and 0.0 <= e["stalemate"] <= 1.0
        low, high = e["victory_95"]
        assert low <= e["victory"] <= high
        assert all(len(party) == n for party in e["parties"]) and e["combat_value"] > 0


def test_odds_table_has_a_row_per_fight_and_hero_count(capsys):
    assert main(["validate", "--odds", "--fights", "2", "--workers", "1",
                 str(adventures_dir() / "example-short.yaml")]) == 0
    out = capsys.readouterr().out
    assert "Stalemate" in out and "95% interval" in out and "R31" in out
    for paragraph, hero_counts in ((6, "1234"), (12, "1234")):
        rows = [line for line in out.splitlines() if f"({paragraph})" in line and "example-short" in line]
        assert [line.split()[3] for line in rows] == list(hero_counts)


def test_odds_rejects_a_fight_count_below_one(capsys):
    assert main(["validate", "--odds", "--fights", "0"]) == 1
    assert "--fights" in capsys.readouterr().err


def test_stats_and_odds_say_which_adventure_they_skipped_for_its_problems(capsys, tmp_path):
    import json

    bad = tmp_path / "bad-quest.yaml"
    assert main(["new-adventure", "bad-quest", "--out", str(bad)]) == 0
    bad.write_text(bad.read_text().replace("goto: 2}", "goto: 99}"))
    good = adventures_dir() / "example-short.yaml"
    capsys.readouterr()
    assert main(["validate", "--stats", str(bad)]) == 1
    assert f"stats skipped for {bad}: it has 2 problems (listed below)" in capsys.readouterr().out
    assert main(["validate", "--stats", "--odds", "--fights", "1", "--workers", "1", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "odds and stats skipped for" in out and "no odds: every adventure given has problems" in out
    assert main(["validate", "--stats", "--odds", "--fights", "1", "--workers", "1", str(bad),
                 str(good)]) == 1
    out = capsys.readouterr().out
    assert "example-short" in out and "Victory" in out and f"skipped for {bad}" in out
    assert main(["validate", "--stats", "--odds", "--json", "--fights", "1", "--workers", "1",
                 str(bad)]) == 1
    assert json.loads(capsys.readouterr().out)["skipped"] == [{"file": str(bad), "why": "it has problems"}]


def test_an_id_other_than_the_files_name_is_a_problem_for_maps_and_adventures(capsys, tmp_path):
    out = tmp_path / "my-quest.yaml"
    assert main(["new-adventure", "my-quest", "--with-map", "--out", str(out)]) == 0
    map_file = tmp_path / "maps" / "my-quest-field.yaml"
    map_file.write_text(map_file.read_text().replace("id: my-quest-field", "id: the-field"))
    out.write_text(out.read_text().replace("id: my-quest", "id: my-tale"))
    capsys.readouterr()
    assert main(["validate", str(out), str(map_file)]) == 1
    err = capsys.readouterr().err
    assert (f"{map_file}:3: id: 'the-field' is not the file's name 'my-quest-field': a fight "
            "finds its map by the file name") in err
    assert f"{out}:3: id: 'my-tale' is not the file's name 'my-quest': an adventure is found" in err


def test_odds_from_workers_started_before_the_check_are_those_of_one_process(capsys):
    # The pool starts while the files are checked and hands the dearest chunks out first;
    # the parts are added up in run order, so every figure and seed is the same.
    import json

    args = ["validate", "--stats", "--odds", "--json", "--fights", "6", "--seed", "3",
            str(adventures_dir() / "the-sleeping-city.yaml")]
    reports = []
    for workers in ("1", "2"):
        assert main([*args[:-1], "--workers", workers, args[-1]]) == 0
        reports.append(json.loads(capsys.readouterr().out))
    assert reports[0] == reports[1] and reports[0]["entries"]
