"""An author's mistakes in plain words, all at once: one broken copy of the example per kind
of mistake, each reported with its line, its place in the author's words (paragraph, option
by its label, task counted from 1) and a sentence with no validator's internals in it."""

from __future__ import annotations

from pathlib import Path

import pytest

from questboard.adventure.compiler import check_file
from questboard.play.library import MapLookup

from .conftest import BAD

EXAMPLE = Path(__file__).parent / "example_frozen.yaml"
"""A copy of the shipped example as it stood: the lines below count on it, so the shipped one
may change without them."""

LEAKS = ("literal[", "constrained", "[key]", "after validation", "type=", "input_value",
         "pydantic", "Field required", "Input should", "Extra inputs", "way:", "task:",
         "valid dictionary", "instance of", "Value error", "function-after", "union")


def broken(tmp_path, *edits: tuple[str, str], name: str = "broken.yaml"):
    """The example with each (old, new) edit made once; the path of the copy."""
    text = EXAMPLE.read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) >= 1, old
        text = text.replace(old, new, 1)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def said(path, cards):
    """Every problem as printed, without the file's name: 'LINE: PLACE: MESSAGE'."""
    problems = check_file(path, cards, MapLookup(EXAMPLE)).problems
    return [str(p).removeprefix(f"{path}:") for p in problems]


# case -> (edits, the one problem as printed after the file name)
CASES = {
    "a word not allowed names the allowed ones": (
        [("      difficulty: hard", "      difficulty: meduim")],
        "182: paragraph 11: difficulty must be easy, medium or hard, not 'meduim' "
        "(did you mean medium?)"),
    "a word far from any allowed one offers the number too": (
        [("      difficulty: hard", "      difficulty: tough")],
        "182: paragraph 11: difficulty must be easy, medium or hard, not 'tough' "
        "(or give a whole number from 0 to 20)"),
    "a number out of range says the range": (
        [("      difficulty: hard", "      difficulty: 25")],
        "182: paragraph 11: difficulty must be a whole number from 0 to 20, not 25"),
    "a missing key of an option names the option by its label": (
        [("          goto: 3\n        - label: Ask", "        - label: Ask")],
        "52: paragraph 1, option 2 ('Climb straight to the monastery'): goto is missing"),
    "a misspelt key is one mistake, not a missing and an unknown key": (
        [("          goto: 3\n        - label: Ask", "          gto: 3\n        - label: Ask")],
        "53: paragraph 1, option 2 ('Climb straight to the monastery'): unknown key 'gto' "
        "(did you mean goto?)"),
    "an unknown key lists the keys the place takes": (
        [("    read: The courtyard lies still.", "    colour: red\n    read: The courtyard lies still.")],
        "106: paragraph 5: unknown key 'colour'; the keys here are read, qm, advice, tasks and next"),
    "a word where a number belongs names the task by its place and kind": (
        [("      - gold: 3\n", "      - gold: three\n")],
        "147: paragraph 8, task 4 (gold): gold must be a whole number from 1 to 50, not 'three'"),
    "a task that is none offers the nearest task": (
        [("      - draw_events: 1\n", "      - draw_evnts: 1\n")],
        "71: paragraph 2, task 3: 'draw_evnts' is not a task (did you mean draw_events?)"),
    "a way on that is none offers the nearest": (
        [("    next:\n      options:", "    next:\n      opitons:")],
        "47: paragraph 1, next: 'opitons' is not a way on (did you mean options?)"),
    "an empty list says it needs an entry": (
        [("      threshold: {1: 5, 2: 9, 3: 13, 4: 17}", "      threshold: {}")],
        "169: paragraph 10, threshold: no threshold for 1, 2, 3 and 4 heroes"),
    "a branch that is neither a number nor a mapping says both": (
        [("      on_victory: 13", "      on_victory: thirteen")],
        "209: paragraph 12: on_victory must be a paragraph number or a mapping (do, goto), "
        "not 'thirteen'"),
    "a goal's misspelt key speaks once, through the goal meant": (
        [("victory: {vanquish: garthelm}", "victory: {vanqish: garthelm}")],
        "206: paragraph 12, combat.victory: unknown key 'vanqish' (did you mean vanquish?)"),
    "a goal's misspelt word offers the nearest": (
        [("        defeat: all_heroes_out\n      on_victory: 8", "        defeat: all_heroes_ot\n      on_victory: 8")],
        "125: paragraph 6, combat: defeat must be all_vanquished or all_heroes_out, not "
        "'all_heroes_ot' (did you mean all_heroes_out?)"),
    "a count that is none says what a count is": (
        [("orc-crew-aft: {orc-warrior: heroes}", "orc-crew-aft: {orc-warrior: heros}")],
        "203: paragraph 12, combat.bad_guys.orc-crew-aft.orc-warrior: 'heros' is not a count; "
        "write a number, heroes, heroes*2 or heroes+1"),
    "an unknown paragraph offers the one it may have meant": (
        [("      on_victory: 13", "      on_victory: 133")],
        "209: paragraph 12, on_victory: paragraph 133 does not exist (did you mean 13?)"),
    "a paragraph that is not a mapping says what a paragraph holds": (
        [("  14:\n    read: You are thrown from the deck into the cold water. The ship glides "
          "out to sea.\n    next:\n      end: failure\n", "  14: 7\n")],
        "225: paragraph 14: a paragraph is a mapping of read, qm, advice, tasks and next, not 7"),
    "a goal that is none names every kind of goal": (
        [("        defeat: all_heroes_out\n      on_victory: 8", "        defeat: 3\n      on_victory: 8")],
        "125: paragraph 6, combat: defeat must be all_vanquished, all_heroes_out or a mapping "
        "starting with vanquish, rounds, reach or hold, not 3"),
    "an empty way on says what a way on is": (
        [("    next:\n      pause: 9", "    next: {}")],
        "152: paragraph 8, next: a way on is a paragraph number or a mapping starting with one of "
        "goto, query, options, check, group_check, combat, pause or end, not an empty mapping"),
    "a header key out of range": (
        [("heroes: {min: 1, max: 4}", "heroes: {min: 1, max: 5}")],
        "9: heroes: max must be a whole number from 1 to 4, not 5"),
    "an id that is not an id says how to write one": (
        [("id: example-short", "id: Example Short")],
        "6: id must be lower-case letters, digits and hyphens (such as 'my-quest'), "
        "not 'Example Short'"),
    "a marker not on the QM sheet lists the markers": (
        [("      - tick: 2\n", "      - tick: 7\n")],
        "70: paragraph 2, task 2 (tick): marker 7 is not on the QM sheet (qm_sheet.markers has "
        "1 and 2)"),
    "an unknown card offers the nearest": (
        [("      - give: treasure-map", "      - give: treasur-map")],
        "145: paragraph 8, task 3 (give): there is no item card called 'treasur-map' "
        "(did you mean treasure-map?)"),
    "an unknown card offers the nearest by its printed name too": (
        [("veterans-sword]\n  bad_guys", "veterans-sword, lucky-charn]\n  bad_guys")],
        "14: components.equipment entry 3: there is no equipment card called 'lucky-charn' "
        "(did you mean lucky-charm?)"),
    "an unknown hero offers the nearest": (
        [("        who: karomin", "        who: karomn")],
        "238: paragraph 15, task 2 (damage), who: 'karomn' is not one of all, leader or one, "
        "nor a hero (did you mean karomin?)"),
    "an unknown bad guy offers the nearest": (
        [("orc-crew-fore: {orc-archer: 1}", "orc-crew-fore: {orc-archr: 1}")],
        "204: paragraph 12, combat.bad_guys.orc-crew-fore.orc-archr: there is no bad guy card "
        "called 'orc-archr' (did you mean orc-archer?)"),
    "an unknown paragraph offers the nearest": (
        [("    next:\n      goto: 3\n", "    next:\n      goto: 33\n")],
        "246: paragraph 15, goto: paragraph 33 does not exist (did you mean 3?)"),
    "an unknown map offers the nearest": (
        [("map: ship-deck", "map: ship-dek")],
        "200: paragraph 12, combat.map: there is no combat map 'ship-dek' in adventures/maps "
        "(did you mean ship-deck?)"),
    "an unknown zone lists the map's zones": (
        [("orc-guards: {orc-warrior: heroes}", "cellar: {orc-warrior: heroes}")],
        "122: paragraph 6, combat.bad_guys.cellar: map 'monastery-yard' has no zone 'cellar'; "
        "its zones are gate-watch, heroes, orc-guards and sorcerer"),
    "a misspelt zone offers the nearest and lists the zones": (
        [("orc-guards: {orc-warrior: heroes}", "orc-gards: {orc-warrior: heroes}")],
        "122: paragraph 6, combat.bad_guys.orc-gards: map 'monastery-yard' has no zone "
        "'orc-gards' (did you mean orc-guards? its zones are gate-watch, heroes, orc-guards "
        "and sorcerer)"),
    "this outside each_success and each_failure says where it may stand": (
        [("      - heal: 2\n        who: all\n      - give: veterans-sword",
          "      - heal: 2\n        who: this\n      - give: veterans-sword")],
        "252: paragraph 16, task 1 (heal), who: 'this' (the hero whose roll it was) stands only "
        "as the who of a task in a check's each_success or each_failure (with by: all)"),
    "this as a task's to says where it may stand": (
        [("          who: this\n", "          who: this\n        - gold: 1\n          to: this\n")],
        "101: paragraph 4, each_failure, task 2 (gold), to: 'this' (the hero whose roll it was) "
        "stands only as the who of a task in a check's each_success or each_failure (with by: all)"),
    "a YAML syntax error names its paragraph, line and column": (
        [("      - place: merchant\n", "      - place: merchant\n       beside: [\n")],
        "43: paragraph 1: not valid YAML at column 8: this line does not line up with the list "
        "above it (each entry starts with '- ')"),
    "a key written twice names its paragraph": (
        [("    read: The courtyard lies still.", "    read: Once.\n    read: The courtyard lies still.")],
        "107: paragraph 5: key 'read' appears twice"),
    "a quote never closed is shown where it opens": (
        [("    read: A warm fire", '    read: "A warm fire')],
        "249: paragraph 16: not valid YAML at column 11: a quote or bracket opened here is never "
        "closed"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_mistake_is_said_in_the_authors_words(case, tmp_path, cards):
    edits, expected = CASES[case]
    got = said(broken(tmp_path, *edits), cards)
    assert got == [expected]


def test_no_validator_internals_reach_the_author(tmp_path, cards):
    texts = []
    for i, (edits, _) in enumerate(CASES.values()):
        texts += said(broken(tmp_path, *edits, name=f"case{i}.yaml"), cards)
    for path in sorted(BAD.glob("*.yaml")):
        texts += [str(p) for p in check_file(path, cards, MapLookup(path)).problems]
    assert len(texts) >= len(CASES) + 12
    for text in texts:
        assert not any(leak in text for leak in LEAKS), text
        assert ".0." not in text and ".1." not in text, text


def test_three_independent_mistakes_come_at_once_sorted_by_line(tmp_path, cards):
    path = broken(tmp_path, ("      difficulty: hard", "      difficulty: meduim"),
                  ("      on_defeat: 7\n", "      on_defeat: 99\n"),
                  ("      - tick: 2\n", "      - tick: 7\n"))
    assert said(path, cards) == [
        "70: paragraph 2, task 2 (tick): marker 7 is not on the QM sheet (qm_sheet.markers has "
        "1 and 2)",
        "127: paragraph 6, on_defeat: paragraph 99 does not exist (did you mean 9?)",
        "182: paragraph 11: difficulty must be easy, medium or hard, not 'meduim' "
        "(did you mean medium?)",
    ]


def test_a_broken_paragraph_still_has_its_other_names_checked(tmp_path, cards):
    path = broken(tmp_path, ("map: ship-deck", "map: ship-dek"),
                  ("victory: {vanquish: garthelm}", "victory: {vanqish: garthelm}"))
    got = said(path, cards)
    assert [g.split(": ", 2)[1] for g in got] == ["paragraph 12, combat.map",
                                                  "paragraph 12, combat.victory"]


def test_a_broken_header_still_has_the_paragraphs_checked(tmp_path, cards):
    path = broken(tmp_path, ("level: 1", "level: first"),
                  ("      - give: treasure-map", "      - give: treasur-map"))
    got = said(path, cards)
    assert got[0] == "8: level must be a whole number from 1 to 20, not 'first'"
    assert "did you mean treasure-map?" in got[1] and len(got) == 2


def test_a_broken_qm_sheet_does_not_make_every_marker_unknown(tmp_path, cards):
    path = broken(tmp_path, ("    1: The heroes crept", "    one: The heroes crept"))
    assert said(path, cards) == [
        "20: qm_sheet.markers: the key 'one' must be a whole number from 1 to 9999"]


def test_a_paragraph_number_that_is_none_is_offered_to_the_links_that_meant_it(tmp_path, cards):
    path = broken(tmp_path, ("  16:\n", "  16a:\n"))
    assert said(path, cards) == [
        "58: paragraph 1, option 4 ('Rest at the tavern'), goto: paragraph 16 does not exist "
        "(did you mean 16a?)",
        "248: paragraph 16a: '16a' is not a paragraph number: paragraphs are numbered 1 to 9999"]


def test_a_damaged_save_says_what_is_wrong_in_words(tmp_path):
    import json

    from questboard.adventure.saves import FORMAT, VERSION, SaveError, read_save

    path = tmp_path / "game.json"
    path.write_text(json.dumps({"format": FORMAT, "version": VERSION, "setup": {},
                                "adventure_file": "x.yaml", "action": []}), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: damaged save: ")
    assert not any(leak in message for leak in LEAKS), message


def test_a_broken_component_list_does_not_make_every_card_unlisted(tmp_path, cards):
    path = broken(tmp_path, ("locations: [meadowground, merchant,", "locations: [meadowground, 5,"))
    assert said(path, cards) == ["12: components.locations: entry 2 must be text, not 5"]


def test_a_paragraph_without_its_way_on_still_has_its_tasks_checked(tmp_path, cards):
    path = broken(tmp_path, ("    next:\n      pause: 9\n", ""),
                  ("      - give: treasure-map", "      - give: treasur-map"))
    assert said(path, cards) == [
        "136: paragraph 8: next is missing",
        "145: paragraph 8, task 3 (give): there is no item card called 'treasur-map' "
        "(did you mean treasure-map?)"]


def test_a_misspelt_paragraphs_key_is_one_mistake(tmp_path, cards):
    path = broken(tmp_path, ("\nparagraphs:\n", "\nparagraph:\n"))
    assert said(path, cards) == ["30: unknown key 'paragraph' (did you mean paragraphs?)"]
