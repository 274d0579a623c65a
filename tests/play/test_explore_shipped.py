"""Every paragraph of every shipped adventure is reached in practice: random paths with the
fights told (their outcome drawn like a coin) enter each one. A paragraph behind an option
that is never offered, or a query whose answer never changes, would show up here."""

from __future__ import annotations

import pytest

from questboard.play import explore as ex
from questboard.resources import adventures_dir

SHIPPED = sorted(p.stem for p in adventures_dir().glob("*.yaml"))


def test_all_four_shipped_adventures_are_explored():
    assert SHIPPED == ["example-short", "the-harbor-treasure", "the-pale-kings-crown",
                       "the-sleeping-city"]


@pytest.mark.parametrize("adventure", SHIPPED)
def test_random_paths_reach_every_paragraph(adventure):
    cover = ex.explore(adventure, [("karomin", "alondis")], runs=60, seed=1, fights="told")
    assert cover.never == [] and not cover.dead_ends, (cover.never, cover.dead_ends)
    assert cover.outcomes["success"] and cover.outcomes["failure"]


def test_told_fights_take_both_ways_after_a_fight():
    # The warm-up in the courtyard is lost about once in seventy fights fought; told, it is
    # lost as often as it is won.
    cover = ex.explore("example-short", [("karomin", "alondis")], runs=12, seed=1, fights="told")
    assert cover.reached[7] and cover.reached[8] and cover.reached[7] + cover.reached[8] == 12


def test_fights_are_fought_or_told_and_nothing_else():
    with pytest.raises(ValueError, match="fights are fought or told, not 'won'"):
        ex.explore("example-short", [("karomin",)], runs=1, fights="won")
