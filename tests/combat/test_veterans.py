"""Veteran minions of the QM sheet (R32): +1 Deftness in the fight; Charge of the Hordes
still lowers it; arch villains are never veterans."""

from __future__ import annotations

import dataclasses

from .helpers import fight_with


def _orc(fight):
    return next(f for f in fight.fighters.values() if f.card.id == "orc-warrior")


def test_a_veteran_minion_fights_with_one_more_deftness(game):
    plain = _orc(fight_with(game("karomin"), ["karomin"], {"west-orcs": {"orc-warrior": 1}}))
    veteran = _orc(fight_with(game("karomin"), ["karomin"], {"west-orcs": {"orc-warrior": 1}},
                              overrides={"orc-warrior": {"veteran": True}}))
    assert veteran.deftness(0) == plain.deftness(0) + 1


def test_charge_of_the_hordes_lowers_veterans_too(game):
    state = game("karomin")
    state.options = dataclasses.replace(state.options, charge_of_the_hordes=1)
    orc = _orc(fight_with(state, ["karomin"], {"west-orcs": {"orc-warrior": 1}},
                          overrides={"orc-warrior": {"veteran": True}}))
    assert orc.deftness_mod == 0


def test_reinforcements_arrive_as_veterans_when_the_sheet_says_so(game):
    from questboard.combat.reinforce import reinforce

    fight = fight_with(game("karomin"), ["karomin"], {"west-orcs": {"orc-warrior": 1}},
                       overrides={"orc-warrior": {"veteran": True}})
    reinforce(fight, 2, ())
    assert sum(f.card.id == "orc-warrior" for f in fight.fighters.values()) == 3
    assert all(f.deftness_mod == 1 for f in fight.fighters.values() if f.card.id == "orc-warrior")
