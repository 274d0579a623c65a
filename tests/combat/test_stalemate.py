"""R31: a fight still undecided at the round cap is a defeat in the story, and rehearsals
count it apart as a stalemate."""

from __future__ import annotations

from dataclasses import replace

from questboard.battlefield.validate import load_map
from questboard.combat import rehearse
from questboard.combat.resolve import resolve_combat
from questboard.combat.spec import AllVanquished, CombatSpec, Rounds
from questboard.content import load_cards
from questboard.play.library import find_map
from questboard.rules.state import new_game


def _capped() -> CombatSpec:
    """One round, one Orc Warrior, and a victory (hold out 99 rounds) that cannot come in
    time: Karomin (Vitality 5) cannot be put out by two blows, so the cap decides."""
    return CombatSpec(map=load_map(find_map("forest-clearing")), bad_guys={"raiders": {"orc-warrior": 1}},
                      victory=Rounds(99), round_cap=1)


def test_a_fight_forced_to_the_cap_is_a_stalemate_and_a_defeat():
    cards = load_cards()
    for seed in range(5):
        state = new_game(cards, ["karomin"], seed)
        result, fight = resolve_combat(state, _capped())
        assert result.stalemate and result.outcome == "defeat" and not result.victory
        assert result.rounds == 1 and "within 1 rounds" in result.reason


def test_a_fight_decided_before_the_cap_is_no_stalemate():
    cards = load_cards()
    spec = replace(_capped(), victory=AllVanquished(), round_cap=30)
    for seed in range(5):
        result, _ = resolve_combat(new_game(cards, ["karomin"], seed), spec)
        assert not result.stalemate and result.outcome in ("victory", "defeat")


def test_rehearsal_counts_stalemates_apart_from_victories_and_defeats():
    spec = _capped()
    setup = rehearse.Rehearsal(spec.map, ("karomin",), (("orc-warrior", 1),), spec=spec)
    r = rehearse.run(setup, 6, seed=2)
    assert (r["victory"], r["defeat"], r["stalemate"]) == (0.0, 0.0, 1.0)
    plain = rehearse.run(rehearse.Rehearsal(spec.map, ("karomin", "alondis")), 6, seed=2)
    assert plain["stalemate"] == 0.0
    assert abs(plain["victory"] + plain["defeat"] + plain["stalemate"] - 1.0) < 1e-9
