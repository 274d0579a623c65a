"""Adventure cards are checked like the rest of a file (R77): an unknown card in a task or a
fight, an unknown attribute, an unknown or arch-villain minion, bad amounts, a goal outside the
goals' vocabulary, a zone a fight's map lacks, an unknown effect and a card nobody puts in play,
each one problem naming the file, the line and the field."""

from __future__ import annotations

import pytest

from questboard.adventure.compiler import check_file
from questboard.play.library import MapLookup

GOOD = """\
id: reeds
title: The Reed Ambush
level: 1
components:
  bad_guys: [orc-warrior, orc-archer]
qm_sheet:
  markers:
    1: The heroes were heard.
adventure_cards:
  surprise-attack:
    name: Surprise Attack
    text: The orcs were waiting in the reeds.
    effect: {first: qm}
  war-paint:
    name: War Paint
    text: Their faces are painted for war.
    effect: {bonus: 1, side: bad_guys, attribute: deftness}
  archers:
    name: Archers in the Reeds
    text: Two archers rise from the water.
    effect: {bad_guys: orc-archer, count: 2, zone: raiders}
  hold-out:
    name: Hold Them Off
    text: Help is on its way.
    effect: {victory: {rounds: 3}}
paragraphs:
  1:
    read: Reeds by the river.
    tasks:
      - tick: 1
      - adventure_card: war-paint
      - adventure_card: archers
      - adventure_card: hold-out
    next:
      combat:
        map: forest-clearing
        bad_guys:
          raiders: {orc-warrior: heroes}
        adventure_cards:
          - {card: surprise-attack, if: marker 1}
      on_victory: 2
      on_defeat: 3
  2:
    read: Won.
    next: {end: success}
  3:
    read: Lost.
    next: {end: failure}
"""

# case -> (what is written instead, line, place, words in the message)
CASES = {
    "unknown card in a task": (("adventure_card: war-paint", "adventure_card: war-pant"), 31,
                               "paragraph 1, task 2 (adventure_card)",
                               "there is no adventure card 'war-pant' (did you mean war-paint?)"),
    "unknown card in a fight": (("card: surprise-attack", "card: ambush"), 40,
                                "paragraph 1, combat.adventure_cards entry 1.card",
                                "there is no adventure card 'ambush'"),
    "unknown attribute": (("attribute: deftness", "attribute: strength"), 17,
                          "adventure_cards.war-paint.effect",
                          "attribute must be deftness, melee, ranged or armor, not 'strength'"),
    "unknown minion": (("bad_guys: orc-archer, count", "bad_guys: orc-archr, count"), 21,
                       "adventure_cards.archers.effect.bad_guys",
                       "there is no bad guy card called 'orc-archr' (did you mean orc-archer?)"),
    "an arch villain": (("bad_guys: orc-archer, count", "bad_guys: garthelm, count"), 21,
                        "adventure_cards.archers.effect.bad_guys", "a card brings minions only"),
    "a zone the map lacks": (("zone: raiders", "zone: riders"), 21,
                             "adventure_cards.archers.effect.zone",
                             "map 'forest-clearing' (the fight of paragraph 1) has no zone 'riders'"),
    "a bonus of 0": (("bonus: 1,", "bonus: 0,"), 17, "adventure_cards.war-paint.effect.bonus",
                     "a bonus of 0 changes nothing"),
    "a bonus too big": (("bonus: 1,", "bonus: 5,"), 17, "adventure_cards.war-paint.effect",
                        "bonus must be a whole number from -3 to 3, not 5"),
    "a count too big": (("count: 2", "count: 25"), 21, "adventure_cards.archers.effect",
                        "count must be a whole number from 0 to 20, not 25"),
    "a goal in another vocabulary": (("victory: {rounds: 3}", "victory: {survive: 3}"), 25,
                                     "adventure_cards.hold-out.effect.victory",
                                     "a goal is all_vanquished, all_heroes_out or a mapping starting "
                                     "with vanquish, rounds, reach or hold, not a mapping starting with 'survive'"),
    "an unknown effect": (("effect: {first: qm}", "effect: {frist: qm}"), 13,
                          "adventure_cards.surprise-attack.effect",
                          "'frist' is not an effect (did you mean first?)"),
    "a condition on an unknown marker": (("if: marker 1}", "if: marker 4}"), 40,
                                         "paragraph 1, combat.adventure_cards entry 1.if",
                                         "marker 4 is not on the QM sheet"),
    "a goal's unknown bad guy": (("victory: {rounds: 3}", "victory: {vanquish: troll}"), 25,
                                 "adventure_cards.hold-out.effect.victory",
                                 "there is no bad guy card called 'troll'"),
    "a card never put in play": (("      - adventure_card: hold-out\n", ""), 22,
                                 "adventure_cards.hold-out",
                                 "the adventure card 'Hold Them Off' is never put in play"),
}


def _check(tmp_path, cards, text):
    path = tmp_path / "reeds.yaml"
    path.write_text(text, encoding="utf-8")
    return path, check_file(path, cards, MapLookup(path)).problems


def test_the_good_file_passes(tmp_path, cards):
    assert _check(tmp_path, cards, GOOD)[1] == ()


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_card_mistake_names_file_line_and_field(tmp_path, cards, case):
    (old, new), line, place, words = CASES[case]
    assert old in GOOD
    path, problems = _check(tmp_path, cards, GOOD.replace(old, new, 1))
    assert len(problems) == 1, [str(p) for p in problems]
    problem = problems[0]
    assert (problem.file, problem.line, problem.item) == (str(path), line, place), str(problem)
    assert words in problem.message, str(problem)
