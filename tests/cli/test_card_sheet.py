"""`questboard cards show ID`: one card whole, by id, name or unique beginning."""

import pytest

from questboard.cli.main import main
from questboard.content import load_cards


def _show(capsys, *words):
    code = main(["cards", "show", *words])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_an_event_is_printed_whole_where_the_list_cuts_it(capsys):
    cards = load_cards()
    event = max(cards.events.values(), key=lambda e: len(e.text))
    code, out, err = _show(capsys, event.id)
    assert code == 0 and not err
    assert event.text in out and out.startswith(f"{event.name} ({event.id}): event")


@pytest.mark.parametrize("word", ["garthelm", "Garthelm", "garth", "GARTHELM"])
def test_a_card_is_found_by_id_name_or_unique_beginning(capsys, word):
    code, out, _ = _show(capsys, word)
    assert code == 0 and out.startswith("Garthelm (garthelm): bad guy")


def test_a_bad_guy_shows_vitality_and_dark_gifts_for_each_number_of_heroes(capsys):
    cards = load_cards()
    card = cards.bad_guys["garthelm"]
    _, out, _ = _show(capsys, "garthelm")
    rows = [line for line in out.splitlines() if line[:1] in "1234" and "|" in line]
    assert len(rows) == 4
    for n, row in zip((1, 2, 3, 4), rows, strict=True):
        cells = [c.strip() for c in row.split("|")]
        gifts = [cards.gifts[g].name for g, least in card.gifts.items() if n >= least]
        assert cells == [str(n), str(card.vitality[n]), ", ".join(gifts) or "none",
                         str(card.extra_refreshes.get(n, 0))]
    for g in card.gifts:
        assert cards.gifts[g].text in out
    assert "qm_sheet.bad_guys" in out and "'gifts' replace the card's dark gifts" in out


def test_a_minion_has_no_dark_gift_for_any_number_of_heroes(capsys):
    _, out, _ = _show(capsys, "orc-warrior")
    rows = [line for line in out.splitlines() if line[:1] in "1234" and "|" in line]
    assert [[c.strip() for c in r.split("|")][1:3] for r in rows] == [["1", "none"]] * 4


def test_a_hero_shows_equipment_and_gift_limits(capsys):
    hero = load_cards().heroes["karomin"]
    _, out, _ = _show(capsys, "Karomin")
    assert "equipment limit (by Strength): " + ", ".join(
        f"{k}: {v} cards" for k, v in sorted(hero.equipment_limit.items())) in out
    assert "gift limit (by Talent, the innate gift not counted): " + ", ".join(
        f"{k}: {v} gifts" for k, v in sorted(hero.gift_limit.items())) in out
    assert f"Strength {hero.strength.start} (up to {hero.strength.max})" in out


def test_an_unknown_card_is_one_line_with_the_nearest_ids_and_exit_2(capsys):
    code, out, err = _show(capsys, "garthlem")
    assert code == 2 and not out
    assert err.strip().splitlines() == ["there is no card 'garthlem'; did you mean garthelm?"]
    assert "Traceback" not in err


def test_a_beginning_that_fits_several_cards_names_them(capsys):
    code, _, err = _show(capsys, "potion")
    assert code == 2 and "Potion of Healing" in err and len(err.strip().splitlines()) == 1


def test_show_without_a_card_says_how(capsys):
    code, _, err = _show(capsys)
    assert code == 2 and "questboard cards show ID" in err


def test_a_card_word_without_show_is_refused(capsys):
    assert main(["cards", "list", "garthelm"]) == 2
    assert "only 'show' takes a card" in capsys.readouterr().err


SHEET_ADVENTURE = """\
id: sheet-test
title: A Knight Alone
level: 1
components:
  bad_guys: [garthelm]
qm_sheet:
  bad_guys:
    Garthelm:
      vitality: {1: 5}
      gifts: {cloud-of-blades: 3}
      extra_refreshes: {4: 3}
paragraphs:
  1:
    read: The knight waits at the bridge.
    next: {end: success}
"""


def test_with_an_adventure_a_bad_guy_is_shown_as_its_qm_sheet_sets_him_up(capsys, tmp_path):
    path = tmp_path / "sheet-test.yaml"
    path.write_text(SHEET_ADVENTURE, encoding="utf-8")
    card = load_cards().bad_guys["garthelm"]
    code, out, err = _show(capsys, "garthelm", "--adventure", str(path))
    assert code == 0, err
    rows = [[c.strip() for c in line.split("|")] for line in out.splitlines()
            if line[:1] in "1234" and "|" in line]
    # The sheet's gifts replace the card's (Riposte is gone); its Vitality and refreshes
    # replace the card's only for the numbers of heroes it names.
    assert rows == [["1", "5", "none", "0"],
                    ["2", str(card.vitality[2]), "none", str(card.extra_refreshes.get(2, 0))],
                    ["3", str(card.vitality[3]), "Cloud of Blades", str(card.extra_refreshes.get(3, 0))],
                    ["4", str(card.vitality[4]), "Cloud of Blades", "3"]]
    assert "Riposte (from" not in out and "Cloud of Blades (from 3 heroes)" in out
    assert f"As the QM sheet of {path} sets Garthelm up" in out


def test_with_an_adventure_a_bad_guy_it_leaves_alone_is_as_printed(capsys):
    _, plain, _ = _show(capsys, "orc-warrior")
    code, out, _ = _show(capsys, "orc-warrior", "--adventure", "example-short")
    assert code == 0 and out.startswith(plain.rsplit("\n", 2)[0].rsplit("An adventure's", 1)[0])
    assert "The QM sheet of example-short leaves Orc Warrior as printed." in out


@pytest.mark.parametrize(("words", "said"), [
    (("karomin", "--adventure", "example-short"), "--adventure goes with a bad guy; Karomin is a hero"),
    (("garthelm", "--adventure", "no-such-adventure"), "no-such-adventure"),
])
def test_an_adventure_that_cannot_apply_is_one_line_and_exit_2(capsys, words, said):
    code, out, err = _show(capsys, *words)
    assert code == 2 and not out and said in err and len(err.strip().splitlines()) == 1
